import { sql } from 'drizzle-orm';
import { CLUSTER_MIN_INSIDERS, CLUSTER_WINDOW_DAYS } from '@investradar/ui/domain';
import type { Database } from '../../db/client';

export interface ClusterRule {
  /** Distinct insiders of one issuer buying on the open market… */
  minInsiders: number;
  /** …within this many days (the first buy's day included). */
  windowDays: number;
}

/** The rule: the domain's numbers (3 insiders, 10 days), or RADAR_CLUSTER_MIN_INSIDERS / RADAR_CLUSTER_WINDOW_DAYS. */
export function clusterRuleFromEnv(env: NodeJS.ProcessEnv = process.env): ClusterRule {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return {
    minInsiders: positive(env.RADAR_CLUSTER_MIN_INSIDERS, CLUSTER_MIN_INSIDERS),
    windowDays: positive(env.RADAR_CLUSTER_WINDOW_DAYS, CLUSTER_WINDOW_DAYS),
  };
}

/**
 * Marks cluster buys: an open-market purchase (code P, not a buyback) is part of a cluster when some
 * window of `windowDays` days that holds it holds purchases of the same share by at least
 * `minInsiders` distinct insiders. Windows start on each purchase's day, which finds every such window.
 * One statement; only the rows whose mark changes are written. Run after an import and after seeding.
 */
export async function recomputeClusters(db: Database, rule: ClusterRule = clusterRuleFromEnv()): Promise<void> {
  const span = rule.windowDays - 1;
  await db.execute(sql`
    WITH buys AS (
      SELECT id, stock_id, insider_id, deal_date FROM insider_deals
      WHERE code = 'P' AND NOT buyback AND insider_id IS NOT NULL
    ),
    clusters AS (
      SELECT s.stock_id, s.deal_date AS start
      FROM (SELECT DISTINCT stock_id, deal_date FROM buys) s
      JOIN buys x ON x.stock_id = s.stock_id AND x.deal_date BETWEEN s.deal_date AND s.deal_date + ${span}::int
      GROUP BY s.stock_id, s.deal_date
      HAVING count(DISTINCT x.insider_id) >= ${rule.minInsiders}::int
    ),
    members AS (
      SELECT DISTINCT b.id FROM buys b
      JOIN clusters c ON c.stock_id = b.stock_id AND b.deal_date BETWEEN c.start AND c.start + ${span}::int
    )
    UPDATE insider_deals d SET cluster = NOT d.cluster
    WHERE d.cluster <> (d.id IN (SELECT id FROM members))`);
}
