// The sources of the news and bet-results letters (the ports of jobs.ts): the editorial content's
// service news and the contest league's settled bets, read from the database.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/client';
import type { BetResult, NewsItem } from './templates';

/** Settled bets older than this are not mailed (an account that turns the flag on gets no backlog). */
export const BET_RESULTS_WINDOW_DAYS = 14;

/**
 * One edition of the service news: the news published on the previous day, Moscow time. The same
 * day asks for the same list however often it runs (so jobs.ts makes one letter per account of it);
 * a PRO-only item is announced by its title and lead like the others (its page offers PRO).
 */
export function contentNewsSource(db: Database, now: () => Date = () => new Date()) {
  return async (): Promise<NewsItem[]> => {
    const rows = await queryRows<{ id: number; title: string; lead: string; slug: string }>(
      db,
      sql`SELECT id, title, lead, slug FROM content_entries
          WHERE kind = 'news' AND status = 'published'
            AND published_at >= (date_trunc('day', ${now().toISOString()}::timestamptz AT TIME ZONE 'Europe/Moscow') - interval '1 day') AT TIME ZONE 'Europe/Moscow'
            AND published_at < date_trunc('day', ${now().toISOString()}::timestamptz AT TIME ZONE 'Europe/Moscow') AT TIME ZONE 'Europe/Moscow'
          ORDER BY published_at, id`,
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      ...(row.lead ? { summary: row.lead } : {}),
      url: `/news/${row.slug}`,
    }));
  };
}

/** Bets settled within the window whose letter has not been claimed yet (jobs.ts claims each bet). */
export function leagueBetResultsSource(db: Database) {
  return async (): Promise<BetResult[]> => {
    const rows = await queryRows<{
      id: number;
      user_id: number;
      idea_id: number;
      name: string;
      bet: string;
      coins: number;
      result: string;
      result_coins: number | null;
    }>(
      db,
      sql`SELECT b.id, b.user_id, b.idea_id, i.name, b.bet, b.coins, b.result, b.result_coins
          FROM bets b JOIN ideas i ON i.id = b.idea_id
          WHERE b.result IS NOT NULL
            AND i.closed_at >= now() - make_interval(days => ${BET_RESULTS_WINDOW_DAYS})
            AND NOT EXISTS (SELECT 1 FROM mail_claims c WHERE c.item = 'bet:' || b.id)
          ORDER BY b.id`,
    );
    return rows.map((row) => ({
      betId: row.id,
      userId: row.user_id,
      ideaId: row.idea_id,
      ideaName: row.name,
      bet: row.bet === 'notbelieve' ? 'notbelieve' : 'believe',
      coins: row.coins,
      result: row.result === 'win' ? 'win' : 'loss',
      resultCoins: row.result === 'win' ? (row.result_coins ?? 0) - row.coins : -row.coins,
    }));
  };
}
