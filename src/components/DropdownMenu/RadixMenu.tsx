// The Radix half of DropdownMenu, loaded on first need (DropdownMenu.tsx): the menu button pattern,
// positioning (floating-ui) and the menu's keyboard model are not part of a page's first load.
import { clsx } from 'clsx';
import * as Menu from 'radix-ui/dropdown-menu';
import type { ComponentProps, ReactElement, ReactNode, Ref } from 'react';
import { ChevronRightIcon } from '../icons';
import { usePortalContainer } from '../internal/portalContainer';
import * as styles from './DropdownMenu.css';

export type RadixMenuProps = {
  trigger: ReactElement;
  triggerRef: Ref<HTMLElement>;
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modal: boolean;
  align: 'start' | 'center' | 'end';
  side: 'top' | 'bottom' | 'left' | 'right';
  'aria-label'?: string;
  className?: string;
};

export function RadixMenu({
  trigger,
  triggerRef,
  children,
  open,
  onOpenChange,
  modal,
  align,
  side,
  'aria-label': ariaLabel,
  className,
}: RadixMenuProps) {
  const container = usePortalContainer();
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Menu.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content
          className={clsx(styles.content, className)}
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
          aria-label={ariaLabel}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export type RadixMenuItemProps = ComponentProps<typeof Menu.Item> & { tone?: 'neutral' | 'danger' };

export function RadixMenuItem({ tone = 'neutral', className, ...rest }: RadixMenuItemProps) {
  return <Menu.Item className={clsx(styles.item({ tone }), className)} data-tone={tone} {...rest} />;
}

export function RadixMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={clsx(styles.label, className)} {...rest} />;
}

export function RadixMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={clsx(styles.separator, className)} {...rest} />;
}

export function RadixMenuGroup(props: ComponentProps<typeof Menu.Group>) {
  return <Menu.Group {...props} />;
}

export function RadixMenuSub({
  label,
  children,
  disabled,
}: {
  label: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}) {
  const container = usePortalContainer();
  return (
    <Menu.Sub>
      <Menu.SubTrigger className={styles.item({ tone: 'neutral' })} disabled={disabled}>
        {label}
        <ChevronRightIcon className={styles.subIcon} />
      </Menu.SubTrigger>
      <Menu.Portal container={container}>
        <Menu.SubContent className={styles.content} sideOffset={4} collisionPadding={8}>
          {children}
        </Menu.SubContent>
      </Menu.Portal>
    </Menu.Sub>
  );
}
