import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { insiderDeals, insiders, stocks } from '../src/db/schema';
import { createInsiderFilingsRepository } from '../src/features/insider-radar/insider-filings.repository';
import { recomputeClusters } from '../src/features/insider-radar/insider-clusters.repository';
import { importForm4 } from '../src/features/insider-radar/form4-import.service';
import { Agent, describeOnDatabases } from './support';

const FIXTURES = new URL('./fixtures/form4/', import.meta.url).pathname;

interface Deal {
  id: number;
  insider: { id: number; name: string; position: string } | null;
  ticker: string;
  code: string;
  type: string;
  shares: number;
  price: number | null;
  value: number | null;
  currency: string;
  trade_date: string;
  filed_at: string;
  plan_10b5_1: boolean;
  derivative: boolean;
  accession: string | null;
  cluster: boolean;
}
interface DealsAnswer {
  results: { deals: Deal[]; total: number };
  meta: { page: number; per_page: number; visible_limit: number | null; total_capped: boolean };
}

describeOnDatabases('insider radar', (ctx) => {
  const deals = async (agent: Agent, query = '') => {
    const response = await agent.get(`/api/insider-radar/deals${query}`);
    return {
      status: response.statusCode,
      body: response.json() as DealsAnswer & { permission?: string; errors?: Record<string, string[]> },
    };
  };
  const guest = async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    return agent;
  };
  let imported = false;
  const importFixtures = async () => {
    if (imported) return;
    await importForm4(createInsiderFilingsRepository(ctx.db), [FIXTURES]);
    imported = true;
  };

  it('a visitor and a free account see the latest 20 buys and sells, newest first, in the documented shape', async () => {
    for (const agent of [await guest(), await ctx.signedIn('free@investradar.ru')]) {
      const { status, body } = await deals(agent);
      expect(status).toBe(200);
      expect(body.results.deals).toHaveLength(20);
      expect(body.meta).toMatchObject({ page: 1, per_page: 20, visible_limit: 20 });
      expect(body.results.total).toBeGreaterThan(20);
      const dates = body.results.deals.map((d) => d.trade_date);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const deal of body.results.deals) {
        expect(['buy', 'sell']).toContain(deal.type);
        expect(Object.keys(deal)).toEqual(
          expect.arrayContaining([
            'insider',
            'ticker',
            'code',
            'type',
            'shares',
            'price',
            'value',
            'currency',
            'trade_date',
            'filed_at',
            'plan_10b5_1',
            'derivative',
            'accession',
          ]),
        );
        expect(deal.insider).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          position: expect.any(String),
        });
      }
    }
  });

  it.each([
    ['?type=other', 'ir.filters.deals'],
    ['?type=A', 'ir.filters.deals'],
    ['?role=director', 'ir.filters.deals'],
    ['?min_value=1000000', 'ir.filters.deals'],
    ['?max_value=10', 'ir.filters.deals'],
    ['?date_from=2025-01-01', 'ir.filters.deals'],
    ['?date_to=2025-01-01', 'ir.filters.deals'],
    ['?cluster=1', 'ir.filters.deals'],
    ['?sort_by=value', 'ir.sort'],
    ['?sort_order=asc', 'ir.sort'],
    ['?page=2', 'ir.full_radar'],
  ])('%s is refused to a visitor and a free account with 403 naming %s', async (query, permission) => {
    for (const agent of [await guest(), await ctx.signedIn('free@investradar.ru')]) {
      const { status, body } = await deals(agent, query);
      expect(status).toBe(403);
      expect(body).toMatchObject({ success: false, message: 'Доступно для аккаунтов уровня PRO', permission });
    }
    // PRO may.
    expect((await deals(await ctx.signedIn('pro@investradar.ru'), query)).status).toBe(200);
  });

  it('search_id / whose_id (from the search results) and ticker are open to everyone', async () => {
    const [someone] = await queryRows<{ id: number; ticker: string }>(
      ctx.db,
      sql`SELECT d.insider_id AS id, s.ticker FROM insider_deals d JOIN stocks s ON s.id = d.stock_id WHERE d.insider_id IS NOT NULL AND d.kind = 'buy' ORDER BY d.id LIMIT 1`,
    );
    const free = await ctx.signedIn('free@investradar.ru');
    const byInsider = await deals(free, `?search_id=${someone!.id}&whose_id=investor`);
    expect(byInsider.status).toBe(200);
    expect(byInsider.body.results.deals.length).toBeGreaterThan(0);
    expect(byInsider.body.results.deals.every((d) => d.insider?.id === someone!.id)).toBe(true);
    const byTicker = await deals(free, `?ticker=${someone!.ticker}`);
    expect(byTicker.body.results.deals.every((d) => d.ticker === someone!.ticker)).toBe(true);
  });

  it('one share’s or insider’s deals (a statement prepared by shape) answer as the planned-per-values path', async () => {
    // Eight shares and eight insiders in turn: on PostgreSQL the statement of each shape runs more
    // than the five custom plans after which a generic one may be used, so both kinds of plan answer
    // here. `date_from` far back selects every deal and takes the path planned for its values.
    const pro = await ctx.signedIn('pro@investradar.ru');
    const busiest = await queryRows<{ ticker: string; insider_id: number }>(
      ctx.db,
      sql`SELECT s.ticker, min(d.insider_id)::int AS insider_id FROM insider_deals d JOIN stocks s ON s.id = d.stock_id
          WHERE NOT d.buyback AND d.insider_id IS NOT NULL GROUP BY s.ticker ORDER BY count(*) DESC, s.ticker LIMIT 8`,
    );
    expect(busiest).toHaveLength(8);
    for (const { ticker, insider_id } of busiest) {
      for (const query of [
        `?ticker=${ticker}&type=all&sort_by=value&sort_order=asc`,
        `?ticker=${ticker}&page=2`,
        // Past the last page: no rows, the total still counted.
        `?ticker=${ticker}&page=400`,
        `?search_id=${insider_id}&whose_id=investor&type=all`,
      ]) {
        const byShape = await deals(pro, query);
        const byValues = await deals(pro, `${query}&date_from=1900-01-01`);
        expect(byShape.status).toBe(200);
        expect(byShape.body.results).toEqual(byValues.body.results);
        expect(byShape.body.results.total).toBeGreaterThan(0);
      }
    }
  });
  it('bad values are 422 with the field; an unknown insider is 404', async () => {
    const pro = await ctx.signedIn('pro@investradar.ru');
    for (const [query, field] of [
      ['?role=ceo', 'role'],
      ['?min_value=abc', 'min_value'],
      ['?date_from=31.12.2025', 'date_from'],
      ['?sort_by=name', 'sort_by'],
      ['?page=0', 'page'],
      ['?type=purchase', 'type'],
    ]) {
      const { status, body } = await deals(pro, query);
      expect(status, query).toBe(422);
      expect(body.errors![field!]).toEqual(['Неверное значение поля']);
    }
    expect((await pro.get('/api/insiders/999999999')).statusCode).toBe(404);
    expect((await pro.get('/api/insiders/abc')).statusCode).toBe(404);
  });

  it('PRO filters: types and codes, role, value range, dates, sort by value and shares, pages', async () => {
    await importFixtures();
    const pro = await ctx.signedIn('pro@investradar.ru');
    const other = await deals(pro, '?type=other');
    expect(other.body.results.deals.length).toBeGreaterThan(0);
    expect(other.body.results.deals.every((d) => d.type === 'other' && d.code !== 'P' && d.code !== 'S')).toBe(true);
    const grants = await deals(pro, '?type=A,G');
    expect(new Set(grants.body.results.deals.map((d) => d.code))).toEqual(new Set(['A', 'G']));

    const ranged = await deals(pro, '?type=all&min_value=1000000&max_value=2000000');
    expect(ranged.body.results.deals.length).toBeGreaterThan(0);
    expect(
      ranged.body.results.deals.every((d) => d.value !== null && d.value >= 1_000_000 && d.value <= 2_000_000),
    ).toBe(true);

    const dated = await deals(pro, '?date_from=2022-04-13&date_to=2022-04-13&type=all');
    expect(dated.body.results.deals.map((d) => d.ticker)).toEqual(Array(6).fill('GOOG'));

    const byValue = await deals(pro, '?sort_by=value&sort_order=desc');
    const values = byValue.body.results.deals.map((d) => d.value ?? 0);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    const byShares = await deals(pro, '?sort_by=shares&sort_order=asc');
    const shares = byShares.body.results.deals.map((d) => d.shares);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);

    // A minimum value sorted by shares is bounded by the highest price (migration 0090): the same deals
    // as the unbounded filter, in the same order — every page of both, for several thresholds.
    for (const [ticker, minValue, order] of [
      ['AAPL', '1', 'asc'],
      ['GOOG', '250000', 'asc'],
      ['GOOG', '1000000', 'desc'],
      ['SBER', '100000000', 'asc'],
    ] as const) {
      const everyPage = async (query: string) => {
        const found: Array<{ id: number; value: number | null }> = [];
        for (let page = 1; ; page += 1) {
          const answer = await deals(
            pro,
            `?ticker=${ticker}&type=all&sort_by=shares&sort_order=${order}${query}&page=${page}`,
          );
          found.push(...answer.body.results.deals);
          if (answer.body.results.deals.length < 20) return found;
        }
      };
      const expected = (await everyPage('')).filter((d) => d.value !== null && d.value >= Number(minValue));
      expect(expected.length).toBeGreaterThan(0);
      expect((await everyPage(`&min_value=${minValue}`)).map((d) => d.id)).toEqual(expected.map((d) => d.id));
    }

    const first = await deals(pro);
    const second = await deals(pro, '?page=2');
    expect(second.body.meta.page).toBe(2);
    expect(second.body.results.deals.some((d) => first.body.results.deals.some((f) => f.id === d.id))).toBe(false);
    expect(first.body.meta.visible_limit).toBeNull();

    const directors = await deals(pro, '?role=ten_percent_owner&type=all&ticker=GUTS');
    expect(directors.body.results.deals).toHaveLength(8);
    const none = await deals(pro, '?role=director&type=all&ticker=GUTS');
    expect(none.body.results.deals).toHaveLength(0);
  });

  it('role filters read the deal’s copy of its insider’s roles (migration 0091): as the insiders say, kept current, several roles merged', async () => {
    const pro = await ctx.signedIn('pro@investradar.ru');
    // What the filter means, from the insiders themselves: deals of insiders with any of the roles.
    const expectedIds = async (roles: string[], where: ReturnType<typeof sql>, limit: number) => {
      const column = {
        director: 'is_director',
        officer: 'is_officer',
        ten_percent_owner: 'is_ten_percent_owner',
        other: 'is_other',
      };
      const anyRole = sql.raw(roles.map((r) => `i.${column[r as keyof typeof column]}`).join(' OR '));
      const rows = await queryRows<{ id: number }>(
        ctx.db,
        sql`SELECT d.id::int AS id FROM insider_deals d JOIN insiders i ON i.id = d.insider_id
            WHERE NOT d.buyback AND d.kind <> 'other' AND (${anyRole}) AND ${where}
            ORDER BY d.deal_date DESC, d.id DESC LIMIT ${limit}`,
      );
      return rows.map((r) => r.id);
    };
    const [busiest] = await queryRows<{ ticker: string; stock_id: number }>(
      ctx.db,
      sql`SELECT s.ticker, s.id AS stock_id FROM insider_deals d JOIN stocks s ON s.id = d.stock_id
          WHERE NOT d.buyback GROUP BY s.id ORDER BY count(*) DESC LIMIT 1`,
    );
    const { ticker, stock_id } = busiest!;
    for (const roles of [
      ['director'],
      ['officer'],
      ['director', 'officer'],
      ['director', 'ten_percent_owner', 'other'],
    ]) {
      // One share's deals, every page, against the join; and the first and third pages of all shares.
      const all = await expectedIds(roles, sql`d.stock_id = ${stock_id}`, 10_000);
      const found: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 20) + 1; page += 1) {
        const answer = await deals(pro, `?ticker=${ticker}&role=${roles.join(',')}&page=${page}`);
        expect(answer.status).toBe(200);
        expect(answer.body.results.total).toBe(Math.min(all.length, 1000));
        found.push(...answer.body.results.deals.map((d) => d.id));
      }
      expect(found).toEqual(all);
      const everywhere = await expectedIds(roles, sql`true`, 1_001);
      const first = await deals(pro, `?role=${roles.join(',')}`);
      const third = await deals(pro, `?role=${roles.join(',')}&page=3`);
      expect(first.body.results.deals.map((d) => d.id)).toEqual(everywhere.slice(0, 20));
      expect(third.body.results.deals.map((d) => d.id)).toEqual(everywhere.slice(40, 60));
      expect(first.body.results.total).toBe(Math.min(everywhere.length, 1000));
      expect(first.body.meta.total_capped).toBe(everywhere.length > 1000);
    }

    // An insider whose relationship changes (a later filing): their deals follow at once.
    const [officer] = await queryRows<{ id: number }>(
      ctx.db,
      sql`SELECT i.id FROM insiders i WHERE i.is_officer AND NOT i.is_director AND i.deals_count > 1 ORDER BY i.id LIMIT 1`,
    );
    const ofInsider = (role: string) => deals(pro, `?search_id=${officer!.id}&whose_id=investor&type=all&role=${role}`);
    const before = (await ofInsider('officer')).body.results.total;
    expect(before).toBeGreaterThan(1);
    expect((await ofInsider('director')).body.results.total).toBe(0);
    await ctx.db
      .update(insiders)
      .set({ isDirector: true, isOfficer: false })
      .where(sql`id = ${officer!.id}`);
    try {
      expect((await ofInsider('director')).body.results.total).toBe(before);
      expect((await ofInsider('officer')).body.results.total).toBe(0);
      // A writer cannot give a deal other roles than its insider's.
      await ctx.db.execute(sql`UPDATE insider_deals SET roles = 15 WHERE insider_id = ${officer!.id}`);
      const bits = await queryRows<{ roles: number }>(
        ctx.db,
        sql`SELECT DISTINCT roles FROM insider_deals WHERE insider_id = ${officer!.id}`,
      );
      expect(bits).toEqual([{ roles: 1 }]);
    } finally {
      await ctx.db
        .update(insiders)
        .set({ isDirector: false, isOfficer: true })
        .where(sql`id = ${officer!.id}`);
    }
    expect((await ofInsider('officer')).body.results.total).toBe(before);
  });

  it('imported deals as the radar answers them: unknown price null, USD, 10b5-1, accession, derivative', async () => {
    await importFixtures();
    const pro = await ctx.signedIn('pro@investradar.ru');
    const apple = await deals(pro, '?ticker=AAPL&type=all&sort_by=date&sort_order=asc');
    expect(apple.body.results.deals.map((d) => [d.code, d.price, d.plan_10b5_1, d.derivative])).toEqual([
      ['M', null, false, false],
      ['F', 202.64, false, false],
      ['M', null, false, true],
      ['S', 205.75, true, false],
      ['S', 206.55, true, false],
      ['S', 207.13, true, false],
    ]);
    expect(apple.body.results.deals[0]).toMatchObject({
      currency: 'USD',
      value: null,
      accession: null,
      trade_date: '2019-08-24',
      filed_at: '2019-08-27',
    });
    expect(apple.body.results.deals[0]!.insider).toMatchObject({ name: 'COOK TIMOTHY D' });
    // Default view: only P and S, so Cook's exercise and withholding are not buys or sells.
    const defaults = await deals(pro, '?ticker=AAPL');
    expect(defaults.body.results.deals.map((d) => d.code)).toEqual(['S', 'S', 'S']);
    const ntra = await deals(pro, '?ticker=NTRA');
    expect(ntra.body.results.deals.every((d) => d.accession === '0001062993-22-008150' && d.type === 'buy')).toBe(true);
  });

  it('GET /api/insiders/{id}: the person, positions, deals and totals', async () => {
    await importFixtures();
    const [cook] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM insiders WHERE cik = '0001214156'`);
    const free = await ctx.signedIn('free@investradar.ru');
    const response = await free.get(`/api/insiders/${cook!.id}`);
    expect(response.statusCode).toBe(200);
    const { results, meta } = response.json();
    expect(results.insider).toMatchObject({ id: cook!.id, name: 'COOK TIMOTHY D', ticker: 'AAPL', deals_count: 6 });
    expect(results.positions).toEqual([
      {
        ticker: 'AAPL',
        company_name: 'Apple Inc.',
        position: 'Руководитель (Chief Executive Officer), Член совета директоров',
        last_filed_at: '2019-08-27',
      },
    ]);
    expect(results.deals).toHaveLength(6);
    expect(results.totals).toEqual([
      { type: 'other', currency: 'USD', deals: 3, shares: 1414840, value: 59746377.6 },
      { type: 'sell', currency: 'USD', deals: 3, shares: 265160, value: 54667179.36 },
    ]);
    expect(meta).toMatchObject({ visible_limit: 20, deals_total: 6 });
    // A seeded Russian insider: the seeded position.
    const [russian] = await queryRows<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM insiders WHERE cik IS NULL AND deals_count > 0 ORDER BY id LIMIT 1`,
    );
    const page = (await (await ctx.signedIn('pro@investradar.ru')).get(`/api/insiders/${russian!.id}`)).json();
    expect(page.results.positions).toHaveLength(1);
    // Its last disclosure is its latest deal's, not «—».
    const [latest] = await queryRows<{ day: string }>(
      ctx.db,
      sql`SELECT to_char(max(filed_at), 'YYYY-MM-DD') AS day FROM insider_deals WHERE insider_id = ${russian!.id}`,
    );
    expect(page.results.positions[0].last_filed_at).toBe(latest!.day);
    expect(page.results.deals.every((d: Deal) => d.currency === 'RUB')).toBe(true);
  });

  it('buybacks: the issuers’ own purchases in roubles, without an insider; filters need ir.filters.buybacks', async () => {
    const free = await ctx.signedIn('free@investradar.ru');
    const response = await free.get('/api/insider-radar/buybacks');
    expect(response.statusCode).toBe(200);
    const body = response.json() as DealsAnswer;
    expect(body.results.deals).toHaveLength(20);
    expect(body.results.deals.every((d) => d.insider === null && d.currency === 'RUB' && d.code === 'P')).toBe(true);
    const filtered = await free.get('/api/insider-radar/buybacks?min_value=1000');
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().permission).toBe('ir.filters.buybacks');
    const pro = await ctx.signedIn('pro@investradar.ru');
    expect((await pro.get('/api/insider-radar/buybacks?min_value=1000&sort_by=value')).statusCode).toBe(200);
    // Buybacks are not insider deals.
    const all = await deals(pro, '?type=all');
    expect(all.body.results.deals.every((d) => d.insider !== null)).toBe(true);
  });

  it('cluster buys: three distinct insiders buying one share on the open market within 10 days are marked and filterable', async () => {
    const [stock] = await ctx.db
      .insert(stocks)
      .values({ ticker: 'QCLST', name: 'Кластерная компания', tickerUrl: '/stocks/qclst' })
      .returning();
    const people = await ctx.db
      .insert(insiders)
      .values(
        ['Первый', 'Второй', 'Третий', 'Четвертый'].map((n) => ({
          name: `${n} Инсайдер Кластерович`,
          position: 'Член совета директоров',
          stockId: stock!.id,
          isDirector: true,
        })),
      )
      .returning();
    const buy = (insider: number, day: string, code = 'P') => ({
      insiderId: people[insider]!.id,
      stockId: stock!.id,
      kind: code === 'P' ? 'buy' : 'sell',
      code,
      acquiredDisposed: code === 'P' ? 'A' : 'D',
      shares: '100',
      price: '10',
      value: '1000',
      dealDate: day,
      filedAt: day,
    });
    await ctx.db.insert(insiderDeals).values([
      // Three insiders within 10 days (Jan 1–10): a cluster. The first insider twice.
      buy(0, '2020-01-01'),
      buy(0, '2020-01-03'),
      buy(1, '2020-01-05'),
      buy(2, '2020-01-10'),
      // Two insiders and a sale within 10 days (Mar 1–5): not a cluster.
      buy(0, '2020-03-01'),
      buy(1, '2020-03-02'),
      buy(3, '2020-03-05', 'S'),
      // Three insiders over 11 days (Jun 1–11): not a cluster.
      buy(0, '2020-06-01'),
      buy(1, '2020-06-05'),
      buy(2, '2020-06-11'),
    ]);
    await recomputeClusters(ctx.db);
    const marked = await queryRows<{ day: string; cluster: boolean }>(
      ctx.db,
      sql`SELECT to_char(deal_date, 'YYYY-MM-DD') AS day, cluster FROM insider_deals WHERE stock_id = ${stock!.id} ORDER BY deal_date, id`,
    );
    expect(marked.filter((m) => m.cluster).map((m) => m.day)).toEqual([
      '2020-01-01',
      '2020-01-03',
      '2020-01-05',
      '2020-01-10',
    ]);

    const pro = await ctx.signedIn('pro@investradar.ru');
    const clustered = await deals(pro, '?ticker=QCLST&cluster=1');
    expect(clustered.body.results.deals.map((d) => d.trade_date)).toEqual([
      '2020-01-10',
      '2020-01-05',
      '2020-01-03',
      '2020-01-01',
    ]);
    expect(clustered.body.results.deals.every((d) => d.cluster)).toBe(true);

    const clusters = (await pro.get('/api/insider-radar/clusters?ticker=QCLST')).json();
    expect(clusters.results.total).toBe(1);
    expect(clusters.results.clusters[0]).toMatchObject({
      ticker: 'QCLST',
      start_date: '2020-01-01',
      end_date: '2020-01-10',
      insiders_count: 3,
      deals: 4,
      shares: 400,
      value: 4000,
    });
    expect(clusters.results.clusters[0].insiders.map((i: { name: string }) => i.name)).toHaveLength(3);
    expect(clusters.meta).toMatchObject({ min_insiders: 3, window_days: 10 });

    // Configurable: two insiders in 10 days make a cluster too (March joins), then back.
    await recomputeClusters(ctx.db, { minInsiders: 2, windowDays: 10 });
    const two = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM insider_deals WHERE stock_id = ${stock!.id} AND cluster`,
    );
    expect(two[0]!.n).toBe(9);
    await recomputeClusters(ctx.db);
  });

  it('Excel export of the current filter: PRO only, the filter’s deals in its order, Russian headers', async () => {
    await importFixtures();
    const pro = await ctx.signedIn('pro@investradar.ru');
    const response = await pro.request({
      method: 'GET',
      url: '/api/insider-radar/deals/export?ticker=AAPL&type=all&sort_by=value&sort_order=desc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('investradar-deals.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Сделки инсайдеров');
    expect(sheet.getRow(1).getCell(1).value).toBe('Дата сделки');
    expect(sheet.rowCount).toBe(7);
    const codes = [2, 3, 4, 5, 6, 7].map((r) => sheet.getRow(r).getCell(7).value);
    // By value, largest first; unknown values (the exercises) last.
    expect(codes).toEqual(['F', 'S', 'S', 'S', 'M', 'M']);
    expect(sheet.getRow(2).getCell(10).value).toBe(202.64);
    expect(sheet.getRow(7).getCell(10).value).toBeNull();

    for (const agent of [await guest(), await ctx.signedIn('free@investradar.ru')]) {
      const plain = await agent.get('/api/insider-radar/deals/export');
      expect(plain.statusCode).toBe(403);
      expect(plain.json().permission).toBe('ir.full_radar');
      const filtered = await agent.get('/api/insider-radar/deals/export?type=other');
      expect(filtered.json().permission).toBe('ir.filters.deals');
    }
    expect((await pro.get('/api/insider-radar/buybacks/export')).statusCode).toBe(200);
  });
});
