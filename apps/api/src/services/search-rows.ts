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
// thousand ids, so other queries get between them) and searches read their rows meanwhile. Counters
// change with every deal import and price run (every 15 minutes): a load at most every few seconds.
import type { InsiderHit, Kind, SearchRepository, StockHit } from '../repositories/search';
import { CLOSED, createVersionedCopy, readBetweenVersions } from './versioned-copy';

/** Ids per load statement: short statements, so PGlite's other queries (one at a time) run between them. */
const CHUNK_IDS = 4_000;
/** Loads start at least this long after the previous one ended. */
const MIN_GAP_MS = 2_000;

/** What a search shows of a share (its id is not shown) and of an insider. */
export type StockRow = Omit<StockHit, 'id'>;
export type InsiderRow = InsiderHit;

/**
 * Column by column, indexed by id (a hole: no such id): a row object each took ≈ 200 bytes at scale 100
 * (250,000 names, 50 MB); columns with the positions' few distinct texts shared take about half.
 */
interface StockColumns {
  name: Array<string | undefined>;
  ticker: string[];
  tickerUrl: string[];
  ideas: Int32Array;
  deals: Int32Array;
}

interface InsiderColumns {
  name: Array<string | undefined>;
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

type Source = Pick<SearchRepository, 'catalogueVersions' | 'highestIds' | 'rowsBetween'>;

/** Reads [0, highest] in statements of CHUNK_IDS ids, handing each row (a JSON array) to `take`. */
async function readKind(
  source: Source,
  kind: Kind,
  highest: number,
  take: (values: unknown[]) => void,
  cancelled: () => boolean,
): Promise<void> {
  for (let from = 0; from <= highest; from += CHUNK_IDS) {
    if (cancelled()) throw CLOSED;
    for (const values of JSON.parse(await source.rowsBetween(kind, from, from + CHUNK_IDS)) as unknown[][])
      take(values);
  }
}

async function loadStocks(source: Source, highest: number, cancelled: () => boolean): Promise<StockColumns> {
  const columns: StockColumns = {
    name: new Array<string | undefined>(highest + 1),
    ticker: new Array<string>(highest + 1),
    tickerUrl: new Array<string>(highest + 1),
    ideas: new Int32Array(highest + 1),
    deals: new Int32Array(highest + 1),
  };
  await readKind(
    source,
    's',
    highest,
    ([id, name, ticker, tickerUrl, ideas, deals]) => {
      const at = id as number;
      columns.name[at] = name as string;
      columns.ticker[at] = ticker as string;
      columns.tickerUrl[at] = tickerUrl as string;
      columns.ideas[at] = ideas as number;
      columns.deals[at] = deals as number;
    },
    cancelled,
  );
  return columns;
}

async function loadInsiders(source: Source, highest: number, cancelled: () => boolean): Promise<InsiderColumns> {
  const columns: InsiderColumns = {
    name: new Array<string | undefined>(highest + 1),
    position: new Array<string>(highest + 1),
    deals: new Int32Array(highest + 1),
  };
  // A few dozen distinct positions among hundreds of thousands of insiders: each text kept once.
  const positions = new Map<string, string>();
  await readKind(
    source,
    'i',
    highest,
    ([id, name, position, deals]) => {
      const at = id as number;
      let shared = positions.get(position as string);
      if (shared === undefined) positions.set(position as string, (shared = position as string));
      columns.name[at] = name as string;
      columns.position[at] = shared;
      columns.deals[at] = deals as number;
    },
    cancelled,
  );
  return columns;
}

async function load(source: Source, eventsToken: string, cancelled: () => boolean): Promise<Loaded> {
  let versions = { catalogue: '', names: '' };
  const read = await readBetweenVersions(
    async () => {
      versions = await source.catalogueVersions();
      return BigInt(versions.catalogue || '0');
    },
    async () => {
      const highest = await source.highestIds();
      return {
        stocks: await loadStocks(source, highest.stocks, cancelled),
        insiders: await loadInsiders(source, highest.insiders, cancelled),
      };
    },
    'search rows',
  );
  // Equal catalogue versions before and after: the names' version read with either is the snapshot's.
  return { ...read, versionToken: `v${versions.catalogue}`, eventsToken, names: versions.names };
}

function stockRows(columns: StockColumns, ids: number[]): StockRow[] {
  const rows: StockRow[] = [];
  for (const id of ids) {
    const name = columns.name[id];
    if (name === undefined) continue;
    rows.push({
      name,
      ticker: columns.ticker[id]!,
      ticker_url: columns.tickerUrl[id]!,
      ideas_count: columns.ideas[id]!,
      deals_count: columns.deals[id]!,
    });
  }
  return rows;
}

function insiderRows(columns: InsiderColumns, ids: number[]): InsiderRow[] {
  const rows: InsiderRow[] = [];
  for (const id of ids) {
    const name = columns.name[id];
    if (name !== undefined) rows.push({ id, name, position: columns.position[id]!, deals_count: columns.deals[id]! });
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
