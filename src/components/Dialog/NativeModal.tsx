// The overlay of Dialog and Drawer on the platform: HTMLDialogElement.showModal() puts the panel in the
// top layer, makes the rest of the page inert (no aria-hidden on siblings needed), turns Esc into a
// `cancel` event and draws the dimmed ::backdrop. What the platform leaves to us: Tab wrapping inside
// (a native modal lets the focus leave to the browser's UI), Esc before the controls inside see it (as
// Radix did), a click on the backdrop and the page's scroll lock.
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { clsx } from 'clsx';
import { CloseIcon } from '../icons';
import { visuallyHidden as srOnly } from '../internal/a11y.css';
import { PortalContainer } from '../internal/portalContainer';
import * as styles from './Dialog.css';

/** Rendered while the overlay is open; it closes by unmounting. */
export type NativeModalProps = {
  onOpenChange: (open: boolean) => void;
  /** The id of the dialog, named by the trigger's aria-controls. */
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

const noSubscription = () => () => undefined;

/**
 * Portalled unless `inline`. The server renders no portal: the browser adds it after hydration (the
 * server snapshot is false), or at once when the overlay opens later.
 */
export function NativeModal({ inline, container, ...props }: NativeModalProps) {
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (inline) return <ModalDialog {...props} inline />;
  return client ? createPortal(<ModalDialog {...props} inline={false} />, container ?? document.body) : null;
}

function ModalDialog({
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
  className,
  contentClassName,
  dataAttributes,
}: Omit<NativeModalProps, 'container'>) {
  const ref = useRef<HTMLDialogElement>(null);
  // Menus and tooltips opened inside are portalled into the dialog: the page outside it is inert.
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  // One function for the dialog's lifetime: a new one each render would detach and attach it every time.
  const [attach] = useState(() => (node: HTMLDialogElement | null) => {
    ref.current = node;
    setElement(node);
  });
  const pressedOutside = useRef(false);
  const titleId = `${contentId}-title`;
  const descriptionId = `${contentId}-description`;
  const dismiss = () => {
    if (dismissible) onOpenChange(false);
  };

  // Modal from the first paint to the unmount. The server's HTML of an inline dialog has it open but
  // not modal (`open` attribute): closed and shown again as a modal.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement;
    if (dialog.open) dialog.close();
    dialog.showModal();
    const unlock = lockPage();
    (initialFocusRef?.current ?? firstFocus(dialog)).focus();
    // The focused control removed (a step of the dialog replaced by the next) leaves the focus on
    // <body>: it stays in the dialog instead, where Esc and Tab keep working (Radix's FocusScope did so).
    const keepFocus = new MutationObserver(() => {
      if (document.activeElement === document.body) dialog.focus();
    });
    keepFocus.observe(dialog, { childList: true, subtree: true });
    return () => {
      keepFocus.disconnect();
      dialog.close();
      unlock();
      focusBack(returnFocusRef, opener);
    };
    // Once per opening: the refs are read when focus moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={attach}
      id={contentId}
      // Rendered open on the server (inline): the browser makes it modal before the first paint.
      open={inline || undefined}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-state="open"
      {...dataAttributes}
      className={clsx(styles.panel, contentClassName, className)}
      // The page under it has pointer events off (lockPage); inline, as no stylesheet may undo it.
      style={{ pointerEvents: 'auto' }}
      // Esc closes before the controls inside see it (a combobox would keep it for its list), as Radix
      // did; handled here, the browser's own close request (which may not be cancellable) never starts.
      onKeyDownCapture={(event) => {
        // A tooltip (or menu) shown inside takes the first Esc, as a layer above the dialog.
        if (event.key === 'Escape' && ownKey(event) && !event.currentTarget.querySelector(POPUP)) {
          event.preventDefault();
          dismiss();
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && !event.defaultPrevented && ownKey(event)) wrapFocus(event.currentTarget, event);
      }}
      onCancel={(event) => {
        // A close request that did not come through a key here (the focus on <body>, a back gesture).
        event.preventDefault();
        if (event.target === event.currentTarget) dismiss();
      }}
      onClose={(event) => {
        const element = event.currentTarget;
        // Closed by the browser against our state (a close request it would not let us cancel): shown
        // again, and closed the normal way if that is allowed.
        if (event.target !== element || element.open) return;
        element.showModal();
        dismiss();
      }}
      // A click on the ::backdrop targets the dialog at a point outside its box; a press that started
      // inside (selecting text) and ended there does not count.
      onPointerDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget && outside(event.currentTarget, event);
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget && outside(event.currentTarget, event))
          dismiss();
      }}
    >
      <PortalContainer.Provider value={element}>
        <div className={styles.header}>
          <div className={styles.headerText}>
            <h2 id={titleId} className={hideTitle ? srOnly : styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          {hideCloseButton ? null : (
            // IconButton's look without its component: the Dialog is budgeted to the byte.
            <button type="button" aria-label={closeLabel} className={styles.close} onClick={() => onOpenChange(false)}>
              <CloseIcon />
            </button>
          )}
        </div>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </PortalContainer.Provider>
    </dialog>
  );
}

