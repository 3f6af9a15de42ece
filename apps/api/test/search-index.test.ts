import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { insiders, stocks } from '../src/db/schema';
import { createSearchRepository, type SearchRepository } from '../src/features/search/search.repository';
import { createReadCache, databaseVersions, type ReadCache } from '../src/lib/read-cache';
import { createSearchIndex } from '../src/features/search/search-index';
import { createSearchRows } from '../src/features/search/search-rows';
import { createSearchService } from '../src/features/search/search.service';
import { cyrillicToLatin, swapKeyboardLayout } from '../src/features/search/search-text';
import { describeOnDatabases, silentDatabase } from './support';

describeOnDatabases('search from the in-process index', (ctx) => {
  /**
   * The repository, counting the calls of the database path (stocks / insiders by words), the rows read
   * with the names' version (details) and the statements of the rows' copy (rowsAfter).
   */
  function countingRepository() {
    const repository = createSearchRepository(ctx.db);
    const calls = { database: 0, details: 0, rows: 0 };
    const counting: SearchRepository = {
      ...repository,
      stocks: (...args) => ((calls.database += 1), repository.stocks(...args)),
      insiders: (...args) => ((calls.database += 1), repository.insiders(...args)),
      details: (...args) => ((calls.details += 1), repository.details(...args)),
      rowsAfter: (...args) => ((calls.rows += 1), repository.rowsAfter(...args)),
    };
    return { repository: counting, calls };
  }

  /** Two services without a read cache (never attached: nothing is kept): from the index, and from the database. */
  async function services() {
    const { repository, calls } = countingRepository();
    const index = createSearchIndex(repository);
    await index.ready();
    const fromIndex = createSearchService({ search: repository, readCache: createReadCache(), index, rows: false });
    const fromDatabase = createSearchService({
      search: createSearchRepository(ctx.db),
      readCache: createReadCache(),
      index: false,
    });
    return { index, calls, fromIndex, fromDatabase };
  }

  /**
   * Queries as people type them: names, their starts, typos, Latin, the wrong layout, tickers — about 400, over the
   * first 24 shares and 16 insiders (each database search runs the query's forms as statements: the whole demo
   * took 94 s on PGlite alone; the quality of every name is the corpus test's, search-corpus.test.ts).
   */
  async function corpus(): Promise<string[]> {
    const shares = await ctx.db
      .select({ name: stocks.name, ticker: stocks.ticker })
      .from(stocks)
      .orderBy(stocks.id)
      .limit(24);
    const people = await ctx.db.select({ name: insiders.name }).from(insiders).orderBy(insiders.id).limit(16);
    const queries = new Set<string>([
      'Газпрон',
      'норильскй никель',
      'sber',
      'gazprom',
      'yandex',
      'c,th',
      'lkoh',
      'ЛКОХ',
      '  аэрофлот ',
      'никель',
      'газпром',
      'sbe',
      'Россети',
      'сбер%',
      'a',
      'q',
      'ив',
      'иван',
      'Сбербанк привилегированные акции',
      'щщщщщщ',
      'ghbdtn',
      'rosneft',
      'уральский',
      '1',
      '2024',
      'x5',
      'ру',
      'нефт',
      'нефть газ',
      'банк россии',
    ]);
    for (const [n, { name, ticker }] of shares.entries()) {
      const lower = name.toLowerCase();
      queries.add(name).add(ticker).add(ticker.toLowerCase().slice(0, 3)).add(lower.slice(0, 4));
      queries.add(cyrillicToLatin(lower)).add(swapKeyboardLayout(lower)).add(cyrillicToLatin(ticker.toLowerCase()));
      // A letter dropped, one doubled, two swapped.
      const word = lower.split(' ')[0]!;
      if (word.length > 4)
        queries
          .add(word.slice(0, 2) + word.slice(3))
          .add(word.slice(0, 3) + word[2] + word.slice(3))
          .add(word[1]! + word[0]! + word.slice(2));
      if (n % 3 === 0) queries.add(`${word} ${lower.split(' ')[1] ?? ''}`);
    }
    for (const { name } of people) {
      const [surname, first, middle] = name.toLowerCase().split(' ');
      queries
        .add(name)
        .add(surname!)
        .add(`${surname} ${first}`)
        .add(`${first} ${surname!.slice(0, 3)}`)
        .add(`${surname!.slice(0, -1)}ф ${first}`);
      queries
        .add(cyrillicToLatin(surname!))
        .add(swapKeyboardLayout(`${surname} ${middle ?? ''}`))
        .add(surname!.slice(0, 2) + surname!.slice(3));
    }
    return [...queries];
  }

  it('answers every query of the corpus as the database path does, without its statements', async () => {
    const { index, calls, fromIndex, fromDatabase } = await services();
    expect(index.stats().loaded).toBe(true);
    const queries = await corpus();
    expect(queries.length).toBeGreaterThan(250);
    let found = 0;
    for (const query of queries) {
      const expected = await fromDatabase.searchJson(query);
      expect(await fromIndex.searchJson(query), query).toBe(expected);
      if (expected.includes('"id"') || expected.includes('"ticker"')) found += 1;
    }
    // The corpus finds things (typos included), and none of it needed the word statements.
    expect(found).toBeGreaterThan(queries.length * 0.8);
    expect(calls.database).toBe(0);
    // Hundreds of database searches on PGlite: ≈ 10 s alone, several times that beside other suites.
  }, 120_000);

  it('follows inserts, renames and deletes made in SQL: the old names are never answered', async () => {
    const { index, calls, fromIndex, fromDatabase } = await services();
    const versionBefore = index.stats().version;
    const same = async (query: string) => {
      const answer = await fromIndex.searchJson(query);
      expect(answer, query).toBe(await fromDatabase.searchJson(query));
      return JSON.parse(answer) as {
        results: { stocks: Array<{ ticker: string; name: string }>; insiders: Array<{ name: string }> };
      };
    };

    await queryRows(
      ctx.db,
      sql`INSERT INTO stocks (ticker, name, ticker_url) VALUES ('QIDXA', 'Индексная Кузница', '/stocks/qidxa')`,
    );
    // The index still holds the names before the insert: the version read with the rows sends the answer to the database.
    expect((await same('кузница')).results.stocks[0]?.ticker).toBe('QIDXA');
    expect(calls.database).toBeGreaterThan(0);
    await index.ready();
    expect(index.stats().version).not.toBe(versionBefore);
    calls.database = 0;
    expect((await same('кузница')).results.stocks[0]?.ticker).toBe('QIDXA');
    expect((await same('кузнеца')).results.stocks.map((s) => s.ticker)).toContain('QIDXA');
    expect((await same('qidx')).results.stocks.map((s) => s.ticker)).toEqual(['QIDXA']);
    expect(calls.database).toBe(0);

    await ctx.db.update(stocks).set({ name: 'Индексная Мельница', ticker: 'QIDXB' }).where(eq(stocks.ticker, 'QIDXA'));
    expect((await same('кузница')).results.stocks.map((s) => s.ticker)).not.toContain('QIDXA');
    expect((await same('qidxa')).results.stocks).toEqual([]);
    expect((await same('мельница')).results.stocks.map((s) => s.ticker)).toEqual(['QIDXB']);
    await index.ready();
    calls.database = 0;
    expect((await same('мельница')).results.stocks.map((s) => s.ticker)).toEqual(['QIDXB']);
    expect(calls.database).toBe(0);

    const [person] = await ctx.db.select().from(insiders).orderBy(insiders.id).limit(1);
    await ctx.db.update(insiders).set({ name: 'Индексов Пётр Петрович' }).where(eq(insiders.id, person!.id));
    expect((await same('индексов')).results.insiders.map((i) => i.name)).toEqual(['Индексов Пётр Петрович']);
    await ctx.db.update(insiders).set({ name: person!.name }).where(eq(insiders.id, person!.id));
    expect((await same('индексов')).results.insiders).toEqual([]);

    // Counter updates (every deal import) are not a change of names: the index stays.
    await index.ready();
    const version = index.stats().version;
    await ctx.db
      .update(stocks)
      .set({ dealsCount: sql`${stocks.dealsCount} + 1` })
      .where(eq(stocks.ticker, 'QIDXB'));
    calls.database = 0;
    expect((await same('мельница')).results.stocks.map((s) => s.ticker)).toEqual(['QIDXB']);
    expect(calls.database).toBe(0);
    expect(index.stats().version).toBe(version);

    await ctx.db.delete(stocks).where(inArray(stocks.ticker, ['QIDXB']));
    expect((await same('мельница')).results.stocks).toEqual([]);
    await index.ready();
    expect((await same('мельница')).results.stocks).toEqual([]);
  });

  it('takes the database path while the index is not loaded', async () => {
    const { repository, calls } = countingRepository();
    const index = createSearchIndex(repository);
    const service = createSearchService({ search: repository, readCache: createReadCache(), index });
    const answer = JSON.parse(await service.searchJson('газпром'));
    expect(answer.results.stocks[0]?.name).toBe('Газпром');
    expect(calls.database).toBeGreaterThan(0);
    await index.ready();
    expect(index.stats().loaded).toBe(true);
  });

  /**
   * A service answering from the index and the rows' copy through a read cache of its own (nothing is
   * kept between searches: every answer is loaded), and one reading the database for comparison.
   */
  async function fromMemory(readCache: ReadCache) {
    const { repository, calls } = countingRepository();
    const index = createSearchIndex(repository);
    const rows = createSearchRows(repository, { eventsToken: readCache.catalogueEventsToken, minGapMs: 0 });
    const service = createSearchService({ search: repository, readCache, index, rows });
    const fromDatabase = createSearchService({
      search: createSearchRepository(ctx.db),
      readCache: createReadCache(),
      index: false,
    });
    const settle = async () => {
      await readCache.settle();
      await index.ready();
      await rows.ready();
    };
    const same = async (query: string) => {
      const answer = await service.searchJson(query);
      expect(answer, query).toBe(await fromDatabase.searchJson(query));
      return JSON.parse(answer) as {
        results: {
          stocks: Array<{ ticker: string; name: string; deals_count: number; ideas_count: number }>;
          insiders: Array<{ name: string; position: string; deals_count: number }>;
        };
      };
    };
    const statements = () => calls.database + calls.details + calls.rows;
    const reset = () => Object.assign(calls, { database: 0, details: 0, rows: 0 });
    return { service, index, rows, settle, same, statements, reset, close: () => service.close() };
  }

  it('answers the corpus from the rows kept in memory, without a statement, as the database does', async () => {
    const readCache = createReadCache({ maxSearches: 1 });
    await readCache.attach(ctx.database);
    const memory = await fromMemory(readCache);
    // The first search starts both loads; its answer is read from the database meanwhile.
    await memory.same('газпром');
    await memory.settle();
    expect(memory.rows.stats().loaded).toBe(true);
    memory.reset();
    const queries = await corpus();
    for (const query of queries) await memory.same(query);
    expect(memory.statements()).toBe(0);
    await memory.close();
    await readCache.close();
  }, 120_000);

  it('answers a counter, a position or a name changed in SQL at once, then from memory again', async () => {
    // Events (PGlite: with the statement; PostgreSQL: once settled) on one side, versions read with no event
    // ever arriving on the other: both must answer every change with the next search.
    const byEvents = createReadCache({ versions: false, maxSearches: 1 });
    await byEvents.attach(ctx.database);
    const byVersions = createReadCache({ versions: databaseVersions(ctx.db), maxSearches: 1 });
    await byVersions.attach(silentDatabase(ctx));
    const sides = [await fromMemory(byEvents), await fromMemory(byVersions)];
    const settled = async () => {
      await byEvents.settle();
      for (const side of sides) {
        await side.same('газпром');
        await side.settle();
        side.reset();
      }
    };
    await settled();
    const [share] = await ctx.db.select().from(stocks).where(eq(stocks.ticker, 'GAZP'));
    const [person] = await ctx.db.select().from(insiders).orderBy(insiders.id).limit(1);
    const [surname, first] = person!.name.toLowerCase().split(' ') as [string, string];
    // Each search below is a query its side has not asked since its last change (a kept answer would
    // prove nothing): the share's name and ticker starts, the insider's surname with more of the first name.
    for (const side of sides) {
      expect((await side.same('газпро')).results.stocks[0]?.deals_count).toBe(share!.dealsCount);
      await side.same(surname);
      expect(side.statements()).toBe(0);
    }

    await ctx.db
      .update(stocks)
      .set({ dealsCount: sql`${stocks.dealsCount} + 5`, ideasCount: sql`${stocks.ideasCount} + 1` })
      .where(eq(stocks.id, share!.id));
    await ctx.db.update(insiders).set({ position: 'Председатель правления' }).where(eq(insiders.id, person!.id));
    await byEvents.settle();
    for (const side of sides) {
      const found = (await side.same('газпр')).results.stocks[0];
      expect([found?.deals_count, found?.ideas_count]).toEqual([share!.dealsCount + 5, share!.ideasCount + 1]);
      const people = (await side.same(`${surname} ${first.slice(0, 1)}`)).results.insiders;
      expect(people.find((p) => p.name === person!.name)?.position).toBe('Председатель правления');
    }
    // The copy followed in the background: from memory again, with the new values.
    for (const side of sides) {
      await side.settle();
      side.reset();
      expect((await side.same('gazp')).results.stocks[0]?.deals_count).toBe(share!.dealsCount + 5);
      const people = (await side.same(`${surname} ${first.slice(0, 2)}`)).results.insiders;
      expect(people.find((p) => p.name === person!.name)?.position).toBe('Председатель правления');
      expect(side.statements()).toBe(0);
    }

    // A rename: the copy is current before the index is; neither answers the old name.
    await ctx.db.update(insiders).set({ name: 'Памятов Пётр Петрович' }).where(eq(insiders.id, person!.id));
    await byEvents.settle();
    for (const side of sides) {
      expect((await side.same('памятов')).results.insiders.map((p) => p.name)).toEqual(['Памятов Пётр Петрович']);
      await side.settle();
      side.reset();
      expect((await side.same('памятов п')).results.insiders.map((p) => p.position)).toEqual([
        'Председатель правления',
      ]);
      expect(side.statements()).toBe(0);
    }

    await ctx.db
      .update(insiders)
      .set({ name: person!.name, position: person!.position })
      .where(eq(insiders.id, person!.id));
    await ctx.db
      .update(stocks)
      .set({ dealsCount: share!.dealsCount, ideasCount: share!.ideasCount })
      .where(eq(stocks.id, share!.id));
    await byEvents.settle();
    for (const side of sides) {
      expect((await side.same('памятов')).results.insiders).toEqual([]);
      await side.close();
    }
    await byEvents.close();
    await byVersions.close();
  });

  it('finds rows with far-apart ids (the sequence gaps of deal imports) from memory', async () => {
    const readCache = createReadCache({ maxSearches: 1 });
    await readCache.attach(ctx.database);
    const memory = await fromMemory(readCache);
    await memory.same('газпром');
    await memory.settle();
    const far = 2_000_000_000;
    await ctx.db.insert(insiders).values({ id: far, name: 'Далёкий Номер Петрович', position: 'Директор' });
    await readCache.settle();
    await memory.same('далёкий');
    await memory.settle();
    memory.reset();
    const found = (await memory.same('далёкий номер')).results.insiders;
    expect(found.map((p) => [p.name, p.position])).toEqual([['Далёкий Номер Петрович', 'Директор']]);
    expect(memory.statements()).toBe(0);
    await ctx.db.delete(insiders).where(eq(insiders.id, far));
    await readCache.settle();
    expect((await memory.same('далёкий н')).results.insiders).toEqual([]);
    await memory.close();
    await readCache.close();
  });
});
