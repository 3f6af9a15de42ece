// Shared proofs of the WAI-ARIA dialog pattern for overlay stories (Dialog, Drawer, menus and the
// product's dialogs): the page lock of a modal overlay, its full restore, the focus trap.
import { expect, screen, userEvent, waitFor } from 'storybook/test';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[hidden]'),
  );
}

/**
 * The element once its finite animations (its own and its children's) have ended. Overlays fade, scale
 * and slide in with CSS keyframes (`data-state="open"`), so their box is final only then: take
 * measurements of size or position after this, never right after the click that opened them. Looping
 * animations (a spinner inside) are not waited for; a cancelled animation counts as ended.
 */
export async function settled<T extends Element>(element: T): Promise<T> {
  const finite = element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  return element;
}

/**
 * Proves that an overlay fills the viewport the way layout defines it: its layout box (unaffected by
 * the transforms of an entrance animation) is exactly the viewport, and once settled it sits at 0,0.
 */
export async function expectFillsViewport(overlay: HTMLElement) {
  await settled(overlay);
  await expect(overlay.offsetWidth).toBe(window.innerWidth);
  await expect(overlay.offsetHeight).toBe(window.innerHeight);
  const rect = overlay.getBoundingClientRect();
  // Sub-pixel rounding of a settled box is at most half a pixel on each side.
  await expect(Math.abs(rect.left)).toBeLessThanOrEqual(0.5);
  await expect(Math.abs(rect.top)).toBeLessThanOrEqual(0.5);
}

/** While a modal overlay is open the page does not scroll and outside content ignores the pointer. */
export async function expectPageLocked() {
  await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
  await expect(document.body).toHaveAttribute('data-scroll-locked');
  await expect(document.body.style.pointerEvents).toBe('none');
}

/** After close nothing of the lock is left behind: scroll, the lock attribute and pointer events. */
export async function expectPageRestored() {
  await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
}

/** Focus is inside the overlay and Tab / Shift+Tab cycle through its controls without escaping. */
export async function expectFocusTrapped(overlay: HTMLElement) {
  await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
  const focusables = focusablesIn(overlay);
  await expect(focusables.length).toBeGreaterThan(0);
  const first = focusables[0]!;
  const last = focusables[focusables.length - 1]!;

  first.focus();
  for (let i = 0; i < focusables.length; i += 1) {
    await userEvent.tab();
    await expect(overlay.contains(document.activeElement)).toBe(true);
  }
  // One full round of Tab lands back on the first control: the focus wraps.
  await expect(document.activeElement).toBe(first);
  await userEvent.tab({ shift: true });
  await expect(document.activeElement).toBe(last);
  await userEvent.tab();
  await expect(document.activeElement).toBe(first);
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
