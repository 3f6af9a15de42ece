import { describe, expect, it } from 'vitest';
import { accounts } from '../fixtures';
import { testConfig } from '../testing';
import {
  initialUpgradeState,
  isUpgradeInProgress,
  lifetimePaymentRequest,
  upgradeReducer,
  type UpgradeEvent,
  type UpgradeState,
} from './upgrade';

const T0 = 1_800_000_000_000;
const run = (events: UpgradeEvent[], from: UpgradeState = initialUpgradeState) => events.reduce(upgradeReducer, from);

describe('m12 plan upgrade', () => {
  it("success: 'Тарифный план был успешно обновлен.' (or the server's message)", () => {
    expect(run([{ type: 'start', kind: 'm12' }, { type: 'upgradeSucceeded' }])).toMatchObject({
      phase: 'succeeded',
      message: 'Тарифный план был успешно обновлен.',
    });
    expect(
      run([
        { type: 'start', kind: 'm12' },
        { type: 'upgradeSucceeded', message: 'Готово' },
      ]).message,
    ).toBe('Готово');
  });
  it('failure', () => {
    expect(run([{ type: 'start', kind: 'm12' }, { type: 'upgradeFailed' }]).message).toBe(
      'Произошла ошибка. Попробуйте операцию позже.',
    );
    expect(
      run([
        { type: 'start', kind: 'm12' },
        { type: 'upgradeFailed', message: 'Нет' },
      ]).message,
    ).toBe('Нет');
  });
});

describe("concurrent upgrade — «blocked with 'Подписка в процессе обновления'»", () => {
  it.each([
    ['while the m12 call runs', [{ type: 'start', kind: 'm12' }] as UpgradeEvent[]],
    ['while the card widget is open', [{ type: 'start', kind: 'lifetime' }] as UpgradeEvent[]],
    [
      'while polling',
      [
        { type: 'start', kind: 'lifetime' },
        { type: 'paymentSucceeded', now: T0 },
      ] as UpgradeEvent[],
    ],
  ])('%s', (_name, events) => {
    const busy = run(events);
    expect(isUpgradeInProgress(busy)).toBe(true);
    const blocked = upgradeReducer(busy, { type: 'start', kind: 'lifetime' });
    expect(blocked).toEqual({ ...busy, message: 'Подписка в процессе обновления' });
    expect(upgradeReducer(blocked, { type: 'dismiss' })).toEqual({ ...busy, message: null });
  });
});

describe('lifetime: polling every 2 s, up to 25 times, until the account is lifetime', () => {
  const polling = run([
    { type: 'start', kind: 'lifetime' },
    { type: 'paymentSucceeded', now: T0 },
  ]);

  it('a poll is due 2 s after payment, not before', () => {
    expect(polling).toMatchObject({ phase: 'polling', tries: 0, nextPollAt: T0 + 2000, pollDue: false });
    expect(upgradeReducer(polling, { type: 'tick', now: T0 + 1999 })).toBe(polling);
    const due = upgradeReducer(polling, { type: 'tick', now: T0 + 2000 });
    expect(due.pollDue).toBe(true);
    // Further ticks while the poll runs do not start another one.
    expect(upgradeReducer(due, { type: 'tick', now: T0 + 9000 })).toBe(due);
  });

  it("success: 'Поздравляем, Вы успешно оформили PRO доступ навсегда!'", () => {
    let state = polling;
    let now = T0;
    for (let i = 0; i < 3; i += 1) {
      now += 2000;
      state = upgradeReducer(state, { type: 'tick', now });
      state = upgradeReducer(state, { type: 'pollResult', lifetime: false, now });
    }
    expect(state.tries).toBe(3);
    now += 2000;
    state = upgradeReducer(upgradeReducer(state, { type: 'tick', now }), { type: 'pollResult', lifetime: true, now });
    expect(state).toMatchObject({
      phase: 'succeeded',
      tries: 4,
      message: 'Поздравляем, Вы успешно оформили PRO доступ навсегда!',
    });
  });

  it("timeout after 25 polls: 'Ошибка! Что-то пошло не по плану, попробуйте еще раз или обратитесь в поддержку!'", () => {
    let state = polling;
    let now = T0;
    let polls = 0;
    while (state.phase === 'polling') {
      now += 500;
      state = upgradeReducer(state, { type: 'tick', now });
      if (state.pollDue) {
        polls += 1;
        state = upgradeReducer(state, { type: 'pollResult', lifetime: false, now });
      }
    }
    expect(polls).toBe(25);
    expect(now - T0).toBe(50_000);
    expect(state).toMatchObject({
      phase: 'failed',
      tries: 25,
      message: 'Ошибка! Что-то пошло не по плану, попробуйте еще раз или обратитесь в поддержку!',
    });
    expect(upgradeReducer(state, { type: 'dismiss' })).toEqual(initialUpgradeState);
  });

  it('a poll result without a due poll is ignored', () => {
    expect(upgradeReducer(polling, { type: 'pollResult', lifetime: true, now: T0 })).toBe(polling);
  });

  it('a closed or declined widget returns to the start', () => {
    expect(run([{ type: 'start', kind: 'lifetime' }, { type: 'paymentFailed' }])).toEqual(initialUpgradeState);
  });

  it('events out of their phase change nothing', () => {
    for (const event of [
      { type: 'upgradeSucceeded' },
      { type: 'upgradeFailed' },
      { type: 'paymentSucceeded', now: T0 },
      { type: 'paymentFailed' },
      { type: 'tick', now: T0 },
    ] as UpgradeEvent[]) {
      expect(upgradeReducer(initialUpgradeState, event), event.type).toBe(initialUpgradeState);
    }
  });
});

describe('card widget request — RUB, ru-RU, receipt data included', () => {
  it('builds the payment for the lifetime plan', () => {
    const plan = testConfig.plans.find((p) => p.code === 'lifetime')!;
    const request = lifetimePaymentRequest(plan, accounts.pro);
    expect(request).toMatchObject({
      amount: 24990,
      currency: 'RUB',
      language: 'ru-RU',
      description: 'PRO навсегда',
      accountId: '1002',
      email: 'd.volkov@example.ru',
    });
    expect(request.data.receipt.items).toEqual([
      { label: 'PRO навсегда', price: 24990, quantity: 1, amount: 24990, vat: null, method: 4, object: 4 },
    ]);
    expect(request.data.receipt.amounts.electronic).toBe(24990);
  });
});
