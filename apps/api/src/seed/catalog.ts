// Market data for search, radar and portfolios. Small tables are built in JS; the big ones (deals,
// ideas) are generated inside the database with generate_series, which keeps --scale 100 (1M deals)
// to seconds on both engines instead of shipping a million rows through the driver.
import { recomputeClusters } from '../features/insider-radar';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  analysts,
  bets,
  brokers,
  ideaPurchases,
  ideas,
  ideaVotes,
  insiders,
  portfolioIdeas,
  portfolios,
  portfolioUpdates,
  stocks,
  surveyOptions,
  surveyQuestions,
  users,
} from '../db/schema';
import { BROKERS } from './data/brokers';
import {
  FEMALE_FIRST,
  FEMALE_PATRONYMIC,
  INSIDER_POSITIONS,
  MALE_FIRST,
  MALE_PATRONYMIC,
  SURNAMES,
  femaleSurname,
} from './data/people';
import { STOCKS, SYNTHETIC_ADJECTIVES, SYNTHETIC_CITIES, SYNTHETIC_FORMS, SYNTHETIC_NOUNS } from './data/stocks';
import { MOEX_SHARES } from './data/moex-shares';
import { TRADING_DAYS, seedIdeas, seedPriceHistory, uniform } from './ideas';
import {
  MOSCOW_TODAY,
  countSeededInsiders,
  countSeededStocks,
  seededInsiders,
  seededStocks,
  seededStockIds,
} from './seeded-rows';
import { ASSET_OPTIONS, CURRENCY_OPTIONS, SURVEY_QUESTIONS, startYearOptions } from './data/survey';

export interface CatalogVolumes {
  /** Shares beyond the real MOEX list, with invented names and Q-tickers (benchmark volumes only). */
  extraStocks: number;
  insiders: number;
  deals: number;
  ideas: number;
}

/**
 * scale 1: the demo data set (the real MOEX shares, 300 insiders, 5,000 deals, 1,200 ideas). scale N ≥ 2:
 * N % of the benchmark volume, which scale 100 reaches: 50k shares, 200k insiders, 1M deals, 100k ideas.
 */
