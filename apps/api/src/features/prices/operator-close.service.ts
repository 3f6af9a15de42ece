// The operator's commands of the league (until the ideas issue's own close events cover every case):
// close an idea by hand with its outcome, then settle. Both guarded by ADMIN_SECRET (routes/league.ts).
import type { Database } from '../../db/client';
import { moscowDay } from '../league';
import { createPricesRepository } from './prices.repository';

export type OperatorClose = { status: 'closed'; ideaId: number } | { status: 'not_open' } | { status: 'missing' };

/**
 * Closes an open idea as the analyst would (closed_profit / closed_loss) at the share's last price, or
 * its start price when the share was never quoted, through the price job's own close (status, history,
 * portfolio updates, the idea_closed outbox event: all in one transaction, only while open).
 */
export async function closeIdeaByOperator(
  db: Database,
  ideaId: number,
  profit: boolean,
  now = new Date(),
): Promise<OperatorClose> {
  const prices = createPricesRepository(db);
  const idea = await prices.ideaForOperatorClose(ideaId);
  if (!idea) return { status: 'missing' };
  if (idea.status !== 'open') return { status: 'not_open' };
  const closed = await prices.closeIdea({
    id: ideaId,
    status: profit ? 'closed_profit' : 'closed_loss',
    date: moscowDay(now),
    close: Number(idea.price),
    profit,
  });
  return closed ? { status: 'closed', ideaId } : { status: 'not_open' };
}
