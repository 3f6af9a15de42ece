// Moscow Exchange ISS (https://iss.moex.com/iss/reference/): JSON answers are blocks of
// { columns, data } named after the table ("history", "securities"), with a "<block>.cursor" block
// (INDEX, TOTAL, PAGESIZE) when the answer is paged. Everything read is checked: a changed or broken
// answer stops the job with a PriceSourceError instead of writing wrong prices.
import { PriceSourceError, type Candle, type PriceSource, type Security } from './price-source';

export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

export interface MoexIssOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  /** Board of shares (T+ shares and DRs). */
  board?: string;
  timeoutMs?: number;
  /** A guard against a cursor that never ends. */
  maxPages?: number;
}

interface Block {
  columns: string[];
  data: unknown[][];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function block(json: unknown, name: string, url: string): Block | undefined {
  if (typeof json !== 'object' || json === null)
    throw new PriceSourceError(`ISS: ответ не является объектом JSON (${url})`);
  const value = (json as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  const { columns, data } = (value ?? {}) as Partial<Block>;
  if (
    !Array.isArray(columns) ||
    !columns.every((c) => typeof c === 'string') ||
    !Array.isArray(data) ||
    !data.every((row) => Array.isArray(row) && row.length === columns.length)
  ) {
    throw new PriceSourceError(`ISS: блок «${name}» повреждён (${url})`);
  }
  return { columns, data };
}

function column(b: Block, name: string, blockName: string): number {
  const index = b.columns.indexOf(name);
  if (index < 0) throw new PriceSourceError(`ISS: в блоке «${blockName}» нет столбца ${name}`);
  return index;
}

/** A "<block>.cursor" row: where the next page starts, or null on the last page. */
function nextStart(json: unknown, name: string, url: string): number | null | undefined {
  const cursor = block(json, `${name}.cursor`, url);
  if (!cursor) return undefined;
  const row = cursor.data[0];
  if (!row) return null;
  const [index, total, pageSize] = ['INDEX', 'TOTAL', 'PAGESIZE'].map((c) => row[column(cursor, c, `${name}.cursor`)]);
  if (![index, total, pageSize].every((n) => Number.isInteger(n) && (n as number) >= 0) || pageSize === 0) {
    throw new PriceSourceError(`ISS: курсор блока «${name}» повреждён (${url})`);
  }
  const next = (index as number) + (pageSize as number);
  return next < (total as number) ? next : null;
}

function candlesOf(b: Block, from: string, till: string): Candle[] {
  const date = column(b, 'TRADEDATE', 'history');
  const close = column(b, 'CLOSE', 'history');
  const candles: Candle[] = [];
  for (const row of b.data) {
    const day = row[date];
    const price = row[close];
    if (typeof day !== 'string' || !ISO_DAY.test(day))
      throw new PriceSourceError(`ISS: неверная дата торгов ${JSON.stringify(day)}`);
    // No trades that day (CLOSE null): no candle.
    if (price === null) continue;
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0)
      throw new PriceSourceError(`ISS: неверная цена закрытия ${JSON.stringify(price)} за ${day}`);
    if (day >= from && day <= till) candles.push({ date: day, close: price });
  }
  return candles;
}

export function createMoexIssSource(
  options: MoexIssOptions = {},
): PriceSource & { securities(collection: string): Promise<Security[]> } {
  const baseUrl = (options.baseUrl ?? 'https://iss.moex.com').replace(/\/$/, '');
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const board = options.board ?? 'TQBR';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxPages = options.maxPages ?? 200;

  async function getJson(url: string): Promise<unknown> {
    let response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PriceSourceError(`ISS: запрос не удался (${url})`, { cause: error });
    }
    if (!response.ok) throw new PriceSourceError(`ISS: ответ ${response.status} (${url})`);
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new PriceSourceError(`ISS: ответ не является JSON (${url})`, { cause: error });
    }
  }

  /**
   * Pages through a block: by its cursor when the answer has one, else (history answers without a
   * cursor block) until a page comes back shorter than the first one.
   */
  async function pages(path: string, name: string, params: Record<string, string>): Promise<Block[]> {
    const blocks: Block[] = [];
    let start = 0;
    let pageSize: number | undefined;
    for (let page = 0; page < maxPages; page++) {
      const query = new URLSearchParams({ ...params, 'iss.meta': 'off', start: String(start) });
      const url = `${baseUrl}${path}?${query}`;
      const json = await getJson(url);
      const b = block(json, name, url);
      if (!b) throw new PriceSourceError(`ISS: в ответе нет блока «${name}» (${url})`);
      blocks.push(b);
      const next = nextStart(json, name, url);
      if (next === null) return blocks;
      if (next === undefined) {
        pageSize ??= b.data.length;
        if (b.data.length === 0 || b.data.length < pageSize) return blocks;
        start += b.data.length;
      } else {
        if (next <= start) throw new PriceSourceError(`ISS: курсор блока «${name}» не двигается (${url})`);
        start = next;
      }
    }
    throw new PriceSourceError(`ISS: больше ${maxPages} страниц в «${path}»`);
  }

  async function history(path: string, from: string, till: string): Promise<Candle[]> {
    const blocks = await pages(path, 'history', { from, till });
    const byDay = new Map<string, Candle>();
    for (const b of blocks) for (const candle of candlesOf(b, from, till)) byDay.set(candle.date, candle);
    return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  const code = (value: string) => {
    if (!/^[A-Za-z0-9_-]{1,20}$/.test(value))
      throw new PriceSourceError(`ISS: неверный код бумаги ${JSON.stringify(value)}`);
    return value.toUpperCase();
  };

  return {
    name: 'moex-iss',
    async shareCandles(ticker, from, till) {
      return history(
        `/iss/history/engines/stock/markets/shares/boards/${board}/securities/${code(ticker)}.json`,
        from,
        till,
      );
    },
    async indexCandles(index, from, till) {
      return history(`/iss/history/engines/stock/markets/index/securities/${code(index)}.json`, from, till);
    },
    /** Shares of an ISS collection (stock_shares_one, …), every page. */
    async securities(collection) {
      const blocks = await pages(
        `/iss/securitygroups/stock_shares/collections/${code(collection)}/securities.json`,
        'securities',
        {},
      );
      return blocks.flatMap((b) => {
        const [secid, shortName, name, isin, type] = ['SECID', 'SHORTNAME', 'NAME', 'ISIN', 'TYPE'].map((c) =>
          column(b, c, 'securities'),
        );
        return b.data.map((row) => {
          const ticker = row[secid!];
          if (typeof ticker !== 'string' || ticker === '')
            throw new PriceSourceError(`ISS: неверный SECID ${JSON.stringify(ticker)}`);
          const text = (value: unknown) => (typeof value === 'string' ? value : null);
          return {
            ticker,
            shortName: text(row[shortName!]) ?? ticker,
            name: text(row[name!]) ?? ticker,
            isin: text(row[isin!]),
            type: text(row[type!]),
          };
        });
      });
    },
  };
}
