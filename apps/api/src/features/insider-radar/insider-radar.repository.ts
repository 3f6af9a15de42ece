import type { InsiderRole } from '@investradar/ui/domain';
import { sql, type SQL } from 'drizzle-orm';
import { jsonArray, preparedStatement, queryRows, queryRowsByShape, type Database } from '../../db/client';
import { INSIDER_ROLE_BITS } from '../../db/schema';

/** What the deals and buybacks calls filter by, already checked (services/insider-radar.ts). */
export interface DealsFilter {
  buyback: boolean;
  ticker?: string;
  insiderId?: number;
  stockId?: number;
  /** Radar types (buy/sell/other) and codes; both empty = every deal. */
  types: string[];
  codes: string[];
  roles: string[];
  minValue?: string;
  maxValue?: string;
  dateFrom?: string;
  dateTo?: string;
  clusterOnly: boolean;
  sortBy: 'date' | 'value' | 'shares';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface DealRow {
  id: number;
  insider_id: number | null;
  insider_name: string | null;
  insider_position: string | null;
  ticker: string;
  company_name: string;
  code: string;
  kind: string;
  acquired_disposed: string;
  shares: number;
  price: number | null;
  value: number | null;
  currency: string;
  trade_date: string;
  filed_at: string;
  holdings_after: number | null;
  ownership: string;
  plan_10b5_1: boolean;
  derivative: boolean;
  security_title: string | null;
  cluster: boolean;
  accession: string | null;
}

/**
 * Totals are counted up to this many: beyond it the answer says "more than" (meta.total_capped), so a
 * count never costs a scan of a million rows (counting 10,000 rows with a filter the index does not
 * hold took 5–10 ms of heap reads, too much for a 20 ms p99; 1,000 is pages enough for anyone).
 */
export const TOTAL_CAP = 1_000;

/** Every role of the domain has its bit (a role added there without one fails to compile here). */
const ROLE_BITS: Readonly<Record<InsiderRole, number>> = INSIDER_ROLE_BITS;

/**
 * One role's test on the deal's own bits (migration 0091), written with the bit as a literal: the
 * planner uses a partial index only when the query's predicate is the index's, which a parameter is not.
 */
function roleCondition(role: string): SQL {
  const bit = Object.hasOwn(ROLE_BITS, role) ? ROLE_BITS[role as InsiderRole] : undefined;
  if (bit === undefined) throw new Error(`unknown insider role: ${role}`);
  return sql.raw(`(d.roles & ${bit}) <> 0`);
}

/** The filter's conditions on `insider_deals d`, with at most one role (several are a union of one each). */
function conditions(filter: DealsFilter, role?: string): SQL {
  const where: SQL[] = [sql`d.buyback = ${filter.buyback}`];
  if (filter.ticker) where.push(sql`d.stock_id = (SELECT id FROM stocks WHERE ticker = ${filter.ticker})`);
  if (filter.stockId !== undefined) where.push(sql`d.stock_id = ${filter.stockId}`);
  if (filter.insiderId !== undefined) where.push(sql`d.insider_id = ${filter.insiderId}`);
  const typeParts: SQL[] = [];
  // Three types only: two of them are written as "not the third", which the date index serves in order
  // (kind IN (…) made the planner read the kind index and sort).
  const types = [...new Set(filter.types)];
  if (types.length === 1) typeParts.push(sql`d.kind = ${types[0]}`);
  else if (types.length === 2)
    typeParts.push(sql`d.kind <> ${['buy', 'sell', 'other'].find((t) => !types.includes(t))}`);
  if (filter.codes.length > 0)
    typeParts.push(
      sql`d.code IN (${sql.join(
        filter.codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (typeParts.length > 0) where.push(sql`(${sql.join(typeParts, sql` OR `)})`);
  if (role !== undefined) where.push(roleCondition(role));
  if (filter.minValue !== undefined) {
    where.push(sql`d.value >= ${filter.minValue}::numeric`);
    // Sorted by shares, the shares index is read in order and the value tested row by row: small deals
    // come first and fail it by the hundred thousand. value = shares × price (rounded to 4 places), so
    // a deal worth at least V has at least (V − 0.0001) / max(price) shares: a bound the index stops on
    // (migration 0090; max(price) is one step of the price index). Implied, so it changes no answer.
    if (filter.sortBy === 'shares' && Number(filter.minValue) > 0)
      where.push(
        sql`d.shares >= (${filter.minValue}::numeric - 0.0001) / (SELECT max(p.price) FROM insider_deals p WHERE p.buyback = ${filter.buyback})`,
      );
  }
  if (filter.maxValue !== undefined) where.push(sql`d.value <= ${filter.maxValue}::numeric`);
  if (filter.dateFrom !== undefined) where.push(sql`d.deal_date >= ${filter.dateFrom}::date`);
  if (filter.dateTo !== undefined) where.push(sql`d.deal_date <= ${filter.dateTo}::date`);
  if (filter.clusterOnly) where.push(sql`d.cluster`);
  return sql.join(where, sql` AND `);
}

function orderBy(filter: DealsFilter): SQL {
  // Written exactly as the indexes are (migrations 0011, 0013: DESC NULLS LAST both columns), so a page
  // is read in index order and stops after 20 rows: descending NULLS LAST; ascending date and shares
  // (never null) NULLS FIRST, which the descending index gives read backwards; ascending value (unknown
  // values last) has an index of its own. The id keeps pages stable.
  const column =
    filter.sortBy === 'value' ? sql`d.value` : filter.sortBy === 'shares' ? sql`d.shares` : sql`d.deal_date`;
  if (filter.sortOrder === 'desc') return sql`${column} DESC NULLS LAST, d.id DESC NULLS LAST`;
  if (filter.sortBy === 'value') return sql`${column} ASC NULLS LAST, d.id ASC NULLS LAST`;
  return sql`${column} ASC NULLS FIRST, d.id ASC NULLS FIRST`;
}

/**
 * A deal's columns as the calls answer them (d: insider_deals, s: stocks, i: insiders, f: insider_filings).
 * A page's rows arrive as one JSON array built by PostgreSQL (`json_agg`, read with jsonArray), not as 20
 * rows of 22 columns: the driver sets up one field instead of 22 and parses one text with JSON.parse
 * instead of 440 values one by one (profiled: row handling was the largest part of the radar's Node CPU
 * after the socket writes). Numeric columns become JSON numbers (the same doubles as a float8 cast: both
 * round the exact decimal to the nearest one) and dates ISO `YYYY-MM-DD` text, with no cast or to_char.
 */
const DEAL_COLUMNS = `d.id, d.insider_id, i.name AS insider_name, i.position AS insider_position,
  s.ticker, s.name AS company_name, d.code, d.kind, d.acquired_disposed,
  d.shares, d.price, d.value, d.currency, d.deal_date AS trade_date, d.filed_at,
  d.holdings_after, d.ownership, d.plan_10b5_1, d.derivative, d.security_title, d.cluster, f.accession`;
const DEAL_JOINS = `JOIN stocks s ON s.id = d.stock_id
  LEFT JOIN insiders i ON i.id = d.insider_id
  LEFT JOIN insider_filings f ON f.id = d.filing_id`;

/**
 * The rows of some deals by id, in any order, as one statement prepared per connection (a generic plan:
 * primary-key lookups): planning the page's ids and these rows as one five-table statement cost ≈ 1 ms a
 * request at scale 100, more than running it. The rows come as one JSON array.
 */
const DEALS_BY_IDS = `SELECT coalesce(json_agg(r), '[]') AS rows
  FROM (SELECT ${DEAL_COLUMNS} FROM insider_deals d ${DEAL_JOINS} WHERE d.id = ANY($1::bigint[])) r`;

/**
 * Whether the page and count may be prepared statements by shape (db/client.ts queryRowsByShape): one
 * share's or one insider's deals, where every value has the same best plan (that column's index, a few
 * hundred rows at most) and PostgreSQL settles on a generic plan after five runs. Not with a value or
 * date range (its bounds decide which index is best: a minimum of 10⁹ by date reads the value index,
 * 10⁵ the date index): checked with EXPLAIN at scale 100, their generic plans were 3–5 times slower
 * than the custom ones. Nor with roles: a role's own index or the share's, whichever holds fewer deals,
 * is a choice for the values' plan (and several roles are a union).
 */
function preparedByShape(filter: DealsFilter): boolean {
  return (
    (filter.ticker !== undefined || filter.stockId !== undefined || filter.insiderId !== undefined) &&
    // Each shape stays prepared on every pooled connection for good, so their number must be small: the
    // types make three texts (one, two or all of them), the sorts six; codes (any subset of a dozen,
    // thousands of texts) are left to plain queries.
    filter.codes.length === 0 &&
    filter.roles.length === 0 &&
    filter.minValue === undefined &&
    filter.maxValue === undefined &&
    filter.dateFrom === undefined &&
    filter.dateTo === undefined
  );
}

export function createInsiderRadarRepository(db: Database) {
  const dealsByIds = preparedStatement<{ rows: DealRow[] | string | null }>(
    db,
    'ir_radar_deals_by_ids_json',
    DEALS_BY_IDS,
  );
  return {
    /** One page of deals and how many match (up to TOTAL_CAP + 1). */
    async deals(filter: DealsFilter): Promise<{ rows: DealRow[]; total: number }> {
      const limit = sql.raw(String(Math.trunc(filter.limit)));
      const cap = sql.raw(String(TOTAL_CAP + 1));
      const roles = [...new Set(filter.roles)];
      let idsQuery: SQL;
      let countQuery: SQL;
      if (roles.length <= 1) {
        const where = conditions(filter, roles[0]);
        idsQuery = sql`SELECT d.id::int AS id FROM insider_deals d
              WHERE ${where}
              ORDER BY ${orderBy(filter)}
              LIMIT ${limit} OFFSET ${filter.offset}`;
        countQuery = sql`SELECT count(*)::int AS n FROM (
                SELECT 1 FROM insider_deals d WHERE ${where} LIMIT ${cap}) t`;
      } else {
        // Several roles: each role's deals from its own index, merged. A deal of an insider with two of
        // them is one row of the union. Each branch gives the first offset + limit rows (the page) or at
        // most the cap (the total: if one branch reaches it, so does the union; else the union is exact).
        const upTo = sql.raw(String(Math.trunc(filter.offset + filter.limit)));
        const wheres = roles.map((role) => conditions(filter, role));
        const pages = wheres.map(
          (where) => sql`(SELECT d.id, d.deal_date, d.value, d.shares FROM insider_deals d
                WHERE ${where} ORDER BY ${orderBy(filter)} LIMIT ${upTo})`,
        );
        const capped = wheres.map((where) => sql`(SELECT d.id FROM insider_deals d WHERE ${where} LIMIT ${cap})`);
        idsQuery = sql`SELECT d.id::int AS id FROM (${sql.join(pages, sql` UNION `)}) d
              ORDER BY ${orderBy(filter)}
              LIMIT ${limit} OFFSET ${filter.offset}`;
        countQuery = sql`SELECT count(*)::int AS n FROM (${sql.join(capped, sql` UNION `)}) t`;
      }
      if (preparedByShape(filter)) {
        // One statement per shape for the capped total and the page with its rows, prepared on each
        // connection: neither parsed nor planned again, one round trip, one row (the rows null on an
        // empty page).
        const [row] = await queryRowsByShape<{ total: number; rows: DealRow[] | string | null }>(
          db,
          sql`SELECT (${countQuery}) AS total, (
                SELECT json_agg(r ORDER BY r.position) FROM (
                  SELECT ${sql.raw(DEAL_COLUMNS)}, page.position
                  FROM unnest(ARRAY(${idsQuery})) WITH ORDINALITY AS page(id, position)
                  JOIN insider_deals d ON d.id = page.id ${sql.raw(DEAL_JOINS)}
                ) r
              ) AS rows`,
        );
        return { rows: jsonArray(row?.rows), total: row?.total ?? 0 };
      }
      // The page's ids and the capped total from insider_deals alone, one statement (index-only over the
      // covering indexes of migration 0014, however deep the page; quick to plan), then its 20 rows by id.
      const [counted] = await queryRows<{ ids: number[]; n: number }>(
        db,
        sql`SELECT ARRAY(${idsQuery}) AS ids, (${countQuery}) AS n`,
      );
      const ids = counted?.ids ?? [];
      const found = ids.length > 0 ? jsonArray((await dealsByIds([ids]))[0]?.rows) : [];
      const byId = new Map(found.map((row) => [row.id, row]));
      // A deal deleted between the two statements is left out.
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      return { rows, total: counted?.n ?? 0 };
    },

    async stockIdByTicker(ticker: string): Promise<number | null> {
      const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM stocks WHERE ticker = ${ticker}`);
      return rows[0]?.id ?? null;
    },

