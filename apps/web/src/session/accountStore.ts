import { guestUser, nextAccountReloadAt, type User } from '@investradar/ui/domain';

export type AccountState =
  | { status: 'loading'; user: null; loadedAt: null }
  | {
      status: 'ready';
      user: User;
      loadedAt: number;
      /** The guest account came from a 401: the session expired rather than never existed. */
      expired?: boolean;
    }
  | { status: 'error'; user: null; loadedAt: null };

export type AccountStoreOptions = {
  load: () => Promise<User>;
  now?: () => number;
  /** Injected so tests drive the 5-hour reload with fake timers. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** The account the server already read for this page (server rendering): no first load. */
  initial?: User;
};

/**
 * The signed-in account, outside React so that the API client can drop it on a 401 before it
 * redirects. While the user is not a guest the account is reloaded every 18,000,000 ms (docs/product/flows.md,
 * the domain's nextAccountReloadAt); a guest is never polled.
 */
export function createAccountStore(options: AccountStoreOptions) {
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));

  let state: AccountState = options.initial
    ? { status: 'ready', user: options.initial, loadedAt: now() }
    : { status: 'loading', user: null, loadedAt: null };
  let firstLoad: Promise<User | null> | null = null;
  let timer: unknown = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(next: AccountState) {
    state = next;
    schedule();
    for (const listener of listeners) listener();
  }

  function schedule() {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (state.status !== 'ready') return;
    const at = nextAccountReloadAt(state.user, state.loadedAt);
    if (at === null) return;
    timer = setTimer(
      () => {
        timer = null;
        void reload();
      },
      Math.max(0, at - now()),
    );
  }

  /** Reads the account; the answer of an older call never overwrites a newer one. */
  function reload(): Promise<User | null> {
    const running = load();
    if (state.status === 'loading') firstLoad ??= running;
    return running;
  }

  async function load(): Promise<User | null> {
    const mine = ++generation;
    try {
      const user = await options.load();
      if (mine === generation) set({ status: 'ready', user, loadedAt: now() });
      return user;
    } catch {
      // A failed background reload keeps the account we have; a failed first load shows the error.
      if (mine === generation && state.status !== 'ready') set({ status: 'error', user: null, loadedAt: null });
      return null;
    }
  }

  // A store created with the server's account polls from that moment on, like one that loaded it.
  schedule();

  return {
    getState: () => state,
    /**
     * The account once it is known (route loaders wait on it): at once when it is ready, else the
     * first load, started here when nobody started it. Rejects when the account cannot be read.
     */
    async ready(): Promise<User> {
      if (state.status === 'loading') {
        firstLoad ??= reload();
        await firstLoad;
      }
      const current = state;
      if (current.status === 'ready') return current.user;
      throw new Error('The account could not be read');
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    /** The account changed locally (e.g. the name was saved). */
    setUser(user: User) {
      generation++;
      set({ status: 'ready', user, loadedAt: now() });
    },
    /** The session is gone (401): the visitor is a guest until the account is read again. */
    signOut() {
      generation++;
      set({ status: 'ready', user: guestUser, loadedAt: now(), expired: true });
    },
    dispose() {
      generation++;
      if (timer !== null) clearTimer(timer);
      timer = null;
      listeners.clear();
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
