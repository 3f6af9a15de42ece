// Proofs shared by the dialog stories: the page lock of a modal overlay and its full restore.
import { expect, screen, waitFor } from 'storybook/test';

/** While a modal overlay is open the page does not scroll and outside content ignores the pointer. */
export async function expectPageLocked() {
  await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
  await expect(document.body).toHaveAttribute('data-scroll-locked');
  await expect(document.body.style.pointerEvents).toBe('none');
}

/** After close nothing of the lock is left: scroll, the lock attribute and pointer events. */
export async function expectPageRestored() {
  await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
}

/** The dialog is gone, focus is back on the element that opened it and the page is usable again. */
export async function expectClosedAndRestored(trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
  await expectPageRestored();
}

/**
 * Stops the browser from following a link for the rest of the story while letting the page's own
 * click handlers run first (the listener sits on the document, after React's root).
 */
export function keepPageOnLinkClicks() {
  const stop = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}
