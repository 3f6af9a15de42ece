// The read cache (services/read-cache.ts) serves sessions, account views and searches from memory;
// the database's change events (migration 0001) keep it true for every writer and every instance.
// Also the search counters the database keeps with triggers.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { LISTEN_APPLICATION_NAME, type DatabaseHandle, type ListenHandlers } from '../src/db/client';
import { ideas, insiderDeals, insiders, sessions, stocks, users } from '../src/db/schema';
import {
  createReadCache,
  databaseVersions,
  duringRequest,
  versionString,
  type VersionSource,
} from '../src/lib/read-cache';
import { Agent, describeOnDatabases, silentDatabase, uniqueEmail } from './support';

describeOnDatabases('read cache', (ctx) => {
  const searchNames = async (agent: Agent, query: string) => {
    const response = await agent.get(`/api/search?query=${encodeURIComponent(query)}`);
    return (
      response.json() as {
        results: { stocks: Array<{ name: string; ticker: string; deals_count: number; ideas_count: number }> };
      }
    ).results.stocks;
  };

  it('is listening, so sessions and views are served from memory', async () => {
    const agent = await ctx.signedIn('free@investradar.ru');
    await agent.account();
    expect(ctx.app.readCache.live()).toBe(true);
    expect(ctx.app.readCache.stats().views).toBeGreaterThan(0);
    expect(ctx.app.readCache.stats().sessions).toBeGreaterThan(0);
  });

  it('shows a change written straight to the database (another writer) once its event has arrived', async () => {
    const agent = await ctx.signedIn('pro@investradar.ru');
    const before = await agent.account();
    await ctx.db.update(users).set({ name: 'Изменено снаружи' }).where(eq(users.email, 'pro@investradar.ru'));
    await ctx.app.readCache.settle();
    expect((await agent.account()).name).toBe('Изменено снаружи');
    await ctx.db.update(users).set({ name: before.name }).where(eq(users.email, 'pro@investradar.ru'));
    await ctx.app.readCache.settle();
    expect((await agent.account()).name).toBe(before.name);
  });

  it('shows an idea renamed in the database in the portfolio updates of a cached account', async () => {
    const agent = await ctx.signedIn('pro@investradar.ru');
    const before = await agent.account();
    const shown = before.portfolio!.updates[0]!;
    const rows = (await ctx.db.execute(sql`
      SELECT u.idea_id FROM portfolio_updates u JOIN portfolios p ON p.id = u.portfolio_id JOIN ideas i ON i.id = u.idea_id
      WHERE p.id = ${before.portfolio!.id} AND i.name = ${shown.idea_name} LIMIT 1`)) as unknown as {
      rows: Array<{ idea_id: number }>;
    };
    const ideaId = rows.rows[0]!.idea_id;
    await ctx.db.update(ideas).set({ name: 'Переименованная идея' }).where(eq(ideas.id, ideaId));
    await ctx.app.readCache.settle();
    expect((await agent.account()).portfolio!.updates.map((u) => u.idea_name)).toContain('Переименованная идея');
    await ctx.db.update(ideas).set({ name: shown.idea_name }).where(eq(ideas.id, ideaId));
    await ctx.app.readCache.settle();
    expect((await agent.account()).portfolio!.updates.map((u) => u.idea_name)).not.toContain('Переименованная идея');
  });

  it('reads its own writes at once on the instance that wrote', async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    const register = await agent.post('/api/auth/register', {
      email: uniqueEmail('cache'),
      password: 'secret-42',
      name: 'Кэш Проверка',
    });
    expect(register.statusCode).toBeLessThan(300);
    await agent.account();
    // No settle(): the response of a write already leaves no stale copy behind on this instance.
    expect((await agent.post('/api/account/update-name', { name: 'Новое Имя' })).statusCode).toBe(200);
    expect((await agent.account()).name).toBe('Новое Имя');
    await agent.post('/api/account/update-notifications', {
      weekly_newsletter: 0,
      portfolio_events: 1,
      news: 1,
      bets: 0,
    });
    expect((await agent.account()).notifications).toEqual({
      weekly_newsletter: 0,
      portfolio_events: 1,
      news: 1,
      bets: 0,
    });
  });

  it('keeps two instances true to each other: a name changed or a session ended on one shows on the other', async () => {
    const other = await ctx.buildApp();
    const here = await ctx.signedIn('lifetime@investradar.ru');
    const there = new Agent(() => other);
    for (const [name, value] of here.cookies) there.cookies.set(name, value);
    const original = (await there.account()).name;

    expect((await here.post('/api/account/update-name', { name: 'Имя С Первого' })).statusCode).toBe(200);
    await other.readCache.settle();
    expect((await there.account()).name).toBe('Имя С Первого');
    await here.post('/api/account/update-name', { name: original });

    // Logout on the first instance ends the session on the second, which still has it in memory.
    expect((await there.account()).type).not.toBe('mbr_guest');
    const logout = await here.post('/logout');
    expect(logout.statusCode).toBeLessThan(400);
    await other.readCache.settle();
    expect((await there.account()).type).toBe('mbr_guest');
  });

  it('finds a share added to the database by someone else, with the counts the triggers keep', async () => {
    const agent = new Agent(() => ctx.app);
    expect(await searchNames(agent, 'Кэшируемая компания')).toEqual([]);
    const [stock] = await ctx.db
      .insert(stocks)
      .values({ ticker: 'QCACHE', name: 'Кэшируемая компания', tickerUrl: '/stocks/qcache' })
      .returning();
    const [insider] = await ctx.db
      .insert(insiders)
      .values({ name: 'Кэшев Кэш Кэшевич', position: 'Директор', stockId: stock!.id })
      .returning();
    await ctx.app.readCache.settle();
    expect(await searchNames(agent, 'Кэшируемая компания')).toMatchObject([
      { ticker: 'QCACHE', deals_count: 0, ideas_count: 0 },
    ]);

    const deal = {
      insiderId: insider!.id,
      stockId: stock!.id,
      kind: 'buy',
      code: 'P',
      acquiredDisposed: 'A',
      shares: '100',
      price: '10',
      dealDate: '2026-11-01',
      filedAt: '2026-11-01',
    };
    await ctx.db.insert(insiderDeals).values([deal, deal, deal]);
    await ctx.app.readCache.settle();
    expect(await searchNames(agent, 'Кэшируемая компания')).toMatchObject([{ ticker: 'QCACHE', deals_count: 3 }]);
    const [counted] = await ctx.db
      .select({ deals: insiders.dealsCount })
      .from(insiders)
      .where(eq(insiders.id, insider!.id));
    expect(counted!.deals).toBe(3);

    await ctx.db
      .delete(insiderDeals)
      .where(sql`${insiderDeals.id} = (SELECT min(id) FROM insider_deals WHERE stock_id = ${stock!.id})`);
    await ctx.app.readCache.settle();
    expect(await searchNames(agent, 'Кэшируемая компания')).toMatchObject([{ deals_count: 2 }]);

    await ctx.db.delete(stocks).where(eq(stocks.id, stock!.id));
    await ctx.app.readCache.settle();
    expect(await searchNames(agent, 'Кэшируемая компания')).toEqual([]);
  });

  it('keeps every share’s and insider’s counters equal to a fresh count of the seeded data', async () => {
    const wrong = await ctx.db.execute(sql`
      SELECT count(*)::int AS n FROM stocks s
      WHERE s.deals_count <> (SELECT count(*) FROM insider_deals d WHERE d.stock_id = s.id)
         OR s.ideas_count <> (SELECT count(*) FROM ideas i WHERE i.stock_id = s.id)
      UNION ALL
      SELECT count(*)::int FROM insiders p WHERE p.deals_count <> (SELECT count(*) FROM insider_deals d WHERE d.insider_id = p.id)`);
    expect((wrong as unknown as { rows: Array<{ n: number }> }).rows.map((r) => r.n)).toEqual([0, 0]);
    const [sber] = await ctx.db.select({ deals: stocks.dealsCount }).from(stocks).where(eq(stocks.ticker, 'SBER'));
    expect(sber!.deals).toBeGreaterThan(0);
  });

  it('moves a deal’s count when the deal is moved to another share', async () => {
    const [a, b] = await ctx.db
      .select({ id: stocks.id, deals: stocks.dealsCount })
      .from(stocks)
      .orderBy(stocks.id)
      .limit(2);
    const [deal] = await ctx.db
      .select({ id: insiderDeals.id })
      .from(insiderDeals)
      .where(eq(insiderDeals.stockId, a!.id))
      .limit(1);
    await ctx.db.update(insiderDeals).set({ stockId: b!.id }).where(eq(insiderDeals.id, deal!.id));
    const after = await ctx.db
      .select({ id: stocks.id, deals: stocks.dealsCount })
      .from(stocks)
      .orderBy(stocks.id)
      .limit(2);
    expect(after.map((s) => s.deals)).toEqual([a!.deals - 1, b!.deals + 1]);
    await ctx.db.update(insiderDeals).set({ stockId: a!.id }).where(eq(insiderDeals.id, deal!.id));
  });

  it('reads the versions once per request in the server: session, permission rows and account view', async () => {
    const source = databaseVersions(ctx.db);
    let reads = 0;
    const counted = await ctx.buildApp({
      readCache: { versions: { read: (keys) => ((reads += 1), source.read(keys)) } },
    });
    const signedIn = await ctx.signedIn('pro@investradar.ru');
    const pro = new Agent(() => counted);
    for (const [name, value] of signedIn.cookies) pro.cookies.set(name, value);
    // The first requests load and keep the session and the permission rows.
    await pro.get('/api/insider-radar/deals');
    await pro.account();
    reads = 0;
    // A radar page needs the session and the permission rows, the account its session and its view.
    expect((await pro.get('/api/insider-radar/deals?page=2')).statusCode).toBe(200);
    expect(reads).toBe(1);
    expect((await pro.account()).email).toBe('pro@investradar.ru');
    expect(reads).toBe(2);
  });

  it('answers a write committed anywhere before the read even when its event has not arrived (per-key versions)', async () => {
    // Events never arrive here (a LISTEN that is up but silent): only the versions can tell.
    const silent = silentDatabase(ctx);
    const [user] = await ctx.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'free@investradar.ru'));
    let loads = 0;
    const load = async () => {
      loads += 1;
      const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, user!.id));
      return { value: Buffer.from(row!.name) };
    };
    const versioned = createReadCache({ versions: databaseVersions(ctx.db) });
    const eventsOnly = createReadCache({ versions: false });
    await versioned.attach(silent);
    await eventsOnly.attach(silent);
    expect(String(await versioned.accountView(user!.id, load))).toBe(user!.name);
    expect(String(await eventsOnly.accountView(user!.id, load))).toBe(user!.name);
    expect(String(await versioned.accountView(user!.id, load))).toBe(user!.name);
    expect(loads).toBe(2);

    // A catalogue write bumps 'catalog' only: the account stays in memory.
    const [stock] = await ctx.db
      .insert(stocks)
      .values({ ticker: 'QVERS', name: 'Версионная компания', tickerUrl: '/stocks/qvers' })
      .returning();
    expect(String(await versioned.accountView(user!.id, load))).toBe(user!.name);
    expect(loads).toBe(2);
    let searches = 0;
    const search = async () => ({ n: ++searches });
    await versioned.search('q', search);
    await ctx.db.delete(stocks).where(eq(stocks.id, stock!.id));
    expect(await versioned.search('q', search)).toEqual({ n: 2 });

    await ctx.db.update(users).set({ name: 'Версия Два' }).where(eq(users.id, user!.id));
    expect(String(await versioned.accountView(user!.id, load))).toBe('Версия Два');
    // The control: without versions the silent instance still answers its old copy.
    expect(String(await eventsOnly.accountView(user!.id, load))).toBe(user!.name);
    await ctx.db.update(users).set({ name: user!.name }).where(eq(users.id, user!.id));
    await versioned.close();
    await eventsOnly.close();
  });

  it('answers GET /api/account from memory once its session check has read the versions, and a write made anywhere before the request with the next answer', async () => {
    // Events never arrive here (a LISTEN that is up but silent): only the versions can tell.
    const silent = silentDatabase(ctx);
    const app = await ctx.buildApp({ database: silent, readCache: { versions: databaseVersions(ctx.db) } });
    const signedIn = await ctx.signedIn('promo@investradar.ru');
    const agent = new Agent(() => app);
    for (const [name, value] of signedIn.cookies) agent.cookies.set(name, value);
    const [user] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.email, 'promo@investradar.ru'));
    expect((await agent.account()).name).toBe(user!.name);
    // The answer kept, the next one goes out from the route's onRequest hook: the handler's path
    // (accountView, a promise) is not taken.
    const handlerPath = vi.spyOn(app.readCache, 'accountView');
    const kept = await agent.get('/api/account');
    expect(kept.statusCode).toBe(200);
    expect(handlerPath).not.toHaveBeenCalled();
    // Written by someone else, its event never arrives: the next request's read of the versions sees it.
    await ctx.db.update(users).set({ name: 'Переименован Извне' }).where(eq(users.email, 'promo@investradar.ru'));
    const renamed = await agent.get('/api/account');
    expect((renamed.json() as { results: { user: { name: string } } }).results.user.name).toBe('Переименован Извне');
    expect(renamed.headers.etag).not.toBe(kept.headers.etag);
    expect(handlerPath).toHaveBeenCalledTimes(1);
    expect((await agent.get('/api/account')).body).toBe(renamed.body);
    expect(handlerPath).toHaveBeenCalledTimes(1);
    await ctx.db.update(users).set({ name: user!.name }).where(eq(users.email, 'promo@investradar.ru'));
  });

  it('bumps a user’s version with a session change and every kept key in the writing transaction', async () => {
    const source = databaseVersions(ctx.db);
    const versions = { read: async (keys: string[]) => versionString(keys, await source.read(keys)) };
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'bot@investradar.ru'));
    const before = await versions.read([`user:${user!.id}`]);
    await ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'В транзакции' }).where(eq(users.id, user!.id));
      // Not committed: another connection (PostgreSQL) still reads the old version.
      if (ctx.backend === 'PostgreSQL') expect(await versions.read([`user:${user!.id}`])).toBe(before);
      await tx.update(users).set({ name: 'Бот Ботов' }).where(eq(users.id, user!.id));
    });
    const after = await versions.read([`user:${user!.id}`]);
    expect(Number(after)).toBe(Number(before || 0) + 2);
    await ctx.signedIn('bot@investradar.ru');
    await ctx.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.userId, user!.id));
    expect(Number(await versions.read([`user:${user!.id}`]))).toBeGreaterThan(Number(after));
  });

  if (ctx.backend === 'PostgreSQL') {
    it('stops serving from memory while its LISTEN connection is down and recovers by itself', async () => {
      const agent = await ctx.signedIn('bot@investradar.ru');
      await agent.account();
      const admin = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      });
      await admin.connect();
      const database = (await ctx.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      try {
        await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
          [database.rows[0]!.name, LISTEN_APPLICATION_NAME],
        );
      } finally {
        await admin.end();
      }
      await expect.poll(() => ctx.app.readCache.live(), { timeout: 5000, interval: 10 }).toBe(false);
      // Events may have been missed: everything kept so far is forgotten, nothing is kept until it is back.
      expect(ctx.app.readCache.stats()).toMatchObject({ live: false, views: 0, sessions: 0, searches: 0 });
      await expect.poll(() => ctx.app.readCache.live(), { timeout: 10_000 }).toBe(true);
      await ctx.db.update(users).set({ name: 'Снова с кэшем' }).where(eq(users.email, 'bot@investradar.ru'));
      await ctx.app.readCache.settle();
      expect((await agent.account()).name).toBe('Снова с кэшем');
    });
  }
});

