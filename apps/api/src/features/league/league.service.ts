// The contest league's calls: bets (store, list), the coin history, settlement.
import { MESSAGES, betChoices } from '@investradar/ui/domain';
import { ApiError, invalid, MAX_DB_ID } from '../../lib/errors';
import { BETS_PAGE_SIZE, BET_MESSAGES, COINING_PAGE_SIZE, coinOperationText, stakeProblem } from './league-rules';
import type { CoinLedgerRepository } from './coin-ledger.repository';
import type { LeagueRepository, SettleHook } from './league.repository';

/** `?page=` of a list: a whole number from 1; anything else is page 1 (the lists are forgiving). */
export function pageOf(query: unknown): number {
  const raw = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).page : undefined;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** A whole number given as a number or a string of digits; null otherwise. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim())) return Number(value.trim());
  return null;
}

const LEADERS_SHOWN = 10;

/** «Мария Соколова» → «Мария С.»: the public table does not print full names. */
export function shortName(name: string): string {
  const [first, second] = name.trim().split(/\s+/);
  if (!first) return '';
  return second ? `${first} ${second[0]!.toUpperCase()}.` : first;
}

export function createLeagueService(deps: { league: LeagueRepository; ledger: CoinLedgerRepository }) {
  const { league, ledger } = deps;

  return {
    /** POST /api/bets/store { idea_id, bet: believe | notbelieve, coins }. */
    async storeBet(userId: number, body: unknown) {
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw invalid({ form: [MESSAGES.badRequest] });
      const ideaId = wholeNumber(field(body, 'idea_id'));
      const choice = field(body, 'bet');
      const stake = wholeNumber(field(body, 'coins'));
      const errors: Record<string, string[]> = {};
      if (ideaId === null || ideaId < 1 || ideaId > MAX_DB_ID) errors.idea_id = [MESSAGES.ideaNotFound];
      if (typeof choice !== 'string' || !(betChoices as readonly string[]).includes(choice))
        errors.bet = [BET_MESSAGES.choice];
      if (stake === null || stakeProblem(stake)) errors.coins = [BET_MESSAGES.stakeRange];
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const outcome = await league.placeBet(userId, ideaId!, choice as 'believe' | 'notbelieve', stake!);
      switch (outcome.status) {
        case 'placed':
          return { success: true, coins: outcome.balance, bet: { idea_id: ideaId!, bet: choice, coins: stake! } };
        case 'idea_missing':
          throw new ApiError(404, MESSAGES.ideaNotFound);
        case 'idea_closed':
          throw invalid({ idea_id: [BET_MESSAGES.ideaClosed] });
        case 'already_bet':
          throw invalid({ idea_id: [BET_MESSAGES.alreadyBet] });
        case 'insufficient':
          throw invalid({ coins: [BET_MESSAGES.notEnoughCoins] });
      }
    },

    /** GET /api/bets?page= — rating, profit, total, bets, pagination (docs/product/entities.md). */
    async bets(userId: number, page: number) {
      const [list, profit, rating] = await Promise.all([
        league.bets(userId, page, BETS_PAGE_SIZE),
        league.profit(userId),
        league.rating(userId),
      ]);
      return {
        rating: rating.place,
        profit,
        total: rating.total,
        bets: list.rows.map((row) => ({
          idea_id: row.idea_id,
          idea: { name: row.idea_name, link: `/ideas/${row.idea_id}` },
          bet: row.bet,
          coins: row.coins,
          result: row.result ?? '',
          result_coins: row.result_coins,
        })),
        pagination: { per_page: BETS_PAGE_SIZE, total: list.total },
      };
    },

    /** GET /api/coining?page= — 15 rows a page, signed amounts, Russian operation texts. */
    async coining(userId: number, page: number) {
      const { rows, total } = await ledger.page(userId, page, COINING_PAGE_SIZE);
      return {
        items: rows.map((row) => ({
          created_at: row.created_at,
          comment: coinOperationText(row.reason, row.subject),
          coins: row.amount,
        })),
        pagination: { per_page: COINING_PAGE_SIZE, total },
      };
    },

    /** GET /api/liga/rating — the league's top 10 (names shortened: «Мария С.») and the number ranked. */
    async leaders() {
      const { leaders, participants } = await league.leaders(LEADERS_SHOWN);
      return {
        leaders: leaders.map((row) => ({
          place: row.place,
          name: shortName(row.name),
          profit: row.profit,
          bets: row.bets,
          win_rate: row.closed > 0 ? Math.round((row.wins / row.closed) * 1000) / 10 : 0,
        })),
        participants,
      };
    },

    settle(hook?: SettleHook) {
      return league.settle(hook);
    },
  };
}
export type LeagueService = ReturnType<typeof createLeagueService>;