export function volumesFor(scale: number): CatalogVolumes {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive integer, got ${scale}`);
  if (scale === 1) return { extraStocks: 0, insiders: 300, deals: 5_000, ideas: 1_200 };
  return {
    extraStocks: Math.max(0, 500 * scale - STOCKS.length),
    insiders: 2_000 * scale,
    deals: 10_000 * scale,
    ideas: 1_000 * scale,
  };
}

/** Deterministic PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
type Random = ReturnType<typeof createRandom>;

export function personName(random: Random): string {
  const female = random.next() < 0.3;
  const surname = random.pick(SURNAMES);
  return female
    ? `${femaleSurname(surname)} ${random.pick(FEMALE_FIRST)} ${random.pick(FEMALE_PATRONYMIC)}`
    : `${surname} ${random.pick(MALE_FIRST)} ${random.pick(MALE_PATRONYMIC)}`;
}

export function tickerUrl(ticker: string): string {
  return `/stocks/${ticker.toLowerCase()}`;
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function seedStocks(db: Database) {
  await db
    .insert(stocks)
    .values(
      STOCKS.map(([ticker, name]) => ({
        ticker,
        name,
        tickerUrl: tickerUrl(ticker),
        lastPrice: String(MOEX_SHARES[ticker]![1]),
      })),
    )
    .onConflictDoNothing();
}

/**
 * Invented issuers for benchmark volumes: «<region adjective> <noun>» (<city>), tickers Q + four
 * letters, which no real MOEX share uses. Deterministic: the n-th share is always the same.
 */
export function syntheticStock(n: number): { ticker: string; name: string } {
  const adjective = SYNTHETIC_ADJECTIVES[n % SYNTHETIC_ADJECTIVES.length]!;
  const noun = SYNTHETIC_NOUNS[Math.floor(n / SYNTHETIC_ADJECTIVES.length) % SYNTHETIC_NOUNS.length]!;
  const rest = Math.floor(n / (SYNTHETIC_ADJECTIVES.length * SYNTHETIC_NOUNS.length));
  const city = SYNTHETIC_CITIES[rest % SYNTHETIC_CITIES.length]!;
  const form = SYNTHETIC_FORMS[Math.floor(rest / SYNTHETIC_CITIES.length) % SYNTHETIC_FORMS.length]!;
  let code = '';
  for (let i = 0, v = n; i < 4; i++, v = Math.floor(v / 26)) code = String.fromCharCode(65 + (v % 26)) + code;
  return { ticker: `Q${code}`, name: `${form} «${adjective} ${noun}» (${city})` };
}

export async function seedSyntheticStocks(db: Database, count: number) {
  const rows = Array.from({ length: count }, (_, n) => {
    const { ticker, name } = syntheticStock(n);
    return { ticker, name, tickerUrl: tickerUrl(ticker) };
  });
  await insertInBatches(rows, 2_000, (batch) => db.insert(stocks).values(batch).onConflictDoNothing());
}

export async function seedAnalysts(db: Database, random: Random) {
  const brokerRows = await db.select({ id: brokers.id, key: brokers.key }).from(brokers).orderBy(asc(brokers.id));
  const rows = brokerRows
    .filter((b) => b.key !== 'other')
    .flatMap((b) => [0, 1, 2].map(() => ({ name: personName(random), brokerId: b.id })));
  await db.insert(analysts).values(rows);
}

/** The radar's role of a seeded Russian position: board members are directors, a large shareholder a 10 % owner. */
function insiderRelation(position: string) {
  const isDirector = /совета директоров|Независимый директор/.test(position) && !position.startsWith('Связанное');
  const isTenPercentOwner = position === 'Крупный акционер';
  const isOther = position.startsWith('Связанное') || position === 'Управляющая компания';
  return { position, isDirector, isTenPercentOwner, isOther, isOfficer: !isDirector && !isTenPercentOwner && !isOther };
}

export async function seedInsiders(db: Database, random: Random, count: number) {
  const stockIds = await seededStockIds(db);
  const rows = Array.from({ length: count }, () => ({
    name: personName(random),
    ...insiderRelation(random.pick(INSIDER_POSITIONS)),
    // Squared: large companies (listed first) get more insiders, as on the real radar.
    stockId: stockIds[Math.floor(random.next() ** 2 * stockIds.length)]!,
  }));
  await insertInBatches(rows, 2_000, (batch) => db.insert(insiders).values(batch));
}

/**
 * Lot size and capitalisation of each seeded share (`stock_id, lot, cap, last_price`): the snapshot's for the
 * real ones (a depositary receipt, whose issue size the exchange does not report, counts as 50 bn ₽), an
 * invented one for the benchmark's Q-tickers (lots of 10, 10⁸ shares × 0.5–20.5 at their price level).
 */
const shareProfiles = sql`(
  SELECT s.id AS stock_id, s.last_price, coalesce(m.lot, 10) AS lot,
         CASE WHEN m.ticker IS NULL THEN s.last_price::float8 * 1e8 * (0.5 + 20 * ${uniform(sql`s.ticker || ':cap'`)})
              WHEN m.issue_size > 0 THEN m.issue_size * m.close ELSE 5e10 END AS cap
  FROM ${seededStocks} s
  LEFT JOIN (VALUES ${sql.join(
    STOCKS.map(([ticker]) => {
      const [lot, close, issueSize] = MOEX_SHARES[ticker]!;
      return sql`(${ticker}, ${lot}::int, ${close}::float8, ${issueSize}::float8)`;
    }),
    sql`, `,
  )}) m(ticker, lot, close, issue_size) ON m.ticker = s.ticker
)`;

/** Shares of a deal worth about `value` roubles at `price`: whole lots, one at least. */
const wholeLots = (value: ReturnType<typeof sql>, price: ReturnType<typeof sql>, lot: ReturnType<typeof sql>) =>
  sql`greatest(${lot}, round(${value} / ${price}::float8 / ${lot}) * ${lot})::numeric`;

/** A standard normal from random() (Box–Muller; 1 − random() is never 0). */
const randomNormal = sql`(sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))`;

/**
 * Insider deals of the seeded insiders on trading days of the price history, at that day's close ± 1 %
 * (the share's level when it has no history). A deal is worth about 3·10⁻⁶ of the issuer's capitalisation
 * (0.3–300 M ₽; log-normal around it, σ 1.1) in whole lots: a director of Сбербанк trades for millions of
 * roubles, one of a small issuer for hundreds of thousands.
 */
export async function seedDeals(db: Database, count: number) {
  const insiderCount = await countSeededInsiders(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.42)`);
    await tx.execute(sql`
      WITH days AS (SELECT row_number() OVER (ORDER BY day)::int AS n, day FROM (${TRADING_DAYS}) t),
           total AS (SELECT count(*)::int AS n FROM days)
      INSERT INTO insider_deals (insider_id, stock_id, kind, code, acquired_disposed, shares, price, value, currency, deal_date, filed_at, holdings_after, ownership)
      SELECT i.id, i.stock_id,
             CASE WHEN r.k < 0.55 THEN 'buy' ELSE 'sell' END,
             CASE WHEN r.k < 0.55 THEN 'P' ELSE 'S' END,
             CASE WHEN r.k < 0.55 THEN 'A' ELSE 'D' END,
             q.shares, x.price, q.shares * x.price, 'RUB',
             d.day,
             LEAST(d.day + floor(r.k * 7)::int % 4, ${MOSCOW_TODAY}),
             q.shares * (2 + floor(r.k * 10)),
             CASE WHEN floor(r.k * 1000)::int % 10 < 2 THEN 'I' ELSE 'D' END
      FROM (
        SELECT (1 + floor(random() * ${insiderCount}))::int AS insider_n,
               random() AS k, ${randomNormal} AS z, random() AS p,
               (1 + floor(random() * (SELECT n FROM total)))::int AS day_n
        FROM generate_series(1, ${count})
      ) r
      JOIN ${seededInsiders} i ON i.n = r.insider_n
      JOIN days d ON d.n = r.day_n
      JOIN ${shareProfiles} f ON f.stock_id = i.stock_id
      LEFT JOIN stock_prices c ON c.stock_id = i.stock_id AND c.date = d.day
      CROSS JOIN LATERAL (SELECT round(coalesce(c.close, f.last_price) * (0.99 + 0.02 * r.p)::numeric, 6) AS price) x
      CROSS JOIN LATERAL (
        SELECT ${wholeLots(sql`greatest(3e5, least(3e8, f.cap * 3e-6)) * exp(1.1 * r.z)`, sql`x.price`, sql`f.lot`)} AS shares
      ) q
      WHERE i.stock_id IS NOT NULL`);
  });
}

