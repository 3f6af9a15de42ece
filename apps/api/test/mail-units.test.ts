// Pure parts of the newsletters: ISO weeks in Moscow time and the signed unsubscribe token.
import { describe, expect, it } from 'vitest';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '../src/features/mail/unsubscribe-token';
import { previousWeekKey, weekBounds, weekKeyOf } from '../src/features/mail/week';

describe('ISO weeks, Moscow time', () => {
  it.each([
    ['2026-11-24T12:00:00Z', '2026-W48'],
    // Sunday 23:30 in Moscow is still the old week; Monday 00:30 there (Sunday 21:30 UTC) the new one.
    ['2026-11-29T20:30:00Z', '2026-W48'],
    ['2026-11-29T21:30:00Z', '2026-W49'],
    // 1 January 2021 (a Friday) belongs to the last week of 2020, which had 53.
    ['2021-01-01T12:00:00Z', '2020-W53'],
    // 29 December 2025 (a Monday) starts week 1 of 2026.
    ['2025-12-29T12:00:00Z', '2026-W01'],
  ])('%s is in %s', (at, week) => {
    expect(weekKeyOf(new Date(at))).toBe(week);
  });

  it('bounds run from Monday 00:00 to the next Monday 00:00 in Moscow', () => {
    expect(weekBounds('2026-W48')).toEqual({
      from: new Date('2026-11-23T00:00:00+03:00'),
      to: new Date('2026-11-30T00:00:00+03:00'),
    });
    expect(weekBounds('2020-W53')).toEqual({
      from: new Date('2020-12-28T00:00:00+03:00'),
      to: new Date('2021-01-04T00:00:00+03:00'),
    });
    expect(weekBounds('2026-W01')!.from).toEqual(new Date('2025-12-29T00:00:00+03:00'));
  });

  it.each(['2021-W53', '2026-W00', '2026-W54', '2026-48', 'W48', ''])('%s is not a week', (key) => {
    expect(weekBounds(key)).toBeNull();
  });

  it('the default week is the last complete one', () => {
    expect(previousWeekKey(new Date('2026-11-30T06:00:00+03:00'))).toBe('2026-W48');
  });
});

describe('unsubscribe token', () => {
  const secret = 'unit-secret-0123456789abcdef0123456789abcdef';

  it('verifies what it signed, for that user and flag only', () => {
    const token = createUnsubscribeToken(secret, 42, 'news');
    expect(verifyUnsubscribeToken(secret, token)).toEqual({ userId: 42, flag: 'news' });
    const mac = token.split('.')[2];
    expect(verifyUnsubscribeToken(secret, `43.news.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken(secret, `42.bets.${mac}`)).toBeNull();
    expect(verifyUnsubscribeToken('other-secret-0123456789abcdef0123456789ab', token)).toBeNull();
  });

  it.each([
    undefined,
    null,
    42,
    '',
    '42.news',
    '42.news.short',
    `42.unknown_flag.${'a'.repeat(43)}`,
    `-1.news.${'a'.repeat(43)}`,
    `${'9'.repeat(11)}.news.${'a'.repeat(43)}`,
  ])('refuses %s', (token) => {
    expect(verifyUnsubscribeToken(secret, token)).toBeNull();
  });
});
