import type { ComponentProps, MouseEvent, ReactElement, ReactNode, RefObject } from 'react';
import { createContext, Suspense, use, useId, useRef } from 'react';
import type { NativeModalProps } from './NativeModal';
import { deferred, useDeferred, useLoaded, useOpenState } from '../internal/deferred';
import { Slot } from '../internal/Slot';
import * as componentMessages from '../messages';

// The overlay itself (a native <dialog>: focus, dismissal, scroll lock) loads when a trigger is first
// pointed at, focused or pressed, or when the overlay is opened: inside the page's first load it cost
// ≈ 1.3 kB gzip on every page with a header (its mobile menu and login drawers).
const nativeModal = deferred(() => import('./NativeModal'));

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
   * Render in place instead of portalling to document.body (still modal). Server rendering emits
   * nothing for portals, so the inline variant is the one that renders on the server: an open
   * `<dialog>` that the browser makes modal once hydrated.
   */
  inline?: boolean;
  /** Portal target other than document.body. */
  container?: HTMLElement | null;
  className?: string;
};

type FrameProps = ModalProps & { contentClassName: string; dataAttributes?: Record<string, string> };

/** What DialogClose and DrawerClose call: closes the overlay they are in. */
const CloseContext = createContext<(() => void) | null>(null);

/**
 * The trigger is the same element before and after the overlay's code arrives: it carries the dialog
 * trigger's ARIA state (aria-haspopup, aria-expanded, aria-controls while open, data-state), toggles on
 * click and takes the focus back on close. The overlay renders while open; the first time, its code
 * is loaded then (or earlier, when the trigger is pointed at or focused) inside a Suspense boundary,
 * so a server renderer that waits for Suspense (streaming, prerender) puts an open inline overlay in
 * the HTML and the browser hydrates it when the code is there.
 */
export function ModalFrame({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  hideTitle = false,
  closeLabel = componentMessages.close,
  hideCloseButton = false,
  dismissible = true,
  inline = false,
  ...rest
}: FrameProps) {
  const loaded = useDeferred(nativeModal);
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);

  const preload = () => void nativeModal.load().catch(() => undefined);
  const triggerElement = trigger ? (
    <Slot
      ref={triggerRef}
      {...{
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        'aria-controls': isOpen && loaded ? contentId : undefined,
        'data-state': isOpen ? 'open' : 'closed',
      }}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!event.defaultPrevented) setOpen(!isOpen);
      }}
    >
      {trigger}
    </Slot>
  ) : null;

  return (
    <>
      {triggerElement}
      {isOpen ? (
        <CloseContext value={() => setOpen(false)}>
          <Suspense fallback={null}>
            <ModalPart
              {...rest}
              contentId={contentId}
              onOpenChange={setOpen}
              // The focus goes back to the trigger on close.
              returnFocusRef={rest.returnFocusRef ?? (trigger ? triggerRef : undefined)}
              hideTitle={hideTitle}
              closeLabel={closeLabel}
              hideCloseButton={hideCloseButton}
              dismissible={dismissible}
              inline={inline}
            />
          </Suspense>
        </CloseContext>
      ) : null}
    </>
  );
}

/** The overlay, waiting for its code the first time (Suspense). */
function ModalPart(props: NativeModalProps) {
  const { NativeModal } = useLoaded(nativeModal);
  return <NativeModal {...props} />;
}

export type ModalCloseProps = ComponentProps<'button'> & {
  /** Render the given child (a Button) instead of a button of its own. */
  asChild?: boolean;
};

/** Closes the surrounding Dialog or Drawer; wrap a Button with it (asChild). */
export function ModalClose({ asChild, children, onClick, ...props }: ModalCloseProps) {
  const close = use(CloseContext);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) close?.();
  };
  return asChild ? (
    <Slot {...(props as ComponentProps<typeof Slot>)} onClick={handleClick as ComponentProps<typeof Slot>['onClick']}>
      {children}
    </Slot>
  ) : (
    <button type="button" {...props} onClick={handleClick}>
      {children}
    </button>
  );
}
