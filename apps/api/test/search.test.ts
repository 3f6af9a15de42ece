import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { expect, it } from 'vitest';
import { ideas, insiderDeals, insiders, stocks } from '../src/db/schema';
import { searchResponseSchema, type SearchResponse } from '@investradar/ui/domain';
import { describeOnDatabases } from './support';

describeOnDatabases('GET /api/search', (ctx) => {
  async function search(query: string | undefined): Promise<SearchResponse> {
    const url = query === undefined ? '/api/search' : `/api/search?query=${encodeURIComponent(query)}`;
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, query).toBe(200);
    return searchResponseSchema.parse(response.json());
  }

  it('finds a stock by its Russian name, with its ticker_url and real counts', async () => {
    const answer = await search('Сбербанк');
    const sber = answer.results.stocks[0]!;
    expect(sber).toMatchObject({ ticker: 'SBER', name: 'Сбербанк', ticker_url: '/stocks/sber' });
    const [sberRow] = await ctx.db.select({ id: stocks.id }).from(stocks).where(eq(stocks.ticker, 'SBER'));
    const [ideasCount] = await ctx.db.select({ n: count() }).from(ideas).where(eq(ideas.stockId, sberRow!.id));
    const [dealsCount] = await ctx.db
      .select({ n: count() })
      .from(insiderDeals)
      .where(eq(insiderDeals.stockId, sberRow!.id));
    expect(sber.ideas_count).toBe(ideasCount!.n);
    expect(sber.deals_count).toBe(dealsCount!.n);
    expect(sber.ideas_count).toBeGreaterThan(0);
  });

  it('leaves the word index analysed and vacuumed after seeding: index-only scans, not thousands of heap pages', async () => {
    // Without statistics and a visibility map the planner counted a word's names with a bitmap heap
    // scan: 28 ms instead of well under 1 ms for one word at benchmark volume.
    const rows = await queryRows<{ relname: string; reltuples: number; relallvisible: number }>(
      ctx.db,
      sql`SELECT relname, reltuples::float8 AS reltuples, relallvisible FROM pg_class WHERE relname IN ('search_tokens', 'search_vocabulary') ORDER BY relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual(['search_tokens', 'search_vocabulary']);
    for (const row of rows) {
      expect(Number(row.reltuples), row.relname).toBeGreaterThan(0);
      expect(Number(row.relallvisible), row.relname).toBeGreaterThan(0);
    }
  });

  it.each([
    ['Газпрон', 'GAZP'],
    ['норильскй никель', 'GMKN'],
    ['sber', 'SBER'],
    ['gazprom', 'GAZP'],
    ['yandex', 'YNDX'],
    ['c,th', 'SBER'],
    ['lkoh', 'LKOH'],
    ['ЛКОХ', 'LKOH'],
    ['  аэрофлот ', 'AFLT'],
  ])('tolerates typos, transliteration and the wrong layout: %s → %s', async (query, ticker) => {
    const answer = await search(query);
    expect(answer.results.stocks[0]?.ticker).toBe(ticker);
  });

  it('finds insiders by surname, even misspelt or in Latin, with their deal counts', async () => {
    const [insider] = await ctx.db.select().from(insiders).orderBy(insiders.id).limit(1);
    const surname = insider!.name.split(' ')[0]!;
    const [deals] = await ctx.db
      .select({ n: count() })
      .from(insiderDeals)
      .where(eq(insiderDeals.insiderId, insider!.id));
    for (const query of [insider!.name, `${surname.slice(0, -1)}ф ${insider!.name.split(' ')[1]}`]) {
      const answer = await search(query);
      const found = answer.results.insiders.find((i) => i.id === insider!.id);
      expect(found, query).toEqual({
        id: insider!.id,
        name: insider!.name,
        position: insider!.position,
        deals_count: deals!.n,
      });
    }
  });

  it('echoes meta.query exactly as sent', async () => {
    for (const query of ['  Газпром  ', 'SBER', '<img src=x onerror=alert(1)>', 'Ёлки & палки']) {
      expect((await search(query)).meta.query).toBe(query);
    }
  });

  it('answers empty groups to an empty or missing query', async () => {
    for (const query of [undefined, '', '   ', '%%%', '___']) {
      const answer = await search(query);
      expect(answer).toEqual({ meta: { query: query ?? '' }, results: { stocks: [], insiders: [] } });
    }
  });

  it('treats SQL and LIKE syntax as text and answers normally', async () => {
    const [before] = await ctx.db.select({ n: count() }).from(stocks);
    for (const query of ["'; DROP TABLE stocks;--", "' OR '1'='1", '\\', 'сбер%', 'a'.repeat(5000), '😀'.repeat(50)]) {
      const answer = await search(query);
      expect(answer.meta.query).toBe(query);
    }
    const [after] = await ctx.db.select({ n: count() }).from(stocks);
    expect(after!.n).toBe(before!.n);
    expect((await search('сбер%')).results.stocks[0]?.ticker).toBe('SBER');
  });

  it('limits each group to ten results', async () => {
    const answer = await search('Россети');
    expect(answer.results.stocks.length).toBeGreaterThan(5);
    expect(answer.results.stocks.length).toBeLessThanOrEqual(10);
    expect(answer.results.stocks.every((s) => s.name.startsWith('Россети'))).toBe(true);
  });

  it('finds a name by any of its words and ranks the exact word, then the first word, first', async () => {
    expect((await search('никель')).results.stocks[0]?.ticker).toBe('GMKN');
    const gazprom = (await search('газпром')).results.stocks.map((s) => s.name);
    expect(gazprom[0]).toBe('Газпром');
    expect(gazprom).toContain('Газпром нефть');
    expect((await search('sbe')).results.stocks.slice(0, 2).map((s) => s.ticker)).toEqual(['SBER', 'SBERP']);
  });

  it('needs every word of the query: surname and first name narrow the insiders', async () => {
    const [insider] = await ctx.db.select().from(insiders).orderBy(insiders.id).limit(1);
    const [surname, first] = insider!.name.split(' ');
    const both = (await search(`${surname} ${first}`)).results.insiders;
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((i) => i.name.split(' ')[0]!.startsWith(surname!) && i.name.includes(first!))).toBe(true);
    expect(both.map((i) => i.id)).toContain(insider!.id);
    // Word order does not matter; a word that matches nothing and looks like nothing empties the group.
    expect((await search(`${first} ${surname}`)).results.insiders.map((i) => i.id)).toContain(insider!.id);
    expect((await search(`${surname} щщщщщщ`)).results.insiders).toEqual([]);
  });

  it('follows renames and removals made straight in the database (the index is kept by triggers)', async () => {
    const [stock] = await ctx.db
      .insert(stocks)
      .values({ ticker: 'QRENAME', name: 'Старое Имечко', tickerUrl: '/stocks/qrename' })
      .returning();
    await ctx.app.readCache.settle();
    expect((await search('имечко')).results.stocks.map((s) => s.ticker)).toEqual(['QRENAME']);
    await ctx.db.update(stocks).set({ name: 'Новое Названьице' }).where(eq(stocks.id, stock!.id));
    await ctx.app.readCache.settle();
    expect((await search('имечко')).results.stocks).toEqual([]);
    expect((await search('названьице')).results.stocks.map((s) => s.name)).toEqual(['Новое Названьице']);
    await ctx.db.delete(stocks).where(eq(stocks.id, stock!.id));
    await ctx.app.readCache.settle();
    expect((await search('названьице')).results.stocks).toEqual([]);
  });

  it('answers a query of many words without trouble', async () => {
    const answer = await search('Сбербанк привилегированные акции '.repeat(10));
    expect(answer.results.stocks[0]?.ticker).toBe('SBERP');
  });
});
