// Ideas over two years of daily prices (issue #13). Prices are generated inside the database from a
// hash of (share, day), so they are the same on every engine and every run whatever the plan's row
// order; ideas open at a day's close and are replayed over the prices that follow: the target reached,
// closed early by the analyst, or expired at the horizon. Ratings computed from them mean something.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { BENCHMARK_INDEX, IDEA_RESULTS } from '../features/prices';
import { MOSCOW_TODAY, countRealStocks, realStocks } from './seeded-rows';

/** Days of history before the seed day (weekdays only: the exchange's trading days, holidays aside). */
export const HISTORY_DAYS = 730;
/** Level of IMOEX on the last day of the generated history. */
const IMOEX_LAST = 2850;

/** Uniform (0, 1] from a text key: md5's first 28 bits, never 0 (ln of it is taken). Same as offline.ts. */
export const uniform = (key: ReturnType<typeof sql>) =>
  sql`((('x' || substr(md5(${key}), 1, 7))::bit(28)::int)::float8 + 1) / 268435457.0`;
/** Standard normal from two uniforms (Box–Muller). */
const normal = (key: ReturnType<typeof sql>) =>
  sql`(sqrt(-2 * ln(${uniform(sql`${key} || ':a'`)})) * cos(2 * pi() * ${uniform(sql`${key} || ':b'`)}))`;

/** Largest daily move of a generated close (a circuit breaker of sorts: typical moves are 1–3 %). */
const MAX_DAILY_LOG_MOVE = 0.07;

/** `day` of every trading day of the history, oldest first. */
export const TRADING_DAYS = sql`SELECT d::date AS day FROM generate_series((${MOSCOW_TODAY} - ${sql.raw(String(HISTORY_DAYS))})::timestamp, (${MOSCOW_TODAY} - 1)::timestamp, interval '1 day') d WHERE extract(isodow FROM d) < 6`;

/**
 * Daily closes of the real shares and of IMOEX: a random walk (drift +0.02 %/day, volatility 1.2–3 % a
 * day by share, no day beyond ±7 %) scaled so that the last close is the share's last price — the close
 * of the Moscow Exchange snapshot (data/moex-shares.ts). Each day's move is a hash of (ticker, day):
 * the same path on every engine and every run.
 */
