import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';

/** Fixed-window counters: what login/registration throttling needs, over memory or Redis. */
export interface CounterStore {
  /** Adds one to the key's window and answers the new count and the milliseconds left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Forgets the key's window (a successful login clears the account's failures). */
  reset(key: string): Promise<void>;
  /**
   * Takes one back from the key's live window (never below 0; nothing when the window is over): an
   * attempt counted before it was checked that turned out not to count (a right password, a promo
   * code that exists).
   */
  release(key: string): Promise<void>;
  close(): Promise<void>;
  /** Stores on another server (Redis) answer whether it is reachable (GET /api/ready). */
  ping?(): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const live = (key: string) => {
    const t = now();
    // Occasional sweep so keys of one-off visitors do not pile up.
    if (t - lastSweep > 60_000) {
      for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      lastSweep = t;
    }
    const w = windows.get(key);
    return w && w.resetAt > t ? w : undefined;
  };
  return {
    async hit(key, windowMs) {
      const w = live(key) ?? { count: 0, resetAt: now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetMs: w.resetAt - now() };
    },
    async reset(key) {
      windows.delete(key);
    },
    async release(key) {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async close() {
      windows.clear();
    },
  };
}

/** Shared counters for several server processes (REDIS_URL). */
export function createRedisStore(url: string, prefix = 'investradar:rl:'): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      // SET … NX starts the window only once; INCR then counts inside it (works on every Redis version).
      const result = await redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
      const count = Number(result?.[1]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async release(key) {
      // One step on the server: only a live window is lowered, and never below 0.
      await redis.eval(
        "local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async close() {
      await redis.quit();
    },
    async ping() {
      await redis.ping();
    },
  };
}

/** How often a PostgreSQL store deletes windows that have run out (at most; on a hit). */
const POSTGRES_SWEEP_MS = 60_000;

/**
 * Shared counters for several server processes on one PostgreSQL when there is no Redis: one row per
 * key in `rate_limit_counters` (migration 0010). Each hit is one atomic statement — INSERT … ON
 * CONFLICT DO UPDATE … RETURNING — that starts the window, restarts a window that has run out or adds
 * one, and answers the count: parallel hits from any number of instances are serialized by the row
 * lock, so a burst gets at most the limit checked. Windows are measured by the database's clock, the
 * same for every instance. Rows whose window has ended are deleted now and then (at most once a
 * minute per process, on a hit, without waiting for it).
 */
export function createPostgresStore(db: Database, now: () => number = Date.now): CounterStore {
  let lastSweep = now();
  const sweep = () => {
    if (now() - lastSweep < POSTGRES_SWEEP_MS) return;
    lastSweep = now();
    db.execute(sql`DELETE FROM rate_limit_counters WHERE reset_at <= now()`).catch(() => {
      // A failed sweep is retried a minute later; the counters themselves are unaffected.
    });
  };
  return {
    async hit(key, windowMs) {
      sweep();
      const result = await db.execute(sql`
        INSERT INTO rate_limit_counters AS c (key, count, reset_at)
        VALUES (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= clock_timestamp() THEN 1 ELSE c.count + 1 END,
          reset_at = CASE WHEN c.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING c.count, ceil(extract(epoch FROM (c.reset_at - clock_timestamp())) * 1000)::float8 AS reset_ms`);
      const row = (result as unknown as { rows: Array<{ count: number; reset_ms: number }> }).rows[0];
      const resetMs = Number(row?.reset_ms ?? windowMs);
      return { count: Number(row?.count ?? 1), resetMs: resetMs > 0 ? resetMs : windowMs };
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
    },
    async release(key) {
      await db.execute(
        sql`UPDATE rate_limit_counters SET count = count - 1 WHERE key = ${key} AND count > 0 AND reset_at > clock_timestamp()`,
      );
    },
    async close() {
      // The database handle belongs to the app; nothing of the store's own to close.
    },
  };
}

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** Free attempts of one (account, address) pair, then growing delays (http/throttle.ts). */
export interface PairThrottleRule {
  /** Attempts without a wait, in the window. */
  free: number;
  /** The wait after the first attempt over them; each next one waits twice as long… */
  baseDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** How long the pair's attempts are remembered (a right password forgets them at once). */
  windowMs: number;
}

export interface AuthThrottleOptions {
  /** Every login attempt from one address (sign-ins from a device known to the account excepted). */
  loginPerIp: ThrottleRule;
  /**
   * The per-account ceiling: failed logins to one account from devices that have not signed in to it
   * before, from any address. A known device is not held by it.
   */
  loginFailuresPerAccount: ThrottleRule;
  /** One account from one address, or from one known device: free attempts, then growing delays. */
  loginPerAccountAndAddress: PairThrottleRule;
  /** Registrations from one address. */
  registerPerIp: ThrottleRule;
  /** Email change requests of one account (each sends mail). */
  emailChangePerAccount: ThrottleRule;
  /** Email change requests naming one target address, from any account (mail to that address). */
  emailChangePerAddress: ThrottleRule;
  /** Promo code tries that found no code, from one address (any accounts). */
  promocodePerAddress: ThrottleRule;
  /** Promo code tries that found no code, from every client together (guessing from many places). */
  promocodeGlobal: ThrottleRule;
}

export const DEFAULT_AUTH_THROTTLE: AuthThrottleOptions = {
  loginPerIp: { limit: 30, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { limit: 20, windowMs: 15 * 60_000 },
  loginPerAccountAndAddress: { free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, windowMs: 24 * 60 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  emailChangePerAccount: { limit: 5, windowMs: 60 * 60_000 },
  emailChangePerAddress: { limit: 3, windowMs: 24 * 60 * 60_000 },
  promocodePerAddress: { limit: 20, windowMs: 60 * 60_000 },
  promocodeGlobal: { limit: 300, windowMs: 60 * 60_000 },
};

export interface TokenBucketRule {
  /** Tokens added per second (the sustained rate). */
  perSecond: number;
  /** Bucket size: how many may come at once after a pause. */
  burst: number;
}

/**
 * Token buckets per key, in memory: a cheap guard for one process's own work (unlike the login
 * counters, nothing here needs sharing between processes). Answers whether the key may go on now
 * and, when not, in how many milliseconds a token will be there.
 */
export function createTokenBuckets(rule: TokenBucketRule, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = now();
  return {
    take(key: string): { allowed: boolean; retryAfterMs: number } {
      const t = now();
      // Buckets that have filled up again are the same as absent ones: dropped now and then.
      if (t - lastSweep > 60_000) {
        for (const [k, b] of buckets)
          if (b.tokens + ((t - b.at) / 1000) * rule.perSecond >= rule.burst) buckets.delete(k);
        lastSweep = t;
      }
      const bucket = buckets.get(key) ?? { tokens: rule.burst, at: t };
      bucket.tokens = Math.min(rule.burst, bucket.tokens + ((t - bucket.at) / 1000) * rule.perSecond);
      bucket.at = t;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterMs: 0 };
      }
      return { allowed: false, retryAfterMs: ((1 - bucket.tokens) / rule.perSecond) * 1000 };
    },
    /** Gives back the token of an attempt that turned out not to count (e.g. a promo code that exists). */
    giveBack(key: string): void {
      const bucket = buckets.get(key);
      if (bucket) bucket.tokens = Math.min(rule.burst, bucket.tokens + 1);
    },
  };
}
export type TokenBuckets = ReturnType<typeof createTokenBuckets>;

/** Searches per client address: far above what a person typing does, far below a flood. */
export const DEFAULT_SEARCH_LIMIT: TokenBucketRule = { perSecond: 20, burst: 40 };
