import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  betStakeError,
  betWinPayout,
  pageCount,
  partnerTablePageSize,
  purchaseOperation,
  validateDeliveryAddress,
} from './contest';

describe("bet result (docs/product/screens.md): plus result_coins for a win, minus the stake for a loss, 'Идея еще не закрыта' while open", () => {
  it('win', () =>
    expect(betOutcome({ result: 'win', result_coins: 180, coins: 100 })).toEqual({
      kind: 'win',
      coins: 180,
      text: '+180',
    }));
  it('loss', () => {
    const outcome = betOutcome({ result: 'loss', result_coins: null, coins: 100 });
    expect(outcome.kind).toBe('loss');
    expect(outcome.kind === 'loss' && outcome.coins).toBe(-100);
    expect(outcome.text).toBe(new Intl.NumberFormat('ru-RU', { signDisplay: 'exceptZero' }).format(-100));
  });
  it.each([[''], [null]])('open (%j)', (result) => {
    expect(betOutcome({ result: result as '' | null, result_coins: null, coins: 50 })).toEqual({
      kind: 'open',
      text: 'Идея еще не закрыта',
    });
  });
  it('a win without result_coins shows 0', () => {
    expect(betOutcome({ result: 'win', result_coins: null, coins: 50 })).toMatchObject({ coins: 0, text: '0' });
  });
});

describe('pages', () => {
  it.each([
    [0, 15, 1],
    [15, 15, 1],
    [16, 15, 2],
    [31, 6, 6],
    [5, 0, 1],
  ])('%d rows by %d → %d pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });
  it('partner table page size equals the number of day rows', () => {
    expect(
      partnerTablePageSize({
        days_stat: Array.from({ length: 30 }, () => ({
          date: '',
          conversion: 0,
          visitors: 0,
          registration: 0,
          deals: 0,
          amount: 0,
          reward: 0,
        })),
      }),
    ).toBe(30);
    expect(partnerTablePageSize({ days_stat: [] })).toBe(1);
  });
});

describe('purchase operation', () => {
  it('idea payment names the idea and links it', () => {
    expect(
      purchaseOperation({
        type: 'PAYMENT_TYPE_IDEA',
        content: { title: 'Премиум идея', idea_link: '/ideas/5', idea_name: 'Сбербанк' },
      }),
    ).toEqual({
      text: 'Премиум идея: Сбербанк',
      href: '/ideas/5',
    });
    expect(
      purchaseOperation({
        type: 'PAYMENT_TYPE_IDEA',
        content: { title: null, idea_link: '/ideas/5', idea_name: 'Сбербанк' },
      }).text,
    ).toBe('Сбербанк');
  });
  it('other payments show the title', () => {
    expect(
      purchaseOperation({
        type: 'PAYMENT_TYPE_SUBSCRIPTION',
        content: { title: 'PRO на 12 месяцев', idea_link: null, idea_name: null },
      }),
    ).toEqual({
      text: 'PRO на 12 месяцев',
      href: null,
    });
    expect(purchaseOperation({ type: 'X', content: { title: null, idea_link: null, idea_name: null } }).text).toBe('');
    expect(purchaseOperation({ type: 'X', content: { title: null, idea_link: null, idea_name: 'Лукойл' } }).text).toBe(
      'Лукойл',
    );
  });
});

describe('bet stake', () => {
  it.each([
    [9, 500, 'Ставка должна быть от 10 до 1000 монет'],
    [10, 500, null],
    [1000, 5000, null],
    [1001, 5000, 'Ставка должна быть от 10 до 1000 монет'],
    [12.5, 500, 'Ставка должна быть от 10 до 1000 монет'],
    [600, 500, 'Недостаточно монет для ставки'],
    [500, 500, null],
  ])('%s coins with %s on the balance → %s', (stake, balance, error) => {
    expect(betStakeError(stake, balance)).toBe(error);
  });
  it('a right forecast returns the stake × 1.8, rounded', () => {
    expect(betWinPayout(100)).toBe(180);
    expect(betWinPayout(15)).toBe(27);
  });
});

describe('delivery address of a merch prize', () => {
  const good = {
    recipient: 'Мария Соколова',
    phone: '+7 (999) 123-45-67',
    city: 'Москва',
    address: 'ул. Тверская, д. 1, кв. 5',
    zip: '125009',
  };
  it('takes a complete address, trimmed', () => {
    expect(validateDeliveryAddress({ ...good, city: '  Москва ' })).toEqual({ ok: true, value: good });
  });
  it.each([
    [{ ...good, recipient: '   ' }, { recipient: ['Заполните поле'] }],
    [{ ...good, phone: '12-34' }, { phone: ['Укажите телефон в формате +7 999 123-45-67'] }],
    [{ ...good, zip: '12345' }, { zip: ['Индекс — 6 цифр'] }],
    [{ ...good, address: 'д'.repeat(201) }, { address: ['Заполните поле'] }],
    [
      {},
      {
        recipient: ['Заполните поле'],
        phone: ['Заполните поле'],
        city: ['Заполните поле'],
        address: ['Заполните поле'],
        zip: ['Заполните поле'],
      },
    ],
  ])('%j → %j', (input, errors) => {
    expect(validateDeliveryAddress(input)).toEqual({ ok: false, errors });
  });
});
