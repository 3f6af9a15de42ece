import * as contestMessages from './messages';

/** What the app says after an action of the league (its toasts). */
export const CONTEST_NOTICES = {
  /** POST /api/bets/store answered: the bet is in. */
  betAccepted: contestMessages.betAccepted,
} as const;
