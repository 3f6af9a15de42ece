import type { AppConfig } from '@investradar/ui/domain';

export type ConfigState = { status: 'loading' | 'ready' | 'error'; config: AppConfig | null };

/**
 * GET /api/config, read once per app (spec §7): plans, PRO features, coin amounts and the
 * bonus-popup switch. Screens that need it fall back to the spec's defaults while it loads or when
 * it cannot be read.
 */
export function createConfigStore(load: () => Promise<AppConfig>) {
  let state: ConfigState = { status: 'loading', config: null };
  let started: Promise<void> | null = null;
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