describe('read cache rules (a fake event source)', () => {
  /** Versions as `current` holds them (a key never bumped is absent), each read's keys recorded in `asked`. */
  function recordingVersions(initial: Array<[string, string]> = []) {
    const current = new Map<string, string>(initial);
    const asked: string[][] = [];
    const versions: VersionSource = {
      read: async (keys) => {
        asked.push([...keys]);
        return new Map(keys.flatMap((key) => (current.has(key) ? [[key, current.get(key)!] as const] : [])));
      },
    };
    return { current, asked, versions };
  }

  function fakeDatabase() {
    let handlers: ListenHandlers | undefined;
    let up = true;
    const database = {
      listen: async (_channel: string, h: ListenHandlers) => {
        handlers = h;
        return { live: () => up, settle: async () => undefined, close: async () => undefined };
      },
    } as unknown as DatabaseHandle;
    return {
      database,
      emit: (event: string) => handlers!.onMessage(event),
      setUp: (value: boolean) => {
        up = value;
        if (!value) handlers!.onReset();
      },
    };
  }
  const counter = () => {
    let loads = 0;
    return { load: async () => ({ value: Buffer.from(`v${++loads}`) }), loads: () => loads };
  };

  it('serves a view from memory until an event about its user, the permissions or an unknown event', async () => {
    const fake = fakeDatabase();
    const cache = createReadCache();
    await cache.attach(fake.database);
    const views = counter();
    expect(String(await cache.accountView(7, views.load))).toBe('v1');
    expect(String(await cache.accountView(7, views.load))).toBe('v1');
    fake.emit('user:8');
    expect(String(await cache.accountView(7, views.load))).toBe('v1');
    fake.emit('user:7');
    expect(String(await cache.accountView(7, views.load))).toBe('v2');
    fake.emit('permissions');
    expect(String(await cache.accountView(7, views.load))).toBe('v3');
    fake.emit('something-new');
    expect(String(await cache.accountView(7, views.load))).toBe('v4');
    fake.emit('catalog');
    expect(String(await cache.accountView(7, views.load))).toBe('v4');
  });

  it('keeps a view loaded while an event about other keys arrived (the catalogue, another user)', async () => {
    const fake = fakeDatabase();
    const cache = createReadCache();
    await cache.attach(fake.database);
    let loads = 0;
    const other = async () => {
      loads += 1;
      fake.emit('catalog');
      fake.emit('user:8');
      return { value: Buffer.from(`v${loads}`) };
    };
    expect(String(await cache.accountView(7, other))).toBe('v1');
    expect(String(await cache.accountView(7, other))).toBe('v1');
  });

  it('serves a kept value only while the versions of its keys are the ones it was loaded with', async () => {
    const fake = fakeDatabase();
    const current = new Map<string, number>();
    const asked: string[][] = [];
    const versions: VersionSource = {
      read: async (keys) => {
        asked.push([...keys]);
        return new Map(keys.map((key) => [key, String(current.get(key) ?? 0)]));
      },
    };
    const cache = createReadCache({ versions });
    await cache.attach(fake.database);
    const views = counter();
    expect(String(await cache.accountView(7, views.load))).toBe('v1');
    expect(String(await cache.accountView(7, views.load))).toBe('v1');
    expect(asked.at(-1)).toEqual(['user:7', 'permissions']);
    // With versions the synchronous peek never answers: a kept value is served after its versions are read.
    expect(cache.peekAccountView(7)).toBeUndefined();
    current.set('catalog', 5);
    expect(String(await cache.accountView(7, views.load))).toBe('v1');
    current.set('user:7', 1);
    expect(String(await cache.accountView(7, views.load))).toBe('v2');
    current.set('permissions', 1);
    expect(String(await cache.accountView(7, views.load))).toBe('v3');
    expect(String(await cache.accountView(7, views.load))).toBe('v3');

    let sessionLoads = 0;
    const always = () => true;
    const session = async () => ({ idHash: 'h', user: { id: 7 }, n: ++sessionLoads });
    await cache.session('raw', session, always);
    expect(cache.peekSession('raw', always)).toBeUndefined();
    expect(await cache.session('raw', session, always)).toMatchObject({ n: 1 });
    current.set('user:7', 2);
    expect(await cache.session('raw', session, always)).toMatchObject({ n: 2 });
  });

  it('reads versions in batches: one query in flight, the requests arriving meanwhile share the next', async () => {
    const fake = fakeDatabase();
    const current = new Map<string, number>();
    const asked: string[][] = [];
    const pending: Array<() => void> = [];
    const versions: VersionSource = {
      // Each query answers only when the test lets it, with the versions as they are at that moment.
      read: (keys) =>
        new Promise((resolve) => {
          asked.push([...keys]);
          pending.push(() => resolve(new Map(keys.map((key) => [key, String(current.get(key) ?? 0)]))));
        }),
    };
    const cache = createReadCache({ versions });
    await cache.attach(fake.database);
    const answer = async (userId: number) => ({
      value: Buffer.from(`user ${userId} v${current.get(`user:${userId}`) ?? 0}`),
    });
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    // The first request's query goes at once; three more (two other users) arrive while it is out.
    const first = cache.accountView(1, () => answer(1));
    await settle();
    expect(asked).toEqual([['user:1', 'permissions']]);
    // A write committed after the first query went out and before the others arrived.
    current.set('user:2', 7);
    const others = [
      cache.accountView(2, () => answer(2)),
      cache.accountView(3, () => answer(3)),
      cache.accountView(2, () => answer(2)),
    ];
    await settle();
    expect(asked).toHaveLength(1);
    pending.shift()!();
    await settle();
    // One query for the three, issued after they arrived: it sees the write.
    expect(asked).toEqual([
      ['user:1', 'permissions'],
      ['user:2', 'permissions', 'user:3'],
    ]);
    pending.shift()!();
    expect(String(await first)).toBe('user 1 v0');
    expect((await Promise.all(others)).map(String)).toEqual(['user 2 v7', 'user 3 v0', 'user 2 v7']);

    // A query that never returns holds the next batch back for a moment only.
    const stuck = cache.accountView(4, () => answer(4));
    await settle();
    const after = cache.accountView(5, () => answer(5));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked.at(-1)).toEqual(['user:5', 'permissions']);
    pending.pop()!();
    expect(String(await after)).toBe('user 5 v0');
    pending.pop()!();
    expect(String(await stuck)).toBe('user 4 v0');
    await cache.close();
  });

  it('reads versions once per request: its session, permission rows and account view share the read', async () => {
    const fake = fakeDatabase();
    const { current, asked, versions } = recordingVersions([['permissions', '3']]);
    const cache = createReadCache({ versions });
    await cache.attach(fake.database);
    const lookup = { idHash: 'hash-of-raw', user: { id: 7 } };
    const rows = (allowed: boolean) => async () => [{ permission: 'ii.export_excel', allowed }];
    const threeReads = async (allowed: boolean) => {
      await cache.session(
        'raw',
        async () => lookup,
        () => true,
      );
      const permissions = await cache.permissions('mbr_pro', rows(allowed));
      await cache.accountView(7, async () => ({ value: Buffer.from('view') }));
      return permissions[0]!.allowed;
    };

    expect(await duringRequest(performance.now(), () => threeReads(true))).toBe(true);
    expect(asked).toEqual([['user:7', 'permissions']]);
    // A permission changed after that request: the next request's one read sees it (its read was
    // issued after it arrived; the previous request's read is not fresh enough for it).
    current.set('permissions', '4');
    expect(await duringRequest(performance.now(), () => threeReads(false))).toBe(false);
    expect(asked).toHaveLength(2);
    // Outside a request (a job, a script) each read is its own, issued when it is made.
    await threeReads(false);
    expect(asked).toHaveLength(5);
    await cache.close();
  });

  it('answers an account view without a promise only after a read of its versions issued since the request arrived', async () => {
    const fake = fakeDatabase();
    const { current, asked, versions } = recordingVersions();
    const cache = createReadCache({ versions });
    await cache.attach(fake.database);
    const always = () => true;
    const sessionOf = (userId: number) => async () => ({ idHash: `hash-${userId}`, user: { id: userId } });
    const views = counter();
    const others = counter();
    // A first request keeps the session and the views of users 7 and 8.
    await duringRequest(performance.now(), async () => {
      await cache.session('raw-7', sessionOf(7), always);
      expect(String(await cache.accountView(7, views.load))).toBe('v1');
      expect(String(await cache.accountView(8, others.load))).toBe('v1');
    });
    const before = asked.length;
    await duringRequest(performance.now(), async () => {
      // Nothing read since this request arrived: no answer without a promise.
      expect(cache.peekAccountView(7)).toBeUndefined();
      await cache.session('raw-7', sessionOf(7), always);
      expect(asked).toHaveLength(before + 1);
      // The session check read the view's keys: the view is answered at once.
      expect(String(cache.peekAccountView(7))).toBe('v1');
      // User 8's keys were last read before this request arrived.
      expect(cache.peekAccountView(8)).toBeUndefined();
    });
    // A write committed after that read: the next request's read sees it, and the old view is not served.
    current.set('user:7', '1');
    await duringRequest(performance.now(), async () => {
      await cache.session('raw-7', sessionOf(7), always);
      expect(cache.peekAccountView(7)).toBeUndefined();
      expect(String(await cache.accountView(7, views.load))).toBe('v2');
      expect(String(cache.peekAccountView(7))).toBe('v2');
    });
    // Outside a request (a job, a script), and while not listening, it never answers.
    expect(cache.peekAccountView(7)).toBeUndefined();
    await duringRequest(performance.now(), async () => {
      await cache.session('raw-7', sessionOf(7), always);
      fake.setUp(false);
      expect(cache.peekAccountView(7)).toBeUndefined();
    });
    await cache.close();
  });

  it('does not keep a value loaded while an event arrived (it may predate the change)', async () => {
    const fake = fakeDatabase();
    const cache = createReadCache();
    await cache.attach(fake.database);
    let loads = 0;
    const racing = async () => {
      loads += 1;
      fake.emit('user:7');
      return { value: Buffer.from(`v${loads}`) };
    };
    expect(String(await cache.accountView(7, racing))).toBe('v1');
    expect(String(await cache.accountView(7, racing))).toBe('v2');
  });

  it('keeps a view no longer than the moment it stops being true, and nothing while not listening', async () => {
    const clock = 1_000_000;
    const fake = fakeDatabase();
    const cache = createReadCache({ now: () => clock });
    await cache.attach(fake.database);
    let loads = 0;
    // The kept entry's lifetime runs on lru-cache's own clock (real time), so give it seconds: 5 ms
    // expired under a loaded full run between two lines of this test.
    const load = async () => ({ value: Buffer.from(`v${++loads}`), validUntil: clock + 10_000 });
    expect(String(await cache.accountView(1, load))).toBe('v1');
    expect(String(await cache.accountView(1, load))).toBe('v1');
    expect(
      String(await cache.accountView(1, async () => ({ value: Buffer.from('expired'), validUntil: clock - 1 }))),
    ).toBe('v1');
    fake.emit('user:1');
    expect(
      String(await cache.accountView(1, async () => ({ value: Buffer.from('expired'), validUntil: clock - 1 }))),
    ).toBe('expired');
    expect(String(await cache.accountView(1, load))).toBe('v2');
    fake.setUp(false);
    expect(String(await cache.accountView(1, load))).toBe('v3');
    expect(String(await cache.accountView(1, load))).toBe('v4');
    expect(cache.stats()).toMatchObject({ live: false, views: 0 });
  });

  it('forgets every session of a user on a user event, one session on its own event', async () => {
    const fake = fakeDatabase();
    const cache = createReadCache();
    await cache.attach(fake.database);
    let loads = 0;
    // Kept by cookie value, named by the database by the hash of it.
    const session = (rawId: string, userId: number) => async () => ({
      idHash: `hash-of-${rawId}`,
      user: { id: userId },
      n: ++loads,
    });
    const always = () => true;
    await cache.session('a', session('a', 1), always);
    await cache.session('b', session('b', 1), always);
    await cache.session('c', session('c', 2), always);
    expect(cache.stats().sessions).toBe(3);
    expect(cache.peekSession('c', always)).toMatchObject({ idHash: 'hash-of-c' });
    fake.emit('session:c');
    expect(cache.stats().sessions).toBe(3);
    fake.emit('session:hash-of-c');
    expect(cache.stats().sessions).toBe(2);
    expect(cache.peekSession('c', always)).toBeUndefined();
    fake.emit('user:1');
    expect(cache.stats().sessions).toBe(0);
    // A session that may not be reused (expired, due for its touch) is loaded again.
    await cache.session('a', session('a', 1), always);
    const before = loads;
    await cache.session('a', session('a', 1), () => false);
    expect(loads).toBe(before + 1);
    // A missing session is not kept.
    expect(await cache.session('zzz', async () => undefined, always)).toBeUndefined();
    expect(cache.stats().sessions).toBe(1);
  });

  it('drops search results on catalog events only', async () => {
    const fake = fakeDatabase();
    const cache = createReadCache();
    await cache.attach(fake.database);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.search('q', load);
    fake.emit('user:1');
    expect(await cache.search('q', load)).toEqual({ n: 1 });
    fake.emit('catalog');
    expect(await cache.search('q', load)).toEqual({ n: 2 });
  });
});
