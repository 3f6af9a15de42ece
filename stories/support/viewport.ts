import { expect } from 'storybook/test';
import { breakpoints } from '../../tokens/palette';

/** A short name of an element for a failure message: tag, role or class, and its text's start. */
function describe(element: Element): string {
  const role = element.getAttribute('role');
  const text = (element.textContent ?? '').trim().slice(0, 30);
  return `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} «${text}» right=${Math.round(element.getBoundingClientRect().right)}`;
}

/**
 * The play of a story on the phone viewport (`globals: { viewport: { value: 'mobile' } }`): the page is
 * the phone's 375 px wide and nothing in it is wider than the screen (no sideways scrolling). A
 * failure names the elements that stick out, outermost first (content inside a scrolling box such as
 * a wide table's is fine: the box itself stays within the screen).
 */
export async function fitsPhoneScreen({ canvasElement }: { canvasElement: HTMLElement }) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.clientWidth).toBeLessThanOrEqual(breakpoints.mobile);
  const width = root.clientWidth;
  const outside: string[] = [];
  const visit = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    // A box that scrolls sideways keeps its content: what is inside may be wider.
    const clips = style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden';
    // Its box, or its content (text that does not wrap overflows a box that stays in place).
    const right = clips ? box.right : Math.max(box.right, box.left + element.scrollWidth);
    if (style.position !== 'fixed' && right > width + 0.5) outside.push(describe(element));
    if (clips) return;
    for (const child of element.children) visit(child);
  };
  for (const child of canvasElement.ownerDocument.body.children) visit(child);
  await expect(outside.slice(0, 5)).toEqual([]);
  // What the walk cannot see: e.g. an absolutely placed element inside a scrolling box whose containing
  // block lies outside it (the box is not positioned), which widens the page itself.
  await expect(root.scrollWidth).toBeLessThanOrEqual(width);
}
