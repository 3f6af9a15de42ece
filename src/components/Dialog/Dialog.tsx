import { clsx } from 'clsx';
import { dialog, dialogSizes as sizeClasses } from './Dialog.css';
import { ModalClose, ModalFrame, type ModalCloseProps, type ModalProps } from './ModalFrame';

export const dialogSizes = ['sm', 'md', 'lg', 'fullscreen'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogProps = ModalProps & {
  /** `fullscreen` covers the whole screen below 768px (idea mobile modal, mobile search). */
  size?: DialogSize;
};

/**
 * Modal dialog (a native <dialog> shown with showModal(), WAI-ARIA dialog pattern): focus moves inside
 * on open and Tab wraps inside, Esc and a click on the backdrop close it, focus returns to the trigger,
 * page scroll is locked while open.
 */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return (
    <ModalFrame {...props} contentClassName={clsx(dialog, sizeClasses[size])} dataAttributes={{ 'data-size': size }} />
  );
}

/** Wrap a button that should close the dialog: `<DialogClose asChild><Button>Отмена</Button></DialogClose>`. */
export function DialogClose(props: ModalCloseProps) {
  return <ModalClose {...props} />;
}
