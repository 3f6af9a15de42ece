// Demo data for an empty database: permissions, brokers, market data, demo accounts (see README.md).
import { eq, sql } from 'drizzle-orm';
import { loadAppConfig } from '../app-config';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { accountTypePermissions, brokerAdmins, brokers, portfolios, subscriptions, users } from '../db/schema';
import { seedPromoCodes } from './promocodes';
import { hashPassword } from '../lib/password';
import { bonusLink } from '../features/account';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, daysFromNow } from './accounts';
import { createForecastersRepository } from '../features/ideas';
import { seedCatalog, seedDemoActivity, vacuumCatalog, volumesFor } from './catalog';
import { BROKERS } from './data/brokers';
import { PERMISSIONS_BY_TYPE } from './permissions';
import { seedLeague } from './league';
import { seedCrowd } from './crowd';
import { seedContent } from './content';

export interface SeedOptions {
  /** 1 = demo volumes; see volumesFor() for larger ones. */
  scale?: number;
  log?: (message: string) => void;
  /** A precomputed hash of DEMO_PASSWORD for every demo account (tests); otherwise each is hashed. */
  passwordHash?: string;
}

/**
 * Tables the seed may find filled and write around: what `import:form4` and the price job write (US
 * issuers by ticker, insiders by CIK, their filings and deals, closes), and what migrations and
 * triggers keep. Any other table holding a row (an account, an idea, a permission…) means the database
 * is in use: it is not seeded.
 */
const SEEDED_AROUND = new Set([
  'stocks',
  'insiders',
  'insider_deals',
  'insider_filings',
  'insider_filing_owners',
  'stock_prices',
  'index_prices',
]);
const KEPT_BY_MIGRATIONS = new Set([
  'cache_versions',
  'ideas_feed_version',
  'search_names_version',
  'search_tokens',
  'search_vocabulary',
  'prizes',
  'rate_limit_counters',
]);

export type SeedPlan =
  /** No rows in any business table. */
  | { kind: 'empty' }
  /** Only imported filings or prices: the demo data is written around them. */
  | { kind: 'around'; filings: number; issuers: number; insiders: number; closes: number }
  /** A business table holds rows: not seeded. */
  | { kind: 'in-use'; table: string };

/** What the seed would do with this database (see SEEDED_AROUND). */
export async function seedPlan(db: Database): Promise<SeedPlan> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const filled: string[] = [];
  for (const { tablename } of tables) {
    if (KEPT_BY_MIGRATIONS.has(tablename)) continue;
    const [row] = await queryRows<{ any: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(tablename)}) AS any`,
    );
    if (row?.any) filled.push(tablename);
  }
  const inUse = filled.find((table) => !SEEDED_AROUND.has(table));
  if (inUse) return { kind: 'in-use', table: inUse };
  if (filled.length === 0) return { kind: 'empty' };
  const [counts] = await queryRows<{ filings: number; issuers: number; insiders: number; closes: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM insider_filings) AS filings,
               (SELECT count(*)::int FROM stocks) AS issuers,
               (SELECT count(*)::int FROM insiders) AS insiders,
               (SELECT count(*)::int FROM stock_prices) AS closes`,
  );
  return { kind: 'around', ...counts! };
}

/** True when no business table holds a row (nothing seeded, nothing imported). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return (await seedPlan(db)).kind === 'empty';
}

/** The one line the seed logs about what it found. */
function describePlan(plan: SeedPlan): string {
  switch (plan.kind) {
    case 'empty':
      return 'empty database: seeding demo data (one transaction)';
    case 'around':
      return `the database holds imported data (${plan.filings} filings, ${plan.issuers} issuers, ${plan.insiders} insiders, ${plan.closes} closes): seeding demo data around it, its rows untouched (one transaction)`;
    case 'in-use':
      return `the database already holds data (table ${plan.table}): not seeded`;
  }
}

export async function seedPermissions(db: Database): Promise<void> {
  const rows = Object.entries(PERMISSIONS_BY_TYPE).flatMap(([accountType, list]) =>
    list.map((p) => ({ accountType, ...p })),
  );
  await db.insert(accountTypePermissions).values(rows).onConflictDoNothing();
}