/** On close: where the caller said (the trigger), else what had the focus before. */
function focusBack(ref: RefObject<HTMLElement | null> | undefined, opener: Element | null) {
  const back = ref?.current ?? opener;
  if (back instanceof HTMLElement && back.isConnected) back.focus();
}

/** A menu or tooltip (Radix's positioned layer), portalled into the dialog while open (PortalContainer). */
const POPUP = '[data-radix-popper-content-wrapper]';

/**
 * Keys of a nested dialog reach this one through React's tree, and those of a menu opened inside it
 * through the DOM too (it is portalled into the dialog): they are the nested layer's to handle (Esc
 * closes the menu, not the dialog).
 */
const ownKey = (event: { target: EventTarget; currentTarget: EventTarget }) =>
  (event.target as Element).closest(`dialog, ${POPUP}`) === event.currentTarget;

function outside(element: Element, { clientX: x, clientY: y }: { clientX: number; clientY: number }) {
  const box = element.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

const focusable =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex],[contenteditable="true"]';

/** The controls Tab stops at, in order (tabindex ≥ 0, rendered). */
function tabStops(dialog: HTMLElement) {
  return [...dialog.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.tabIndex >= 0 && (!element.checkVisibility || element.checkVisibility()),
  );
}

/** Where the focus goes on open: the first control that is not a link (as Radix did), else the dialog. */
function firstFocus(dialog: HTMLDialogElement): HTMLElement {
  const stops = tabStops(dialog);
  return stops.find((element) => element.localName !== 'a') ?? stops[0] ?? dialog;
}

/** The radios of one group are one Tab stop, entered on the checked one. */
const radioGroup = (element: Element | null) =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name ? element.name : null;
const stopOf = (element: Element | null) => radioGroup(element) ?? element;

/** Tab on the last stop goes to the first, Shift+Tab on the first (or the dialog itself) to the last. */
function wrapFocus(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const stops = tabStops(dialog);
  const [first, last] = [stops[0], stops[stops.length - 1]];
  const active = document.activeElement;
  if (!first || !last) return event.preventDefault();
  const target = event.shiftKey
    ? active === dialog || stopOf(active) === stopOf(first)
      ? last
      : null
    : stopOf(active) === stopOf(last)
      ? first
      : null;
  if (!target) return;
  event.preventDefault();
  const group = radioGroup(target);
  const checked =
    group && dialog.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(group)}"]:checked`);
  (checked || target).focus();
}

// The page under open overlays: no scroll (without a layout shift: the scrollbar's gutter is kept),
// no pointer events. Counted, so that it is released when the last overlay closes. The
// data-scroll-locked attribute counts the same way as Radix's menus do (react-remove-scroll-bar), so
// a Dialog opened from a menu and the menu release the page in any order.
let locks = 0;
let release: () => void = () => undefined;

function lockPage() {
  if (locks++ === 0) {
    const { body, documentElement: html } = document;
    const saved = [body.style.overflow, html.style.scrollbarGutter] as const;
    const gutter = window.innerWidth > html.clientWidth;
    body.setAttribute('data-scroll-locked', String(lockCount(body) + 1));
    body.style.overflow = 'hidden';
    body.style.pointerEvents = 'none';
    if (gutter) html.style.scrollbarGutter = 'stable';
    release = () => {
      const count = lockCount(body) - 1;
      if (count > 0) body.setAttribute('data-scroll-locked', String(count));
      else body.removeAttribute('data-scroll-locked');
      [body.style.overflow, html.style.scrollbarGutter] = saved;
      // Not the value found at lock: a menu that opened this overlay may have set it and reset it since.
      body.style.pointerEvents = '';
    };
  }
  let held = true;
  return () => {
    if (held && --locks === 0) release();
    held = false;
  };
}

const lockCount = (body: HTMLElement) => Number(body.getAttribute('data-scroll-locked')) || 0;
