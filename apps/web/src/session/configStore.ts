import type { AppConfig } from '@investradar/ui/domain';

export type ConfigState = { status: 'loading' | 'ready' | 'error'; config: AppConfig | null };

/**
 * GET /api/config, read once per app (docs/product/calls.md): plans, PRO features, coin amounts and the
 * bonus-popup switch. Screens that need it fall back to the spec's defaults while it loads or when
 * it cannot be read.
 */
export function createConfigStore(load: () => Promise<AppConfig>, initial?: AppConfig) {
  let state: ConfigState = initial ? { status: 'ready', config: initial } : { status: 'loading', config: null };
  // The server's page brought it: nothing to read.
  let started: Promise<void> | null = initial ? Promise.resolve() : null;
  const listeners = new Set<() => void>();

  function set(next: ConfigState) {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts the one read; later calls return the same promise. */
    load(): Promise<void> {
      started ??= load().then(
        (config) => set({ status: 'ready', config }),
        () => set({ status: 'error', config: null }),
      );
      return started;
    },
    dispose() {
      listeners.clear();
    },
  };
}

export type ConfigStore = ReturnType<typeof createConfigStore>;
