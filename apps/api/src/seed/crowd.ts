// The demo crowd: accounts that are not signed into but make the service look used — their votes on
// the ideas' cards («Верю / Не верю»), their bets and so their places in the league table. Found by
// natural key (e-mail demo-NN@investradar.ru), deterministic: the same crowd, votes and bets every run.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { portfolios, users } from '../db/schema';
import { REGISTRATION_COINS, winPayout } from '../features/league';
import { createRandom, personName } from './catalog';
import { uniform } from './ideas';

/** Accounts of the crowd. */
export const CROWD_SIZE = 48;
/** Their addresses: demo-01@investradar.ru … demo-48@investradar.ru (no password: nobody signs in as them). */
export const crowdEmail = (n: number) => `demo-${String(n).padStart(2, '0')}@investradar.ru`;
const CROWD = sql`(SELECT id, email FROM users WHERE email LIKE 'demo-%@investradar.ru')`;
/** Ideas voted on at most (benchmark volumes vote on every n-th idea). */
const VOTED_IDEAS = 1_500;
const STAKES = [50, 100, 150, 200, 250] as const;

/** The crowd's accounts (free ones with a portfolio each), registered over the last two years. */
async function seedCrowdAccounts(db: Database, now: number): Promise<void> {
  const random = createRandom(20_261_207);
  const rows = Array.from({ length: CROWD_SIZE }, (_, i) => ({
    email: crowdEmail(i + 1),
    // «Имя Фамилия», as people sign up (the league shows them shortened).
    name: personName(random).split(' ').slice(0, 2).reverse().join(' '),
    coins: REGISTRATION_COINS,
    emailVerifiedAt: new Date(now - (30 + random.int(0, 700)) * 86_400_000),
    onboarding: false,
    needShowBonusModal: false,
    doShowSurvey: false,
  }));
  const created = await db
    .insert(users)
    .values(rows.map((row) => ({ ...row, createdAt: row.emailVerifiedAt })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length > 0) await db.insert(portfolios).values(created.map(({ id }) => ({ userId: id })));
}

/**
 * Votes: each idea draws its own audience — up to about half of the crowd on an idea that has been open
 * for a month, fewer on a fresh one — and its own share of «Верю» (35–90 %).
 */
async function seedCrowdVotes(db: Database): Promise<void> {
  const [ideaCount] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ideas`);
  const stride = Math.max(1, Math.ceil((ideaCount?.n ?? 0) / VOTED_IDEAS));
  await db.execute(sql`
    INSERT INTO idea_votes (user_id, idea_id, vote)
    SELECT u.id, i.id,
           CASE WHEN ${uniform(sql`i.id || ':' || u.email || ':vote'`)} < 0.35 + 0.55 * ${uniform(sql`i.id || ':believers'`)}
                THEN 'like' ELSE 'dislike' END
    FROM ideas i CROSS JOIN ${CROWD} u
    WHERE NOT i.hidden AND i.id % ${stride} = 0
      AND ${uniform(sql`i.id || ':' || u.email`)}
          < (0.04 + 0.5 * ${uniform(sql`i.id || ':audience'`)})
            * least(1.0, greatest(0.15, extract(epoch FROM now() - i.opened_at) / (30 * 86400.0)))
    ON CONFLICT DO NOTHING`);
}

/**
 * Bets: every member bets on 4–24 ideas since closed (settled: stake lost, or won with the payout) and
 * on a few open ones, from the day after the idea opened. Each has a flair (right 42–80 % of the time),
 * so the league table spreads from losses to gains.
 */
async function seedCrowdBets(db: Database): Promise<void> {
  const crowd = await queryRows<{ id: number; email: string }>(db, sql`SELECT id, email FROM ${CROWD} c ORDER BY id`);
  const closed = await queryRows<{ id: number; profit: boolean; opened: string; closed: string }>(
    db,
    sql`SELECT id, closed_with_profit AS profit, opened_at::text AS opened, closed_at::text AS closed FROM ideas
        WHERE status <> 'open' AND NOT hidden AND closed_with_profit IS NOT NULL AND closed_at > opened_at + interval '2 days'
        ORDER BY id LIMIT 400`,
  );
  const open = await queryRows<{ id: number; opened: string }>(
    db,
    sql`SELECT id, opened_at::text AS opened FROM ideas WHERE status = 'open' AND NOT hidden AND opened_at < now() - interval '2 days'
        ORDER BY id LIMIT 200`,
  );
  const rows: Array<{
    userId: number;
    ideaId: number;
    bet: string;
    coins: number;
    result: string | null;
    resultCoins: number | null;
    createdAt: Date;
  }> = [];
  for (const [n, member] of crowd.entries()) {
    const random = createRandom(7_919 * (n + 1));
    const flair = 0.42 + 0.38 * random.next();
    const settled = random.int(4, 24);
    const running = random.int(0, 4);
    const taken = new Set<number>();
    const take = <T extends { id: number }>(list: T[]): T | undefined => {
      for (let attempt = 0; attempt < 20 && list.length > 0; attempt += 1) {
        const idea = random.pick(list);
        if (!taken.has(idea.id)) {
          taken.add(idea.id);
          return idea;
        }
      }
      return undefined;
    };
    const placedAt = (opened: string) => new Date(Date.parse(opened) + (1 + random.int(0, 1)) * 86_400_000);
    for (let k = 0; k < settled; k += 1) {
      const idea = take(closed);
      if (!idea) break;
      const right = random.next() < flair;
      const coins = random.pick(STAKES);
      rows.push({
        userId: member.id,
        ideaId: idea.id,
        bet: idea.profit === right ? 'believe' : 'notbelieve',
        coins,
        result: right ? 'win' : 'loss',
        resultCoins: right ? winPayout(coins) : -coins,
        createdAt: placedAt(idea.opened),
      });
    }
    for (let k = 0; k < running; k += 1) {
      const idea = take(open);
      if (!idea) break;
      rows.push({
        userId: member.id,
        ideaId: idea.id,
        bet: random.next() < 0.7 ? 'believe' : 'notbelieve',
        coins: random.pick(STAKES),
        result: null,
        resultCoins: null,
        createdAt: placedAt(idea.opened),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    await db.execute(sql`INSERT INTO bets (user_id, idea_id, bet, coins, result, result_coins, created_at)
      VALUES ${sql.join(
        batch.map(
          (b) =>
            sql`(${b.userId}, ${b.ideaId}, ${b.bet}, ${b.coins}, ${b.result}, ${b.resultCoins}, ${b.createdAt.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}
      ON CONFLICT DO NOTHING`);
  }
  // Balance = registration − stakes + payouts (never below zero: seedLeague writes the ledger behind it).
  await db.execute(sql`
    UPDATE users u SET coins = greatest(0, ${REGISTRATION_COINS} + b.net)
    FROM (SELECT user_id, sum(CASE WHEN result = 'win' THEN result_coins ELSE 0 END - coins)::int AS net FROM bets GROUP BY user_id) b
    WHERE b.user_id = u.id AND u.id IN (SELECT id FROM ${CROWD} c)`);
}

/** The crowd, its votes and its bets (before seedLeague, which writes their ledgers and the rating). */
export async function seedCrowd(db: Database, now = Date.now()): Promise<void> {
  await seedCrowdAccounts(db, now);
  await seedCrowdVotes(db);
  await seedCrowdBets(db);
}
