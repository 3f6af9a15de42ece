// Demo data for an empty database: permissions, brokers, market data, demo accounts (see README.md).
import { eq, sql } from 'drizzle-orm';
import { loadAppConfig } from '../app-config';
import type { Database } from '../db/client';
import { accountTypePermissions, brokerAdmins, brokers, portfolios, subscriptions, users } from '../db/schema';
import { seedPromoCodes } from './promocodes';
import { hashPassword } from '../lib/password';
import { bonusLink } from '../features/account/auth.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, daysFromNow } from './accounts';
import { createForecastersRepository } from '../features/ideas/forecasters.repository';
import { seedCatalog, seedDemoActivity, vacuumCatalog, volumesFor } from './catalog';
import { BROKERS } from './data/brokers';
import { PERMISSIONS_BY_TYPE } from './permissions';
import { seedLeague } from './league';
import { seedContent } from './content';

export interface SeedOptions {
  /** 1 = demo volumes; see volumesFor() for larger ones. */
  scale?: number;
  log?: (message: string) => void;
  /** A precomputed hash of DEMO_PASSWORD for every demo account (tests); otherwise each is hashed. */
  passwordHash?: string;
}

/** True when nothing has been seeded yet (no users and no permissions). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accountTypePermissions);
  return (row?.n ?? 0) === 0;
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
 * Seeds an empty database in one transaction: a seed that is killed midway (kill -9, a power cut, an
 * error) leaves nothing behind, so the next start finds the database empty and seeds it again instead
 * of skipping a half-seeded one. Several instances starting at once on PostgreSQL take turns (advisory
 * lock) and only the first seeds. Returns false when the database already held data.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const hashes = await demoPasswordHashes(options.passwordHash);
  const seeded = await db.transaction(async (transaction) => {
    // A transaction is a PgDatabase with the same query API.
    const tx = transaction as unknown as Database;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) return false;
    log('seeding demo data (one transaction)');
    await seedPermissions(tx);
    await seedBrokers(tx);
    const random = await seedCatalog(tx, volumesFor(options.scale ?? 1), log);
    await seedDemoAccounts(tx, hashes);
    await seedDemoActivity(tx, random);
    await seedPromoCodes(tx);
    await seedLeague(tx);
    await createForecastersRepository(tx).refresh();
    await seedContent(tx, log);
    return true;
  });
  if (!seeded) {
    log('the database already holds data: not seeded');
    return false;
  }
  await vacuumCatalog(db, log);
  log(`seeded demo data in ${Date.now() - started} ms`);
  return true;
}