export async function seedPriceHistory(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO stock_prices (stock_id, date, close)
    SELECT stock_id, day, round((last_price * exp(cum - total))::numeric, 4)
    FROM (
      SELECT stock_id, day, last_price,
             sum(r) OVER (PARTITION BY stock_id ORDER BY day) AS cum,
             sum(r) OVER (PARTITION BY stock_id) AS total
      FROM (
        SELECT s.id AS stock_id, s.last_price, d.day,
               greatest(-${MAX_DAILY_LOG_MOVE}::float8, least(${MAX_DAILY_LOG_MOVE}::float8,
                 0.0002 + (0.012 + 0.018 * ${uniform(sql`s.ticker || ':volatility'`)}) * ${normal(sql`s.ticker || ':' || d.day`)})) AS r
        FROM ${realStocks} s CROSS JOIN (${TRADING_DAYS}) d
        -- A share whose closes came from elsewhere (the price job) keeps them.
        WHERE s.last_price IS NOT NULL AND NOT EXISTS (SELECT 1 FROM stock_prices p WHERE p.stock_id = s.id)
      ) x
    ) w`);
  await db.execute(sql`
    INSERT INTO index_prices (code, date, close)
    SELECT ${BENCHMARK_INDEX}, day, round((${IMOEX_LAST} * exp(cum - total))::numeric, 4)
    FROM (
      SELECT day, sum(r) OVER (ORDER BY day) AS cum, sum(r) OVER () AS total
      FROM (SELECT d.day, 0.0002 + 0.011 * ${normal(sql`'IMOEX:' || d.day`)} AS r FROM (${TRADING_DAYS}) d) x
    ) w
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE stocks s SET last_price_date = p.date, last_price = p.close
    FROM (SELECT DISTINCT ON (stock_id) stock_id, date, close FROM stock_prices ORDER BY stock_id, date DESC) p
    WHERE p.stock_id = s.id AND s.id IN (SELECT id FROM ${realStocks} r)`);
}

/** A share's close on a day or the last one before it. */
const closeOnOrBefore = (stock: ReturnType<typeof sql>, day: ReturnType<typeof sql>) =>
  sql`(SELECT p.close FROM stock_prices p WHERE p.stock_id = ${stock} AND p.date <= ${day} ORDER BY p.date DESC LIMIT 1)`;
const moscowDay = (column: ReturnType<typeof sql>) => sql`(${column} AT TIME ZONE 'Europe/Moscow')::date`;
const moscowEvening = (day: ReturnType<typeof sql>) =>
  sql`((${day})::date + time '19:00') AT TIME ZONE 'Europe/Moscow'`;

const GROWTH = sql`ARRAY['dividends', 'buyback', 'earnings', 'undervalued', 'sector', 'macro', 'mergers', 'technical']`;

/**
 * `count` ideas over the real shares; opened on a trading day of the history at that day's close, the
 * target within −30…+60 % of it.
 */
export async function seedIdeas(db: Database, count: number): Promise<void> {
  const realCount = await countRealStocks(db);
  const [analystRange] = await queryRows<{ min: number; max: number }>(
    db,
    sql`SELECT min(id)::int AS min, max(id)::int AS max FROM analysts`,
  );
  if (!analystRange) throw new Error('analysts is empty');
  await db.execute(sql`SELECT setseed(0.17)`);
  await db.execute(sql`
    WITH days AS (SELECT row_number() OVER (ORDER BY day)::int AS n, day FROM (${TRADING_DAYS}) t),
         total AS (SELECT count(*)::int AS n FROM days)
    INSERT INTO ideas (stock_id, analyst_id, broker_id, name, direction, horizon_days, potential_yield, start_price, target_price,
                       currency, status, opened_at, horizon_at, asset_type, growth_factors, iis, risk_level, premium, premium_price,
                       description, hidden)
    SELECT s.id, a.id, a.broker_id,
           CASE WHEN r.long THEN s.name || ': потенциал роста ' || r.yield || '%' ELSE s.name || ': ожидаем снижение на ' || r.yield || '%' END,
           CASE WHEN r.long THEN 'long' ELSE 'short' END,
           r.horizon, r.yield, p.close,
           round(p.close * CASE WHEN r.long THEN 1 + r.yield / 100.0 ELSE 1 - r.yield / 100.0 END, 4),
           CASE WHEN r.asset = 'shares_us' THEN 'USD' ELSE 'RUB' END,
           'open',
           ${moscowEvening(sql`d.day`)} - interval '9 hours',
           ${moscowEvening(sql`d.day`)} - interval '9 hours' + r.horizon * interval '1 day',
           r.asset,
           CASE WHEN r.g2 = r.g1 OR r.f < 0.5 THEN ARRAY[(${GROWTH})[r.g1]] ELSE ARRAY[(${GROWTH})[r.g1], (${GROWTH})[r.g2]] END,
           r.iis,
           CASE WHEN r.yield > 30 THEN 'high' WHEN r.yield > 15 THEN 'medium' ELSE 'low' END,
           r.premium,
           CASE WHEN r.premium THEN 490 + (r.yield % 6) * 100 END,
           'Аналитик ожидает ' || CASE WHEN r.long THEN 'рост' ELSE 'снижение' END || ' котировок ' || s.name || ' на ' || r.yield
             || '% за ' || r.horizon || ' дн. Идея основана на отчетности компании, прогнозе отрасли и оценке по мультипликаторам.',
           r.hidden
    FROM (
      SELECT (1 + floor(power(random(), 1.6) * ${realCount}))::int AS stock_n,
             (${analystRange.min} + floor(random() * ${analystRange.max - analystRange.min + 1}))::int AS analyst_id,
             r0.long,
             -- Potential: up to +60 % for a long idea, down to −30 % for a short one.
             (5 + floor(random() * CASE WHEN r0.long THEN 56 ELSE 26 END))::int AS yield,
             (ARRAY[30, 60, 90, 180, 365])[1 + floor(random() * 5)::int] AS horizon,
             1 + floor(random() * ((SELECT n FROM total) - 1))::int AS day_n,
             (ARRAY['shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru',
                    'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_ru', 'shares_us', 'shares_us', 'bonds', 'bonds', 'funds'])[1 + floor(random() * 20)::int] AS asset,
             1 + floor(random() * 8)::int AS g1, 1 + floor(random() * 8)::int AS g2, random() AS f,
             random() < 0.4 AS iis, random() < 0.08 AS premium, random() < 0.01 AS hidden
      FROM (SELECT random() < 0.8 AS long FROM generate_series(1, ${count})) r0
    ) r
    JOIN days d ON d.n = r.day_n
    JOIN ${realStocks} s ON s.n = r.stock_n
    JOIN stock_prices p ON p.stock_id = s.id AND p.date = d.day
    JOIN analysts a ON a.id = r.analyst_id`);
  await replayIdeas(db);
}

/**
 * Plays the seeded ideas over the history up to yesterday. About one idea in eight is closed by its
 * analyst halfway to the horizon; the others run to the horizon. The target reached first closes it
 * (target_reached), else the last close decides: closed_profit / closed_loss, or expired.
 */
async function replayIdeas(db: Database): Promise<void> {
  const early = sql`((i.id::bigint * 2654435761) % 100 < 12)`;
  const end = sql`LEAST(CASE WHEN ${early} THEN ${moscowDay(sql`i.opened_at`)} + i.horizon_days / 2 ELSE ${moscowDay(sql`i.horizon_at`)} END, ${MOSCOW_TODAY} - 1)`;
  await db.execute(sql`
    UPDATE ideas i SET status = 'target_reached', closed_at = ${moscowEvening(sql`h.date`)}, close_price = h.close, closed_with_profit = true
    FROM (
      SELECT i.id, x.date, x.close FROM ideas i
      CROSS JOIN LATERAL (
        SELECT p.date, p.close FROM stock_prices p
        WHERE p.stock_id = i.stock_id AND p.date > ${moscowDay(sql`i.opened_at`)} AND p.date <= ${end}
          AND CASE WHEN i.direction = 'short' THEN p.close <= i.target_price ELSE p.close >= i.target_price END
        ORDER BY p.date LIMIT 1
      ) x
      WHERE i.status = 'open'
    ) h
    WHERE i.id = h.id`);
  const closeDay = sql`CASE WHEN ${early} THEN ${moscowDay(sql`i.opened_at`)} + i.horizon_days / 2 ELSE ${moscowDay(sql`i.horizon_at`)} END`;
  await db.execute(sql`
    UPDATE ideas u SET
      status = CASE WHEN c.early THEN (CASE WHEN c.profit THEN 'closed_profit' ELSE 'closed_loss' END) ELSE 'expired' END,
      closed_at = ${moscowEvening(sql`c.day`)}, close_price = c.close, closed_with_profit = c.profit
    FROM (
      SELECT i.id, ${early} AS early, ${closeDay} AS day, x.close,
             CASE WHEN i.direction = 'short' THEN x.close < i.start_price ELSE x.close > i.start_price END AS profit
      FROM ideas i CROSS JOIN LATERAL (SELECT ${closeOnOrBefore(sql`i.stock_id`, closeDay)} AS close) x
      WHERE i.status = 'open' AND ${closeDay} < ${MOSCOW_TODAY}
    ) c
    WHERE u.id = c.id`);
  await db.execute(sql`UPDATE ideas SET ${IDEA_RESULTS} WHERE status <> 'open'`);
  await db.execute(
    sql`INSERT INTO idea_status_history (idea_id, status, price, changed_at) SELECT id, 'open', start_price, opened_at FROM ideas`,
  );
  await db.execute(sql`
    INSERT INTO idea_status_history (idea_id, status, price, changed_at)
    SELECT id, status, close_price, closed_at FROM ideas WHERE status <> 'open'`);
}
