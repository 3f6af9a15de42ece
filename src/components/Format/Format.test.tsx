import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { describe, expect, it } from 'vitest';
import {
  FormattedDate,
  FormattedNumber,
  Money,
  toDate,
  useFormatDate,
  useFormatMoney,
  useFormatNumber,
} from './Format';

const ru = ({ children }: { children: ReactNode }) => <I18nProvider locale="ru-RU">{children}</I18nProvider>;
const intl = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('ru-RU', options).format(value);

describe('toDate', () => {
  it('reads a bare date as that calendar day in the local zone', () => {
    const d = toDate('2021-02-01')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2021, 1, 1, 0]);
  });
  it('reads the API date-time with a space', () => {
    const d = toDate('2024-03-12 10:15:00')!;
    expect([d.getDate(), d.getHours(), d.getMinutes()]).toEqual([12, 10, 15]);
  });
  it.each([['nonsense'], [''], [Number.NaN], [new Date('x')]])('rejects %s', (value) => {
    expect(toDate(value as string)).toBeNull();
  });
  it('passes dates and epoch numbers through', () => {
    expect(toDate(0)!.getTime()).toBe(0);
    const now = new Date();
    expect(toDate(now)).toBe(now);
  });
});

describe('formatting hooks in ru-RU', () => {
  it('formats numbers like Intl ru-RU (no-break spaces, comma)', () => {
    const { result } = renderHook(() => useFormatNumber(), { wrapper: ru });
    expect(result.current(1234567.5)).toBe(intl(1234567.5));
    expect(result.current(1234567.5)).toBe('1\u00a0234\u00a0567,5');
  });

  it('formats whole and fractional roubles', () => {
    const { result } = renderHook(() => useFormatMoney(), { wrapper: ru });
    expect(result.current(1490)).toBe(intl(1490, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }));
    expect(result.current(1490)).toBe('1\u00a0490\u00a0₽');
    expect(result.current(1234.5)).toBe('1\u00a0234,50\u00a0₽');
  });

  it('shows the sign of coin deltas when asked', () => {
    const { result } = renderHook(() => useFormatMoney({ signDisplay: 'exceptZero', fractionDigits: 0 }), {
      wrapper: ru,
    });
    expect(result.current(120)).toBe(
      intl(120, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
    );
    expect(result.current(-50).startsWith('-')).toBe(true);
  });

  it('formats dates as dd.mm.yyyy', () => {
    const { result } = renderHook(() => useFormatDate(), { wrapper: ru });
    expect(result.current('2021-02-01')).toBe('01.02.2021');
    expect(result.current('garbage')).toBe('');
  });
});

describe('formatting components', () => {
  it('renders money, numbers and dates', () => {
    const { container } = render(
      <>
        <Money value={-489} />
        <FormattedNumber value={0.3} options={{ style: 'percent' }} />
        <FormattedDate value="2024-03-12" />
        <FormattedDate value="not a date" />
      </>,
      { wrapper: ru },
    );
    const [money, number, date, raw] = [...container.children] as HTMLElement[];
    expect(money!.textContent).toBe(intl(-489, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }));
    expect(money!.dataset.sign).toBe('negative');
    expect(number!.textContent).toBe(intl(0.3, { style: 'percent' }));
    expect(date!.tagName).toBe('TIME');
    expect(date!.getAttribute('datetime')).toBe('2024-03-12');
    expect(date!.textContent).toBe('12.03.2024');
    expect(raw!.textContent).toBe('not a date');
  });
});
