import type { StoragePort } from '@investradar/ui/domain';

/** Storage that never throws: private modes and full quotas make the browser's storage refuse. */
export function safeStorage(get: () => Storage | undefined): StoragePort {
  const attempt = <T>(run: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = get();
      return storage ? run(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

export const browserStorage = {
  /** localStorage: deferred add-to-portfolio and deferred redirect (docs/product/flows.md). */
  local: safeStorage(() => (typeof window === 'undefined' ? undefined : window.localStorage)),
  /** sessionStorage: a survey dialog skipped in this browser session. */
  session: safeStorage(() => (typeof window === 'undefined' ? undefined : window.sessionStorage)),
};
