import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Whole-app renders on a shared 2-core machine: give findBy*/waitFor more than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling after navigation is a no-op here.
if (typeof window !== 'undefined') {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

// jsdom has no ResizeObserver; Radix checkboxes, radios and sliders measure themselves with it.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
}

// jsdom has no pointer capture; Radix toasts (swipe to dismiss) ask for it on pointer down.
if (typeof Element !== 'undefined' && !Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}
