import { describe, expect, it } from 'vitest';
import type { Prize } from '../schemas/contest';
import {
  initialPrizeState,
  prizeCardVariant,
  prizeModal,
  prizeReducer,
  type PrizeEvent,
  type PrizeState,
} from './prize';

const merch: Prize = {
  id: 1,
  type: 'merch',
  title: 'Худи Инвестрадар',
  coins: 3000,
  description: 'Теплое худи',
  disclaimer: null,
  img: '/img/hoodie.png',
};
const subscription: Prize = {
  id: 2,
  type: 'subscription',
  title: 'PRO на месяц',
  coins: 5000,
  description: 'Месяц PRO',
  disclaimer: 'Продлевает текущую подписку',
  img: null,
};
const run = (events: PrizeEvent[], from: PrizeState = initialPrizeState) => events.reduce(prizeReducer, from);

describe('prize exchange (docs/product/flows.md)', () => {
  it("success check → confirmation (Отмена / 'Прекрасно, меняем!')", () => {
    const state = run([
      { type: 'select', prize: merch },
      { type: 'checked', response: { success: true } },
    ]);
    expect(state.phase).toBe('confirm');
    expect(prizeModal(state)).toMatchObject({
      description: 'Худи Инвестрадар',
      image: '/img/hoodie.png',
      primary: { label: 'Прекрасно, меняем!', action: 'confirm' },
      secondary: { label: 'Отмена', action: 'close' },
    });
  });

  it("merch finish: 'Отличная сделка!' (address asked later)", () => {
    const state = run([
      { type: 'select', prize: merch },
      { type: 'checked', response: { success: true } },
      { type: 'confirm' },
      { type: 'exchanged' },
    ]);
    expect(prizeModal(state)).toMatchObject({
      title: 'Отличная сделка!',
      primary: { label: 'Понятно' },
      secondary: null,
    });
  });

  it("subscription finish: 'Ваша подписка продлена!'", () => {
    const state = run([
      { type: 'select', prize: subscription },
      { type: 'checked', response: { success: true } },
      { type: 'confirm' },
      { type: 'exchanged' },
    ]);
    expect(prizeModal(state)?.title).toBe('Ваша подписка продлена!');
  });

  it("failed check: server title and description with one button 'Понятно'", () => {
    const state = run([
      { type: 'select', prize: merch },
      {
        type: 'checked',
        response: {
          success: false,
          error_code: 'not_enough_coins',
          error_message: 'Недостаточно монет',
          error_description: 'Нужно еще 500',
        },
      },
    ]);
    expect(prizeModal(state)).toEqual({
      title: 'Недостаточно монет',
      description: 'Нужно еще 500',
      image: null,
      primary: { label: 'Понятно', action: 'close' },
      secondary: null,
    });
  });

  it("error_pro_only: 'Стать PRO' (to the plans page) and 'Закрыть'", () => {
    const state = run([
      { type: 'select', prize: subscription },
      { type: 'checked', response: { success: false, error_code: 'error_pro_only', error_message: 'Только для PRO' } },
    ]);
    expect(prizeModal(state)).toMatchObject({
      title: 'Только для PRO',
      description: null,
      primary: { label: 'Стать PRO', action: 'plans', href: '/subscription/plans' },
      secondary: { label: 'Закрыть', action: 'close' },
    });
  });

  it('a failure without server texts falls back to the generic ones', () => {
    const checked = run([
      { type: 'select', prize: merch },
      { type: 'checked', response: { success: false } },
    ]);
    expect(checked.error).toEqual({ title: 'Ошибка!', description: null, proOnly: false });
    const failed = run([{ type: 'select', prize: merch }, { type: 'checkFailed' }]);
    expect(prizeModal(failed)).toMatchObject({
      title: 'Ошибка!',
      description: 'Произошла ошибка. Попробуйте операцию позже.',
    });
    const exchangeFailed = run([
      { type: 'select', prize: merch },
      { type: 'checked', response: { success: true } },
      { type: 'confirm' },
      { type: 'exchangeFailed' },
    ]);
    expect(exchangeFailed.error?.description).toBe('Произошла ошибка. Попробуйте операцию позже.');
    const withMessage = run([
      { type: 'select', prize: merch },
      { type: 'checked', response: { success: true } },
      { type: 'confirm' },
      { type: 'exchangeFailed', message: 'Приз закончился' },
    ]);
    expect(withMessage.error?.description).toBe('Приз закончился');
  });

  it('close returns to idle, but not while a call runs', () => {
    const checking = run([{ type: 'select', prize: merch }]);
    expect(prizeReducer(checking, { type: 'close' })).toBe(checking);
    const confirm = prizeReducer(checking, { type: 'checked', response: { success: true } });
    expect(prizeReducer(confirm, { type: 'close' })).toEqual(initialPrizeState);
    expect(prizeModal(initialPrizeState)).toBeNull();
    expect(prizeModal(checking)).toBeNull();
  });

  it('events out of their phase change nothing', () => {
    const checking = run([{ type: 'select', prize: merch }]);
    expect(prizeReducer(checking, { type: 'select', prize: subscription })).toBe(checking);
    for (const event of [
      { type: 'checked', response: { success: true } },
      { type: 'checkFailed' },
      { type: 'confirm' },
      { type: 'exchanged' },
      { type: 'exchangeFailed' },
    ] as PrizeEvent[]) {
      expect(prizeReducer(initialPrizeState, event), event.type).toBe(initialPrizeState);
    }
  });
});

describe('prize grid cards cycle through 3 variants', () => {
  it.each([
    [0, 'primary'],
    [1, 'accent'],
    [2, 'muted'],
    [3, 'primary'],
    [7, 'accent'],
  ])('%d → %s', (index, variant) => {
    expect(prizeCardVariant(index)).toBe(variant);
  });
});
