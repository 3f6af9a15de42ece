import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the unit tests beside the stories and the API tests on two cores: a `findBy…` or `waitFor`
// may need more than Testing Library's default second there. A real failure still fails, later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// jsdom has HTMLDialogElement without its methods: Dialog and Drawer are native modal dialogs. What the
// HTML standard asks of show(), showModal() and close(), minus the rendering (top layer, ::backdrop,
// inertness): the open attribute, the dialog focusing steps, focus restored on close, the close event
// (a task later) and Esc as a close request on the topmost modal dialog (a cancellable cancel event).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modals: HTMLDialogElement[] = [];
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  const invalid = (what: string) =>
    new DOMException(`Failed to execute '${what}' on 'HTMLDialogElement'`, 'InvalidStateError');
  const focusable =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

  Object.defineProperty(HTMLDialogElement.prototype, 'returnValue', { value: '', writable: true });
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    if (this.open && !modals.includes(this)) return;
    if (this.open) throw invalid('show');
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open && modals.includes(this)) return;
    if (this.open || !this.isConnected) throw invalid('showModal');
    this.setAttribute('open', '');
    modals.push(this);
    openers.set(this, this.ownerDocument.activeElement);
    const control = this.hasAttribute('autofocus')
      ? this
      : ([...this.querySelectorAll<HTMLElement>(focusable)].find((element) => element.tabIndex >= 0) ?? this);
    control.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    if (modals.includes(this)) modals.splice(modals.indexOf(this), 1);
    const opener = openers.get(this);
    openers.delete(this);
    if (this.contains(this.ownerDocument.activeElement) && opener instanceof HTMLElement && opener.isConnected)
      opener.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals[modals.length - 1];
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
