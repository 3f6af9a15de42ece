import { LIFETIME_POLL_INTERVAL_MS, LIFETIME_POLL_MAX_TRIES, PAYMENT_CURRENCY, PAYMENT_LANGUAGE } from '../constants';
import { MESSAGES } from '../messages';
import type { Plan } from '../schemas/subscription';
import type { User } from '../schemas/user';

/**
 * docs/product/flows.md upgrade. m12 is a call (POST /api/subscription/{id}/upgrade) answered with a success
 * message. Lifetime is paid through the card widget, then the account is polled every 2 s up to 25
 * times until it becomes lifetime. While either runs, a second upgrade is blocked with
 * 'Подписка в процессе обновления'. Time is injected: `tick(now)` marks a poll as due.
 */
export type UpgradePhase = 'idle' | 'upgrading' | 'paying' | 'polling' | 'succeeded' | 'failed';

export interface UpgradeState {
  phase: UpgradePhase;
  kind: 'm12' | 'lifetime' | null;
  /** Account polls made so far. */
  tries: number;
  nextPollAt: number | null;
  /** A poll is due: the container fetches the account and reports `pollResult`. */
  pollDue: boolean;
  /** Text to show: success, failure, timeout or the in-progress block. */
  message: string | null;
}

export type UpgradeEvent =
  | { type: 'start'; kind: 'm12' | 'lifetime' }
  | { type: 'upgradeSucceeded'; message?: string }
  | { type: 'upgradeFailed'; message?: string }
  | { type: 'paymentSucceeded'; now: number }
  | { type: 'paymentFailed' }
  | { type: 'tick'; now: number }
  | { type: 'pollResult'; lifetime: boolean; now: number }
  | { type: 'dismiss' };

export const initialUpgradeState: UpgradeState = {
  phase: 'idle',
  kind: null,
  tries: 0,
  nextPollAt: null,
  pollDue: false,
  message: null,
};

export function isUpgradeInProgress(state: UpgradeState): boolean {
  return state.phase === 'upgrading' || state.phase === 'paying' || state.phase === 'polling';
}

export function upgradeReducer(state: UpgradeState, event: UpgradeEvent): UpgradeState {
  switch (event.type) {
    case 'start':
      if (isUpgradeInProgress(state)) return { ...state, message: MESSAGES.upgradeInProgress };
      return { ...initialUpgradeState, phase: event.kind === 'm12' ? 'upgrading' : 'paying', kind: event.kind };
    case 'upgradeSucceeded':
      if (state.phase !== 'upgrading') return state;
      return { ...state, phase: 'succeeded', message: event.message || MESSAGES.planUpgraded };
    case 'upgradeFailed':
      if (state.phase !== 'upgrading') return state;
      return { ...state, phase: 'failed', message: event.message || MESSAGES.genericError };
    case 'paymentSucceeded':
      if (state.phase !== 'paying') return state;
      return {
        ...state,
        phase: 'polling',
        tries: 0,
        nextPollAt: event.now + LIFETIME_POLL_INTERVAL_MS,
        pollDue: false,
      };
    case 'paymentFailed':
      // The widget was closed or declined: nothing was bought, the page returns to its options.
      if (state.phase !== 'paying') return state;
      return initialUpgradeState;
    case 'tick':
      if (state.phase !== 'polling' || state.pollDue || state.nextPollAt === null || event.now < state.nextPollAt)
        return state;
      return { ...state, pollDue: true };
    case 'pollResult': {
      if (state.phase !== 'polling' || !state.pollDue) return state;
      const tries = state.tries + 1;
      if (event.lifetime)
        return {
          ...state,
          phase: 'succeeded',
          tries,
          pollDue: false,
          nextPollAt: null,
          message: MESSAGES.lifetimeUpgradeSuccess,
        };
      if (tries >= LIFETIME_POLL_MAX_TRIES) {
        return {
          ...state,
          phase: 'failed',
          tries,
          pollDue: false,
          nextPollAt: null,
          message: MESSAGES.lifetimeUpgradeTimeout,
        };
      }
      return { ...state, tries, pollDue: false, nextPollAt: event.now + LIFETIME_POLL_INTERVAL_MS };
    }
    case 'dismiss':
      return isUpgradeInProgress(state) ? { ...state, message: null } : initialUpgradeState;
  }
}

/** What the card payment widget is called with for the lifetime purchase (docs/product/flows.md, docs/product/limits.md). */
export interface LifetimePaymentRequest {
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  language: typeof PAYMENT_LANGUAGE;
  description: string;
  accountId: string;
  email: string | null;
  data: {
    planId: number;
    receipt: {
      items: {
        label: string;
        price: number;
        quantity: number;
        amount: number;
        vat: null;
        method: number;
        object: number;
      }[];
      email: string | null;
      amounts: { electronic: number };
    };
  };
}

/** Widget parameters: RUB, ru-RU, receipt data included. */
export function lifetimePaymentRequest(
  plan: Pick<Plan, 'id' | 'cost' | 'description'>,
  user: Pick<User, 'id' | 'email'>,
): LifetimePaymentRequest {
  return {
    amount: plan.cost,
    currency: PAYMENT_CURRENCY,
    language: PAYMENT_LANGUAGE,
    description: plan.description,
    accountId: String(user.id),
    email: user.email,
    data: {
      planId: plan.id,
      receipt: {
        // method 4 = full payment, object 4 = service (the fiscal receipt codes of Russian providers).
        items: [
          {
            label: plan.description,
            price: plan.cost,
            quantity: 1,
            amount: plan.cost,
            vat: null,
            method: 4,
            object: 4,
          },
        ],
        email: user.email,
        amounts: { electronic: plan.cost },
      },
    },
  };
}
