import { sql, type SQL } from 'drizzle-orm';
import { jsonArray, queryRows, type Database } from '../../db/client';
import { nameForms, type SearchTerms } from './search-text';

export interface StockHit {
  id: number;
  name: string;
  ticker: string;
  ticker_url: string;
  ideas_count: number;
  deals_count: number;
}

export interface InsiderHit {
  id: number;
  name: string;
  position: string;
  deals_count: number;
}

/** Whether a query word that starts no word of any name may stand for the closest vocabulary words. */
export interface SearchMode {
  fuzzy: boolean;
}

/** 's' shares, 'i' insiders: the `kind` of search_tokens / search_vocabulary (migration 0002). */
export type Kind = 's' | 'i';

/** Above every character: [w, w + TOP) is "starts with w" in the "C" collation of the index. */
const TOP = '\u{10FFFF}';
/** How far a word's frequency is counted when choosing which word of a query leads the scan. */
export const PROBE_CAP = 2_000;
/** Similar vocabulary words tried for a word that starts no word at all (a typo). */
export const FUZZY_WORDS = 5;
/** Typos are looked for from this length on; shorter words only match as prefixes. */
export const FUZZY_MIN_LENGTH = 3;

/** A query word as the index sees it: the prefix itself, or the vocabulary words it may have meant. */
type WordMatch = { prefix: string; frequency: number } | { anyOf: string[]; frequency: number };

/** More words than a name has add nothing but work. */
const MAX_QUERY_WORDS = 6;

