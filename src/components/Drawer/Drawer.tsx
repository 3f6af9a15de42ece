import { ModalClose, ModalFrame, type ModalCloseProps, type ModalProps } from '../Dialog/ModalFrame';
import { drawer } from './Drawer.css';

export const drawerSides = ['right', 'left'] as const;
export const drawerSizes = ['sm', 'md', 'lg'] as const;
export type DrawerSide = (typeof drawerSides)[number];
export type DrawerSize = (typeof drawerSizes)[number];

export type DrawerProps = ModalProps & {
  side?: DrawerSide;
  size?: DrawerSize;
};

/**
 * Slide-in panel from the side (the same native modal <dialog> as Dialog, so it is a modal dialog):
 * login and registration drawers, the mobile menu. Full width on phones.
 */
export function Drawer({ side = 'right', size = 'md', ...props }: DrawerProps) {
  return (
    <ModalFrame
      {...props}
      contentClassName={drawer({ side, size })}
      dataAttributes={{ 'data-side': side, 'data-size': size }}
    />
  );
}

/** Wrap a button that should close the drawer: `<DrawerClose asChild><Button>Отмена</Button></DrawerClose>`. */
export function DrawerClose(props: ModalCloseProps) {
  return <ModalClose {...props} />;
}
