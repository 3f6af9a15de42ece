import { describe, expect, it } from 'vitest';
import { createMoexIssSource } from '../src/features/prices/moex-iss';
import { PriceSourceError } from '../src/features/prices/price-source';
import { EMPTY_HISTORY, fakeIss, fixture, HISTORY_PATH, moexHistoryRoute } from './support-iss';

describe('Moscow Exchange ISS adapter on the recorded answers', () => {
  it('daily closes of a share, paging until a short page', async () => {
    const fetch = fakeIss(moexHistoryRoute);
    const candles = await createMoexIssSource({ fetch }).shareCandles('moex', '2014-01-01', '2014-12-31');
    expect(candles).toHaveLength(100);
    expect(candles[0]).toEqual({ date: '2014-01-06', close: 62.92 });
    expect(candles.at(-1)).toEqual({ date: '2014-05-29', close: 63.64 });
    expect(candles.map((c) => c.date)).toEqual([...candles.map((c) => c.date)].sort());
    expect(fetch.urls.map((u) => new URL(u).searchParams.get('start'))).toEqual(['0', '100']);
    expect(new URL(fetch.urls[0]!).searchParams.get('from')).toBe('2014-01-01');
  });

  it('keeps only the asked days', async () => {
    const candles = await createMoexIssSource({ fetch: fakeIss(moexHistoryRoute) }).shareCandles(
      'MOEX',
      '2014-03-01',
      '2014-03-14',
    );
    expect(candles.length).toBeGreaterThan(5);
    expect(candles.every((c) => c.date >= '2014-03-01' && c.date <= '2014-03-14')).toBe(true);
    expect(candles.at(-1)).toEqual({ date: '2014-03-14', close: 48.84 });
  });

  it('securities of a collection through the cursor: 4 pages, 71 shares', async () => {
    const fetch = fakeIss({
      '/iss/securitygroups/stock_shares/collections/STOCK_SHARES_ONE/securities.json': (start) => ({
        body: fixture(`iss_collection_securities_page${start / 20 + 1}.json`),
      }),
    });
    const securities = await createMoexIssSource({ fetch }).securities('stock_shares_one');
    expect(securities).toHaveLength(71);
    expect(securities[0]).toMatchObject({
      ticker: 'AFKS',
      shortName: 'Система ао',
      isin: 'RU000A0DQZE3',
      type: 'common_share',
    });
    expect(fetch.urls.map((u) => new URL(u).searchParams.get('start'))).toEqual(['0', '20', '40', '60']);
  });

  const history = (columns: string[], data: unknown[][]) => JSON.stringify({ history: { columns, data } });
  it.each([
    ['an HTTP error', { status: 502, body: 'Bad Gateway' }],
    ['HTML instead of JSON', { body: '<html>Технические работы</html>' }],
    ['JSON without the history block', { body: JSON.stringify({ securities: { columns: [], data: [] } }) }],
    ['a missing CLOSE column', { body: history(['TRADEDATE', 'SECID'], [['2014-01-06', 'MOEX']]) }],
    ['a price as text', { body: history(['TRADEDATE', 'CLOSE'], [['2014-01-06', '62.92']]) }],
    ['a negative price', { body: history(['TRADEDATE', 'CLOSE'], [['2014-01-06', -1]]) }],
    ['a malformed date', { body: history(['TRADEDATE', 'CLOSE'], [['06.01.2014', 62.92]]) }],
    ['rows shorter than the columns', { body: history(['TRADEDATE', 'CLOSE'], [['2014-01-06']]) }],
    ['a JSON array', { body: '[]' }],
  ])('refuses %s with a PriceSourceError', async (_name, answer) => {
    const fetch = fakeIss({ [HISTORY_PATH]: () => answer });
    await expect(
      createMoexIssSource({ fetch }).shareCandles('MOEX', '2014-01-01', '2014-12-31'),
    ).rejects.toBeInstanceOf(PriceSourceError);
  });

  it('a day without trades (CLOSE null) has no candle', async () => {
    const body = history(
      ['TRADEDATE', 'CLOSE'],
      [
        ['2014-01-06', null],
        ['2014-01-08', 65],
      ],
    );
    const candles = await createMoexIssSource({
      fetch: fakeIss({ [HISTORY_PATH]: (start) => ({ body: start === 0 ? body : EMPTY_HISTORY }) }),
    }).shareCandles('MOEX', '2014-01-01', '2014-01-31');
    expect(candles).toEqual([{ date: '2014-01-08', close: 65 }]);
  });

  it('a cursor that does not move and a network failure are errors, not endless loops', async () => {
    const stuck = JSON.stringify({
      securities: {
        columns: ['SECID', 'SHORTNAME', 'NAME', 'ISIN', 'TYPE'],
        data: [['SBER', 'Сбербанк', 'Сбербанк', null, null]],
      },
      'securities.cursor': { columns: ['INDEX', 'TOTAL', 'PAGESIZE'], data: [[0, 100, 0]] },
    });
    const source = createMoexIssSource({
      fetch: fakeIss({ '/iss/securitygroups/stock_shares/collections/X/securities.json': () => ({ body: stuck }) }),
    });
    await expect(source.securities('x')).rejects.toThrow(PriceSourceError);
    const failing = createMoexIssSource({ fetch: async () => Promise.reject(new Error('ECONNRESET')) });
    await expect(failing.indexCandles('IMOEX', '2014-01-01', '2014-01-31')).rejects.toThrow(/запрос не удался/);
    await expect(
      createMoexIssSource({ fetch: fakeIss({}) }).shareCandles('../x', '2014-01-01', '2014-01-31'),
    ).rejects.toThrow(PriceSourceError);
  });
});
