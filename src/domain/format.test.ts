import { describe, expect, it } from 'vitest';
import {
  formatCoins,
  formatCount,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatIsoDay,
  parseDayInput,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatPrice,
  formatCompactMoney,
  formatSignedPercent,
  formatShare,
  formatSignedCoins,
  IDEA_FORMS,
  MONTH_FORMS,
  pluralize,
  COIN_FORMS,
} from './format';

// ru-RU separates thousands with a no-break space; expectations come from Intl itself or use \u00a0.
const nbsp = '\u00a0';
const ru = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('ru-RU', options).format(value);

describe('numbers in the Russian locale (docs/product/limits.md)', () => {
  it.each([
    [1234567, `1${nbsp}234${nbsp}567`],
    [1234.5, ru(1234.5)],
    [0.125, '0,13'],
    [-5000, ru(-5000)],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
  it('another locale can be passed', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
  });
});

describe('money in RUB', () => {
  it('whole rubles without kopecks', () => {
    expect(formatMoney(489)).toBe(ru(489, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }));
    expect(formatMoney(12900)).toBe(`12${nbsp}900${nbsp}₽`);
  });
  it('fractions with two digits', () => {
    expect(formatMoney(1234.5)).toBe(`1${nbsp}234,50${nbsp}₽`);
  });
});

describe('percent', () => {
  it('30 → «30 %»', () => expect(formatPercent(30)).toBe(ru(0.3, { style: 'percent' })));
});

describe('dates (Moscow time, dd.mm.yyyy)', () => {
  it('ISO string, Date and ms', () => {
    expect(formatDate('2026-12-22T00:00:00.000Z')).toBe('22.12.2026');
    expect(formatDate(new Date('2021-02-01T10:00:00Z'))).toBe('01.02.2021');
    expect(formatDate(Date.UTC(2026, 10, 30, 22, 0))).toBe('01.12.2026');
  });
  it('date and time', () => {
    expect(formatDateTime('2026-11-20T09:30:00.000Z')).toBe('20.11.2026, 12:30');
  });
  it('month and year', () => {
    expect(formatMonthYear('2026-11-15T00:00:00Z')).toBe('ноябрь 2026');
  });
});

describe('a day typed by a person — the site shows dd.mm.yyyy, so it reads that first', () => {
  it.each([
    ['01.11.2026', '2026-11-01'],
    ['1.11.2026', '2026-11-01'],
    [' 29.02.2028 ', '2028-02-29'],
    ['01/11/2026', '2026-11-01'],
    ['2026-11-01', '2026-11-01'],
    ['2026-1-5', '2026-01-05'],
  ])('%j → %s', (input, iso) => {
    expect(parseDayInput(input)).toBe(iso);
    expect(formatIsoDay(iso)).toBe(iso.split('-').reverse().join('.'));
  });
  it.each([
    '',
    '31.02.2026',
    '29.02.2027',
    '01.13.2026',
    '00.11.2026',
    '11.2026',
    '2026-11-01T00:00',
    'вчера',
    '01.11.26',
  ])('%j is not a day', (input) => {
    expect(parseDayInput(input)).toBeNull();
  });
  it('leaves what is not an ISO day as it is', () => {
    expect(formatIsoDay('01.11.2026')).toBe('01.11.2026');
  });
});