    async insider(id: number) {
      const rows = await queryRows<{
        id: number;
        name: string;
        position: string;
        cik: string | null;
        is_director: boolean;
        is_officer: boolean;
        is_ten_percent_owner: boolean;
        is_other: boolean;
        ticker: string | null;
        company_name: string | null;
        deals_count: number;
        /** The latest disclosure among the insider's deals (a person with no filings of their own). */
        last_deal_filed_at: string | null;
      }>(
        db,
        sql`SELECT i.id, i.name, i.position, i.cik, i.is_director, i.is_officer, i.is_ten_percent_owner, i.is_other,
                   s.ticker, s.name AS company_name, i.deals_count,
                   (SELECT to_char(max(d.filed_at), 'YYYY-MM-DD') FROM insider_deals d WHERE d.insider_id = i.id)
                     AS last_deal_filed_at
            FROM insiders i LEFT JOIN stocks s ON s.id = i.stock_id WHERE i.id = ${id}`,
      );
      return rows[0] ?? null;
    },

    /** Every issuer the insider has filed about, with the relationship of the latest filing (or the seeded position). */
    async positions(id: number) {
      return queryRows<{
        ticker: string;
        company_name: string;
        position: string | null;
        officer_title: string | null;
        is_director: boolean;
        is_officer: boolean;
        is_ten_percent_owner: boolean;
        is_other: boolean;
        other_text: string | null;
        last_filed_at: string | null;
      }>(
        db,
        sql`SELECT DISTINCT ON (s.id) s.ticker, s.name AS company_name, NULL::text AS position, o.officer_title,
                   o.is_director, o.is_officer, o.is_ten_percent_owner, o.is_other, o.other_text,
                   to_char(f.filed_at, 'YYYY-MM-DD') AS last_filed_at
            FROM insider_filing_owners o
            JOIN insider_filings f ON f.id = o.filing_id
            JOIN stocks s ON s.id = f.stock_id
            WHERE o.insider_id = ${id}
            ORDER BY s.id, f.filed_at DESC, f.id DESC`,
      );
    },

