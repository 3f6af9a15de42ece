import { startTransition, useEffect, useState } from 'react';

/** Set once the first page has hydrated: components mounted after that start in the browser's state. */
let pageHydrated = false;

/**
 * False on the server and while the page hydrates, true once it runs in the browser. The flip is a
 * transition: React renders it in slices between other work. (A `useSyncExternalStore` whose server
 * snapshot differs forces a synchronous re-render after hydration, which also hydrated every Suspense
 * boundary below it in one long task: ≈ 190 ms of the feed's load at 4× CPU slowdown.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
