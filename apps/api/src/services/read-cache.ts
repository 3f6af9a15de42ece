// In-process cache of the hot reads: signed-in sessions, serialized account views and search results.
// It is correct across instances and writers because the database announces changes (migration 0001:
// triggers → pg_notify('ir_cache', …)); this module only LISTENs. While the LISTEN connection is down
// nothing is served from the cache, and everything is forgotten when it comes back.
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle, Subscription } from '../db/client';

export const CACHE_CHANNEL = 'ir_cache';

export interface ReadCacheOptions {
  /** Upper bound on how long an entry lives even if no event arrives (a safety net, not the mechanism). */
  ttlMs?: number;
  /** Search results change with every deal import; they may also lag a little longer than accounts. */
  searchTtlMs?: number;
  maxSessions?: number;
  maxViews?: number;
  maxSearches?: number;
  now?: () => number;
}

export const READ_CACHE_DEFAULTS = { ttlMs: 60_000, searchTtlMs: 30_000, maxSessions: 50_000, maxViews: 50_000, maxSearches: 10_000 } as const;

/** A value and, optionally, the moment it stops being true (premium access running out). */
export interface Expiring<V> {
  value: V;
  validUntil?: number;
}

export function createReadCache(options: ReadCacheOptions = {}) {
  const settings = { ...READ_CACHE_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  let subscription: Subscription | null = null;
  /** Bumped by every event: a value read from the database before an event is not stored after it. */
  let epoch = 0;

  // Sessions are kept by the raw cookie value, which spares a SHA-256 per request; the database's
  // events name the stored hash, hence the index from hash to cookie value.
  const sessionsOfUser = new Map<number, Set<string>>();
  const cookieByHash = new Map<string, string>();
  const sessions = new LRUCache<string, { userId: number; idHash: string; lookup: unknown }>({
    max: settings.maxSessions,
    ttl: settings.ttlMs,
    dispose: (entry, rawId) => {
      const set = sessionsOfUser.get(entry.userId);
      set?.delete(rawId);
      if (set?.size === 0) sessionsOfUser.delete(entry.userId);
      if (cookieByHash.get(entry.idHash) === rawId) cookieByHash.delete(entry.idHash);
    },
  });
  const views = new LRUCache<number, Buffer>({ max: settings.maxViews, ttl: settings.ttlMs });
  const guestViews = new LRUCache<'guest', Buffer>({ max: 1, ttl: settings.ttlMs });
  const searches = new LRUCache<string, object>({ max: settings.maxSearches, ttl: settings.searchTtlMs });
  // The permission rows of each account type (a dozen types): every feed and radar call checks them.
  const permissionRows = new LRUCache<string, Array<{ permission: string; allowed: boolean }>>({ max: 100, ttl: settings.ttlMs });

  function clear() {
    epoch += 1;
    sessions.clear();
    views.clear();
    guestViews.clear();
    searches.clear();
    permissionRows.clear();
  }

  function invalidateUser(userId: number) {
    epoch += 1;
    views.delete(userId);
    for (const rawId of [...(sessionsOfUser.get(userId) ?? [])]) sessions.delete(rawId);
  }

  function handle(event: string) {
    epoch += 1;
    if (event.startsWith('user:')) invalidateUser(Number(event.slice('user:'.length)));
    else if (event.startsWith('session:')) {
      const rawId = cookieByHash.get(event.slice('session:'.length));
      if (rawId !== undefined) sessions.delete(rawId);
    }
    else if (event === 'permissions') {
      views.clear();
      guestViews.clear();
      permissionRows.clear();
    } else if (event === 'catalog') searches.clear();
    // An event this version does not know: be safe.
    else clear();
  }

  const live = () => subscription?.live() ?? false;

  /** A signed-in session from memory only (no promise, no hashing): the hot path of every request. */
  function peekSession<L>(rawId: string, usable: (lookup: L) => boolean): L | undefined {
    if (!live()) return undefined;
    const hit = sessions.get(rawId);
    return hit && usable(hit.lookup as L) ? (hit.lookup as L) : undefined;
  }

  /** Serves `key` from `cache`, or loads it and keeps it unless an event arrived meanwhile. */
  async function through<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(cache: LRUCache<K, V>, key: K, load: () => Promise<Expiring<V>>): Promise<V> {
    if (!live()) return (await load()).value;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const started = epoch;
    const loaded = await load();
    if (started === epoch && live()) {
      const ttl = Math.min(cache.ttl, (loaded.validUntil ?? Infinity) - now());
      if (ttl > 0) cache.set(key, loaded.value, { ttl });
    }
    return loaded.value;
  }

  return {
    /** Starts listening; until then (and whenever the connection is down) every read goes to the database. */
    async attach(database: DatabaseHandle) {
      subscription = await database.listen(CACHE_CHANNEL, { onMessage: handle, onReset: clear });
    },

    peekSession,

    /**
     * A signed-in session by its cookie value. `usable` decides whether a kept lookup may still be
     * served (not expired, not due for its sliding-expiry touch); a missing session is not kept.
     */
    async session<L extends { idHash: string; user: { id: number } }>(
      rawId: string,
      load: () => Promise<L | undefined>,
      usable: (lookup: L) => boolean,
    ): Promise<L | undefined> {
      const hit = peekSession(rawId, usable);
      if (hit) return hit;
      const started = epoch;
      const lookup = await load();
      if (lookup && started === epoch && live() && usable(lookup)) {
        const userId = lookup.user.id;
        sessions.set(rawId, { userId, idHash: lookup.idHash, lookup });
        cookieByHash.set(lookup.idHash, rawId);
        let set = sessionsOfUser.get(userId);
        if (!set) sessionsOfUser.set(userId, (set = new Set()));
        set.add(rawId);
      }
      return lookup;
    },

    /** A cached GET /api/account answer, without a promise; undefined → use accountView(). */
    peekAccountView(userId: number | null): Buffer | undefined {
      if (!live()) return undefined;
      return userId === null ? guestViews.get('guest') : views.get(userId);
    },

    /** The GET /api/account answer of a user (or of a visitor with userId null), encoded once. */
    accountView(userId: number | null, load: () => Promise<Expiring<Buffer>>): Promise<Buffer> {
      return userId === null ? through(guestViews, 'guest', load) : through(views, userId, load);
    },

    search<V extends object>(key: string, load: () => Promise<V>): Promise<V> {
      return through(searches, key, async () => ({ value: await load() })) as Promise<V>;
    },

    /** The permission rows of an account type (account_type_permissions), dropped by the `permissions` event. */
    permissions(accountType: string, load: () => Promise<Array<{ permission: string; allowed: boolean }>>) {
      return through(permissionRows, accountType, async () => ({ value: await load() }));
    },

    /** This instance changed the user's data: forget it now, before the database's event arrives. */
    invalidateUser,

    /** Resolves once every event committed before the call has been applied (tests, scripts). */
    async settle() {
      await subscription?.settle();
    },

    live,

    stats: () => ({ live: live(), sessions: sessions.size, views: views.size, searches: searches.size }),

    async close() {
      const current = subscription;
      subscription = null;
      clear();
      await current?.close();
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
