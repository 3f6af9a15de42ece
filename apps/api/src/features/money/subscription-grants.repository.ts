// Days of PRO given without a payment (league prizes, promo codes, an admin's gift): the one place
// that moves an account's PRO access by days, used inside the caller's transaction so the grant
// commits with whatever paid for it (the coins spent on a prize, the promo code's use).
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export type GrantSource = 'promocode' | 'prize' | 'admin' | (string & {});

export type GrantResult =
  /** PRO access now ends at `expiresAt`. */
  | { status: 'extended'; expiresAt: Date }
  /** A lifetime account: nothing to extend, nothing changed (the caller decides whether that is a refusal). */
  | { status: 'lifetime'; expiresAt: null };

/**
 * Extends the account's PRO access by `days` from the later of now and its current end (the
 * «Ваша подписка продлена!» of a prize: existing access is extended, ended access starts again now):
 * - the account becomes PRO (`mbr_premium`) — a free or lapsed account, and a bot-only one too: the
 *   account keeps one access end for PRO and bot alike (as a paid credit does), so a bot account's
 *   remaining days become PRO days with the gift;
 * - its running paid PRO subscription (the latest active, non-bot, not yet ended) moves its end, so
 *   the next charge comes the same days later; bot subscriptions are not moved;
 * - a lifetime account is left alone (`{ status: 'lifetime' }`).
 * The user row is locked for the change, so grants at once add up instead of overwriting each other.
 * The promo code flags (premium_promocode, has_active_promocode) are the caller's; `source` is for the
 * caller's log and the error text.
 */
export async function grantProDays(
  tx: Database,
  userId: number,
  days: number,
  source: GrantSource,
  now = new Date(),
): Promise<GrantResult> {
  if (!Number.isInteger(days) || days <= 0)
    throw new Error(`grantProDays: days must be a positive integer, not ${days} (${source})`);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new Error(`grantProDays: no user ${userId} (${source})`);
  if (user.premiumLifetime) return { status: 'lifetime', expiresAt: null };
  const from = user.premiumExpiresAt && user.premiumExpiresAt > now ? user.premiumExpiresAt : now;
  const expiresAt = new Date(from.getTime() + days * DAY_MS);
  await tx
    .update(users)
    .set({ type: 'mbr_premium', premiumExpiresAt: expiresAt, updatedAt: now })
    .where(eq(users.id, userId));
  const [running] = await tx
    .select({ id: subscriptions.id, expiresAt: subscriptions.expiresAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.bot, false),
        gt(subscriptions.expiresAt, now),
      ),
    )
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  if (running) {
    await tx
      .update(subscriptions)
      .set({ expiresAt: new Date(running.expiresAt.getTime() + days * DAY_MS) })
      .where(eq(subscriptions.id, running.id));
  }
  return { status: 'extended', expiresAt };
}
