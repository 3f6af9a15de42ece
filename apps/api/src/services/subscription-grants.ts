// Days of PRO given without a payment (league prizes, promo codes): one place that knows how access
// is stored, used inside the caller's transaction so the grant commits with whatever paid for it.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptions, users } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export type GrantSource = 'promocode' | 'prize' | 'payment' | 'admin' | (string & {});

export interface GrantResult {
  /** The new end of PRO access; null when the account is lifetime (nothing to extend). */
  expiresAt: Date | null;
}

/**
 * Extends the account's PRO access by `days` from the later of now and its current end (the
 * «Ваша подписка продлена!» of a prize: existing PRO is extended). A running paid PRO subscription is
 * extended too, so its next charge moves by the same days. The user row is locked for the change, so
 * two grants at once add up instead of overwriting each other. `source` is logged by the caller.
 */
export async function grantProDays(tx: Database, userId: number, days: number, source: GrantSource, now = new Date()): Promise<GrantResult> {
  if (!Number.isInteger(days) || days <= 0) throw new Error(`grantProDays: days must be a positive integer, not ${days} (${source})`);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Error(`grantProDays: no user ${userId}`);
  if (user.premiumLifetime) return { expiresAt: null };
  const from = user.premiumExpiresAt && user.premiumExpiresAt > now ? user.premiumExpiresAt : now;
  const expiresAt = new Date(from.getTime() + days * DAY_MS);
  await tx
    .update(users)
    .set({ type: 'mbr_premium', premiumExpiresAt: expiresAt, updatedAt: now })
    .where(eq(users.id, userId));
  const [running] = await tx
    .select({ id: subscriptions.id, expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'), eq(subscriptions.bot, false), gt(subscriptions.expiresAt, now)))
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  if (running) {
    await tx
      .update(subscriptions)
      .set({ expiresAt: new Date(running.expiresAt.getTime() + days * DAY_MS) })
      .where(eq(subscriptions.id, running.id));
  }
  return { expiresAt };
}