    /** Sums per type and currency of one insider's deals. */
    async totals(id: number) {
      return queryRows<{ type: string; currency: string; deals: number; shares: number; value: number | null }>(
        db,
        sql`SELECT kind AS type, currency, count(*)::int AS deals, sum(shares)::float8 AS shares, sum(value)::float8 AS value
            FROM insider_deals WHERE insider_id = ${id} GROUP BY kind, currency ORDER BY kind, currency`,
      );
    },

    /**
     * Cluster buys grouped: per share, each run of marked deals whose days are at most `windowDays`
     * apart, with its insiders and sums; newest first.
     */
    async clusters(options: {
      windowDays: number;
      ticker?: string;
      dateFrom?: string;
      dateTo?: string;
      limit: number;
      offset: number;
    }) {
      const where: SQL[] = [sql`d.cluster`];
      if (options.ticker) where.push(sql`s.ticker = ${options.ticker}`);
      if (options.dateFrom) where.push(sql`d.deal_date >= ${options.dateFrom}::date`);
      if (options.dateTo) where.push(sql`d.deal_date <= ${options.dateTo}::date`);
      return queryRows<{
        ticker: string;
        company_name: string;
        currency: string;
        start_date: string;
        end_date: string;
        insiders: number;
        deals: number;
        shares: number;
        value: number | null;
        insider_list: Array<{ id: number; name: string; position: string }>;
        total: number;
      }>(
        db,
        sql`WITH marked AS (
              SELECT d.id, d.stock_id, d.insider_id, d.deal_date, d.shares, d.value, s.ticker, s.name AS company_name, d.currency,
                     CASE WHEN d.deal_date - lag(d.deal_date) OVER (PARTITION BY d.stock_id ORDER BY d.deal_date, d.id) < ${options.windowDays}::int
                          THEN 0 ELSE 1 END AS starts
              FROM insider_deals d JOIN stocks s ON s.id = d.stock_id
              WHERE ${sql.join(where, sql` AND `)}
            ),
            grouped AS (
              SELECT *, sum(starts) OVER (PARTITION BY stock_id ORDER BY deal_date, id) AS run FROM marked
            ),
            runs AS (
              SELECT g.stock_id, g.run, min(g.ticker) AS ticker, min(g.company_name) AS company_name, min(g.currency) AS currency,
                     to_char(min(g.deal_date), 'YYYY-MM-DD') AS start_date, to_char(max(g.deal_date), 'YYYY-MM-DD') AS end_date,
                     count(DISTINCT g.insider_id)::int AS insiders, count(*)::int AS deals,
                     sum(g.shares)::float8 AS shares, sum(g.value)::float8 AS value,
                     (SELECT json_agg(json_build_object('id', i.id, 'name', i.name, 'position', i.position) ORDER BY i.name)
                        FROM insiders i WHERE i.id IN (SELECT DISTINCT insider_id FROM grouped x WHERE x.stock_id = g.stock_id AND x.run = g.run)) AS insider_list
              FROM grouped g GROUP BY g.stock_id, g.run
            )
            SELECT *, count(*) OVER ()::int AS total FROM runs
            ORDER BY end_date DESC, ticker
            LIMIT ${options.limit} OFFSET ${options.offset}`,
      );
    },
  };
}
export type InsiderRadarRepository = ReturnType<typeof createInsiderRadarRepository>;
