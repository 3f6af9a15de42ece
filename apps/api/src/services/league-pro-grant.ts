// PRO days won in the league (a subscription prize), applied in the caller's transaction, the same one
// that spends the coins. The payments issue has its own grantProDays for paid plans; the two are to be
// unified (one place that moves premium_expires_at).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

export type LeagueProGrant = { status: 'extended'; expiresAt: Date } | { status: 'lifetime' } | { status: 'missing' };

/**
 * Extends PRO by `days` from its current end (or from now, when it has ended): the account's premium
 * expiry and, when the account pays for PRO, its active subscription's end, so the next charge moves
 * with it. A lifetime account has nothing to extend.
 */
export async function grantLeagueProDays(tx: Database, userId: number, days: number): Promise<LeagueProGrant> {
  const [row] = await queryRows<{ lifetime: boolean; expires_at: Date | string | null }>(
    tx,
    sql`UPDATE users SET
          premium_expires_at = CASE WHEN premium_lifetime THEN premium_expires_at
                                    ELSE GREATEST(COALESCE(premium_expires_at, now()), now()) + make_interval(days => ${days}) END,
          updated_at = now()
        WHERE id = ${userId}
        RETURNING premium_lifetime AS lifetime, premium_expires_at AS expires_at`,
  );
  if (!row) return { status: 'missing' };
  if (row.lifetime) return { status: 'lifetime' };
  await tx.execute(sql`UPDATE subscriptions SET expires_at = GREATEST(expires_at, now()) + make_interval(days => ${days})
                       WHERE user_id = ${userId} AND status = 'active' AND NOT bot`);
  return { status: 'extended', expiresAt: new Date(row.expires_at!) };
}
