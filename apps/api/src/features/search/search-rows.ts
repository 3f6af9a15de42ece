// In-process copy of what a search shows of every share and insider (name, ticker, link, position,
// counters), so that an answer found by the word index (search-index.ts) makes no statement at all.
// It is tagged with the catalogue's version (cache_versions 'catalog', migration 0070), which every
// statement changing shares or insiders bumps in its own transaction, counters included, and with the
// names' version read in the same snapshot. A search is answered from it only when the catalogue is the
// same for that search (read-cache.ts, search()):
// - where versions are read (PostgreSQL), the catalogue version read since the request arrived is the
//   copy's: a change committed anywhere before the request (another instance, psql) is never answered
//   from the old rows, whether or not its event has arrived;
// - where they are not (PGlite, whose events come with the writing statement), no catalogue event has
//   been applied since the copy began loading.
// Any other catalogue moves the copy out: it is loaded again in the background (statements of a few
// thousand rows, so other queries get between them) and searches read their rows meanwhile. Counters
// change with every deal import and price run (every 15 minutes): a load at most every few seconds.
import type { InsiderHit, Kind, SearchRepository, StockHit } from './search.repository';
import { CLOSED, createVersionedCopy, readBetweenVersions } from '../../lib/versioned-copy';

/** Rows per load statement: short statements, so PGlite's other queries (one at a time) run between them. */
const CHUNK_ROWS = 4_000;
/** Loads start at least this long after the previous one ended. */
const MIN_GAP_MS = 2_000;

/** What a search shows of a share (its id is not shown) and of an insider. */
export type StockRow = Omit<StockHit, 'id'>;
export type InsiderRow = InsiderHit;

/**
 * Column by column in id order, with the ids sorted beside them (found by binary search): dense, however
 * sparse the ids are (every upsert of an insider by a deal import takes a sequence value, so ids run far
 * ahead of the count). A row object each took ≈ 200 bytes at scale 100 (250,000 names, 50 MB); columns
 * with the positions' few distinct texts shared take about half.
 */
interface StockColumns {
  ids: Int32Array;
  name: string[];
  ticker: string[];
  tickerUrl: string[];
  ideas: Int32Array;
  deals: Int32Array;
}

interface InsiderColumns {
  ids: Int32Array;
  name: string[];
  position: string[];
  deals: Int32Array;
}

interface Loaded {
  /** The catalogue's version as a number (0: never bumped), for createVersionedCopy. */
  version: bigint;
  /** The tokens of read-cache.ts's search() this copy is current for. */
  versionToken: string;
  eventsToken: string;
  /** The names' version of the same snapshot: the word index's ids are good only at the same one. */
  names: string;
  stocks: StockColumns;
  insiders: InsiderColumns;
}

type Source = Pick<SearchRepository, 'catalogueVersions' | 'rowsAfter'>;

/** Every row of a kind in id order, CHUNK_ROWS a statement (keyset), each a JSON array handed to `take`. */
async function readKind(
  source: Source,
  kind: Kind,
  take: (values: unknown[]) => void,
  cancelled: () => boolean,
): Promise<number[]> {
  const ids: number[] = [];
  for (let after = 0; ;) {
    if (cancelled()) throw CLOSED;
    const chunk = JSON.parse(await source.rowsAfter(kind, after, CHUNK_ROWS)) as unknown[][];
    for (const values of chunk) {
      ids.push(values[0] as number);
      take(values);
    }
    if (chunk.length < CHUNK_ROWS) return ids;
    after = ids[ids.length - 1]!;
  }
}

async function loadStocks(source: Source, cancelled: () => boolean): Promise<StockColumns> {
  const name: string[] = [];
  const ticker: string[] = [];
  const tickerUrl: string[] = [];
  const ideas: number[] = [];
  const deals: number[] = [];
  const ids = await readKind(
    source,
    's',
    (values) => {
      name.push(values[1] as string);
      ticker.push(values[2] as string);
      tickerUrl.push(values[3] as string);
      ideas.push(values[4] as number);
      deals.push(values[5] as number);
    },
    cancelled,
  );
  return {
    ids: Int32Array.from(ids),
    name,
    ticker,
    tickerUrl,
    ideas: Int32Array.from(ideas),
    deals: Int32Array.from(deals),
  };
}