describe('Russian plural forms — «1 монета, 2 монеты, 5 монет, 21 монета»', () => {
  it.each([
    [0, 'монет'],
    [1, 'монета'],
    [2, 'монеты'],
    [4, 'монеты'],
    [5, 'монет'],
    [11, 'монет'],
    [12, 'монет'],
    [14, 'монет'],
    [21, 'монета'],
    [22, 'монеты'],
    [25, 'монет'],
    [101, 'монета'],
    [111, 'монет'],
    [1000, 'монет'],
    [1.5, 'монеты'],
  ])('%d %s', (count, form) => {
    expect(pluralize(count, COIN_FORMS)).toBe(form);
  });
  it('other form when given', () => {
    expect(pluralize(1.5, { ...COIN_FORMS, other: 'монеты (дробь)' })).toBe('монеты (дробь)');
  });
  it('formatCoins', () => {
    expect(formatCoins(1)).toBe(`1${nbsp}монета`);
    expect(formatCoins(2)).toBe(`2${nbsp}монеты`);
    expect(formatCoins(5)).toBe(`5${nbsp}монет`);
    expect(formatCoins(21)).toBe(`21${nbsp}монета`);
    expect(formatCoins(5000)).toBe(`5${nbsp}000${nbsp}монет`);
    expect(formatCoins(-21)).toBe(`${ru(-21)}${nbsp}монета`);
  });
  it('other nouns', () => {
    expect(formatCount(3, IDEA_FORMS)).toBe(`3${nbsp}идеи`);
    expect(formatCount(12, MONTH_FORMS)).toBe(`12${nbsp}месяцев`);
  });
});

describe('signed coin amounts', () => {
  it.each([
    [1500, ru(1500, { signDisplay: 'exceptZero' })],
    [-500, ru(-500, { signDisplay: 'exceptZero' })],
    [0, '0'],
  ])('%d → %s', (value, expected) => {
    expect(formatSignedCoins(value)).toBe(expected);
  });
  it('a win starts with +, a loss with a minus sign', () => {
    expect(formatSignedCoins(120)).toMatch(/^\+120$/);
    expect(formatSignedCoins(-50)).toMatch(/^[-−]50$/);
  });
});

describe('countdown m:ss — «countdown from 4:59»', () => {
  it.each([
    [299_000, '4:59'],
    [298_001, '4:59'],
    [298_000, '4:58'],
    [60_000, '1:00'],
    [9_000, '0:09'],
    [1, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('prices and shares of ideas and deals', () => {
  it.each([
    [250, 'RUB' as const, ru(250, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 })],
    [182.5, 'USD' as const, ru(182.5, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })],
  ])('price %d %s → %s', (value, currency, expected) => expect(formatPrice(value, currency)).toBe(expected));
  it('whole prices have no kopecks, fractional ones two digits', () => {
    expect(formatPrice(250, 'RUB')).toBe(`250${nbsp}₽`);
    expect(formatPrice(12.5, 'RUB')).toBe(`12,50${nbsp}₽`);
  });
  it('large amounts in short form', () => {
    expect(formatCompactMoney(1_200_000_000, 'USD')).toBe(
      ru(1_200_000_000, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }),
    );
    expect(formatCompactMoney(350_000_000, 'RUB')).toContain('млн');
  });
  it.each([
    [23.34, ru(0.2334, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 })],
    [-4.1, ru(-0.041, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 })],
    [0, ru(0, { style: 'percent' })],
  ])('signed percent %d → %s', (value, expected) => expect(formatSignedPercent(value)).toBe(expected));
  it('gains carry a plus, shares none', () => {
    expect(formatSignedPercent(5).startsWith('+')).toBe(true);
    expect(formatShare(78.44)).toBe(`78,4${nbsp}%`);
  });
});

describe('formatters are built once per locale and options', () => {
  it('every distinct option set gets its own formatter, past the cache bound too', () => {
    // 231 option sets (more than the 200 kept): each answer is what a formatter built for it gives.
    for (let integers = 1; integers <= 21; integers += 1) {
      for (let fractions = 0; fractions <= 10; fractions += 1) {
        const options = { minimumIntegerDigits: integers, maximumFractionDigits: fractions };
        expect(formatNumber(1234.5, 'ru-RU', options)).toBe(new Intl.NumberFormat('ru-RU', options).format(1234.5));
      }
    }
    // The same call again, and other locales and time zones, are not confused with one another.
    expect(formatNumber(1234.5)).toBe(ru(1234.5));
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
    expect(formatDate('2026-11-24T22:30:00Z')).toBe('25.11.2026');
    expect(formatDate('2026-11-24T22:30:00Z', 'ru-RU', 'UTC')).toBe('24.11.2026');
  });
});
