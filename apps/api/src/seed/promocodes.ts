// Demo promo codes (documented in apps/api/README.md, section Money).
import type { Database } from '../db/client';
import { promoCodes } from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_PROMO_CODES = [
  /** 30 % off any plan at checkout; any number of accounts, once each. */
  { code: 'RADAR30', discountPercent: 30, accessDays: 0, maxUses: null, expiresInDays: 365 },
  /** 90 days of PRO on the settings page; any number of accounts, once each. */
  { code: 'WELCOME90', discountPercent: 0, accessDays: 90, maxUses: null, expiresInDays: 365 },
  /** 14 days of PRO, one account only. */
  { code: 'FIRST14', discountPercent: 0, accessDays: 14, maxUses: 1, expiresInDays: 365 },
  /** Run out: «Срок действия промокода истек». */
  { code: 'SUMMER2025', discountPercent: 0, accessDays: 30, maxUses: null, expiresInDays: -30 },
] as const;

export async function seedPromoCodes(db: Database, now = Date.now()): Promise<void> {
  await db
    .insert(promoCodes)
    .values(
      DEMO_PROMO_CODES.map(({ expiresInDays, ...code }) => ({
        ...code,
        expiresAt: new Date(now + expiresInDays * DAY),
      })),
    )
    .onConflictDoNothing();
}
