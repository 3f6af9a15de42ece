// An in-process copy of some database rows, tagged with the version number the database bumps in every
// transaction that changes them (a one-row table kept by triggers: search_names_version, migration 0005;
// ideas_feed_version, migration 0014). Whoever answers from the copy reads that version again in the same
// round trip as the rows it shows and calls seen(): a newer version drops the copy and loads it again in
// the background, and the caller takes the database path meanwhile. So a change made anywhere (another
// instance, psql) is never answered from the old copy, without depending on a LISTEN connection. An owner
// that tells staleness another way (search-rows.ts: the catalogue's version a request read) calls reload().

/** After a failed load, callers take the database path this long before the next attempt. */
const RETRY_MS = 5_000;

/** Thrown by a load stopped by close(): not an error worth logging. */
export const CLOSED = Symbol('closed');

/**
 * Runs `body` between two reads of the version and returns its result with that version when both
 * reads agree: every change bumps the version in its own transaction, so equal versions mean every
 * statement of `body` saw the rows as they were at the first read. Else it starts again (3 times).
 */
export async function readBetweenVersions<T>(
  version: () => Promise<bigint>,
  body: () => Promise<T>,
  what: string,
): Promise<T & { version: bigint }> {
  for (let attempt = 0; ; attempt += 1) {
    const before = await version();
    const result = await body();
    if ((await version()) === before) return { ...result, version: before };
    if (attempt >= 3) throw new Error(`${what}: rows kept changing while loading`);
  }
}

export function createVersionedCopy<T extends { version: bigint }>(
  name: string,
  load: (cancelled: () => boolean) => Promise<T>,
  options: {
    now?: () => number;
    /**
     * Loads start at least this long after the previous one ended: a copy of rows that change often is
     * not loaded over and over (callers take the database path meanwhile).
     */
    minGapMs?: number;
  } = {},
) {
  const now = options.now ?? Date.now;
  const minGapMs = options.minGapMs ?? 0;
  let loaded: T | undefined;
  let loading: Promise<void> | undefined;
  /** No load starts before this moment (after a failure, or the gap after the last load). */
  let nextLoadAt = -Infinity;
  let closed = false;
  let lastLoad: { ms: number; version: string } | undefined;

  function refresh(): Promise<void> {
    if (loading) return loading;
    const started = now();
    loading = load(() => closed)
      .then((fresh) => {
        if (!closed) loaded = fresh;
        lastLoad = { ms: now() - started, version: String(fresh.version) };
        nextLoadAt = now() + minGapMs;
      })
      .catch((error: unknown) => {
        nextLoadAt = now() + RETRY_MS;
        // The driver's message without the query's text and parameters (drizzle puts both in its own).
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        if (!closed && error !== CLOSED)
          console.error(
            `${name}: load failed (${cause instanceof Error ? cause.message : String(cause)}); reading the database`,
          );
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    /** The copy, or undefined when it is not loaded (then it starts loading in the background). */
    current(): T | undefined {
      const current = loaded;
      if (!current && !loading && !closed && now() >= nextLoadAt) void refresh();
      return current;
    },

    /** The copy is out of date (its owner knows better than a version number): drop it and load it again. */
    reload() {
      loaded = undefined;
      if (!loading && !closed && now() >= nextLoadAt) void refresh();
    },

    /** The copy if loaded, without starting a load. */
    peek: (): T | undefined => loaded,

    /** The database answered with this version: a newer one than the copy's drops it and loads it again. */
    seen(version: string) {
      const current = loaded;
      if (!current || !/^\d+$/.test(version) || BigInt(version) <= current.version) return;
      loaded = undefined;
      if (!closed && now() >= nextLoadAt) void refresh();
    },

    /** Loads now (or waits for the load under way); tests and scripts. */
    async ready(): Promise<void> {
      if (!loaded) await refresh();
    },

    stats: () => ({
      loaded: loaded !== undefined,
      version: loaded ? String(loaded.version) : undefined,
      lastLoadMs: lastLoad?.ms,
    }),

    /** Stops loading (between statements) and forgets the copy; resolves once no statement of it runs. */
    async close() {
      closed = true;
      loaded = undefined;
      await loading;
    },
  };
}
export type VersionedCopy<T extends { version: bigint }> = ReturnType<typeof createVersionedCopy<T>>;
