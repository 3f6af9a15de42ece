// The monthly accrual's own rows: the run record (coin_accrual_runs) and the subscriptions it walks.
// The credits themselves go through the ledger (coin-ledger.repository.ts).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { AccrualSubscription } from './league-rules';

/** A subscription as the stored row has it (dates as the driver returns them). */
export type StoredAccrualSubscription = Omit<AccrualSubscription, 'expiresAt' | 'createdAt'> & {
  expiresAt: string | Date;
  createdAt: string | Date;
};

export function createCoinAccrualRepository(db: Database) {
  return {
    /** Opens a run record; its id. */
    async startRun(now: Date): Promise<number> {
      const [run] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO coin_accrual_runs (started_at) VALUES (${now.toISOString()}) RETURNING id`,
      );
      return run!.id;
    },

    /** Every active subscription, oldest first. */
    async activeSubscriptions(): Promise<StoredAccrualSubscription[]> {
      return queryRows<StoredAccrualSubscription>(
        db,
        sql`SELECT id, user_id AS "userId", status, duration_days AS "durationDays", expires_at AS "expiresAt", created_at AS "createdAt", bot
            FROM subscriptions WHERE status = 'active' ORDER BY id`,
      );
    },

    async finishRun(runId: number, credited: number, coins: number): Promise<void> {
      await db.execute(
        sql`UPDATE coin_accrual_runs SET finished_at = now(), credited = ${credited}, coins = ${coins} WHERE id = ${runId}`,
      );
    },
  };
}
