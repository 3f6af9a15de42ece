import { RETENTION_COUNTDOWN_MS } from '../constants';
import { MESSAGES } from '../messages';
import { cancelVariant, CANCEL_LOST_FEATURES, type CancelVariant } from '../plans';
import type { CancelReasonId, Subscription } from '../schemas/subscription';
import type { RetentionOffer } from '../subscription';
import { validateCancelReasons } from '../validation/forms';

/**
 * docs/product/flows.md cancel flow. Step 1 reasons (at least one); step 2 features that will be lost (bot or full
 * variant); if the plan has a special offer, a retention step with a countdown from 4:59 that
 * returns to step 2 when it ends; accepting upgrades the plan; otherwise the user confirms and sees
 * 'Подписка была отменена.' then goes to settings. Time is injected: `tick(now)`.
 *
 * Phases that wait for a call: `canceling` (POST /api/subscription/{id}/cancel with the reasons) and
 * `upgrading` (POST /api/subscription/{id}/upgrade with the offer plan).
 */
export type CancelStep =
  'reasons' | 'features' | 'offer' | 'confirm' | 'canceling' | 'upgrading' | 'canceled' | 'upgraded';

export interface CancelState {
  step: CancelStep;
  subscriptionId: number;
  variant: CancelVariant;
  reasons: CancelReasonId[];
  offer: RetentionOffer | null;
  /** When the retention countdown ends (ms); null before the offer is shown. */
  offerDeadline: number | null;
  /** The offer is shown once: after its countdown ends or it is declined, step 2 leads on to confirm. */
  offerSpent: boolean;
  /** The alert to show (validation or failure), or the final success text. */
  alert: string | null;
}

export type CancelEvent =
  | { type: 'toggleReason'; id: CancelReasonId }
  | { type: 'submitReasons' }
  | { type: 'continue'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'acceptOffer'; now: number }
  | { type: 'declineOffer' }
  | { type: 'confirm' }
  | { type: 'back' }
  | { type: 'canceled' }
  | { type: 'upgraded'; message?: string }
  | { type: 'failed'; message?: string }
  | { type: 'dismissAlert' };

export function initialCancelState(
  subscription: Pick<Subscription, 'id' | 'bot'>,
  offer: RetentionOffer | null,
): CancelState {
  return {
    step: 'reasons',
    subscriptionId: subscription.id,
    variant: cancelVariant(subscription),
    reasons: [],
    offer,
    offerDeadline: null,
    offerSpent: false,
    alert: null,
  };
}

export function lostFeatures(state: Pick<CancelState, 'variant'>): readonly string[] {
  return CANCEL_LOST_FEATURES[state.variant];
}

/** Milliseconds left on the retention countdown (0 when not running). */
export function offerRemainingMs(state: CancelState, now: number): number {
  if (state.step !== 'offer' || state.offerDeadline === null) return 0;
  return Math.max(0, state.offerDeadline - now);
}

export function cancelReducer(state: CancelState, event: CancelEvent): CancelState {
  switch (event.type) {
    case 'toggleReason': {
      if (state.step !== 'reasons') return state;
      const reasons = state.reasons.includes(event.id)
        ? state.reasons.filter((id) => id !== event.id)
        : [...state.reasons, event.id].sort((a, b) => a - b);
      return { ...state, reasons, alert: null };
    }
    case 'submitReasons': {
      if (state.step !== 'reasons') return state;
      const result = validateCancelReasons(state.reasons);
      if (!result.ok) return { ...state, alert: MESSAGES.cancelReasonRequired };
      return { ...state, step: 'features', alert: null };
    }
    case 'continue':
      if (state.step !== 'features') return state;
      if (state.offer && !state.offerSpent) {
        return { ...state, step: 'offer', offerDeadline: event.now + RETENTION_COUNTDOWN_MS };
      }
      return { ...state, step: 'confirm' };
    case 'tick':
      if (state.step !== 'offer' || state.offerDeadline === null || event.now < state.offerDeadline) return state;
      return { ...state, step: 'features', offerDeadline: null, offerSpent: true };
    case 'acceptOffer':
      if (state.step !== 'offer' || state.offerDeadline === null) return state;
      // An offer whose time ran out cannot be accepted even if the tick came late.
      if (event.now >= state.offerDeadline)
        return { ...state, step: 'features', offerDeadline: null, offerSpent: true };
      return { ...state, step: 'upgrading', alert: null };
    case 'declineOffer':
      if (state.step !== 'offer') return state;
      return { ...state, step: 'confirm', offerDeadline: null, offerSpent: true };
    case 'confirm':
      if (state.step !== 'confirm') return state;
      return { ...state, step: 'canceling', alert: null };
    case 'back':
      if (state.step === 'features') return { ...state, step: 'reasons' };
      if (state.step === 'confirm') return { ...state, step: 'features' };
      return state;
    case 'canceled':
      if (state.step !== 'canceling') return state;
      return { ...state, step: 'canceled', alert: MESSAGES.subscriptionCanceled };
    case 'upgraded':
      if (state.step !== 'upgrading') return state;
      return { ...state, step: 'upgraded', alert: event.message || MESSAGES.planUpgraded };
    case 'failed':
      if (state.step === 'canceling')
        return { ...state, step: 'confirm', alert: event.message || MESSAGES.genericError };
      if (state.step === 'upgrading') {
        return {
          ...state,
          step: 'features',
          offerDeadline: null,
          offerSpent: true,
          alert: event.message || MESSAGES.genericError,
        };
      }
      return state;
    case 'dismissAlert':
      return { ...state, alert: null };
  }
}

/** After 'canceled' or 'upgraded' the user goes to settings (docs/product/flows.md). */
export const CANCEL_DONE_PATH = '/account/settings';

export function isCancelFinished(state: CancelState): boolean {
  return state.step === 'canceled' || state.step === 'upgraded';
}

/** Payload for POST /api/subscription/{id}/cancel. */
export function cancelPayload(state: CancelState): { reason: CancelReasonId[] } {
  return { reason: state.reasons };
}
