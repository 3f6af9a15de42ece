import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

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

/** Variants are letters, digits, spaces, dots and dashes only (searchVariants), so LIKE needs no escaping. */
function anyOf(variants: string[], build: (v: string) => SQL): SQL {
  return sql.join(
    variants.map((v) => sql`(${build(v)})`),
    sql` OR `,
  );
}

function greatestOf(variants: string[], build: (v: string) => SQL): SQL {
  return sql`GREATEST(${sql.join(
    variants.map((v) => build(v)),
    sql`, `,
  )})`;
}

/**
 * pg_trgm search: `%` (similarity) and `<%` (word similarity) tolerate typos, LIKE catches prefixes
 * and substrings; all of them use the GIN trigram indexes on lower(name) / lower(ticker). Queries of
 * one or two characters have no trigrams, so they match by prefix only.
 */
export function createSearchRepository(db: Database) {
  return {
    async stocks(terms: { names: string[]; tickers: string[] }, limit: number): Promise<StockHit[]> {
      if (terms.names.length === 0 && terms.tickers.length === 0) return [];
      const name = sql`lower(s.name)`;
      const ticker = sql`lower(s.ticker)`;
      const nameMatch = (v: string) =>
        v.length < 3 ? sql`${name} LIKE ${`${v}%`}` : sql`${name} % ${v} OR ${v} <% ${name} OR ${name} LIKE ${`%${v}%`}`;
      const match = sql.join(
        [...terms.names.map((v) => sql`(${nameMatch(v)})`), ...terms.tickers.map((v) => sql`(${ticker} LIKE ${`${v}%`})`)],
        sql` OR `,
      );
      const score = sql`GREATEST(${sql.join(
        [
          ...terms.names.map(
            (v) => sql`CASE WHEN ${name} = ${v} THEN 2.5
                            WHEN ${name} LIKE ${`${v}%`} THEN 1.4
                            WHEN ${name} LIKE ${`%${v}%`} THEN 1.1
                            ELSE GREATEST(similarity(${name}, ${v}), word_similarity(${v}, ${name})) END`,
          ),
          ...terms.tickers.map((v) => sql`CASE WHEN ${ticker} = ${v} THEN 3 WHEN ${ticker} LIKE ${`${v}%`} THEN 1.5 ELSE 0 END`),
        ],
        sql`, `,
      )})`;
      return queryRows<StockHit>(
        db,
        sql`
          SELECT s.id, s.name, s.ticker, s.ticker_url, s.ideas_count, s.deals_count
          FROM stocks s
          WHERE ${match}
          ORDER BY ${score} DESC, length(s.name), s.name
          LIMIT ${limit}`,
      );
    },

    async insiders(variants: string[], limit: number): Promise<InsiderHit[]> {
      // Names only: insiders are searched by their (Cyrillic) names, so `variants` are the Cyrillic forms.
      if (variants.length === 0) return [];
      const name = sql`lower(p.name)`;
      // Prefix hits rank first anyway; a common surname fills the list from them alone, which spares
      // scoring thousands of fuzzy candidates among 200k insiders.
      const prefix = await queryRows<InsiderHit>(
        db,
        sql`
          SELECT p.id, p.name, p.position, p.deals_count, CASE WHEN ${anyOf(variants, (v) => sql`${name} = ${v}`)} THEN 2.5 ELSE 1.4 END AS score
          FROM insiders p
          WHERE ${anyOf(variants, (v) => sql`${name} LIKE ${`${v}%`}`)}
          ORDER BY score DESC, p.name, p.id
          LIMIT ${limit}`,
      );
      if (prefix.length >= limit || variants.every((v) => v.length < 3)) return prefix;
      const seen = prefix.map((p) => p.id);
      const match = anyOf(variants, (v) => sql`${name} % ${v} OR ${v} <% ${name} OR ${name} LIKE ${`%${v}%`}`);
      const score = greatestOf(
        variants,
        (v) => sql`
          CASE WHEN ${name} LIKE ${`%${v}%`} THEN 1.1
               ELSE GREATEST(similarity(${name}, ${v}), word_similarity(${v}, ${name})) END`,
      );
      const fuzzy = await db.transaction(async (tx) => {
        // Stricter than the 0.3 default: at benchmark volume a loose threshold matches half the table.
        await tx.execute(sql`SET LOCAL pg_trgm.similarity_threshold = 0.45`);
        return queryRows<InsiderHit>(
          tx as unknown as Database,
          sql`
            SELECT p.id, p.name, p.position, p.deals_count, ${score} AS score
            FROM insiders p
            WHERE (${match}) ${seen.length ? sql`AND p.id NOT IN (${sql.join(seen.map((id) => sql`${id}`), sql`, `)})` : sql``}
            ORDER BY score DESC, p.name, p.id
            LIMIT ${limit - prefix.length}`,
        );
      });
      return [...prefix, ...fuzzy];
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
