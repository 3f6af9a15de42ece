// In-process copy of the word index (search_tokens, search_vocabulary, share tickers) that answers which
// shares and insiders a query finds — the same ids, in the same order, as the database path of
// repositories/search.ts — without a statement per word. The rows themselves (names, counters) are
// still read from the database, in one round trip with the names' version (migration 0005): an answer
// is only used when that version is the one the index was loaded at, so a rename, an insert or a
// delete made anywhere (another instance, psql) is never answered from the old names. A newer version
// drops the index and loads it again in the background; until then searches take the database path.
import {
  compare,
  FUZZY_MIN_LENGTH,
  FUZZY_WORDS,
  PROBE_CAP,
  queryWords,
  type Kind,
  type SearchRepository,
} from './search.repository';
import { nameForms, type SearchTerms } from './search-text';
import { TRIGRAM_SAFE_WORD, trigramSimilarity, wordTrigrams } from './search-trigrams';
import { CLOSED, createVersionedCopy, readBetweenVersions } from '../../lib/versioned-copy';

/** Words per load statement: each statement is short, so other queries (PGlite runs one at a time) get between them. */
const LOAD_CHUNK_WORDS = 40;

/** One kind's words: every name's words in index order (token, position, name, id), and each name's words. */
interface KindIndex {
  /** Distinct words, byte order. */
  words: string[];
  /** Whether the word is in search_vocabulary (typo candidates come only from there). */
  inVocabulary: Uint8Array;
  trigrams: Array<Int32Array | undefined>;
  /** Entries of words[w] are entities[start[w] .. start[w + 1]): slots, the entity of slot k is ids[k]. */
  start: Int32Array;
  entities: Int32Array;
  /**
   * The entities' ids, ascending; a slot is a place in it. Dense however far apart the ids are (every
   * upsert of an insider by a deal import takes a sequence value, so ids run far ahead of the count).
   */
  ids: Int32Array;
  /** Words of slot k are entityWords[entityStart[k] .. entityStart[k + 1]) (indexes into words). */
  entityStart: Int32Array;
  entityWords: Int32Array;
  /** Typo candidates need pg_trgm's treatment of every vocabulary word to be known. */
  trigramSafe: boolean;
}

interface Loaded {
  version: bigint;
  threshold: number;
  s: KindIndex;
  i: KindIndex;
  /** Shares by lower(ticker), byte order. */
  tickers: string[];
  tickerIds: Int32Array;
}

/** Ids found from memory, best first, and the version of the names they were found in. */
export interface IndexAnswer {
  version: string;
  stocks: number[];
  insiders: number[];
}

type WordMatch =
  { prefix: string; from: number; to: number; frequency: number } | { anyOf: number[]; frequency: number };

/** Thrown when a query needs what only the database knows for sure (pg_trgm on unusual characters). */
const UNSUPPORTED = Symbol('unsupported');

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(sorted[mid]!, value) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Parses "12,7,300" into the array from `at` on; returns the next free index. */
function parseIds(text: string, into: Int32Array, at: number): number {
  let value = 0;
  let digits = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 44) {
      into[at++] = value;
      value = 0;
      digits = false;
    } else {
      value = value * 10 + (code - 48);
      digits = true;
    }
  }
  if (digits) into[at++] = value;
  return at;
}

type Source = Pick<SearchRepository, 'namesVersion' | 'similarityThreshold' | 'vocabulary' | 'wordEntries' | 'tickers'>;

/** Thrown between load statements once the index is closed (the database may be closing too). */

