import { describe, expect, it, vi } from 'vitest';
import { appConfig } from '@investradar/ui/testing';
import { createConfigStore } from './configStore';

describe('createConfigStore', () => {
  it('reads the configuration once, however often it is asked', async () => {
    const load = vi.fn(async () => appConfig);
    const store = createConfigStore(load);
    expect(store.getState()).toEqual({ status: 'loading', config: null });
    const listener = vi.fn();
    store.subscribe(listener);
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: 'ready', config: appConfig });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ends in the error state when it cannot be read', async () => {
    const store = createConfigStore(async () => {
      throw new Error('offline');
    });
    await store.load();
    expect(store.getState()).toEqual({ status: 'error', config: null });
  });
});
