import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  forecasterScore,
  ideaPeriods,
  PERIOD_DAYS,
  type ForecasterKind,
  type IdeaPeriod,
} from '@investradar/ui/domain';
import { queryRows, type Database } from '../../db/client';
import { analysts, brokers, forecasterStats } from '../../db/schema';

interface Aggregate {
  period: IdeaPeriod;
  kind: ForecasterKind;
  id: number;
  closed: number;
  successes: number;
  average_return: number;
  annualised_return: number;
  vs_index: number;
}

const periodsTable = sql.join(
  ideaPeriods.map((period) => {
    const days = PERIOD_DAYS[period];
    return days === null
      ? sql`(${period}, '-infinity'::timestamptz)`
      : sql`(${period}, now() - ${days} * interval '1 day')`;
  }),
  sql`, `,
);

export function createForecastersRepository(db: Database) {
  return {
    /**
     * Recomputes the rating from the closed, visible ideas: per period and forecaster the closed and
     * successful ideas, the average result, its annualised form (the summed result over the summed days
     * held, × 365) and the average result over IMOEX's for the same days; the score is the domain's
     * Bayesian average toward the period's mean. Replaces the table in one transaction.
     */
    async refresh(now: Date = new Date()): Promise<number> {
      const rows = await queryRows<Aggregate>(
        db,
        sql`
        WITH closed AS (
          SELECT i.analyst_id, i.broker_id, i.closed_with_profit AS profit, i.return_pct::float8 AS r, i.index_return_pct::float8 AS ir,
                 GREATEST(1, extract(epoch FROM i.closed_at - i.opened_at) / 86400)::float8 AS days, i.closed_at
          FROM ideas i WHERE i.status <> 'open' AND NOT i.hidden AND i.return_pct IS NOT NULL
        ),
        periods(period, since) AS (VALUES ${periodsTable}),
        tagged AS (
          SELECT p.period, 'analyst' AS kind, c.analyst_id AS id, c.* FROM periods p JOIN closed c ON c.closed_at >= p.since WHERE c.analyst_id IS NOT NULL
          UNION ALL
          SELECT p.period, 'broker' AS kind, c.broker_id AS id, c.* FROM periods p JOIN closed c ON c.closed_at >= p.since WHERE c.broker_id IS NOT NULL
        )
        SELECT period, kind, id, count(*)::int AS closed, (count(*) FILTER (WHERE profit))::int AS successes,
               avg(r) AS average_return, sum(r) / sum(days) * 365 AS annualised_return, avg(r - ir) AS vs_index
        FROM tagged GROUP BY period, kind, id`,
      );
      const priors = new Map<string, number>();
      for (const period of ideaPeriods) {
        // Each idea counts once per kind: the analysts' rows hold every closed idea with an analyst.
        const list = rows.filter((r) => r.period === period && r.kind === 'analyst');
        const closed = list.reduce((sum, r) => sum + r.closed, 0);
        priors.set(period, closed === 0 ? 0.5 : list.reduce((sum, r) => sum + r.successes, 0) / closed);
      }
      const scored = rows.map((r) => ({
        ...r,
        score: forecasterScore(r.successes, r.closed, priors.get(r.period) ?? 0.5),
        prior: priors.get(r.period) ?? 0.5,
      }));
      scored.sort(
        (a, b) =>
          a.period.localeCompare(b.period) ||
          a.kind.localeCompare(b.kind) ||
          b.score - a.score ||
          b.closed - a.closed ||
          a.id - b.id,
      );
      const ranks = new Map<string, number>();
      const values = scored.map((r) => {
        const key = `${r.period}:${r.kind}`;
        const rank = (ranks.get(key) ?? 0) + 1;
        ranks.set(key, rank);
        const fixed = (n: number) => (Number.isFinite(n) ? n.toFixed(4) : '0');
        return {
          kind: r.kind,
          forecasterId: r.id,
          period: r.period,
          closedIdeas: r.closed,
          successfulIdeas: r.successes,
          averageReturn: fixed(r.average_return),
          annualisedReturn: fixed(Math.max(-999_999, Math.min(999_999, r.annualised_return))),
          vsIndex: fixed(r.vs_index),
          score: r.score.toFixed(2),
          prior: r.prior.toFixed(4),
          rank,
          computedAt: now,
        };
      });
      await db.transaction(async (tx) => {
        await tx.delete(forecasterStats);
        for (let i = 0; i < values.length; i += 500) await tx.insert(forecasterStats).values(values.slice(i, i + 500));
      });
      return values.length;
    },

    async page(options: { period: IdeaPeriod; kind: ForecasterKind; offset: number; limit: number }) {
      const where = and(eq(forecasterStats.period, options.period), eq(forecasterStats.kind, options.kind));
      const name = options.kind === 'analyst' ? analysts.name : brokers.name;
      const base = db
        .select({
          id: forecasterStats.forecasterId,
          rank: forecasterStats.rank,
          closed: forecasterStats.closedIdeas,
          successes: forecasterStats.successfulIdeas,
          averageReturn: forecasterStats.averageReturn,
          annualisedReturn: forecasterStats.annualisedReturn,
          vsIndex: forecasterStats.vsIndex,
          score: forecasterStats.score,
          prior: forecasterStats.prior,
          computedAt: forecasterStats.computedAt,
          name,
          brokerId: options.kind === 'analyst' ? brokers.id : sql<number | null>`NULL::int`,
          brokerName: options.kind === 'analyst' ? brokers.name : sql<string | null>`NULL::text`,
        })
        .from(forecasterStats);
      const joined =
        options.kind === 'analyst'
          ? base
              .innerJoin(analysts, eq(analysts.id, forecasterStats.forecasterId))
              .innerJoin(brokers, eq(brokers.id, analysts.brokerId))
          : base.innerJoin(brokers, eq(brokers.id, forecasterStats.forecasterId));
      const [rows, [total]] = await Promise.all([
        joined.where(where).orderBy(asc(forecasterStats.rank)).limit(options.limit).offset(options.offset),
        db.select({ n: count() }).from(forecasterStats).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type ForecastersRepository = ReturnType<typeof createForecastersRepository>;
