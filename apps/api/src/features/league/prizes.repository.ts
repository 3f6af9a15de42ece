// The prize shop: the catalogue, and an exchange (stock, order, spend, PRO days) in one transaction.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { applyOrThrow, InsufficientCoins } from './coin-ledger.repository';
import { grantProDays } from '../money';

export interface PrizeRow {
  id: number;
  type: 'merch' | 'subscription';
  title: string;
  coins: number;
  description: string;
  disclaimer: string | null;
  img: string | null;
  stock: number | null;
  pro_only: boolean;
  pro_days: number | null;
}

export type ExchangeOutcome =
  | { status: 'exchanged'; orderId: number; balance: number; type: 'merch' | 'subscription' }
  | { status: 'missing' }
  | { status: 'out_of_stock' }
  | { status: 'insufficient' }
  | { status: 'lifetime' };

/** Thrown to roll an exchange back when PRO cannot be extended (a lifetime account). */
class LifetimeAccount extends Error {}

export interface OrderRow {
  id: number;
  prize_id: number;
  title: string;
  type: string;
  coins: number;
  status: string;
  address: Record<string, string> | null;
  created_at: string;
}

export function createPrizesRepository(db: Database) {
  return {
    async list(): Promise<PrizeRow[]> {
      return queryRows<PrizeRow>(
        db,
        sql`SELECT id, type, title, coins, description, disclaimer, img, stock, pro_only, pro_days FROM prizes WHERE active ORDER BY position, id`,
      );
    },

    /** The account's coin balance as stored now (0 for no such account). */
    async balance(userId: number): Promise<number> {
      const [row] = await queryRows<{ coins: number }>(db, sql`SELECT coins FROM users WHERE id = ${userId}`);
      return row?.coins ?? 0;
    },

    async find(id: number): Promise<PrizeRow | undefined> {
      const [row] = await queryRows<PrizeRow>(
        db,
        sql`SELECT id, type, title, coins, description, disclaimer, img, stock, pro_only, pro_days FROM prizes WHERE id = ${id} AND active`,
      );
      return row;
    },

    /**
     * One transaction: one item of stock taken (conditional UPDATE: never below zero), the order, the
     * coins spent through the ledger, and for a subscription prize PRO extended. Any refusal rolls
     * back all of it, the stock included.
     */
    async exchange(userId: number, prizeId: number): Promise<ExchangeOutcome> {
      try {
        return await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const [prize] = await queryRows<PrizeRow>(
            tx,
            sql`UPDATE prizes SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - 1 END
                WHERE id = ${prizeId} AND active AND (stock IS NULL OR stock > 0)
                RETURNING id, type, title, coins, description, disclaimer, img, stock, pro_only, pro_days`,
          );
          if (!prize) {
            const [exists] = await queryRows<{ id: number }>(
              tx,
              sql`SELECT id FROM prizes WHERE id = ${prizeId} AND active`,
            );
            return { status: exists ? 'out_of_stock' : 'missing' };
          }
          const merch = prize.type === 'merch';
          const [order] = await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO prize_orders (user_id, prize_id, coins, status) VALUES (${userId}, ${prize.id}, ${prize.coins}, ${merch ? 'address_needed' : 'done'}) RETURNING id`,
          );
          const spent = await applyOrThrow(tx, {
            userId,
            amount: -prize.coins,
            reason: 'prize_exchange',
            subject: prize.title,
            ref: `prize_order:${order!.id}`,
            key: `prize_order:${order!.id}`,
          });
          if (spent.status !== 'applied') throw new Error(`prize order ${order!.id}: spend already in the ledger`);
          if (!merch && prize.pro_days) {
            const grant = await grantProDays(tx, userId, prize.pro_days, 'prize');
            if (grant.status === 'lifetime') throw new LifetimeAccount();
          }
          return { status: 'exchanged', orderId: order!.id, balance: spent.balance, type: prize.type };
        });
      } catch (error) {
        if (error instanceof InsufficientCoins) return { status: 'insufficient' };
        if (error instanceof LifetimeAccount) return { status: 'lifetime' };
        throw error;
      }
    },

    async orders(userId: number): Promise<OrderRow[]> {
      const rows = await queryRows<OrderRow & { created_at: Date | string }>(
        db,
        sql`SELECT o.id, o.prize_id, p.title, p.type, o.coins, o.status, o.address, o.created_at
            FROM prize_orders o JOIN prizes p ON p.id = o.prize_id WHERE o.user_id = ${userId} ORDER BY o.created_at DESC, o.id DESC`,
      );
      return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
    },

    /** Sets the address of the account's merch order still waiting for one; false when there is none. */
    async setAddress(
      userId: number,
      orderId: number,
      address: Record<string, string>,
    ): Promise<'saved' | 'missing' | 'not_needed'> {
      const [updated] = await queryRows<{ id: number }>(
        db,
        sql`UPDATE prize_orders SET address = ${JSON.stringify(address)}::jsonb, status = 'processing'
            WHERE id = ${orderId} AND user_id = ${userId} AND status = 'address_needed' RETURNING id`,
      );
      if (updated) return 'saved';
      const [own] = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM prize_orders WHERE id = ${orderId} AND user_id = ${userId}`,
      );
      return own ? 'not_needed' : 'missing';
    },
  };
}
export type PrizesRepository = ReturnType<typeof createPrizesRepository>;
