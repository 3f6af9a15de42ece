// How a closed idea's result is computed, shared by the price job, the operator's close and the seed.
import { sql } from 'drizzle-orm';

/** The benchmark an idea's result is compared with. */
export const BENCHMARK_INDEX = 'IMOEX';

type Fragment = ReturnType<typeof sql>;

const indexOnOrBefore = (day: Fragment) =>
  sql`(SELECT p.close FROM index_prices p WHERE p.code = ${BENCHMARK_INDEX} AND p.date <= ${day} ORDER BY p.date DESC LIMIT 1)`;
const moscowDay = (column: Fragment) => sql`(${column} AT TIME ZONE 'Europe/Moscow')::date`;

/**
 * Result of a closed idea and of IMOEX over the same days, percent (in the idea's direction): the SET list of one
 * UPDATE of ideas, shared by the seed and the price job.
 */
export const IDEA_RESULTS = sql`
  return_pct = round((CASE WHEN direction = 'short' THEN -1 ELSE 1 END * (close_price / start_price - 1) * 100)::numeric, 4),
  index_return_pct = round(coalesce((${indexOnOrBefore(moscowDay(sql`closed_at`))} / ${indexOnOrBefore(moscowDay(sql`opened_at`))} - 1) * 100, 0)::numeric, 4)`;
