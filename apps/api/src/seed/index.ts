// Demo data for an empty database: permissions, brokers, market data, demo accounts (see README.md).
import { eq, sql } from 'drizzle-orm';
import { loadAppConfig } from '../app-config';
import type { Database } from '../db/client';
import { accountTypePermissions, brokerAdmins, brokers, portfolios, subscriptions, users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { bonusLink } from '../services/auth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, daysFromNow } from './accounts';
import { seedCatalog, seedDemoActivity, volumesFor } from './catalog';
import { BROKERS } from './data/brokers';
import { PERMISSIONS_BY_TYPE } from './permissions';

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
  const rows = Object.entries(PERMISSIONS_BY_TYPE).flatMap(([accountType, list]) => list.map((p) => ({ accountType, ...p })));
  await db.insert(accountTypePermissions).values(rows).onConflictDoNothing();
}

export async function seedBrokers(db: Database): Promise<void> {
  await db
    .insert(brokers)
    .values(BROKERS.map(([key, name]) => ({ key, name })))
    .onConflictDoNothing();
}

export async function seedDemoAccounts(db: Database, sharedHash?: string): Promise<void> {
  const now = Date.now();
  for (const demo of DEMO_ACCOUNTS) {
    const { premiumExpiresInDays, ...user } = demo.user;
    // Separate salts unless a test passes one hash: equal hashes would show the accounts share a password.
    const passwordHash = sharedHash ?? (await hashPassword(DEMO_PASSWORD));
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
      });
    }
    if (demo.brokerAdmin) {
      const [broker] = await db.select({ id: brokers.id }).from(brokers).where(eq(brokers.key, 'finam')).limit(1);
      if (broker) await db.insert(brokerAdmins).values({ userId: row.id, brokerId: broker.id });
    }
  }
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  await seedPermissions(db);
  await seedBrokers(db);
  const random = await seedCatalog(db, volumesFor(options.scale ?? 1), log);
  await seedDemoAccounts(db, options.passwordHash);
  await seedDemoActivity(db, random);
  log(`seeded demo data in ${Date.now() - started} ms`);
}