/** The words of a query form, split the way ir_name_words() splits names (letters and digits). */
export function queryWords(form: string): string[] {
  return [...new Set(form.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
}

/** Byte order, as the "C" collation of the index sorts. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function tokenMatches(alias: string, match: WordMatch): SQL {
  const token = sql.raw(`${alias}.token`);
  if ('prefix' in match) return sql`${token} >= ${match.prefix} AND ${token} < ${match.prefix + TOP}`;
  return sql`${token} IN (${sql.join(
    match.anyOf.map((w) => sql`${w}`),
    sql`, `,
  )})`;
}

/** The same test as tokenMatches, in a form no index on `token` can serve (see matchIds). */
function wordTest(alias: string, match: WordMatch): SQL {
  const token = sql.raw(`${alias}.token`);
  if ('prefix' in match) return sql`left(${token}, ${match.prefix.length}) = ${match.prefix}`;
  return sql`(${token} || '') IN (${sql.join(
    match.anyOf.map((w) => sql`${w}`),
    sql`, `,
  )})`;
}

/**
 * Word-index search (migration 0002). Each query word matches the names having a word that starts
 * with it; the rarest word leads an index-ordered scan and the others are checked per name, so the
 * cost is bounded by the answer, not by how many names share a word. A word that starts no word at
 * all is taken for a typo and replaced by the closest vocabulary words (pg_trgm similarity or
 * substring). Ranking: the leading word's shortest completion first (exact word before longer
 * words), a name's first word before its later ones, then alphabetically.
 */
export function createSearchRepository(db: Database) {
  /**
   * How many index entries start with each word, counted up to PROBE_CAP (to choose the leading
   * word), in one round trip. A single word has nothing to choose between: it is only asked whether
   * it starts any word at all.
   */
  async function frequencies(kind: Kind, words: string[]): Promise<number[]> {
    const starts = (w: string) =>
      sql`SELECT 1 FROM search_tokens t WHERE t.kind = ${kind} AND ${tokenMatches('t', { prefix: w, frequency: 0 })}`;
    const columns = words.map((w, i) =>
      words.length === 1
        ? sql`(SELECT CASE WHEN EXISTS (${starts(w)}) THEN ${PROBE_CAP} ELSE 0 END) AS ${sql.raw(`f${i}`)}`
        : sql`(SELECT count(*)::int FROM (${starts(w)} LIMIT ${PROBE_CAP}) x) AS ${sql.raw(`f${i}`)}`,
    );
    const [row] = await queryRows<Record<string, number>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
    return words.map((_, i) => Number(row?.[`f${i}`] ?? 0));
  }

  /** The closest vocabulary words of each word (pg_trgm similarity or substring), in one round trip. */
  async function similarWords(kind: Kind, words: string[]): Promise<string[][]> {
    const columns = words.map(
      (w, i) => sql`ARRAY(SELECT v.token FROM search_vocabulary v
                    WHERE v.kind = ${kind} AND (v.token % ${w} OR v.token LIKE ${`%${w}%`})
                    ORDER BY (v.token LIKE ${`%${w}%`}) DESC, similarity(v.token, ${w}) DESC, v.token
                    LIMIT ${FUZZY_WORDS}) AS ${sql.raw(`s${i}`)}`,
    );
    const [row] = await queryRows<Record<string, string[]>>(db, sql`SELECT ${sql.join(columns, sql`, `)}`);
    return words.map((_, i) => row?.[`s${i}`] ?? []);
  }

  /**
   * Every word's match, or null when some word can match nothing (then neither can the query). A word
   * that starts no word at all is taken for a typo: its closest vocabulary words stand in for it.
   */
  async function wordMatches(kind: Kind, words: string[], fuzzy: boolean): Promise<WordMatch[] | null> {
    const counts = await frequencies(kind, words);
    const typos = words.filter((_, i) => counts[i] === 0);
    if (typos.length > 0 && !fuzzy) return null;
    if (typos.some((w) => w.length < FUZZY_MIN_LENGTH)) return null;
    const similar = typos.length ? await similarWords(kind, typos) : [];
    const matches: WordMatch[] = [];
    for (const [i, word] of words.entries()) {
      if (counts[i]! > 0) {
        matches.push({ prefix: word, frequency: counts[i]! });
        continue;
      }
      const candidates = similar[typos.indexOf(word)] ?? [];
      if (candidates.length === 0) return null;
      matches.push({ anyOf: candidates, frequency: PROBE_CAP + 1 });
    }
    return matches;
  }

  /** Ids of the names matching every word, best first; `exclude` are ids already answered. */
  async function matchIds(kind: Kind, matches: WordMatch[], limit: number, exclude: number[]): Promise<number[]> {
    const [lead, ...rest] = [...matches].sort((a, b) => a.frequency - b.frequency);
    if (!lead || limit <= 0) return [];
    // The other words are checked among the few words of each candidate name (index on kind,
    // entity_id). Written as a scalar subquery with LIMIT and a non-indexable test so the planner keeps
    // it a per-row check: as EXISTS it may turn it into a join that scans every name with that word.
    const checks = rest.map(
      (m) =>
        sql` AND (SELECT 1 FROM search_tokens u WHERE u.kind = ${kind} AND u.entity_id = t.entity_id AND ${wordTest('u', m)} LIMIT 1) IS NOT NULL`,
    );
    const skip = exclude.length
      ? sql` AND t.entity_id NOT IN (${sql.join(
          exclude.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    // The lead's words in turn: the prefix as one range, or typo candidates closest first («газпрон»
    // means Газпром before ГАЗ). Each branch is an index-ordered scan that stops at its LIMIT, and all
    // of them travel in one round trip. A name can hold several words starting with the lead (Иванов
    // Иван Иванович for «иван»): read a few more rows than needed and keep each name once.
    const leads: WordMatch[] = 'anyOf' in lead ? lead.anyOf.map((word) => ({ anyOf: [word], frequency: 0 })) : [lead];
    const branches = leads.map(
      (one, rank) => sql`(SELECT t.entity_id, ${rank}::int AS rank, t.token, t.pos, t.name FROM search_tokens t
          WHERE t.kind = ${kind} AND ${tokenMatches('t', one)}${sql.join(checks, sql``)}${skip}
          ORDER BY t.token, t.pos, t.name, t.entity_id
          LIMIT ${limit * 3})`,
    );
    const rows = await queryRows<{ entity_id: number; rank: number; token: string; pos: number; name: string }>(
      db,
      sql.join(branches, sql` UNION ALL `),
    );
    rows.sort(
      (a, b) =>
        a.rank - b.rank ||
        compare(a.token, b.token) ||
        a.pos - b.pos ||
        compare(a.name, b.name) ||
        a.entity_id - b.entity_id,
    );
    return [...new Set(rows.map((r) => r.entity_id))].slice(0, limit);
  }

  /** Ids for every form of the query (as typed first, then transliterated, then re-keyed). */
  async function namesMatching(kind: Kind, forms: string[], limit: number, fuzzy: boolean): Promise<number[]> {
    const found: number[] = [];
    for (const form of forms) {
      if (found.length >= limit) break;
      const words = queryWords(form);
      if (words.length === 0) continue;
      const matches = await wordMatches(kind, words, fuzzy);
      if (matches) found.push(...(await matchIds(kind, matches, limit - found.length, found)));
    }
    return found;
  }

  // One text for every search from the index, prepared once per connection: no parsing or planning per request.
  const detailsStatement = db
    .select({
      version: sql<string>`version::text`,
      stocks: sql<unknown>`(SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'ticker', s.ticker, 'ticker_url', s.ticker_url,
          'ideas_count', s.ideas_count, 'deals_count', s.deals_count)) FROM stocks s WHERE s.id = ANY(${sql.placeholder('stocks')}::int[]))`,
      insiders: sql<unknown>`(SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'position', p.position, 'deals_count', p.deals_count))
          FROM insiders p WHERE p.id = ANY(${sql.placeholder('insiders')}::int[]))`,
    })
    .from(sql`search_names_version`)
    .prepare('search_details');

  function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  const idList = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );

  return {
    /** The names' version (migration 0005): bumped by every change of a share's or insider's name or ticker. */
    async namesVersion(): Promise<bigint> {
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`SELECT version::text AS version FROM search_names_version`,
      );
      if (!row) throw new Error('search_names_version has no row');
      return BigInt(row.version);
    },

    /** pg_trgm's similarity threshold of the `%` operator in this database (0.3 unless configured). */
    async similarityThreshold(): Promise<number> {
      const [row] = await queryRows<{ threshold: number | null }>(
        db,
        sql`SELECT current_setting('pg_trgm.similarity_threshold', true)::float8 AS threshold`,
      );
      return Number(row?.threshold ?? 0.3);
    },

    /** search_vocabulary of a kind. */
    async vocabulary(kind: Kind): Promise<string[]> {
      return (
        await queryRows<{ token: string }>(db, sql`SELECT token FROM search_vocabulary WHERE kind = ${kind}`)
      ).map((r) => r.token);
    },

    /**
     * The words of a kind in [from, to) (null: unbounded), each with its names' ids as "12,7,300" in
     * index order (position of the word in the name, name, id) and how many there are.
     */
    async wordEntries(
      kind: Kind,
      from: string | null,
      to: string | null,
    ): Promise<Array<{ token: string; count: number; ids: string }>> {
      return queryRows(
        db,
        sql`SELECT token, count(*)::int AS count, string_agg(entity_id::text, ',' ORDER BY pos, name, entity_id) AS ids
            FROM search_tokens WHERE kind = ${kind}${from === null ? sql`` : sql` AND token >= ${from}`}${to === null ? sql`` : sql` AND token < ${to}`}
            GROUP BY token`,
      );
    },

    /**
     * The catalogue's version (cache_versions 'catalog', migration 0070: bumped by every statement that
     * changes shares or insiders, counters included; '' when never bumped) and the names' version, in one
     * snapshot.
     */
    async catalogueVersions(): Promise<{ catalogue: string; names: string }> {
      const [row] = await queryRows<{ catalogue: string | null; names: string | null }>(
        db,
        sql`SELECT (SELECT version::text FROM cache_versions WHERE key = 'catalog') AS catalogue,
                   (SELECT version::text FROM search_names_version) AS names`,
      );
      if (row?.names == null) throw new Error('search_names_version has no row');
      return { catalogue: row.catalogue ?? '', names: row.names };
    },

    /**
     * The search's rows of the shares (`s`) or insiders (`i`) with ids above `after`, the first `limit` in id
     * order, as one JSON text of arrays (a share: id, name, ticker, ticker_url, ideas_count, deals_count; an
     * insider: id, name, position, deals_count): one value to decode instead of a row each.
     */
    async rowsAfter(kind: Kind, after: number, limit: number): Promise<string> {
      const [row] = await queryRows<{ rows: string }>(
        db,
        kind === 's'
          ? sql`SELECT coalesce(json_agg(json_build_array(id, name, ticker, ticker_url, ideas_count, deals_count) ORDER BY id), '[]')::text AS rows
                FROM (SELECT * FROM stocks WHERE id > ${after} ORDER BY id LIMIT ${limit}) s`
          : sql`SELECT coalesce(json_agg(json_build_array(id, name, position, deals_count) ORDER BY id), '[]')::text AS rows
                FROM (SELECT id, name, position, deals_count FROM insiders WHERE id > ${after} ORDER BY id LIMIT ${limit}) p`,
      );
      return row?.rows ?? '[]';
    },

    /** Every share's lower-case ticker. */
    async tickers(): Promise<Array<{ id: number; ticker: string }>> {
      return queryRows(db, sql`SELECT id, lower(ticker) AS ticker FROM stocks`);
    },

    /**
     * The rows of the given shares and insiders and the version of the names (migration 0005), read in
     * one round trip: an answer the in-process index (services/search-index.ts) found is only good when
     * that version is the one the index was built at.
     */
    async details(
      stockIds: number[],
      insiderIds: number[],
    ): Promise<{ version: string; stocks: StockHit[]; insiders: InsiderHit[] }> {
      const [row] = await detailsStatement.execute({ stocks: stockIds, insiders: insiderIds });
      return {
        version: row?.version ?? '',
        stocks: inOrder(stockIds, jsonArray(row?.stocks as StockHit[] | string | null)),
        insiders: inOrder(insiderIds, jsonArray(row?.insiders as InsiderHit[] | string | null)),
      };
    },

    /**
     * Shares by ticker and by name. `fuzzy: false` takes each query word only as the start of a word
     * of the name; `fuzzy: true` also stands in the closest vocabulary words for a word that starts none.
     */
    async stocks(terms: SearchTerms, limit: number, { fuzzy }: SearchMode): Promise<StockHit[]> {
      if (terms.names.length === 0 && terms.tickers.length === 0) return [];
      const ticker = sql`lower(s.ticker) COLLATE "C"`;
      // Every Latin form in one round trip, each an index-ordered range that stops at its LIMIT.
      const tickerRows = terms.tickers.length
        ? await queryRows<{ id: number; ticker: string; form: number }>(
            db,
            sql.join(
              terms.tickers.map(
                (form, i) => sql`(SELECT s.id, lower(s.ticker) AS ticker, ${i}::int AS form FROM stocks s
                    WHERE ${ticker} >= ${form} AND ${ticker} < ${form + TOP}
                    ORDER BY ${ticker} LIMIT ${limit})`,
              ),
              sql` UNION ALL `,
            ),
          )
        : [];
      tickerRows.sort((a, b) => a.form - b.form || compare(a.ticker, b.ticker));
      const exactTickers = tickerRows.filter((r) => terms.tickers.includes(r.ticker)).map((r) => r.id);
      const byName = await namesMatching('s', nameForms(terms, fuzzy), limit, fuzzy);
      // An exact ticker first (SBER for «sber»), then names, then tickers that only start with the query.
      const ids = [...new Set([...exactTickers, ...byName, ...tickerRows.map((r) => r.id)])].slice(0, limit);
      if (ids.length === 0) return [];
      const rows = await queryRows<StockHit>(
        db,
        sql`SELECT s.id, s.name, s.ticker, s.ticker_url, s.ideas_count, s.deals_count FROM stocks s WHERE s.id IN (${idList(ids)})`,
      );
      return inOrder(ids, rows);
    },

    async insiders(forms: string[], limit: number, { fuzzy }: SearchMode): Promise<InsiderHit[]> {
      // Names only: insiders are searched by their names (Cyrillic, or Latin as filed with the SEC).
      const ids = await namesMatching('i', forms, limit, fuzzy);
      if (ids.length === 0) return [];
      const rows = await queryRows<InsiderHit>(
        db,
        sql`SELECT p.id, p.name, p.position, p.deals_count FROM insiders p WHERE p.id IN (${idList(ids)})`,
      );
      return inOrder(ids, rows);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
