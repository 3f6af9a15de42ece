import { describe, expect, it } from 'vitest';
import { subscriptionFixtures } from '../fixtures';
import { retentionOffer } from '../subscription';
import { testConfig } from '../testing';
import { formatCountdown } from '../format';
import {
  cancelPayload,
  cancelReducer,
  CANCEL_DONE_PATH,
  initialCancelState,
  isCancelFinished,
  lostFeatures,
  offerRemainingMs,
  type CancelEvent,
  type CancelState,
} from './cancel';

const T0 = 1_800_000_000_000;
const run = (state: CancelState, events: CancelEvent[]) => events.reduce(cancelReducer, state);
const withOffer = () =>
  initialCancelState(subscriptionFixtures.active, retentionOffer(subscriptionFixtures.active, testConfig));
const withoutOffer = () =>
  initialCancelState(subscriptionFixtures.m12, retentionOffer(subscriptionFixtures.m12, testConfig));

describe('cancel flow (docs/product/flows.md)', () => {
  it("step 1: no reason → alert 'Пожалуйста укажите причину(ы) отмены подписки'", () => {
    const state = cancelReducer(withOffer(), { type: 'submitReasons' });
    expect(state.step).toBe('reasons');
    expect(state.alert).toBe('Пожалуйста укажите причину(ы) отмены подписки');
    expect(cancelReducer(state, { type: 'dismissAlert' }).alert).toBeNull();
  });

  it('reasons toggle and are sent as a sorted list', () => {
    const state = run(withOffer(), [
      { type: 'toggleReason', id: 7 },
      { type: 'toggleReason', id: 2 },
      { type: 'toggleReason', id: 5 },
      { type: 'toggleReason', id: 5 },
    ]);
    expect(cancelPayload(state)).toEqual({ reason: [2, 7] });
  });

  it('step 2 lists the features lost: full variant for PRO, bot variant for the bot', () => {
    expect(lostFeatures(withOffer())).toContain('Неограниченный портфель');
    const bot = initialCancelState(subscriptionFixtures.overdueBot, null);
    expect(bot.variant).toBe('bot');
    expect(lostFeatures(bot)).toContain('Сигналы по новым идеям в боте');
  });

  it('with a special offer: retention step with the countdown from 4:59; when it ends back to step 2', () => {
    let state = run(withOffer(), [{ type: 'toggleReason', id: 2 }, { type: 'submitReasons' }]);
    expect(state.step).toBe('features');
    state = cancelReducer(state, { type: 'continue', now: T0 });
    expect(state.step).toBe('offer');
    expect(state.offer).toMatchObject({ discountPercent: 40, monthlyPrice: 489 });
    expect(formatCountdown(offerRemainingMs(state, T0))).toBe('4:59');
    expect(formatCountdown(offerRemainingMs(state, T0 + 59_000))).toBe('4:00');
    // Ticks before the end keep the offer (same object: nothing re-renders).
    expect(cancelReducer(state, { type: 'tick', now: T0 + 298_999 })).toBe(state);
    state = cancelReducer(state, { type: 'tick', now: T0 + 299_000 });
    expect(state.step).toBe('features');
    expect(offerRemainingMs(state, T0 + 299_000)).toBe(0);
    // The offer is not shown again: step 2 now leads to the confirmation.
    state = cancelReducer(state, { type: 'continue', now: T0 + 300_000 });
    expect(state.step).toBe('confirm');
  });

  it("accepting upgrades the plan: 'Тарифный план был успешно обновлен.'", () => {
    let state = run(withOffer(), [
      { type: 'toggleReason', id: 1 },
      { type: 'submitReasons' },
      { type: 'continue', now: T0 },
    ]);
    state = cancelReducer(state, { type: 'acceptOffer', now: T0 + 10_000 });
    expect(state.step).toBe('upgrading');
    state = cancelReducer(state, { type: 'upgraded' });
    expect(state.step).toBe('upgraded');
    expect(state.alert).toBe('Тарифный план был успешно обновлен.');
    expect(isCancelFinished(state)).toBe(true);
    expect(
      cancelReducer(
        run(withOffer(), [
          { type: 'toggleReason', id: 1 },
          { type: 'submitReasons' },
          { type: 'continue', now: T0 },
          { type: 'acceptOffer', now: T0 },
        ]),
        { type: 'upgraded', message: 'Готово' },
      ).alert,
    ).toBe('Готово');
  });

  it('an offer accepted after its countdown ended returns to step 2 instead', () => {
    const state = run(withOffer(), [
      { type: 'toggleReason', id: 1 },
      { type: 'submitReasons' },
      { type: 'continue', now: T0 },
      { type: 'acceptOffer', now: T0 + 299_000 },
    ]);
    expect(state).toMatchObject({ step: 'features', offerSpent: true });
  });

  it("declining → confirm → 'Подписка была отменена.' → settings", () => {
    let state = run(withOffer(), [
      { type: 'toggleReason', id: 3 },
      { type: 'submitReasons' },
      { type: 'continue', now: T0 },
      { type: 'declineOffer' },
    ]);
    expect(state.step).toBe('confirm');
    state = cancelReducer(state, { type: 'confirm' });
    expect(state.step).toBe('canceling');
    state = cancelReducer(state, { type: 'canceled' });
    expect(state).toMatchObject({ step: 'canceled', alert: 'Подписка была отменена.' });
    expect(CANCEL_DONE_PATH).toBe('/account/settings');
  });

  it('without an offer (plan not in special_plans) step 2 goes straight to confirm', () => {
    const state = run(withoutOffer(), [
      { type: 'toggleReason', id: 4 },
      { type: 'submitReasons' },
      { type: 'continue', now: T0 },
    ]);
    expect(state.step).toBe('confirm');
    expect(state.offer).toBeNull();
  });

  it('failures show the error and keep the user in the flow', () => {
    const confirming = run(withoutOffer(), [
      { type: 'toggleReason', id: 4 },
      { type: 'submitReasons' },
      { type: 'continue', now: T0 },
      { type: 'confirm' },
    ]);
    expect(cancelReducer(confirming, { type: 'failed' })).toMatchObject({
      step: 'confirm',
      alert: 'Произошла ошибка. Попробуйте операцию позже.',
    });
    expect(cancelReducer(confirming, { type: 'failed', message: 'Подписка уже отменена' }).alert).toBe(
      'Подписка уже отменена',
    );
    const upgrading = run(withOffer(), [
      { type: 'toggleReason', id: 4 },
      { type: 'submitReasons' },
      { type: 'continue', now: T0 },
      { type: 'acceptOffer', now: T0 },
    ]);
    expect(cancelReducer(upgrading, { type: 'failed' })).toMatchObject({ step: 'features', offerSpent: true });
  });

  it('back goes one step back', () => {
    const features = run(withoutOffer(), [{ type: 'toggleReason', id: 4 }, { type: 'submitReasons' }]);
    expect(cancelReducer(features, { type: 'back' }).step).toBe('reasons');
    const confirm = cancelReducer(features, { type: 'continue', now: T0 });
    expect(cancelReducer(confirm, { type: 'back' }).step).toBe('features');
  });

  it('events out of their step change nothing', () => {
    const start = withOffer();
    const ignored: CancelEvent[] = [
      { type: 'continue', now: T0 },
      { type: 'tick', now: T0 },
      { type: 'acceptOffer', now: T0 },
      { type: 'declineOffer' },
      { type: 'confirm' },
      { type: 'back' },
      { type: 'canceled' },
      { type: 'upgraded' },
      { type: 'failed' },
    ];
    for (const event of ignored) expect(cancelReducer(start, event), event.type).toBe(start);
    const features = run(start, [{ type: 'toggleReason', id: 1 }, { type: 'submitReasons' }]);
    expect(cancelReducer(features, { type: 'toggleReason', id: 2 })).toBe(features);
    expect(cancelReducer(features, { type: 'submitReasons' })).toBe(features);
    expect(offerRemainingMs(features, T0)).toBe(0);
  });
});
