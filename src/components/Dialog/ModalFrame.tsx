// Subpath imports: a namespace re-exported by the radix-ui barrel would be kept whole by bundlers.
import * as RadixDialog from 'radix-ui/dialog';
import type { ComponentProps, ReactElement, ReactNode, RefObject } from 'react';
import { CloseIcon } from '../icons';
import { cx } from '../internal/cx';
import { visuallyHidden as srOnly } from '../internal/a11y.css';
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

/** Focus a given element instead of Radix's default target (first focusable on open, trigger on close). */
function moveFocus(ref: RefObject<HTMLElement | null> | undefined) {
  return (event: Event) => {
    if (ref?.current) {
      event.preventDefault();
      ref.current.focus();
    }
  };
}

type FrameProps = ModalProps & { contentClassName: string; dataAttributes?: Record<string, string> };

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
  dataAttributes,
}: FrameProps) {
  // Esc and outside clicks (pointer or focus) are ignored while the overlay must stay open.
  const keepOpen = dismissible ? undefined : (event: Event) => event.preventDefault();
  const layer = (
    <>
      <RadixDialog.Overlay className={styles.overlay} data-slot="overlay" />
      <RadixDialog.Content
        className={cx(styles.panel, contentClassName, className)}
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
            {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
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
        {children ? (
          <div className={styles.body}>
            {children}
          </div>
        ) : null}
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

export type ModalCloseProps = ComponentProps<typeof RadixDialog.Close>;

/**
 * Closes the surrounding Dialog or Drawer; wrap a Button with it (asChild). A function rather than
 * an alias of RadixDialog.Close: a top-level property read would keep Radix Dialog in every bundle.
 */
export function ModalClose(props: ModalCloseProps) {
  return <RadixDialog.Close {...props} />;
}
