import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { CloseIcon } from '../icons';
import { IconButton } from '../IconButton';
import { useOverflow } from '../internal/useOverflow';
import { srOnly } from '../Spinner';
import * as styles from './Dialog.css';

/** Props shared by Dialog and Drawer. */
export type ModalProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the overlay (a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Accessible name; visible as the heading unless `hideTitle`. */
  title: ReactNode;
  /** Keeps the title for screen readers only (image-led dialogs such as the prize message). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons; stacked on phones, right-aligned from 768px. */
  footer?: ReactNode;
  closeLabel?: string;
  hideCloseButton?: boolean;
  /**
   * When false, Esc and outside clicks do not close it (e.g. while a save is in flight);
   * the close button stays unless hidden.
   */
  dismissible?: boolean;
  /**
   * Where focus goes on close when the overlay was opened without its own trigger,
   * e.g. from a DropdownMenu item: pass the menu trigger.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Render in place instead of portalling to document.body. Server rendering emits nothing for
   * portals, so the inline variant is the one that renders on the server; it is also still modal.
   */
  inline?: boolean;
  /** Portal target other than document.body. */
  container?: HTMLElement | null;
  className?: string;
};

type FrameProps = ModalProps & { contentClassName: string; kind: 'dialog' | 'drawer'; dataAttributes?: Record<string, string> };

export function ModalFrame({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  closeLabel = 'Закрыть',
  hideCloseButton = false,
  dismissible = true,
  returnFocusRef,
  initialFocusRef,
  inline = false,
  container,
  className,
  contentClassName,
  kind,
  dataAttributes,
}: FrameProps) {
  const layer = (
    <>
      <RadixDialog.Overlay className={styles.overlay} data-slot={`${kind}-overlay`} />
      <RadixDialog.Content
        className={clsx(styles.panel, contentClassName, className)}
        data-slot={kind}
        {...dataAttributes}
        // Radix warns when there is no Description; an absent one must be declared explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          if (initialFocusRef?.current) {
            event.preventDefault();
            initialFocusRef.current.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocusRef?.current) {
            event.preventDefault();
            returnFocusRef.current.focus();
          }
        }}
        onEscapeKeyDown={(event) => {
          if (!dismissible) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          if (!dismissible) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (!dismissible) event.preventDefault();
        }}
      >
        <div className={styles.header}>
          <div className={styles.headerText}>
            <RadixDialog.Title className={hideTitle ? srOnly : styles.title}>{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          </div>
          {hideCloseButton ? null : (
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} size="sm">
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          )}
        </div>
        {children ? <ScrollBody>{children}</ScrollBody> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </>
  );
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      {inline ? layer : <RadixDialog.Portal container={container}>{layer}</RadixDialog.Portal>}
    </RadixDialog.Root>
  );
}

/**
 * The scrolling middle of the panel. When its content overflows it joins the tab order so that
 * keyboard users can scroll it (a scrollable region must be reachable from the keyboard).
 */
function ScrollBody({ children }: { children: ReactNode }) {
  const [ref, overflowing] = useOverflow<HTMLDivElement>('y');
  return (
    <div ref={ref} className={styles.body} data-slot="modal-body" tabIndex={overflowing ? 0 : undefined} data-overflowing={overflowing || undefined}>
      {children}
    </div>
  );
}

/** Closes the surrounding Dialog or Drawer; wrap a Button with it (asChild). */
export const ModalClose = RadixDialog.Close;
