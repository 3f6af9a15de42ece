/**
 * Russian-locale formatting (docs/product/limits.md: numbers are formatted in the Russian locale). Formatters take
 * the locale as their last argument with ru-RU as default; ru-RU uses no-break spaces.
 */
export const DEFAULT_LOCALE = 'ru-RU';
/** Dates are shown in Moscow time so that a server date does not shift with the viewer's zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** Formatters kept at most (a bound only: the options come from code, a few dozen in all). */
const MAX_FORMATTERS = 200;
const numberFormats = /* @__PURE__ */ new Map<string, Intl.NumberFormat>();
const dateTimeFormats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl formatter per locale and options, built once: building one costs far more than formatting with
 * it (profiled on the feed's hydration in Chromium at 4× CPU slowdown: the number and date formatters built
 * for each of twenty idea cards took ≈ 90 ms of it). Formatters hold no state between calls.
 */
function kept<F>(cache: Map<string, F>, locale: string, options: object, build: () => F): F {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (format === undefined) {
    if (cache.size >= MAX_FORMATTERS) cache.clear();
    format = build();
    cache.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function formatNumber(
  value: number,
  locale: string = DEFAULT_LOCALE,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, { maximumFractionDigits: 2, ...options }).format(value);
}

/** Money in rubles: whole amounts without kopecks, fractional amounts with two digits. */
export function formatMoney(value: number, locale: string = DEFAULT_LOCALE): string {
  const whole = Number.isInteger(value);
  return numberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

/** Percent from a whole number: 30 → «30 %». */
export function formatPercent(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** A price in the idea's or deal's own currency: whole amounts without kopecks or cents. */
export function formatPrice(value: number, currency: 'RUB' | 'USD', locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** Large amounts in short form: 1,2 млрд $, 350 млн ₽. */
export function formatCompactMoney(value: number, currency: 'RUB' | 'USD', locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** 23.34 → «+23,34 %», −4.1 → «−4,1 %», 0 → «0 %». */
export function formatSignedPercent(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 2,
  }).format(value / 100);
}

/** A share without sign, one decimal: 78.44 → «78,4 %». */
export function formatShare(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** dd.mm.yyyy */
export function formatDate(
  value: Date | string | number,
  locale: string = DEFAULT_LOCALE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(toDate(value));
}

/**
 * A calendar day typed by a person, as an ISO day (`2026-11-01`), or null when it is not one: the site's own
 * format `01.11.2026` (a day and month may have one digit, `1.11.2026`; `/` or `-` may separate them) and the
 * ISO form `2026-11-01`. A day that does not exist (31.02.2026) is null.
 */
export function parseDayInput(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const russian = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : russian
      ? [Number(russian[3]), Number(russian[2]), Number(russian[1])]
      : [0, 0, 0];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** An ISO day (`2026-11-01`) as the site shows it (`01.11.2026`); anything else as it is. */
export function formatIsoDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}

/** dd.mm.yyyy, hh:mm */
export function formatDateTime(
  value: Date | string | number,
  locale: string = DEFAULT_LOCALE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(toDate(value));
}

/** «ноябрь 2026» — the month heading of partner statistics. */
export function formatMonthYear(
  value: Date | string | number,
  locale: string = DEFAULT_LOCALE,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone })
    .format(toDate(value))
    .replace(/\s*г\.$/, '');
}

/** Russian plural forms: one (1, 21), few (2–4, 22), many (5–20, 0), other (fractions). */
export interface PluralForms {
  one: string;
  few: string;
  many: string;
  other?: string;
}

const pluralRules = new Map<string, Intl.PluralRules>();

export function pluralize(count: number, forms: PluralForms, locale: string = DEFAULT_LOCALE): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  return forms.other ?? forms.few;
}

export const COIN_FORMS: PluralForms = { one: 'монета', few: 'монеты', many: 'монет' };
export const IDEA_FORMS: PluralForms = { one: 'идея', few: 'идеи', many: 'идей' };
export const DEAL_FORMS: PluralForms = { one: 'сделка', few: 'сделки', many: 'сделок' };
export const DAY_FORMS: PluralForms = { one: 'день', few: 'дня', many: 'дней' };
export const MONTH_FORMS: PluralForms = { one: 'месяц', few: 'месяца', many: 'месяцев' };

/** «1 монета», «2 монеты», «5 монет», «21 монета», «1 000 монет». */
export function formatCount(count: number, forms: PluralForms, locale: string = DEFAULT_LOCALE): string {
  return `${formatNumber(count, locale)}\u00a0${pluralize(Math.abs(count), forms, locale)}`;
}

export function formatCoins(count: number, locale: string = DEFAULT_LOCALE): string {
  return formatCount(count, COIN_FORMS, locale);
}

/** Signed coin amount: «+1 000», «−500», «0» (a win shows plus result_coins, a loss minus the stake). */
export function formatSignedCoins(value: number, locale: string = DEFAULT_LOCALE): string {
  return numberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(value);
}

/** Countdown as m:ss, e.g. 299 000 ms → «4:59». Partial seconds round up so 0:00 shows only at the end. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
