import { useMemo, type ComponentProps } from 'react';
import { useDateFormatter, useNumberFormatter } from 'react-aria';

/**
 * Locale-aware formatting through react-aria's I18nProvider (UiProvider sets ru-RU): numbers use
 * no-break spaces for thousands and a comma for decimals, money shows ₽, dates read 12.03.2024.
 */

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Accepts a Date, epoch milliseconds or the API's strings ('2024-03-12', '2024-03-12 10:15:00',
 * ISO 8601). A bare date is a calendar day in the user's zone, not UTC midnight, so it never shifts.
 */
export function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const trimmed = value.trim();
  const dateOnly = DATE_ONLY.exec(trimmed);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(trimmed.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Format numbers with the provider's locale: `const format = useFormatNumber(); format(1234.5)` → '1 234,5'. */
export function useFormatNumber(options?: Intl.NumberFormatOptions) {
  const formatter = useNumberFormatter(options);
  return (value: number) => formatter.format(value);
}

export type MoneyOptions = {
  currency?: string;
  /** Digits after the comma; by default none for whole amounts and two otherwise. */
  fractionDigits?: number;
  /** 'exceptZero' shows + for gains, as in coin accruals. */
  signDisplay?: Intl.NumberFormatOptions['signDisplay'];
};

/** `useFormatMoney()(1490)` → '1 490 ₽'. */
export function useFormatMoney({ currency = 'RUB', fractionDigits, signDisplay }: MoneyOptions = {}) {
  const whole = useNumberFormatter({
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 0,
    signDisplay,
  });
  const fractional = useNumberFormatter({
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits ?? 2,
    maximumFractionDigits: fractionDigits ?? 2,
    signDisplay,
  });
  return (value: number) =>
    (fractionDigits === undefined && !Number.isInteger(value) ? fractional : whole).format(value);
}

/** Day, month and year as the product shows them: 12.03.2024. */
export const shortDate: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** `useFormatDate()('2024-03-12')` → '12.03.2024'; returns '' for an unreadable value. */
export function useFormatDate(options: Intl.DateTimeFormatOptions = shortDate) {
  const formatter = useDateFormatter(options);
  return (value: DateInput) => {
    const date = toDate(value);
    return date ? formatter.format(date) : '';
  };
}

export type FormattedNumberProps = Omit<ComponentProps<'span'>, 'children'> & {
  value: number;
  options?: Intl.NumberFormatOptions;
};

export function FormattedNumber({ value, options, ...rest }: FormattedNumberProps) {
  const format = useFormatNumber(options);
  return <span {...rest}>{format(value)}</span>;
}

export type MoneyProps = Omit<ComponentProps<'span'>, 'children'> & MoneyOptions & { value: number };

/** An amount of money: `<Money value={1490} />` → 1 490 ₽ (currency RUB by default). */
export function Money({ value, currency, fractionDigits, signDisplay, ...rest }: MoneyProps) {
  const format = useFormatMoney({ currency, fractionDigits, signDisplay });
  return (
    <span data-sign={value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero'} {...rest}>
      {format(value)}
    </span>
  );
}

export type FormattedDateProps = Omit<ComponentProps<'time'>, 'children' | 'dateTime'> & {
  value: DateInput;
  options?: Intl.DateTimeFormatOptions;
};

/** A date in a <time> element with a machine-readable dateTime; an unreadable value is shown as given. */
export function FormattedDate({ value, options, ...rest }: FormattedDateProps) {
  const formatOptions = useMemo(() => options ?? shortDate, [options]);
  const format = useFormatDate(formatOptions);
  const date = toDate(value);
  if (!date) return <span {...rest}>{String(value)}</span>;
  const hasTime = formatOptions.hour !== undefined || formatOptions.timeStyle !== undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return (
    <time dateTime={hasTime ? date.toISOString() : day} {...rest}>
      {format(date)}
    </time>
  );
}
