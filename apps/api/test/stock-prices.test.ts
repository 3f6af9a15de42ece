import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { stocks } from '../src/db/schema';
import { MESSAGES, stockPricesResponseSchema, type StockPricesAnswer } from '@investradar/ui/domain';
import { describeOnDatabases } from './support';

describeOnDatabases('GET /api/stocks/{ticker}/prices', (ctx) => {
  const get = (url: string) => ctx.app.inject({ url });

  it('answers the daily closes of the range, oldest first, as stored; the ticker in any case', async () => {
    const [stock] = await ctx.db
      .select({ id: stocks.id, ticker: stocks.ticker, name: stocks.name })
      .from(stocks)
      .where(eq(stocks.ticker, 'SBER'));
    const stored = await queryRows<{ date: string; close: number }>(
      ctx.db,
      sql`SELECT to_char(date, 'YYYY-MM-DD') AS date, close::float8 AS close FROM stock_prices
          WHERE stock_id = ${stock!.id} AND date BETWEEN '2025-03-01' AND '2025-05-31' ORDER BY date`,
    );
    expect(stored.length).toBeGreaterThan(40);
    const response = await get('/api/stocks/sber/prices?from=2025-03-01&to=2025-05-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as StockPricesAnswer;
    expect(stockPricesResponseSchema.parse(body)).toEqual(body);
    expect(body.results.stock).toEqual({ ticker: 'SBER', name: stock!.name, currency: 'RUB' });
    expect(body.meta).toEqual({ from: '2025-03-01', to: '2025-05-31' });
    expect(body.results.prices).toEqual(stored);
  });

  it('defaults to the year up to today (Moscow)', async () => {
    const body = (await get('/api/stocks/GAZP/prices')).json() as StockPricesAnswer;
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    expect(body.meta.to).toBe(today);
    expect(Date.parse(body.meta.to) - Date.parse(body.meta.from)).toBe(365 * 86_400_000);
    for (const point of body.results.prices) {
      expect(point.date >= body.meta.from && point.date <= body.meta.to).toBe(true);
      expect(point.close).toBeGreaterThan(0);
    }
  });

  it('404 for an unknown or malformed ticker; 422 for a bad day, a reversed or a longer than five years range', async () => {
    for (const url of ['/api/stocks/NOPE123/prices', '/api/stocks/%3Cb%3E/prices']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.stockNotFound);
    }
    for (const [query, field] of [
      ['from=2025-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2025-06-01&to=2025-05-01', 'from'],
      ['from=2015-01-01&to=2025-01-01', 'from'],
    ] as const) {
      const response = await get(`/api/stocks/SBER/prices?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[field], query).toEqual([MESSAGES.invalidFieldValue]);
    }
  });
});
