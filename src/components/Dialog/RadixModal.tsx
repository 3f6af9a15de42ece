// The Radix half of Dialog and Drawer, loaded on first need (ModalFrame.tsx): focus trap, scroll
// lock, dismissal and portals are not part of a page's first load.
// Subpath imports: a namespace re-exported by the radix-ui barrel would be kept whole by bundlers.
import * as RadixDialog from 'radix-ui/dialog';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { CloseIcon } from '../icons';
import { clsx } from 'clsx';
import { visuallyHidden as srOnly } from '../internal/a11y.css';
import * as styles from './Dialog.css';

export type RadixModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the content, named by the trigger's aria-controls. */
  contentId: string;
  title: ReactNode;
  hideTitle: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  hideCloseButton: boolean;
  dismissible: boolean;
  returnFocusRef?: RefObject<HTMLElement | null>;
  initialFocusRef?: RefObject<HTMLElement | null>;
  inline: boolean;
  container?: HTMLElement | null;
  className?: string;
  contentClassName: string;
  dataAttributes?: Record<string, string>;
};

/** Focus a given element instead of Radix's default target (first focusable on open, trigger on close). */
function moveFocus(ref: RefObject<HTMLElement | null> | undefined) {
  return (event: Event) => {
    if (ref?.current) {
      event.preventDefault();
      ref.current.focus();
    }
  };
}

export function RadixModal({
  open,
  onOpenChange,
  contentId,
  title,
  hideTitle,
  description,
  children,
  footer,
  closeLabel,
  hideCloseButton,
  dismissible,
  returnFocusRef,
  initialFocusRef,
  inline,
  container,
  className,
  contentClassName,
  dataAttributes,
}: RadixModalProps) {
  // Esc and outside clicks (pointer or focus) are ignored while the overlay must stay open.
  const keepOpen = dismissible ? undefined : (event: Event) => event.preventDefault();
  const layer = (
    <>
      <RadixDialog.Overlay className={styles.overlay} data-slot="overlay" />
      <RadixDialog.Content
        id={contentId}
        className={clsx(styles.panel, contentClassName, className)}
        {...dataAttributes}
        // Radix warns when there is no Description; an absent one must be declared explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={moveFocus(initialFocusRef)}
        onCloseAutoFocus={moveFocus(returnFocusRef)}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
      >
        <div className={styles.header}>
          <div className={styles.headerText}>
            <RadixDialog.Title className={hideTitle ? srOnly : styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            <RadixDialog.Close asChild>
              {/* IconButton's look without its component: the Dialog is budgeted to the byte. */}
              <button type="button" aria-label={closeLabel} className={styles.close}>
                <CloseIcon />
              </button>
            </RadixDialog.Close>
          )}
        </div>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {inline ? layer : <RadixDialog.Portal container={container}>{layer}</RadixDialog.Portal>}
    </RadixDialog.Root>
  );
}

export function RadixModalClose(props: ComponentProps<typeof RadixDialog.Close>) {
  return <RadixDialog.Close {...props} />;
}
