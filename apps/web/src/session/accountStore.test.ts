import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_RELOAD_INTERVAL_MS, guestUser } from '@investradar/ui/domain';
import { free, pro } from '@investradar/ui/testing';
import { createAccountStore } from './accountStore';

afterEach(() => {
  vi.useRealTimers();
});

describe('createAccountStore', () => {
  it('starts loading and becomes ready with the account', async () => {
    const store = createAccountStore({ load: async () => free });
    expect(store.getState().status).toBe('loading');
    await store.reload();
    expect(store.getState()).toMatchObject({ status: 'ready', user: free });
    store.dispose();
  });

  it('reloads a signed-in account every 18,000,000 ms (5 h), docs/product/flows.md', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => pro);
    const store = createAccountStore({ load });
    await store.reload();
    expect(load).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(ACCOUNT_RELOAD_INTERVAL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(ACCOUNT_RELOAD_INTERVAL_MS);
    expect(load).toHaveBeenCalledTimes(3);
    store.dispose();
  });

  it('never polls for a guest', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => guestUser);
    const store = createAccountStore({ load });
    await store.reload();
    await vi.advanceTimersByTimeAsync(ACCOUNT_RELOAD_INTERVAL_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('stops polling when the session ends (401 → signOut)', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => pro);
    const store = createAccountStore({ load });
    await store.reload();
    store.signOut();
    expect(store.getState()).toMatchObject({ user: guestUser, expired: true });
    await vi.advanceTimersByTimeAsync(ACCOUNT_RELOAD_INTERVAL_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('keeps the account when a background reload fails, shows the error when the first load fails', async () => {
    let fail = false;
    const store = createAccountStore({
      load: async () => {
        if (fail) throw new Error('offline');
        return free;
      },
    });
    await store.reload();
    fail = true;
    await expect(store.reload()).resolves.toBeNull();
    expect(store.getState()).toMatchObject({ status: 'ready', user: free });

    const broken = createAccountStore({
      load: async () => {
        throw new Error('offline');
      },
    });
    await broken.reload();
    expect(broken.getState().status).toBe('error');
    store.dispose();
    broken.dispose();
  });

  it('ignores the answer of an older call that arrives after a newer one', async () => {
    const resolvers: Array<(user: typeof free) => void> = [];
    const store = createAccountStore({ load: () => new Promise((resolve) => resolvers.push(resolve)) });
    const first = store.reload();
    const second = store.reload();
    resolvers[1]?.(pro);
    await second;
    resolvers[0]?.(free);
    await first;
    expect(store.getState().user).toBe(pro);
    store.dispose();
  });

  it('notifies subscribers', async () => {
    const store = createAccountStore({ load: async () => free });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.reload();
    store.setUser({ ...free, name: 'Новое Имя' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(2);
    store.dispose();
  });
});
