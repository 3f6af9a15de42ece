import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('spec §9 constants', () => {
  it('plan identifiers', () => {
    expect(c.PLAN_ID).toEqual({ month3: 1066, month12: 1067, month12Bot: 1068, lifetime: 1062 });
    expect(c.UPGRADE_PLAN_ID).toBe(1067);
    expect(c.MINIMUM_PRICE).toBe(489);
  });
  it('timers: 5 h reload, 4:59 countdown, 2 s × 25 polling', () => {
    expect(c.ACCOUNT_RELOAD_INTERVAL_MS).toBe(5 * 60 * 60 * 1000);
    expect(c.RETENTION_COUNTDOWN_MS).toBe(299_000);
    expect(c.LIFETIME_POLL_INTERVAL_MS * c.LIFETIME_POLL_MAX_TRIES).toBe(50_000);
  });
});
