// The league's demo data: the ledger behind every seeded balance and bet, and the league rating.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { REGISTRATION_COINS, partnerReward } from '../features/league';
import { createLeagueRepository } from '../features/league';

const DAY = 86_400_000;

/**
 * Ledger rows for the demo accounts, so that each ledger sums to its seeded balance: the registration
 * bonus, every seeded bet's stake and win, and the rest as monthly PRO credits (or an adjustment for
 * a free account). Then the rating from the seeded bets.
 */
export async function seedLeague(db: Database, now = Date.now()): Promise<void> {
  const accounts = await queryRows<{ id: number; coins: number; premium: boolean }>(
    db,
    sql`SELECT id, coins, type <> 'mbr_free' AS premium FROM users ORDER BY id`,
  );
  const bets = await queryRows<{
    id: number;
    user_id: number;
    coins: number;
    result: string | null;
    result_coins: number | null;
    name: string;
  }>(
    db,
    sql`SELECT b.id, b.user_id, b.coins, b.result, b.result_coins, i.name FROM bets b JOIN ideas i ON i.id = b.idea_id ORDER BY b.id`,
  );
  const rows: Array<{
    userId: number;
    amount: number;
    reason: string;
    subject: string | null;
    ref: string | null;
    key: string;
    at: Date;
  }> = [];
  for (const account of accounts) {
    const own = bets.filter((b) => b.user_id === account.id);
    const entries = [
      {
        amount: REGISTRATION_COINS,
        reason: 'registration',
        subject: null,
        ref: null,
        key: `registration:${account.id}`,
        at: new Date(now - 90 * DAY),
      },
      ...own.flatMap((bet, n) => [
        {
          amount: -bet.coins,
          reason: 'bet_stake',
          subject: bet.name,
          ref: `bet:${bet.id}`,
          key: `bet_stake:${bet.id}`,
          at: new Date(now - (60 - n * 3) * DAY),
        },
        ...(bet.result === 'win' && bet.result_coins
          ? [
              {
                amount: bet.result_coins,
                reason: 'bet_win',
                subject: bet.name,
                ref: `bet:${bet.id}`,
                key: `bet_win:${bet.id}`,
                at: new Date(now - (58 - n * 3) * DAY),
              },
            ]
          : []),
      ]),
    ];
    const rest = account.coins - entries.reduce((sum, e) => sum + e.amount, 0);
    if (rest !== 0) {
      entries.push({
        amount: rest,
        reason: account.premium && rest > 0 ? 'monthly' : 'adjustment',
        subject: null,
        ref: null,
        key: `seed:${account.id}`,
        at: new Date(now - 20 * DAY),
      });
    }
    rows.push(...entries.map((e) => ({ userId: account.id, ...e })));
  }
  for (const row of rows) {
    await db.execute(sql`INSERT INTO coin_ledger (user_id, amount, reason, subject, ref, key, created_at)
      VALUES (${row.userId}, ${row.amount}, ${row.reason}, ${row.subject}, ${row.ref}, ${row.key}, ${row.at.toISOString()}) ON CONFLICT (key) DO NOTHING`);
  }
  // The seeded settled bets count as settled: their ideas are marked so settlement never pays them again.
  await db.execute(sql`INSERT INTO league_settlements (idea_id, bets, wins)
    SELECT idea_id, count(*)::int, count(*) FILTER (WHERE result = 'win')::int FROM bets WHERE result IS NOT NULL GROUP BY idea_id
    ON CONFLICT (idea_id) DO NOTHING`);
  await createLeagueRepository(db).recomputeRating();
  await seedPartnerStats(db, now);
}

/**
 * The demo partner's statistics (campaign of partner@investradar.ru): visitors on each of the last 45
 * days before today, two demo accounts registered through the link and one payment of theirs.
 */
async function seedPartnerStats(db: Database, now: number): Promise<void> {
  const [partner] = await queryRows<{ campaign: string | null }>(
    db,
    sql`SELECT partner_campaign_id AS campaign FROM users WHERE email = 'partner@investradar.ru'`,
  );
  const campaign = partner?.campaign;
  if (!campaign) return;
  for (let daysAgo = 1; daysAgo <= 45; daysAgo += 1) {
    const visitors = 4 + ((daysAgo * 7) % 13);
    await db.execute(sql`INSERT INTO partner_visits (campaign_id, day, visitors)
      VALUES (${campaign}, ((${new Date(now).toISOString()}::timestamptz AT TIME ZONE 'Europe/Moscow')::date - ${daysAgo}::int), ${visitors}) ON CONFLICT DO NOTHING`);
  }
  const referred = await queryRows<{ id: number; email: string }>(
    db,
    sql`SELECT id, email FROM users WHERE email IN ('free@investradar.ru', 'social@investradar.ru') ORDER BY id`,
  );
  for (const [n, user] of referred.entries()) {
    const at = new Date(now - (10 - n * 7) * DAY).toISOString();
    await db.execute(
      sql`INSERT INTO partner_attributions (user_id, campaign_id, registered_at) VALUES (${user.id}, ${campaign}, ${at}) ON CONFLICT DO NOTHING`,
    );
    if (user.email === 'social@investradar.ru') {
      await db.execute(sql`INSERT INTO partner_payments (payment_id, user_id, campaign_id, amount_rub, reward_rub, created_at)
        VALUES (${`demo-payment-${user.id}`}, ${user.id}, ${campaign}, 990, ${partnerReward(990)}, ${at}) ON CONFLICT DO NOTHING`);
    }
  }
}