async function loadKind(source: Source, kind: Kind, cancelled: () => boolean): Promise<KindIndex> {
  const vocabulary = (await source.vocabulary(kind)).sort(compare);
  // Ranges of the primary key between every LOAD_CHUNK_WORDS-th vocabulary word cover every token,
  // including any not in the vocabulary.
  const bounds: Array<string | null> = [null];
  for (let i = LOAD_CHUNK_WORDS; i < vocabulary.length; i += LOAD_CHUNK_WORDS) bounds.push(vocabulary[i]!);
  bounds.push(null);
  const groups: Array<{ token: string; count: number; ids: string }> = [];
  for (let b = 0; b + 1 < bounds.length; b += 1) {
    const from = bounds[b];
    const to = bounds[b + 1];
    if (cancelled()) throw CLOSED;
    groups.push(...(await source.wordEntries(kind, from ?? null, to ?? null)));
  }
  const inTable = new Map(groups.map((g) => [g.token, g]));
  const words = [...new Set([...vocabulary, ...inTable.keys()])].sort(compare);
  const vocabularySet = new Set(vocabulary);
  const start = new Int32Array(words.length + 1);
  let total = 0;
  for (const [w, word] of words.entries()) {
    start[w] = total;
    total += inTable.get(word)?.count ?? 0;
  }
  start[words.length] = total;
  const entities = new Int32Array(total);
  for (const [w, word] of words.entries()) {
    const group = inTable.get(word);
    if (!group) continue;
    const end = parseIds(group.ids, entities, start[w]!);
    if (end !== start[w + 1])
      throw new Error(`search index: ${end - start[w]!} ids for ${group.count} entries of a word`);
  }
  // Ids to slots (their places among the distinct ids, ascending).
  const ids = Int32Array.from(new Set(entities)).sort();
  const slotOfId = new Map<number, number>();
  for (const [slot, id] of ids.entries()) slotOfId.set(id, slot);
  for (let t = 0; t < total; t += 1) entities[t] = slotOfId.get(entities[t]!)!;
  // Each entity's words: counted, then placed (counting sort by slot).
  const entityStart = new Int32Array(ids.length + 1);
  for (const slot of entities) entityStart[slot + 1]! += 1;
  for (let e = 1; e < entityStart.length; e += 1) entityStart[e]! += entityStart[e - 1]!;
  const fill = entityStart.slice(0, ids.length);
  const entityWords = new Int32Array(total);
  for (let w = 0; w < words.length; w += 1)
    for (let t = start[w]!; t < start[w + 1]!; t += 1) entityWords[fill[entities[t]!]!++] = w;
  return {
    words,
    inVocabulary: Uint8Array.from(words, (word) => (vocabularySet.has(word) ? 1 : 0)),
    trigrams: new Array<Int32Array | undefined>(words.length),
    start,
    entities,
    ids,
    entityStart,
    entityWords,
    trigramSafe: vocabulary.every((word) => TRIGRAM_SAFE_WORD.test(word)),
  };
}

/**
 * Loads the index without a long transaction: statements of a few dozen words each, between two reads
 * of the names' version. Every change of names bumps that version in its own transaction, so equal
 * versions mean every statement saw the names as they were at the first read; else it starts again.
 */
async function load(source: Source, cancelled: () => boolean): Promise<Loaded> {
  const read = await readBetweenVersions(
    () => source.namesVersion(),
    async () => ({
      threshold: await source.similarityThreshold(),
      s: await loadKind(source, 's', cancelled),
      i: await loadKind(source, 'i', cancelled),
      tickerRows: await source.tickers(),
    }),
    'search index',
  );
  const { tickerRows, ...rest } = read;
  tickerRows.sort((a, b) => compare(a.ticker, b.ticker) || a.id - b.id);
  return { ...rest, tickers: tickerRows.map((r) => r.ticker), tickerIds: Int32Array.from(tickerRows, (r) => r.id) };
}

function trigramsOf(index: KindIndex, w: number): Int32Array {
  return (index.trigrams[w] ??= wordTrigrams(index.words[w]!));
}

/** The closest vocabulary words of a typo, as `token % word OR token LIKE '%word%'` ordered in SQL. */
function similarWords(index: KindIndex, threshold: number, word: string): number[] {
  if (!index.trigramSafe || !TRIGRAM_SAFE_WORD.test(word)) throw UNSUPPORTED;
  const query = wordTrigrams(word);
  const found: Array<{ w: number; contains: boolean; similarity: number }> = [];
  for (let w = 0; w < index.words.length; w += 1) {
    if (!index.inVocabulary[w]) continue;
    const contains = index.words[w]!.includes(word);
    const similarity = trigramSimilarity(trigramsOf(index, w), query);
    if (contains || similarity >= threshold) found.push({ w, contains, similarity });
  }
  found.sort(
    (a, b) =>
      Number(b.contains) - Number(a.contains) ||
      b.similarity - a.similarity ||
      compare(index.words[a.w]!, index.words[b.w]!),
  );
  return found.slice(0, FUZZY_WORDS).map((f) => f.w);
}

function wordMatches(index: KindIndex, threshold: number, words: string[], fuzzy: boolean): WordMatch[] | null {
  const ranges = words.map((word) => {
    const from = lowerBound(index.words, word);
    let to = from;
    while (to < index.words.length && index.words[to]!.startsWith(word)) to += 1;
    const entries = index.start[to]! - index.start[from]!;
    return { from, to, frequency: words.length === 1 ? (entries > 0 ? PROBE_CAP : 0) : Math.min(entries, PROBE_CAP) };
  });
  const typos = words.filter((_, i) => ranges[i]!.frequency === 0);
  if (typos.length > 0 && !fuzzy) return null;
  if (typos.some((w) => w.length < FUZZY_MIN_LENGTH)) return null;
  const matches: WordMatch[] = [];
  for (const [i, word] of words.entries()) {
    const range = ranges[i]!;
    if (range.frequency > 0) {
      matches.push({ prefix: word, ...range });
      continue;
    }
    const candidates = similarWords(index, threshold, word);
    if (candidates.length === 0) return null;
    matches.push({ anyOf: candidates, frequency: PROBE_CAP + 1 });
  }
  return matches;
}