export async function seedBrokers(db: Database): Promise<void> {
  await db
    .insert(brokers)
    .values(BROKERS.map(([key, name]) => ({ key, name })))
    .onConflictDoNothing();
}

/**
 * One hash of DEMO_PASSWORD per demo account, in DEMO_ACCOUNTS order. Separate salts unless a test
 * passes one hash: equal hashes would show the accounts share a password. ~100 ms each, so they are
 * made (in parallel) before the seed's transaction opens.
 */
export function demoPasswordHashes(sharedHash?: string): Promise<string[]> {
  return Promise.all(DEMO_ACCOUNTS.map(() => sharedHash ?? hashPassword(DEMO_PASSWORD)));
}

export async function seedDemoAccounts(db: Database, hashes: string[]): Promise<void> {
  const now = Date.now();
  for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
    const { premiumExpiresInDays, ...user } = demo.user;
    const passwordHash = hashes[index]!;
    const [row] = await db
      .insert(users)
      .values({
        ...user,
        passwordHash,
        emailVerifiedAt: new Date(now),
        premiumExpiresAt: premiumExpiresInDays === undefined ? null : daysFromNow(premiumExpiresInDays, now),
        telegramBonusLink: bonusLink(loadAppConfig().telegram_bot_url),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    await db.insert(portfolios).values({ userId: row.id });
    if (demo.subscription) {
      const s = demo.subscription;
      await db.insert(subscriptions).values({
        userId: row.id,
        status: s.status,
        planId: s.planId,
        durationDays: s.durationDays,
        expiresAt: daysFromNow(s.expiresInDays, now),
        extId: `sub_demo_${row.id}`,
        billingCardType: 'Visa',
        billingCardLast4: String(4242 + row.id).slice(-4),
        billingErrorCode: s.billingErrorCode ?? null,
        bot: s.bot,
        // Renewals charge this sandbox card (issue #15).
        cardToken: `tk_sandbox_ok_demo_${row.id}`,
      });
    }
    if (demo.brokerAdmin) {
      const [broker] = await db.select({ id: brokers.id }).from(brokers).where(eq(brokers.key, 'finam')).limit(1);
      if (broker) await db.insert(brokerAdmins).values({ userId: row.id, brokerId: broker.id });
    }
  }
}

/** pg_advisory_xact_lock key of the seed (any constant no other code uses). */
const SEED_LOCK_KEY = 7_345_112_002;

/**
 * Seeds an empty database — or one holding only imported filings and prices, around them (seeded-rows.ts) — in one transaction: a seed that is killed midway (kill -9, a power cut, an
 * error) leaves nothing behind, so the next start finds the database empty and seeds it again instead
 * of skipping a half-seeded one. Several instances starting at once on PostgreSQL take turns (advisory
 * lock) and only the first seeds. Returns false when the database already held data.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  // Checked first without the lock, so a restart of a database in use hashes no passwords.
  const before = await seedPlan(db);
  if (before.kind === 'in-use') {
    log(describePlan(before));
    return false;
  }
  const hashes = await demoPasswordHashes(options.passwordHash);
  const seeded = await db.transaction(async (transaction) => {
    // A transaction is a PgDatabase with the same query API.
    const tx = transaction as unknown as Database;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const plan = await seedPlan(tx);
    log(describePlan(plan));
    if (plan.kind === 'in-use') return false;
    await seedPermissions(tx);
    await seedBrokers(tx);
    const random = await seedCatalog(tx, volumesFor(options.scale ?? 1), log);
    await seedDemoAccounts(tx, hashes);
    await seedDemoActivity(tx, random);
    await seedCrowd(tx);
    await seedPromoCodes(tx);
    await seedLeague(tx);
    await createForecastersRepository(tx).refresh();
    await seedContent(tx, log);
    return true;
  });
  if (!seeded) return false;
  await vacuumCatalog(db, log);
  log(`seeded demo data in ${Date.now() - started} ms`);
  return true;
}
