// The coins ledger: every change of a balance is a ledger row and one conditional UPDATE of
// users.coins, in the caller's transaction. No read-modify-write: the UPDATE adds the signed amount
// only while the result stays >= 0 (PostgreSQL re-checks the condition on the latest row version
// after waiting for a concurrent writer), and the ledger's unique key makes a retried change a no-op.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { CoinReason } from './league-rules';

export interface CoinChange {
  userId: number;
  /** Signed: positive credits, negative spends. */
  amount: number;
  reason: CoinReason;
  /** What it concerns, shown in the history. */
  subject?: string | null;
  ref?: string | null;
  /** Idempotency key: a change with a key already in the ledger changes nothing. */
  key: string;
}

export type CoinChangeResult =
  { status: 'applied'; balance: number } | { status: 'duplicate' } | { status: 'insufficient' };

/** Thrown inside a transaction to undo everything it did when the balance would go negative. */
export class InsufficientCoins extends Error {
  constructor() {
    super('insufficient coins');
    this.name = 'InsufficientCoins';
  }
}

/**
 * Applies one change inside `tx` (a transaction handle). On `insufficient` the ledger row is already
 * written: the caller must roll back (throw), which `applyOrThrow` does.
 */
export async function applyCoinChange(tx: Database, change: CoinChange): Promise<CoinChangeResult> {
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO coin_ledger (user_id, amount, reason, subject, ref, key)
        VALUES (${change.userId}, ${change.amount}, ${change.reason}, ${change.subject ?? null}, ${change.ref ?? null}, ${change.key})
        ON CONFLICT (key) DO NOTHING RETURNING id`,
  );
  if (inserted.length === 0) return { status: 'duplicate' };
  const updated = await queryRows<{ coins: number }>(
    tx,
    sql`UPDATE users SET coins = coins + ${change.amount}, updated_at = now()
        WHERE id = ${change.userId} AND coins + ${change.amount} >= 0 RETURNING coins`,
  );
  if (updated.length === 0) return { status: 'insufficient' };
  return { status: 'applied', balance: updated[0]!.coins };
}

/** applyCoinChange, throwing InsufficientCoins (rolling the caller's transaction back) when short. */
export async function applyOrThrow(tx: Database, change: CoinChange): Promise<CoinChangeResult> {
  const result = await applyCoinChange(tx, change);
  if (result.status === 'insufficient') throw new InsufficientCoins();
  return result;
}

export interface LedgerRow {
  created_at: string;
  reason: CoinReason;
  subject: string | null;
  amount: number;
}

export function createCoinLedgerRepository(db: Database) {
  return {
    /** One change in a transaction of its own. */
    async apply(change: CoinChange): Promise<CoinChangeResult> {
      try {
        return await db.transaction((tx) => applyOrThrow(tx as unknown as Database, change));
      } catch (error) {
        if (error instanceof InsufficientCoins) return { status: 'insufficient' };
        throw error;
      }
    },

    async page(userId: number, page: number, perPage: number): Promise<{ rows: LedgerRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        queryRows<{ created_at: Date | string; reason: CoinReason; subject: string | null; amount: number }>(
          db,
          sql`SELECT created_at, reason, subject, amount FROM coin_ledger WHERE user_id = ${userId}
              ORDER BY created_at DESC, id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = ${userId}`),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
        total: count[0]?.n ?? 0,
      };
    },

    /** Sum of an account's ledger (tests and the operator's check: equals users.coins). */
    async sum(userId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT COALESCE(sum(amount), 0)::int AS n FROM coin_ledger WHERE user_id = ${userId}`,
      );
      return row?.n ?? 0;
    },
  };
}
export type CoinLedgerRepository = ReturnType<typeof createCoinLedgerRepository>;
