// Bets of the contest league: placing one (stake taken in the same transaction), the list of an
// account, settlement of closed ideas and the league rating.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { applyOrThrow, InsufficientCoins } from './coin-ledger.repository';
import { PROFIT_SINCE, betWins, winPayout } from './league-rules';

export type PlaceBetOutcome =
  | { status: 'placed'; balance: number; betId: number }
  | { status: 'idea_closed' }
  | { status: 'idea_missing' }
  | { status: 'already_bet' }
  | { status: 'insufficient' };

export interface BetRow {
  idea_id: number;
  idea_name: string;
  bet: 'believe' | 'notbelieve';
  coins: number;
  result: 'win' | 'loss' | null;
  result_coins: number | null;
}

export interface LeaderRow {
  place: number;
  name: string;
  profit: number;
  bets: number;
  wins: number;
  closed: number;
}

export interface SettlementResult {
  ideas: number;
  bets: number;
  wins: number;
  coins: number;
}

/** Test hook: runs inside each idea's settlement transaction, before the commit (a crash there). */
export type SettleHook = (ideaId: number) => Promise<void> | void;

export function createLeagueRepository(db: Database) {
  return {
    /**
     * One transaction: the idea is locked against closing (FOR SHARE) and must be open; the bet row is
     * inserted (the unique user×idea index refuses a second); the stake is taken by the ledger. Short of
     * coins, everything rolls back.
     */
    async placeBet(
      userId: number,
      ideaId: number,
      choice: 'believe' | 'notbelieve',
      stake: number,
    ): Promise<PlaceBetOutcome> {
      try {
        return await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Database;
          const [idea] = await queryRows<{ status: string; name: string }>(
            tx,
            sql`SELECT status, name FROM ideas WHERE id = ${ideaId} AND NOT hidden FOR SHARE`,
          );
          if (!idea) return { status: 'idea_missing' };
          if (idea.status !== 'open') return { status: 'idea_closed' };
          const [bet] = await queryRows<{ id: number }>(
            tx,
            sql`INSERT INTO bets (user_id, idea_id, bet, coins) VALUES (${userId}, ${ideaId}, ${choice}, ${stake})
                ON CONFLICT (user_id, idea_id) DO NOTHING RETURNING id`,
          );
          if (!bet) return { status: 'already_bet' };
          const change = await applyOrThrow(tx, {
            userId,
            amount: -stake,
            reason: 'bet_stake',
            subject: idea.name,
            ref: `bet:${bet.id}`,
            key: `bet_stake:${bet.id}`,
          });
          if (change.status !== 'applied') throw new Error(`bet ${bet.id}: stake already in the ledger`);
          return { status: 'placed', balance: change.balance, betId: bet.id };
        });
      } catch (error) {
        if (error instanceof InsufficientCoins) return { status: 'insufficient' };
        throw error;
      }
    },

    async bets(userId: number, page: number, perPage: number): Promise<{ rows: BetRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        queryRows<BetRow>(
          db,
          sql`SELECT b.idea_id, i.name AS idea_name, b.bet, b.coins, b.result, b.result_coins
              FROM bets b JOIN ideas i ON i.id = b.idea_id
              WHERE b.user_id = ${userId}
              ORDER BY b.created_at DESC, b.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bets WHERE user_id = ${userId}`),
      ]);
      return { rows, total: count[0]?.n ?? 0 };
    },

    /** Net coins won on settled bets made since PROFIT_SINCE. */
    async profit(userId: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT COALESCE(sum(CASE WHEN result = 'win' THEN result_coins - coins ELSE -coins END), 0)::int AS n
            FROM bets WHERE user_id = ${userId} AND result IS NOT NULL AND created_at >= ${PROFIT_SINCE}::date`,
      );
      return row?.n ?? 0;
    },

    /** The account's place and the number of ranked accounts. */
    async rating(userId: number): Promise<{ place: number | null; total: number }> {
      const [row] = await queryRows<{ place: number | null; total: number }>(
        db,
        sql`SELECT (SELECT liga_rating FROM users WHERE id = ${userId}) AS place,
                   (SELECT count(*)::int FROM users WHERE liga_rating IS NOT NULL) AS total`,
      );
      return { place: row?.place ?? null, total: row?.total ?? 0 };
    },

    /** The top of the league table: place, name, profit since PROFIT_SINCE, bets, share of won closed bets. */
    async leaders(limit: number): Promise<{ leaders: LeaderRow[]; participants: number }> {
      const [leaders, count] = await Promise.all([
        queryRows<LeaderRow>(
          db,
          sql`SELECT u.liga_rating AS place, u.name,
                     COALESCE(sum(CASE WHEN b.result = 'win' THEN b.result_coins - b.coins WHEN b.result = 'loss' THEN -b.coins ELSE 0 END)
                       FILTER (WHERE b.created_at >= ${PROFIT_SINCE}::date), 0)::int AS profit,
                     count(b.id)::int AS bets,
                     count(b.id) FILTER (WHERE b.result = 'win')::int AS wins,
                     count(b.id) FILTER (WHERE b.result IS NOT NULL)::int AS closed
              FROM users u JOIN bets b ON b.user_id = u.id
              WHERE u.liga_rating IS NOT NULL AND u.liga_rating <= ${limit}
              GROUP BY u.id ORDER BY u.liga_rating, u.id LIMIT ${limit}`,
        ),
        queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users WHERE liga_rating IS NOT NULL`),
      ]);
      return { leaders, participants: count[0]?.n ?? 0 };
    },

    /**
     * Settles the bets of every closed idea not settled yet, from the price job's idea_closed outbox
     * and any idea closed otherwise. Each idea is one transaction: its settlement row (the primary key
     * makes a second delivery a no-op), every open bet's result, and each win's payout through the
     * ledger (keyed by bet). Then the league rating is recomputed.
     */
    async settle(hook?: SettleHook): Promise<SettlementResult> {
      const pending = await queryRows<{ id: number }>(
        db,
        sql`SELECT i.id FROM ideas i
            WHERE i.status <> 'open' AND i.closed_with_profit IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM league_settlements s WHERE s.idea_id = i.id)
              AND EXISTS (SELECT 1 FROM bets b WHERE b.idea_id = i.id AND b.result IS NULL)
            ORDER BY i.id`,
      );
      const total: SettlementResult = { ideas: 0, bets: 0, wins: 0, coins: 0 };
      for (const { id } of pending) {
        const done = await this.settleIdea(id, hook);
        if (!done) continue;
        total.ideas += 1;
        total.bets += done.bets;
        total.wins += done.wins;
        total.coins += done.coins;
      }
      if (total.ideas > 0) await this.recomputeRating();
      return total;
    },

    async settleIdea(ideaId: number, hook?: SettleHook): Promise<{ bets: number; wins: number; coins: number } | null> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [idea] = await queryRows<{ name: string; status: string; profit: boolean | null }>(
          tx,
          sql`SELECT name, status, closed_with_profit AS profit FROM ideas WHERE id = ${ideaId} FOR UPDATE`,
        );
        if (!idea || idea.status === 'open' || idea.profit === null) return null;
        const claimed = await queryRows<{ idea_id: number }>(
          tx,
          sql`INSERT INTO league_settlements (idea_id, bets, wins) VALUES (${ideaId}, 0, 0) ON CONFLICT (idea_id) DO NOTHING RETURNING idea_id`,
        );
        if (claimed.length === 0) return null;
        const open = await queryRows<{ id: number; user_id: number; bet: 'believe' | 'notbelieve'; coins: number }>(
          tx,
          sql`SELECT id, user_id, bet, coins FROM bets WHERE idea_id = ${ideaId} AND result IS NULL ORDER BY id FOR UPDATE`,
        );
        let wins = 0;
        let coins = 0;
        for (const bet of open) {
          const win = betWins(bet.bet, idea.profit);
          const resultCoins = win ? winPayout(bet.coins) : -bet.coins;
          await tx.execute(
            sql`UPDATE bets SET result = ${win ? 'win' : 'loss'}, result_coins = ${resultCoins} WHERE id = ${bet.id} AND result IS NULL`,
          );
          if (!win) continue;
          wins += 1;
          const change = await applyOrThrow(tx, {
            userId: bet.user_id,
            amount: resultCoins,
            reason: 'bet_win',
            subject: idea.name,
            ref: `bet:${bet.id}`,
            key: `bet_win:${bet.id}`,
          });
          if (change.status === 'applied') coins += resultCoins;
        }
        await tx.execute(
          sql`UPDATE league_settlements SET bets = ${open.length}, wins = ${wins} WHERE idea_id = ${ideaId}`,
        );
        await hook?.(ideaId);
        return { bets: open.length, wins, coins };
      });
    },

    /**
     * Places by net profit of settled bets since PROFIT_SINCE (ties: more wins, then earlier account);
     * accounts with a bet are ranked, others have no place. One statement.
     */
    async recomputeRating(): Promise<void> {
      await db.execute(sql`
        WITH scored AS (
          SELECT user_id,
                 COALESCE(sum(CASE WHEN result = 'win' THEN result_coins - coins WHEN result = 'loss' THEN -coins ELSE 0 END)
                   FILTER (WHERE created_at >= ${PROFIT_SINCE}::date), 0) AS profit,
                 count(*) FILTER (WHERE result = 'win') AS wins
          FROM bets GROUP BY user_id
        ), ranked AS (
          SELECT user_id, rank() OVER (ORDER BY profit DESC, wins DESC, user_id) AS place FROM scored
        )
        UPDATE users u SET liga_rating = r.place
        FROM (SELECT u2.id, ranked.place FROM users u2 LEFT JOIN ranked ON ranked.user_id = u2.id) r
        WHERE u.id = r.id AND u.liga_rating IS DISTINCT FROM r.place`);
    },
  };
}
export type LeagueRepository = ReturnType<typeof createLeagueRepository>;
