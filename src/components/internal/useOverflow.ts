import { useCallback, useState } from 'react';

/**
 * Tells whether an element's content overflows it. A scrollable region must be reachable from the
 * keyboard (axe scrollable-region-focusable), so callers give it tabIndex=0 only when it overflows.
 */
export function useOverflow<T extends HTMLElement>(axis: 'x' | 'y') {
  const [overflowing, setOverflowing] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      const measure = () =>
        setOverflowing(
          axis === 'y' ? node.scrollHeight > node.clientHeight + 1 : node.scrollWidth > node.clientWidth + 1,
        );
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(measure);
      observer.observe(node);
      for (const child of node.children) observer.observe(child);
      return () => observer.disconnect();
    },
    [axis],
  );
  return [ref, overflowing] as const;
}
