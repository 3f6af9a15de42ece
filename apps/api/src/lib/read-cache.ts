// In-process cache of the hot reads: signed-in sessions, serialized account views and search results.
// It is correct across instances and writers because the database announces changes (migration 0001:
// triggers → pg_notify('ir_cache', …)); this module only LISTENs. While the LISTEN connection is down
// nothing is served from the cache, and everything is forgotten when it comes back.
//
// Read-your-writes across instances (PostgreSQL): the same triggers bump a version per key in the
// writing transaction (cache_versions, migration 0070): `user:<id>`, `permissions`, `catalog`. Each
// kept value remembers the versions of its keys as read before it was loaded, and a cached read first
// reads the current ones (one indexed query): a write committed anywhere before the read began makes
// the copy stale even if its NOTIFY has not arrived yet. PGlite is one process whose notifications are
// delivered with the writing statement, so there the events alone are exact and no version is read.
import { LRUCache } from 'lru-cache';
import { AsyncLocalStorage } from 'node:async_hooks';
import { preparedStatement, type Database, type DatabaseHandle, type Subscription } from '../db/client';

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
  /**
   * Where the per-key versions are read: by default the database's cache_versions on PostgreSQL and
   * none on PGlite (see above); false: never (events only, as before migration 0070).
   */
  versions?: VersionSource | false;
}

/** Where the per-key versions come from: the current version of each key that has one. */
export interface VersionSource {
  /** A key never bumped is absent from the answer. */
  read(keys: readonly string[]): Promise<Map<string, string>>;
}

/** The versions of some keys as one comparable string ('' when none of them was ever bumped). */
export function versionString(keys: readonly string[], versions: ReadonlyMap<string, string>): string {
  if (!keys.some((key) => versions.has(key))) return '';
  return keys.map((key) => versions.get(key) ?? '0').join(':');
}

const VERSIONS_QUERY = 'SELECT key, version::text AS version FROM cache_versions WHERE key = ANY($1::text[])';

/**
 * cache_versions of the database: one primary-key lookup per batch of cached reads, as a prepared statement
 * on PostgreSQL (≈ 0.1 ms on a local server, a quarter of the same query built by drizzle each time).
 */
export function databaseVersions(db: Database): VersionSource {
  const query = preparedStatement<{ key: string; version: string }>(db, 'ir_cache_versions', VERSIONS_QUERY);
  return {
    async read(keys) {
      const rows = await query([keys]);
      return new Map(rows.map((row) => [row.key, row.version]));
    },
  };
}

/**
 * When the request being served arrived (performance.now()), for every cached read it makes: a version
 * read issued at or after that moment saw each write committed before the request, which is all that
 * read-your-writes asks. So the session check's read also serves the same request's permission rows
 * and account view instead of each read of the request paying a round trip of its own.
 */
const requestArrivals = new AsyncLocalStorage<number>();

/**
 * Runs `work` as part of a request that arrived at `at`: the server's first onRequest hook passes the rest
 * of the request's lifecycle (app.ts), tests their reads. Scoped with `run`, not `enterWith`: under the
 * async_hooks implementation of Node 22 and older, `enterWith` in a hook that `app.inject` runs inside
 * the caller's own context left the arrival there, and the caller's later reads shared stale versions.
 */
export function duringRequest<T>(at: number, work: () => T): T {
  return requestArrivals.run(at, work);
}

/** The arrival of the request being served, or now outside a request (jobs, scripts). */
const arrivedAt = () => requestArrivals.getStore() ?? performance.now();

/** How long a version query may hold the next batch back (see readVersions). */
const VERSION_BATCH_STALL_MS = 250;

const userKey = (userId: number) => `user:${userId}`;
const VIEW_KEYS = (userId: number) => [userKey(userId), 'permissions'];
const GUEST_KEYS = ['permissions'];
const PERMISSION_KEYS = ['permissions'];
const CATALOG_KEYS = ['catalog'];

export const READ_CACHE_DEFAULTS = {
  ttlMs: 60_000,
  searchTtlMs: 30_000,
  maxSessions: 50_000,
  maxViews: 50_000,
  maxSearches: 10_000,
} as const;

/** A value and, optionally, the moment it stops being true (premium access running out). */
export interface Expiring<V> {
  value: V;
  validUntil?: number;
}

