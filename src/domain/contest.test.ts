import { describe, expect, it } from 'vitest';
import { betOutcome, pageCount, partnerTablePageSize, purchaseOperation } from './contest';

describe("bet result (spec §2): plus result_coins for a win, minus the stake for a loss, 'Идея еще не закрыта' while open", () => {
  it('win', () => expect(betOutcome({ result: 'win', result_coins: 180, coins: 100 })).toEqual({ kind: 'win', coins: 180, text: '+180' }));
  it('loss', () => {
    const outcome = betOutcome({ result: 'loss', result_coins: null, coins: 100 });
    expect(outcome.kind).toBe('loss');
    expect(outcome.kind === 'loss' && outcome.coins).toBe(-100);
    expect(outcome.text).toBe(new Intl.NumberFormat('ru-RU', { signDisplay: 'exceptZero' }).format(-100));
  });
  it.each([[''], [null]])('open (%j)', (result) => {
    expect(betOutcome({ result: result as '' | null, result_coins: null, coins: 50 })).toEqual({ kind: 'open', text: 'Идея еще не закрыта' });
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
    expect(partnerTablePageSize({ days_stat: Array.from({ length: 30 }, () => ({ date: '', conversion: 0, visitors: 0, registration: 0, deals: 0, amount: 0, reward: 0 })) })).toBe(30);
    expect(partnerTablePageSize({ days_stat: [] })).toBe(1);
  });
});

describe('purchase operation', () => {
  it('idea payment names the idea and links it', () => {
    expect(purchaseOperation({ type: 'PAYMENT_TYPE_IDEA', content: { title: 'Премиум идея', idea_link: '/ideas/5', idea_name: 'Сбербанк' } })).toEqual({
      text: 'Премиум идея: Сбербанк',
      href: '/ideas/5',
    });
    expect(purchaseOperation({ type: 'PAYMENT_TYPE_IDEA', content: { title: null, idea_link: '/ideas/5', idea_name: 'Сбербанк' } }).text).toBe('Сбербанк');
  });
  it('other payments show the title', () => {
    expect(purchaseOperation({ type: 'PAYMENT_TYPE_SUBSCRIPTION', content: { title: 'PRO на 12 месяцев', idea_link: null, idea_name: null } })).toEqual({
      text: 'PRO на 12 месяцев',
      href: null,
    });
    expect(purchaseOperation({ type: 'X', content: { title: null, idea_link: null, idea_name: null } }).text).toBe('');
    expect(purchaseOperation({ type: 'X', content: { title: null, idea_link: null, idea_name: 'Лукойл' } }).text).toBe('Лукойл');
  });
});
