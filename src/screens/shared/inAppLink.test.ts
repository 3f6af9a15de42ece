import { describe, expect, it, vi } from 'vitest';
import type { MouseEvent } from 'react';
import { inAppClick, isPlainClick } from './inAppLink';

const click = (init: Partial<MouseEvent<HTMLAnchorElement>> = {}) => {
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    preventDefault: vi.fn(),
    ...init,
  };
  return event as unknown as MouseEvent<HTMLAnchorElement> & { preventDefault: ReturnType<typeof vi.fn> };
};

describe('isPlainClick', () => {
  it('is a primary click without modifier keys', () => {
    expect(isPlainClick(click())).toBe(true);
  });
  it.each([
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
    { defaultPrevented: true },
  ])('not %o', (init) => {
    expect(isPlainClick(click(init))).toBe(false);
  });
});

describe('inAppClick', () => {
  it('is absent without a handler, so the link loads the page', () => {
    expect(inAppClick(undefined, '/ideas')).toBeUndefined();
  });
  it('routes a plain left click through the app', () => {
    const navigate = vi.fn();
    const after = vi.fn();
    const event = click();
    inAppClick(navigate, '/ideas', after)!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(after).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/ideas');
  });
  it.each([
    { ctrlKey: true },
    { metaKey: true },
    { shiftKey: true },
    { altKey: true },
    { button: 1 },
    { defaultPrevented: true },
  ])('leaves %o to the browser', (init) => {
    const navigate = vi.fn();
    const event = click(init);
    inAppClick(navigate, '/ideas')!(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
  it('runs the after-step on a full page load too (e.g. closing a dialog)', () => {
    const after = vi.fn();
    const event = click();
    inAppClick(undefined, '/ideas', after)!(event);
    expect(after).toHaveBeenCalled();
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
