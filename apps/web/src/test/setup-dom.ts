import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

// jsdom has no layout: scrolling after navigation is a no-op here.
if (typeof window !== 'undefined') {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}
