// The prices port (issue #13): where daily closes come from. Two adapters: the Moscow Exchange ISS
// client (moex-iss.ts) and the offline source over the seeded history (offline.ts), which `npm start`
// and the tests use. The price job (services/price-job.ts) only knows this interface.

/** One trading day of a security: its date (YYYY-MM-DD, Moscow) and closing price. */
export interface Candle {
  date: string;
  close: number;
}

export interface Security {
  ticker: string;
  shortName: string;
  name: string;
  isin: string | null;
  type: string | null;
}

export interface PriceSource {
  readonly name: string;
  /** Daily closes of a share on its main board, `from` … `till` inclusive, oldest first. */
  shareCandles(ticker: string, from: string, till: string): Promise<Candle[]>;
  /** Daily closes of an index (IMOEX), `from` … `till` inclusive, oldest first. */
  indexCandles(code: string, from: string, till: string): Promise<Candle[]>;
}

/** An answer the adapter cannot use (HTTP failure, not JSON, missing or malformed blocks). */
export class PriceSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PriceSourceError';
  }
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a moment in Moscow (UTC+3, no daylight saving since 2014). */
export function moscowDate(moment: Date): string {
  return new Date(moment.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