/** matchIds of the repository: the rarest word leads, the others are checked among each name's words. */
function matchIds(index: KindIndex, matches: WordMatch[], limit: number, exclude: number[]): number[] {
  const [lead, ...rest] = [...matches].sort((a, b) => a.frequency - b.frequency);
  if (!lead || limit <= 0) return [];
  const tests = rest.map((m) => {
    const ok = new Uint8Array(index.words.length);
    if ('prefix' in m) for (let w = m.from; w < m.to; w += 1) ok[w] = 1;
    else for (const w of m.anyOf) ok[w] = 1;
    return ok;
  });
  const skip = new Set(exclude);
  const branches: Array<[number, number]> =
    'prefix' in lead ? [[lead.from, lead.to]] : lead.anyOf.map((w) => [w, w + 1]);
  const rows: number[] = [];
  for (const [from, to] of branches) {
    let taken = 0;
    for (let t = index.start[from]!, end = index.start[to]!; t < end && taken < limit * 3; t += 1) {
      const slot = index.entities[t]!;
      const id = index.ids[slot]!;
      if (skip.has(id)) continue;
      let every = true;
      for (const ok of tests) {
        let any = false;
        for (let k = index.entityStart[slot]!, stop = index.entityStart[slot + 1]!; k < stop; k += 1) {
          if (ok[index.entityWords[k]!]) {
            any = true;
            break;
          }
        }
        if (!any) {
          every = false;
          break;
        }
      }
      if (!every) continue;
      rows.push(id);
      taken += 1;
    }
  }
  return [...new Set(rows)].slice(0, limit);
}

function namesMatching(index: KindIndex, threshold: number, forms: string[], limit: number, fuzzy: boolean): number[] {
  const found: number[] = [];
  for (const form of forms) {
    if (found.length >= limit) break;
    const words = queryWords(form);
    if (words.length === 0) continue;
    const matches = wordMatches(index, threshold, words, fuzzy);
    if (matches) found.push(...matchIds(index, matches, limit - found.length, found));
  }
  return found;
}

function stockIds(loaded: Loaded, terms: SearchTerms, limit: number, fuzzy: boolean): number[] {
  const tickerRows: Array<{ id: number; ticker: string }> = [];
  for (const form of terms.tickers) {
    for (
      let t = lowerBound(loaded.tickers, form), n = 0;
      t < loaded.tickers.length && n < limit && loaded.tickers[t]!.startsWith(form);
      t += 1, n += 1
    ) {
      tickerRows.push({ id: loaded.tickerIds[t]!, ticker: loaded.tickers[t]! });
    }
  }
  const exactTickers = tickerRows.filter((r) => terms.tickers.includes(r.ticker)).map((r) => r.id);
  const byName = namesMatching(loaded.s, loaded.threshold, nameForms(terms, fuzzy), limit, fuzzy);
  return [...new Set([...exactTickers, ...byName, ...tickerRows.map((r) => r.id)])].slice(0, limit);
}

export function createSearchIndex(source: Source, options: { now?: () => number } = {}) {
  const copy = createVersionedCopy('search index', (cancelled) => load(source, cancelled), options);

  return {
    /**
     * Ids of the shares and insiders the query finds (exact words first, typo candidates when neither
     * group finds anything), or undefined when the index is not loaded or the query needs the database.
     * Not loaded yet: starts loading in the background.
     */
    find(terms: SearchTerms, limit: number): IndexAnswer | undefined {
      const current = copy.current();
      if (!current) return undefined;
      try {
        let stocks = stockIds(current, terms, limit, false);
        let insiders = namesMatching(current.i, current.threshold, nameForms(terms, false), limit, false);
        if (stocks.length === 0 && insiders.length === 0) {
          stocks = stockIds(current, terms, limit, true);
          insiders = namesMatching(current.i, current.threshold, nameForms(terms, true), limit, true);
        }
        return { version: String(current.version), stocks, insiders };
      } catch (error) {
        if (error === UNSUPPORTED) return undefined;
        throw error;
      }
    },

    /** The database answered with this names' version: a newer one than the index's drops it and loads it again. */
    seen: copy.seen,

    /** Loads now (or waits for the load under way); tests and scripts. */
    ready: copy.ready,

    stats: () => {
      const current = copy.peek();
      const { version, lastLoadMs } = copy.stats();
      return {
        loaded: current !== undefined,
        version,
        entries: current ? current.s.entities.length + current.i.entities.length : 0,
        lastLoadMs,
      };
    },

    /** Stops loading (between statements) and forgets the index; resolves once no statement of it runs. */
    close: copy.close,
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;
