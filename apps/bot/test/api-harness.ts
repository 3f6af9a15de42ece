// A real API instance for the bot's tests: the app of apps/api over PGlite (in memory) or a PostgreSQL
// database of its own, migrated, listening on a port of its own, with a few rows instead of the whole
// demo seed (a bot account, a free account, shares, ideas, a saved filter).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../api/src/app';
import { openDatabase, type Database, type DatabaseHandle } from '../../api/src/db/client';

/**
 * Raw SQL as text: drizzle-orm is the API's dependency (installed under apps/api), so the tests pass
 * statements as strings (drizzle's execute takes them) with literal values of their own.
 */
export async function rows<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(text)) as unknown as { rows: T[] }).rows;
}

export type Backend = 'PGlite' | 'PostgreSQL';
export const BOT_SECRET = 'bot-secret-0123456789abcdef0123456789abcdef';
const APP_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const PUBLIC_URL = 'https://investradar.test';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface SeededIds {
  botUser: number;
  freeUser: number;
  sber: number;
  gazp: number;
  portfolioIdea: number;
}

async function seed(db: Database): Promise<SeededIds> {
  const [bot] = await rows<{ id: number }>(
    db,
    `INSERT INTO users (email, name, type, telegram_bonus_link) VALUES ('bot@investradar.test', 'Ирина Ботова', 'mbr_premium_bot', 'https://t.me/investradar_bot?start=botcode1') RETURNING id`,
  );
  const [free] = await rows<{ id: number }>(
    db,
    `INSERT INTO users (email, name, type, telegram_bonus_link) VALUES ('free@investradar.test', 'Петр Бесплатный', 'mbr_free', 'https://t.me/investradar_bot?start=freecode1') RETURNING id`,
  );
  await db.execute(`INSERT INTO portfolios (user_id) VALUES (${bot!.id}), (${free!.id})`);
  const stocks = await rows<{ id: number; ticker: string }>(
    db,
    `INSERT INTO stocks (ticker, name, ticker_url, last_price) VALUES ('SBER', 'Сбербанк', '/stocks/sber', 300), ('GAZP', 'Газпром', '/stocks/gazp', 150) RETURNING id, ticker`,
  );
  const sber = stocks.find((s) => s.ticker === 'SBER')!.id;
  const gazp = stocks.find((s) => s.ticker === 'GAZP')!.id;
  const [idea] = await rows<{ id: number }>(
    db,
    `${ideaInsert(sber, 'Сбербанк: рост кредитования', 20, "now() - interval '30 days'")} RETURNING id`,
  );
  // Both accounts hold the SBER idea: only the bot account may be alerted.
  await db.execute(`INSERT INTO portfolio_ideas (portfolio_id, idea_id) SELECT id, ${idea!.id} FROM portfolios`);
  await db.execute(
    `INSERT INTO saved_filters (user_id, name, query) VALUES (${bot!.id}, 'Потенциал от 20 %', 'potential_yield=20,100'), (${free!.id}, 'Все', '')`,
  );
  return { botUser: bot!.id, freeUser: free!.id, sber, gazp, portfolioIdea: idea!.id };
}

/** An open idea on a share; `openedAt` is SQL. */
export function ideaInsert(stockId: number, name: string, potential: number, openedAt = 'now()') {
  const opened = openedAt;
  return `INSERT INTO ideas (stock_id, name, direction, horizon_days, potential_yield, start_price, target_price, status, opened_at, horizon_at)
             VALUES (${stockId}, '${name}', 'long', 180, ${potential}, 100, ${100 + potential}, 'open', ${opened}, ${opened} + interval '180 days')`;
}

export async function startApi(backend: Backend) {
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  if (backend === 'PostgreSQL') {
    const name = `bot_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  } else {
    handle = await openDatabase({ kind: 'pglite' });
  }
  await handle.migrate();
  const ids = await seed(handle.db);
  const app = await buildApp({
    database: handle,
    secret: APP_SECRET,
    telegramBotSecret: BOT_SECRET,
    publicUrl: PUBLIC_URL,
    logRequests: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    db: handle.db,
    ids,
    async close() {
      await app.close();
      await handle.close();
      await drop?.();
    },
  };
}
export type RunningApi = Awaited<ReturnType<typeof startApi>>;