async function loadInsiders(source: Source, cancelled: () => boolean): Promise<InsiderColumns> {
  const name: string[] = [];
  const position: string[] = [];
  const deals: number[] = [];
  // A few dozen distinct positions among hundreds of thousands of insiders: each text kept once.
  const positions = new Map<string, string>();
  const ids = await readKind(
    source,
    'i',
    (values) => {
      const text = values[2] as string;
      let shared = positions.get(text);
      if (shared === undefined) positions.set(text, (shared = text));
      name.push(values[1] as string);
      position.push(shared);
      deals.push(values[3] as number);
    },
    cancelled,
  );
  return { ids: Int32Array.from(ids), name, position, deals: Int32Array.from(deals) };
}

async function load(source: Source, eventsToken: string, cancelled: () => boolean): Promise<Loaded> {
  let versions = { catalogue: '', names: '' };
  const read = await readBetweenVersions(
    async () => {
      versions = await source.catalogueVersions();
      return BigInt(versions.catalogue || '0');
    },
    async () => ({
      stocks: await loadStocks(source, cancelled),
      insiders: await loadInsiders(source, cancelled),
    }),
    'search rows',
  );
  // Equal catalogue versions before and after: the names' version read with either is the snapshot's.
  return { ...read, versionToken: `v${versions.catalogue}`, eventsToken, names: versions.names };
}

/** Where `id` is in the sorted `ids`, or -1. */
function slotOf(ids: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function stockRows(columns: StockColumns, ids: number[]): StockRow[] {
  const rows: StockRow[] = [];
  for (const id of ids) {
    const at = slotOf(columns.ids, id);
    if (at < 0) continue;
    rows.push({
      name: columns.name[at]!,
      ticker: columns.ticker[at]!,
      ticker_url: columns.tickerUrl[at]!,
      ideas_count: columns.ideas[at]!,
      deals_count: columns.deals[at]!,
    });
  }
  return rows;
}

function insiderRows(columns: InsiderColumns, ids: number[]): InsiderRow[] {
  const rows: InsiderRow[] = [];
  for (const id of ids) {
    const at = slotOf(columns.ids, id);
    if (at >= 0)
      rows.push({ id, name: columns.name[at]!, position: columns.position[at]!, deals_count: columns.deals[at]! });
  }
  return rows;
}

function tokenNumber(token: string): bigint {
  const digits = token.slice(1);
  return /^\d+$/.test(digits) ? BigInt(digits) : 0n;
}

export function createSearchRows(
  source: Source,
  options: { eventsToken: () => string; now?: () => number; minGapMs?: number },
) {
  const copy = createVersionedCopy(
    'search rows',
    // The events token is taken before the first read: an event applied during the load makes it old.
    (cancelled) => load(source, options.eventsToken(), cancelled),
    { now: options.now, minGapMs: options.minGapMs ?? MIN_GAP_MS },
  );

  return {
    /**
     * The rows as they are for a search whose catalogue is `token` (read-cache.ts, search()), with the
     * names' version they go with; undefined when the copy is not loaded or is of another catalogue
     * (a newer one: the copy is loaded again in the background).
     */
    at(token: string) {
      const current = copy.current();
      if (!current) return undefined;
      if (token === current.versionToken || token === current.eventsToken) {
        return {
          names: current.names,
          /** The rows of these ids, in this order (an id that does not exist is left out). */
          stocks: (ids: number[]) => stockRows(current.stocks, ids),
          insiders: (ids: number[]) => insiderRows(current.insiders, ids),
        };
      }
      const newer =
        token[0] === 'v'
          ? tokenNumber(token) > tokenNumber(current.versionToken)
          : tokenNumber(token) > tokenNumber(current.eventsToken);
      if (newer) copy.reload();
      return undefined;
    },

    /** Loads now (or waits for the load under way); tests and scripts. */
    ready: copy.ready,

    stats: () => {
      const current = copy.peek();
      const { lastLoadMs } = copy.stats();
      return {
        loaded: current !== undefined,
        version: current?.versionToken,
        names: current?.names,
        lastLoadMs,
      };
    },

    /** Stops loading (between statements) and forgets the copy; resolves once no statement of it runs. */
    close: copy.close,
  };
}
export type SearchRows = ReturnType<typeof createSearchRows>;