/**
 * Buybacks of Russian issuers in roubles, through the same model as the deals: open-market purchases
 * (code P) with no insider, marked `buyback`, at the day's close ± 1 %, each worth 0.0002–0.002 % of
 * the issuer's capitalisation in whole lots. The large issuers (listed first) buy back.
 */
export async function seedBuybacks(db: Database, count: number) {
  const issuers = Math.min(await countSeededStocks(db), 60);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(0.17)`);
    await tx.execute(sql`
      WITH days AS (SELECT row_number() OVER (ORDER BY day)::int AS n, day FROM (${TRADING_DAYS}) t),
           total AS (SELECT count(*)::int AS n FROM days)
      INSERT INTO insider_deals (insider_id, stock_id, kind, code, acquired_disposed, shares, price, value, currency, deal_date, filed_at, ownership, buyback)
      SELECT NULL, s.id, 'buy', 'P', 'A', q.shares, x.price, q.shares * x.price, 'RUB', d.day, LEAST(d.day + 1, ${MOSCOW_TODAY}), 'D', true
      FROM (
        SELECT (1 + floor(random() * ${issuers}))::int AS stock_n, random() AS v, random() AS p,
               (1 + floor(random() * (SELECT n FROM total)))::int AS day_n
        FROM generate_series(1, ${count})
      ) r
      JOIN ${seededStocks} s ON s.n = r.stock_n
      JOIN days d ON d.n = r.day_n
      JOIN ${shareProfiles} f ON f.stock_id = s.id
      LEFT JOIN stock_prices c ON c.stock_id = s.id AND c.date = d.day
      CROSS JOIN LATERAL (SELECT round(coalesce(c.close, f.last_price) * (0.99 + 0.02 * r.p)::numeric, 6) AS price) x
      CROSS JOIN LATERAL (SELECT ${wholeLots(sql`f.cap * (2e-6 + 1.8e-5 * r.v)`, sql`x.price`, sql`f.lot`)} AS shares) q`);
  });
}

/**
 * Price level of the seeded shares the snapshot does not know (the benchmark's Q-tickers): a fixed
 * figure per ticker, 50–3,050 ₽. The real ones carry the snapshot's close since seedStocks.
 */
export async function seedSyntheticLevels(db: Database) {
  await db.execute(
    sql`UPDATE stocks SET last_price = round((50 + (('x' || substr(md5(ticker), 1, 7))::bit(28)::int) % 3000)::numeric, 2)
        WHERE last_price IS NULL AND id IN (SELECT id FROM ${seededStocks} x)`,
  );
}

export async function seedSurvey(db: Database) {
  await db
    .insert(surveyQuestions)
    .values(SURVEY_QUESTIONS.map((q, position) => ({ key: q.key, title: q.title, kind: q.kind, position })))
    .onConflictDoNothing();
  const options = [
    ...ASSET_OPTIONS.map(([key, title], position) => ({ questionKey: 'which_actives_you_use', key, title, position })),
    ...CURRENCY_OPTIONS.map(([key, title], position) => ({
      questionKey: 'annual_return_target_currency',
      key,
      title,
      position,
    })),
    ...BROKERS.map(([key, title], position) => ({
      questionKey: 'brokers_where_you_have_accounts',
      key,
      title,
      position,
    })),
    ...startYearOptions().map(([key, title], position) => ({ questionKey: 'when_invest_start', key, title, position })),
  ];
  await db.insert(surveyOptions).values(options).onConflictDoNothing();
}

const UPDATE_EVENTS = {
  closedProfit: { event: 'idea_closed', text: 'Идея закрыта с прибылью' },
  closedLoss: { event: 'idea_closed', text: 'Идея закрыта с убытком' },
  target: { event: 'target_changed', text: 'Аналитик пересмотрел целевую цену' },
  review: { event: 'idea_review', text: 'Вышел обзор по идее' },
} as const;

/** Portfolios, updates, bets and likes of the demo accounts, so every screen has something to show. */
export async function seedDemoActivity(db: Database, random: Random) {
  const openIdeas = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.status, 'open'), eq(ideas.hidden, false), eq(ideas.premium, false)))
    .orderBy(asc(ideas.id))
    .limit(40);
  const closedIdeas = await db
    .select({ id: ideas.id, profit: ideas.closedWithProfit })
    .from(ideas)
    .where(and(ne(ideas.status, 'open'), eq(ideas.hidden, false)))
    .orderBy(asc(ideas.id))
    .limit(20);
  const demo = await db
    .select({ id: users.id, email: users.email, portfolioId: portfolios.id })
    .from(users)
    .innerJoin(portfolios, eq(portfolios.userId, users.id))
    .where(
      inArray(users.email, [
        'pro@investradar.ru',
        'free@investradar.ru',
        'lifetime@investradar.ru',
        'bot@investradar.ru',
      ]),
    );
  const now = Date.now();
  for (const account of demo) {
    const size = account.email === 'free@investradar.ru' ? 3 : account.email === 'pro@investradar.ru' ? 8 : 5;
    const chosen = [...openIdeas.slice(0, size - 1), ...closedIdeas.slice(0, 1)].map((i) => i.id);
    await db
      .insert(portfolioIdeas)
      .values(
        chosen.map((ideaId, n) => ({
          portfolioId: account.portfolioId,
          ideaId,
          addedAt: new Date(now - (30 - n) * 86_400_000),
        })),
      )
      .onConflictDoNothing();
    const closed = closedIdeas[0];
    const updates = [
      ...(closed
        ? [
            {
              ideaId: closed.id,
              ...(closed.profit ? UPDATE_EVENTS.closedProfit : UPDATE_EVENTS.closedLoss),
              closedWithProfit: closed.profit,
              ageDays: 1,
              viewed: false,
            },
          ]
        : []),
      { ideaId: chosen[0]!, ...UPDATE_EVENTS.target, closedWithProfit: null, ageDays: 2, viewed: false },
      {
        ideaId: chosen[1]!,
        ...UPDATE_EVENTS.review,
        closedWithProfit: null,
        ageDays: 5,
        viewed: account.email === 'free@investradar.ru',
      },
      { ideaId: chosen[0]!, ...UPDATE_EVENTS.review, closedWithProfit: null, ageDays: 12, viewed: true },
    ];
    await db.insert(portfolioUpdates).values(
      updates.map((u) => ({
        portfolioId: account.portfolioId,
        ideaId: u.ideaId,
        event: u.event,
        eventTxt: u.text,
        dt: new Date(now - u.ageDays * 86_400_000),
        closedWithProfit: u.closedWithProfit,
        viewedAt: u.viewed ? new Date(now - (u.ageDays - 1) * 86_400_000) : null,
      })),
    );
    // Bets: the closed ones have results, the open ones are still running.
    const betRows = [
      ...closedIdeas.slice(2, 8).map((idea) => {
        const bet = random.next() < 0.7 ? 'believe' : 'notbelieve';
        const coins = random.pick([50, 100, 200, 300]);
        const win = (bet === 'believe') === Boolean(idea.profit);
        return {
          userId: account.id,
          ideaId: idea.id,
          bet,
          coins,
          result: win ? 'win' : 'loss',
          resultCoins: win ? Math.round(coins * 1.8) : -coins,
        };
      }),
      ...openIdeas.slice(10, 14).map((idea) => ({
        userId: account.id,
        ideaId: idea.id,
        bet: 'believe',
        coins: 100,
        result: null,
        resultCoins: null,
      })),
    ];
    await db.insert(bets).values(betRows).onConflictDoNothing();
    await db
      .insert(ideaVotes)
      .values([
        ...openIdeas.slice(20, 24).map((i) => ({ userId: account.id, ideaId: i.id, vote: 'like' })),
        ...openIdeas.slice(24, 26).map((i) => ({ userId: account.id, ideaId: i.id, vote: 'dislike' })),
      ])
      .onConflictDoNothing();
    // One premium idea bought (PRO pays 20 % less), so its target and description show.
    if (account.email === 'pro@investradar.ru') {
      const [premium] = await db
        .select({ id: ideas.id, price: ideas.premiumPrice })
        .from(ideas)
        .where(and(eq(ideas.premium, true), eq(ideas.hidden, false)))
        .orderBy(asc(ideas.id))
        .limit(1);
      if (premium)
        await db
          .insert(ideaPurchases)
          .values({ userId: account.id, ideaId: premium.id, amount: Math.round((premium.price ?? 0) * 0.8) });
    }
  }
}

export async function seedCatalog(
  db: Database,
  volumes: CatalogVolumes,
  log: (message: string) => void,
): Promise<Random> {
  const random = createRandom(20_260_301);
  let t = Date.now();
  const step = (what: string) => {
    log(`${what} in ${Date.now() - t} ms`);
    t = Date.now();
  };
  await seedStocks(db);
  await seedSyntheticStocks(db, volumes.extraStocks);
  await seedAnalysts(db, random);
  await seedSurvey(db);
  step(`${STOCKS.length + volumes.extraStocks} stocks, analysts and survey options`);
  await seedInsiders(db, random, volumes.insiders);
  step(`${volumes.insiders} insiders`);
  await seedSyntheticLevels(db);
  await seedPriceHistory(db);
  step('two years of daily prices');
  await seedDeals(db, volumes.deals);
  step(`${volumes.deals} insider deals`);
  const buybacks = Math.max(100, Math.round(volumes.deals / 50));
  await seedBuybacks(db, buybacks);
  await recomputeClusters(db);
  step(`${buybacks} buybacks, cluster buys marked`);
  await seedIdeas(db, volumes.ideas);
  step(`${volumes.ideas} ideas replayed over the prices`);
  return random;
}

/**
 * Fresh statistics for index plans, and a visibility map so the per-stock / per-insider counts of
 * search are index-only scans instead of visiting thousands of heap pages. VACUUM cannot run inside a
 * transaction: this comes after the seed's has committed.
 */
export async function vacuumCatalog(db: Database, log: (message: string) => void): Promise<void> {
  const t = Date.now();
  await db.execute(
    sql`VACUUM ANALYZE stocks, insiders, insider_deals, ideas, analysts, search_tokens, search_vocabulary, stock_prices, index_prices, idea_status_history, forecaster_stats`,
  );
  log(`vacuum analyze in ${Date.now() - t} ms`);
}
