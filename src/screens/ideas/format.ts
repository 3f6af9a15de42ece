// The product's locale (spec §9: numbers are formatted in the Russian locale).
const DEFAULT_LOCALE = 'ru-RU';

/**
 * Formatters the screens need beyond the domain's (which formats money in rubles only): prices in
 * the idea's or deal's own currency and signed percentages. Candidates to move into the domain.
 */
export function formatPrice(value: number, currency: 'RUB' | 'USD', locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Large amounts in short form: 1,2 млрд $, 350 млн ₽. */
export function formatCompactMoney(value: number, currency: 'RUB' | 'USD', locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** 23.34 → «+23,34 %», −4.1 → «−4,1 %», 0 → «0 %». */
export function formatSignedPercent(value: number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

/** Percent without sign: 78.4 → «78,4 %». */
export function formatShare(value: number, locale: string = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}