export function createReadCache(options: ReadCacheOptions = {}) {
  const settings = { ...READ_CACHE_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  let subscription: Subscription | null = null;
  let versions: VersionSource | undefined = options.versions || undefined;
  /**
   * This process's view of the keys' changes: an event stamps its key with a new number, a reset all of
   * them at once (resets). A value loaded while its keys' stamps moved is not kept: it may predate the
   * change. Per key, so an event about the catalogue does not throw away an account view being loaded.
   */
  let stamp = 0;
  let resets = 0;
  /**
   * Catalogue events and resets seen by this process: where no version is read (PGlite, or
   * READ_CACHE_VERSIONS=0), a copy of catalogue rows loaded since the last one is as current as the events.
   */
  let catalogEvents = 0;
  // Bounded: a key is pushed out only after 100 000 others changed, far more than during one load.
  const stamps = new LRUCache<string, number>({ max: 100_000 });
  const touch = (key: string) => stamps.set(key, ++stamp);
  /** Before a load; after it, changed(keys) says whether an event about those keys arrived meanwhile. */
  const mark = () => {
    const at = stamp;
    const resetsAt = resets;
    return {
      changed: (keys: readonly string[]) => resets !== resetsAt || keys.some((key) => (stamps.get(key) ?? 0) > at),
    };
  };

  // Sessions are kept by the raw cookie value, which spares a SHA-256 per request; the database's
  // events name the stored hash, hence the index from hash to cookie value.
  const sessionsOfUser = new Map<number, Set<string>>();
  const cookieByHash = new Map<string, string>();
  const sessions = new LRUCache<string, { userId: number; idHash: string; lookup: unknown; version: string }>({
    max: settings.maxSessions,
    ttl: settings.ttlMs,
    dispose: (entry, rawId) => {
      const set = sessionsOfUser.get(entry.userId);
      set?.delete(rawId);
      if (set?.size === 0) sessionsOfUser.delete(entry.userId);
      if (cookieByHash.get(entry.idHash) === rawId) cookieByHash.delete(entry.idHash);
    },
  });
  /** A kept value and the versions of its keys when it was loaded. */
  type Kept<V> = { value: V; version: string };
  const views = new LRUCache<number, Kept<Buffer>>({ max: settings.maxViews, ttl: settings.ttlMs });
  const guestViews = new LRUCache<'guest', Kept<Buffer>>({ max: 1, ttl: settings.ttlMs });
  const searches = new LRUCache<string, Kept<object>>({ max: settings.maxSearches, ttl: settings.searchTtlMs });
  // The permission rows of each account type (a dozen types): every feed and radar call checks them.
  const permissionRows = new LRUCache<string, Kept<Array<{ permission: string; allowed: boolean }>>>({
    max: 100,
    ttl: settings.ttlMs,
  });

  function clear() {
    resets += 1;
    catalogEvents += 1;
    stamps.clear();
    sessions.clear();
    views.clear();
    guestViews.clear();
    searches.clear();
    permissionRows.clear();
  }

  function invalidateUser(userId: number) {
    touch(userKey(userId));
    views.delete(userId);
    for (const rawId of [...(sessionsOfUser.get(userId) ?? [])]) sessions.delete(rawId);
  }

  function handle(event: string) {
    if (event.startsWith('user:')) invalidateUser(Number(event.slice('user:'.length)));
    else if (event.startsWith('session:')) {
      const rawId = cookieByHash.get(event.slice('session:'.length));
      if (rawId !== undefined) {
        const kept = sessions.get(rawId, { allowStale: true });
        if (kept) touch(userKey(kept.userId));
        sessions.delete(rawId);
      }
    } else if (event === 'permissions') {
      touch('permissions');
      views.clear();
      guestViews.clear();
      permissionRows.clear();
    } else if (event === 'catalog') {
      touch('catalog');
      catalogEvents += 1;
      searches.clear();
    }
    // An event this version does not know: be safe.
    else clear();
  }

  const live = () => subscription?.live() ?? false;

  /**
   * A signed-in session from memory only (no promise, no hashing): the hot path of every request. Not
   * where versions are read: a kept value is only served after its versions were (session()).
   */
  function peekSession<L>(rawId: string, usable: (lookup: L) => boolean): L | undefined {
    if (!live() || versions) return undefined;
    const hit = sessions.get(rawId);
    return hit && usable(hit.lookup as L) ? (hit.lookup as L) : undefined;
  }

  /**
   * Version reads, shared per key: a key read by a query issued at or after `since` (the moment the
   * asking request arrived) is fresh enough for that request, so the session check's read serves the
   * same request's account view and permission rows, and concurrent requests share one query.
   */
  type Read = ReadonlyMap<string, string>;
  const recent = new Map<string, { issuedAt: number; answer: Promise<Read> }>();
  /**
   * The latest read of each key that has come back, and when its query was issued: what a request
   * can be answered from without a promise once a read issued after it arrived is in (peekVersions).
   */
  const settled = new Map<string, { issuedAt: number; read: Read }>();
  function peekVersions(keys: readonly string[], since: number): string | undefined {
    let read: Read | undefined;
    let oneRead = true;
    for (const key of keys) {
      const entry = settled.get(key);
      if (entry === undefined || entry.issuedAt < since) return undefined;
      if (read === undefined) read = entry.read;
      else if (entry.read !== read) oneRead = false;
    }
    if (read === undefined || oneRead) return read && versionString(keys, read);
    // Keys read by different queries, each fresh enough: every key's version from its own read.
    const merged = new Map<string, string>();
    for (const key of keys) {
      const version = settled.get(key)!.read.get(key);
      if (version !== undefined) merged.set(key, version);
    }
    return versionString(keys, merged);
  }
  /**
   * Batches: at most one version query is in flight; the requests that arrive meanwhile wait for the
   * next one, issued when it returns, which reads the keys of all of them at once (any users, one
   * indexed query). It starts after each of them arrived, so it is fresh enough for every one; under
   * load one round trip serves many requests instead of each paying its own.
   */
  type Waiter = { keys: readonly string[]; resolve: (read: Read) => void; reject: (error: unknown) => void };
  /** The batch in flight (a token), or null. */
  let inFlight: object | null = null;
  let waiting: Waiter[] = [];
  function issue(batch: Waiter[], source: VersionSource) {
    const token = {};
    inFlight = token;
    // The next batch goes when this one returns, or after VERSION_BATCH_STALL_MS if it does not: one
    // stuck connection must not hold every cached read of the instance behind it.
    const release = () => {
      if (inFlight !== token) return;
      inFlight = null;
      const next = waiting;
      waiting = [];
      if (next.length > 0) issue(next, source);
    };
    const stalled = setTimeout(release, VERSION_BATCH_STALL_MS);
    stalled.unref();
    const keys = [...new Set(batch.flatMap((waiter) => waiter.keys))];
    // No earlier than the query goes out, so no earlier than any of the batch's requests arrived.
    const issuedAt = performance.now();
    source
      .read(keys)
      .then(
        (read) => {
          // Before the waiters resume: what they answer next (the account view) can use this read.
          if (settled.size > 10_000) settled.clear();
          for (const key of keys) {
            // A batch released early by the stall timer may come back after a later one.
            if ((settled.get(key)?.issuedAt ?? -Infinity) <= issuedAt) settled.set(key, { issuedAt, read });
          }
          for (const waiter of batch) waiter.resolve(read);
        },
        (error: unknown) => {
          for (const waiter of batch) waiter.reject(error);
        },
      )
      .finally(() => {
        clearTimeout(stalled);
        release();
      });
  }
  function readVersions(keys: readonly string[], since: number): Promise<string> {
    const source = versions;
    if (!source) return Promise.resolve('');
    const shared = keys.map((key) => recent.get(key));
    if (shared.every((entry) => entry !== undefined && entry.issuedAt >= since)) {
      const answers = [...new Set(shared.map((entry) => entry!.answer))];
      if (answers.length === 1) return answers[0]!.then((read) => versionString(keys, read));
      // Keys read by different queries, each fresh enough: every key's version from its own read.
      return Promise.all(shared.map((entry) => entry!.answer)).then((reads) => {
        const read = new Map<string, string>();
        keys.forEach((key, i) => {
          const version = reads[i]!.get(key);
          if (version !== undefined) read.set(key, version);
        });
        return versionString(keys, read);
      });
    }
    // Now is no later than the query that will answer: this one if none is in flight, else the next.
    const issuedAt = performance.now();
    const answer = new Promise<Read>((resolve, reject) => {
      if (inFlight) waiting.push({ keys, resolve, reject });
      else issue([{ keys, resolve, reject }], source);
    });
    // Bounded by the keys read in the last moment: each entry is useful only to requests already running.
    if (recent.size > 10_000) recent.clear();
    for (const key of keys) recent.set(key, { issuedAt, answer });
    answer.catch(() => {
      for (const key of keys) if (recent.get(key)?.answer === answer) recent.delete(key);
    });
    return answer.then((read) => versionString(keys, read));
  }

  /**
   * Serves `key` from `cache` when its keys' versions have not moved since it was loaded, or loads it
   * and keeps it unless an event about those keys arrived meanwhile.
   */
  async function through<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
    cache: LRUCache<K, Kept<V>>,
    key: K,
    keys: readonly string[],
    load: (version: string | undefined) => Promise<Expiring<V>>,
  ): Promise<V> {
    const since = arrivedAt();
    if (!live()) return (await load(undefined)).value;
    const version = await readVersions(keys, since);
    const hit = cache.get(key);
    if (hit !== undefined && hit.version === version) return hit.value;
    const started = mark();
    const loaded = await load(version);
    if (!started.changed(keys) && live()) {
      const ttl = Math.min(cache.ttl, (loaded.validUntil ?? Infinity) - now());
      if (ttl > 0) cache.set(key, { value: loaded.value, version }, { ttl });
    }
    return loaded.value;
  }

  return {
    /** Starts listening; until then (and whenever the connection is down) every read goes to the database. */
    async attach(database: DatabaseHandle) {
      if (options.versions === undefined && database.kind === 'postgres') versions = databaseVersions(database.db);
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
      if (!live()) return load();
      const since = arrivedAt();
      const kept = sessions.get(rawId);
      // The same keys as the user's account view: that view, answered in the same request, reuses the read.
      if (kept && usable(kept.lookup as L)) {
        if (!versions || (await readVersions(VIEW_KEYS(kept.userId), since)) === kept.version) return kept.lookup as L;
      }
      // The user is known once the session is loaded: its version is read after the load. A write
      // committed between the two is caught by its event (the stamp below), when that event arrives
      // before the lookup is kept; the remaining window is a concurrent write during a miss.
      const started = mark();
      const lookup = await load();
      if (!lookup) return lookup;
      const keys = VIEW_KEYS(lookup.user.id);
      const version = await readVersions(keys, since);
      if (!started.changed(keys) && live() && usable(lookup)) {
        const userId = lookup.user.id;
        // A lookup that renewed the cookie (the sliding-expiry touch) renews it once: the kept copy does not.
        const keptLookup = 'renewed' in lookup && lookup.renewed ? { ...lookup, renewed: false } : lookup;
        sessions.set(rawId, { userId, idHash: lookup.idHash, lookup: keptLookup, version });
        cookieByHash.set(lookup.idHash, rawId);
        let set = sessionsOfUser.get(userId);
        if (!set) sessionsOfUser.set(userId, (set = new Set()));
        set.add(rawId);
      }
      return lookup;
    },

    /**
     * A cached GET /api/account answer, without a promise; undefined → use accountView(). With
     * versions, only once a read of the view's keys issued since the request arrived has come back:
     * the session check reads the same keys (VIEW_KEYS), so a signed-in request has one by then.
     */
    peekAccountView(userId: number | null): Buffer | undefined {
      if (!live()) return undefined;
      const kept = userId === null ? guestViews.get('guest') : views.get(userId);
      if (kept === undefined || !versions) return kept?.value;
      const version = peekVersions(userId === null ? GUEST_KEYS : VIEW_KEYS(userId), arrivedAt());
      return version !== undefined && version === kept.version ? kept.value : undefined;
    },

    /**
     * The GET /api/account answer of a user (or of a visitor with userId null), encoded once; its versions
     * are fresh enough when read since the request arrived (duringRequest).
     */
    accountView(userId: number | null, load: () => Promise<Expiring<Buffer>>): Promise<Buffer> {
      return userId === null
        ? through(guestViews, 'guest', GUEST_KEYS, load)
        : through(views, userId, VIEW_KEYS(userId), load);
    },

    /**
     * A search's results by normalized query. `load` is told how current the catalogue is for this request
     * (undefined: unknown, the LISTEN connection is down): `v<version>` is the catalogue's version read
     * since the request arrived, `e<n>` the number of catalogue events this process has applied where no
     * version is read. A copy of catalogue rows tagged with the same token (catalogueEventsToken) may answer it.
     */
    search<V extends object>(key: string, load: (catalogue: string | undefined) => Promise<V>): Promise<V> {
      return through(searches, key, CATALOG_KEYS, async (version) => ({
        value: await load(version === undefined ? undefined : versions ? `v${version}` : `e${catalogEvents}`),
      })) as Promise<V>;
    },

    /**
     * The token search() gives a load when no version is read (`e<n>`): taken by a copy of catalogue rows
     * before it reads them, it matches a later search's only if no catalogue event arrived in between.
     */
    catalogueEventsToken: () => `e${catalogEvents}`,

    /** The permission rows of an account type (account_type_permissions), dropped by the `permissions` event. */
    permissions(accountType: string, load: () => Promise<Array<{ permission: string; allowed: boolean }>>) {
      return through(permissionRows, accountType, PERMISSION_KEYS, async () => ({ value: await load() }));
    },

    /** This instance changed the user's data: forget it now, before the database's event arrives. */
    invalidateUser,

    /** Resolves once every event committed before the call has been applied (tests, scripts). */
    async settle() {
      await subscription?.settle();
    },

    live,

    stats: () => ({
      live: live(),
      versioned: versions !== undefined,
      sessions: sessions.size,
      views: views.size,
      searches: searches.size,
    }),

    async close() {
      const current = subscription;
      subscription = null;
      clear();
      settled.clear();
      await current?.close();
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
