import { MESSAGES } from './messages';
import { formatSignedCoins } from './format';
import { PAYMENT_TYPE_IDEA, type Bet, type PartnerStats, type Purchase } from './schemas/contest';

export type BetOutcome =
  | { kind: 'open'; text: string }
  | { kind: 'win'; coins: number; text: string }
  | { kind: 'loss'; coins: number; text: string };

/**
 * Spec §2 bet row result: plus result_coins for a win, minus the stake for a loss,
 * 'Идея еще не закрыта' while open.
 */
export function betOutcome(bet: Pick<Bet, 'result' | 'result_coins' | 'coins'>, locale?: string): BetOutcome {
  if (bet.result === 'win') {
    const coins = Math.abs(bet.result_coins ?? 0);
    return { kind: 'win', coins, text: formatSignedCoins(coins, locale) };
  }
  if (bet.result === 'loss') {
    const coins = -Math.abs(bet.coins);
    return { kind: 'loss', coins, text: formatSignedCoins(coins, locale) };
  }
  return { kind: 'open', text: MESSAGES.ideaNotClosed };
}

/** Number of pages for a total and page size (at least 1, so an empty table still has page 1). */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

/** The operation text of a purchase row: the idea for idea payments, the title otherwise. */
export function purchaseOperation(purchase: Pick<Purchase, 'type' | 'content'>): { text: string; href: string | null } {
  const { content } = purchase;
  if (purchase.type === PAYMENT_TYPE_IDEA && content.idea_name) {
    return { text: content.title ? `${content.title}: ${content.idea_name}` : content.idea_name, href: content.idea_link };
  }
  return { text: content.title ?? content.idea_name ?? '', href: null };
}

/** Spec §9: the partner table page size equals the number of day rows (the month is one page). */
export function partnerTablePageSize(stats: Pick<PartnerStats, 'days_stat'>): number {
  return Math.max(1, stats.days_stat.length);
}
