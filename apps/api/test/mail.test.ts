// Newsletters end to end: jobs enqueue, the sender delivers through nodemailer to a local SMTP server
// (support-smtp.ts), and the one-click unsubscribe link works without signing in.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationKey } from '@investradar/ui/domain';
import { queryRows } from '../src/db/client';
import {
  ideas,
  insiderDeals,
  insiders,
  mailOutbox,
  portfolios,
  portfolioUpdates,
  stocks,
  users,
} from '../src/db/schema';
import {
  enqueueBetResults,
  enqueueNews,
  enqueuePortfolioEvents,
  enqueueWeeklyReview,
  MailJobInputError,
} from '../src/features/mail/letters.service';
import { createMailRepository } from '../src/features/mail/mail.repository';
import { contentNewsSource, leagueBetResultsSource } from '../src/features/mail/letter-sources.repository';
import { sendPendingMail } from '../src/features/mail/sender.service';
import { createSmtpMailer, type ClosableMailer } from '../src/features/mail/smtp-mailer';
import type { BetResult } from '../src/features/mail/templates';
import { createUnsubscribeToken } from '../src/features/mail/unsubscribe-token';
import { createSessionsRepository } from '../src/features/account/sessions.repository';
import { Agent, describeOnDatabases, TEST_SECRET, uniqueEmail } from './support';
import { startSmtpServer, type TestSmtpServer } from './support-smtp';

const PUBLIC_URL = 'https://investradar.test';
const settings = { publicUrl: PUBLIC_URL, secret: TEST_SECRET };

let smtp: TestSmtpServer;
let mailer: ClosableMailer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  mailer = createSmtpMailer({ url: smtp.url, from: 'Инвестрадар <no-reply@investradar.test>' });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
});

/** The https link of a List-Unsubscribe header: `<https://…>`. */
function unsubscribeLink(header: string | undefined): string {
  const match = /<(https:\/\/[^>]+)>/.exec(header ?? '');
  if (!match) throw new Error(`no https link in List-Unsubscribe: ${header}`);
  return match[1]!;
}

describeOnDatabases('newsletters', (ctx) => {
  const send = () => sendPendingMail({ db: ctx.db, mailer });
  const jobDeps = () => ({ db: ctx.db, settings });

  async function createUser(
    name: string,
    flags: Partial<Record<NotificationKey, 0 | 1>> = {},
    email: string | null = uniqueEmail('mail'),
  ) {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name,
        email,
        notifyWeeklyNewsletter: flags.weekly_newsletter ?? 1,
        notifyPortfolioEvents: flags.portfolio_events ?? 1,
        notifyNews: flags.news ?? 1,
        notifyBets: flags.bets ?? 1,
      })
      .returning({ id: users.id, email: users.email, name: users.name });
    return row!;
  }

  async function flagsOf(userId: number) {
    const [row] = await ctx.db
      .select({
        weekly: users.notifyWeeklyNewsletter,
        portfolio: users.notifyPortfolioEvents,
        news: users.notifyNews,
        bets: users.notifyBets,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row!;
  }

  async function outboxRows() {
    return ctx.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  }

  // Every test starts from an empty outbox, nobody else subscribed and no mail received.
  beforeEach(async () => {
    await ctx.db.execute(
      sql`UPDATE users SET notify_weekly_newsletter = 0, notify_portfolio_events = 0, notify_news = 0, notify_bets = 0`,
    );
    await ctx.db.execute(sql`DELETE FROM mail_outbox`);
    await ctx.db.execute(sql`DELETE FROM mail_claims`);
    smtp.received.length = 0;
  });

  describe('weekly review', () => {
    let ideaId = 0;
    let reachedId = 0;
    let insiderId = 0;
    beforeAll(async () => {
      // Week 2030-W10: Monday 4 March 2030 00:00 Moscow time to Monday 11 March; no seeded data there.
      const [stock] = await ctx.db
        .insert(stocks)
        .values({
          ticker: `ML${ctx.backend === 'PGlite' ? 'A' : 'B'}`,
          name: 'Почта <b>&</b> Ко',
          tickerUrl: 'https://example.ru',
        })
        .returning({ id: stocks.id });
      const idea = (name: string, openedAt: string, extra: Partial<typeof ideas.$inferInsert> = {}) => ({
        stockId: stock!.id,
        name,
        direction: 'long',
        horizonDays: 90,
        potentialYield: '25',
        startPrice: '100',
        targetPrice: '125',
        status: 'open',
        openedAt: new Date(openedAt),
        horizonAt: new Date(new Date(openedAt).getTime() + 90 * 86_400_000),
        ...extra,
      });
      const rows = await ctx.db
        .insert(ideas)
        .values([
          idea('Новая идея недели', '2030-03-05T10:00:00+03:00'),
          idea('Идея, достигшая цели', '2030-01-10T10:00:00+03:00', {
            status: 'target_reached',
            closedAt: new Date('2030-03-06T19:00:00+03:00'),
            returnPct: '25.5',
          }),
          // Monday of the next week, 00:00 Moscow time: not in 2030-W10.
          idea('Идея следующей недели', '2030-03-11T00:00:00+03:00'),
        ])
        .returning({ id: ideas.id });
      ideaId = rows[0]!.id;
      reachedId = rows[1]!.id;
      const [insider] = await ctx.db
        .insert(insiders)
        .values({ name: 'Иван Инсайдеров', position: 'Директор', stockId: stock!.id })
        .returning({ id: insiders.id });
      insiderId = insider!.id;
      await ctx.db.insert(insiderDeals).values({
        insiderId,
        stockId: stock!.id,
        kind: 'buy',
        code: 'P',
        acquiredDisposed: 'A',
        shares: '1000',
        price: '150',
        value: '150000',
        dealDate: '2030-03-07',
        filedAt: '2030-03-08',
      });
    });

    it("goes to subscribers only, with the week's ideas and insider buys, escaped, and a one-click unsubscribe", async () => {
      const alice = await createUser('Алиса');
      await createUser('Борис', { weekly_newsletter: 0 });
      await createUser('Без адреса', {}, null);

      expect(await enqueueWeeklyReview(jobDeps(), '2030-W10')).toEqual({
        week: '2030-W10',
        recipients: 1,
        enqueued: 1,
      });
      expect(smtp.received).toEqual([]); // enqueued, not sent: the sender does that
      expect(await send()).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0 });

      expect(smtp.received).toHaveLength(1);
      const letter = smtp.received[0]!;
      expect(letter.to).toEqual([alice.email]);
      expect(letter.from).toBe('no-reply@investradar.test');
      expect(letter.subject).toBe('Инвестрадар: обзор недели 04.03.2030 — 10.03.2030');
      expect(letter.text).toContain('Здравствуйте, Алиса!');
      expect(letter.text).toContain('Новые идеи недели (1)');
      expect(letter.text).toContain(`${PUBLIC_URL}/ideas/${ideaId}`);
      expect(letter.text).toContain('Идеи, достигшие цели');
      expect(letter.text).toContain(`${PUBLIC_URL}/ideas/${reachedId}`);
      expect(letter.text).toContain('доходность 25,5');
      expect(letter.text).toContain('Крупнейшие покупки инсайдеров');
      expect(letter.text).toContain('Иван Инсайдеров: Почта <b>&</b> Ко');
      expect(letter.text).toContain(`${PUBLIC_URL}/insiders/${insiderId}`);
      expect(letter.text).not.toContain('Идея следующей недели');
      // HTML: the stock's name is text, not markup.
      expect(letter.html).toContain('Почта &lt;b&gt;&amp;&lt;/b&gt; Ко');
      expect(letter.html).not.toContain('<b>&</b>');
      expect(letter.html).toContain(`href="${PUBLIC_URL}/ideas/${ideaId}"`);
      // RFC 8058: an https link carrying the signed token, and the one-click POST marker.
      const link = unsubscribeLink(letter.header('list-unsubscribe'));
      expect(link).toBe(
        `${PUBLIC_URL}/api/mail/unsubscribe?token=${createUnsubscribeToken(TEST_SECRET, alice.id, 'weekly_newsletter')}`,
      );
      expect(letter.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(letter.text).toContain(`Отписаться: ${link}`);
      expect(letter.html).toContain(`href="${link}"`);
      expect(letter.text).toContain('рассылка «Еженедельный обзор идей»');

      const [row] = await outboxRows();
      expect(row).toMatchObject({
        dedupeKey: `weekly:2030-W10:user:${alice.id}`,
        status: 'sent',
        attempts: 1,
        error: null,
      });
      expect(row!.sentAt).toBeInstanceOf(Date);
    });

    it('run twice (and sent twice) sends nothing twice; a week with nothing to tell sends nothing', async () => {
      await createUser('Вера');
      await createUser('Глеб');
      expect((await enqueueWeeklyReview(jobDeps(), '2030-W10')).enqueued).toBe(2);
      expect((await send()).sent).toBe(2);
      expect((await enqueueWeeklyReview(jobDeps(), '2030-W10')).enqueued).toBe(0);
      expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
      expect(smtp.received).toHaveLength(2);
      expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(2);

      expect(await enqueueWeeklyReview(jobDeps(), '2030-W20')).toEqual({
        week: '2030-W20',
        recipients: 0,
        enqueued: 0,
      });
      await expect(enqueueWeeklyReview(jobDeps(), '2030-W54')).rejects.toThrow(MailJobInputError);
    });

    it('one-click unsubscribe: GET only asks, POST without a session or CSRF token turns the flag off', async () => {
      const dana = await createUser('Дана');
      await enqueueWeeklyReview(jobDeps(), '2030-W10');
      await send();
      const link = unsubscribeLink(smtp.received[0]!.header('list-unsubscribe'));
      const url = link.slice(PUBLIC_URL.length);

      // A link scanner opening the address changes nothing.
      const page = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Отписаться от рассылки «Еженедельный обзор идей»?');
      expect(page.body).toContain('<form method="post"');
      expect((await flagsOf(dana.id)).weekly).toBe(1);

      // The mail client's one-click POST (RFC 8058's multipart/form-data example): no cookie, no token header.
      const boundary = '---FormBoundaryjWmhtjORrn';
      const done = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('Вы отписались от рассылки «Еженедельный обзор идей»');
      expect(await flagsOf(dana.id)).toEqual({ weekly: 0, portfolio: 1, news: 1, bets: 1 });

      // The page's own button posts a form; a second time is harmless.
      const again = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(again.statusCode).toBe(200);

      // The account shows it at once.
      const agent = await ctx.signedIn(dana.email!);
      expect((await agent.account()).notifications.weekly_newsletter).toBe(0);

      // And the next week's review does not reach her.
      expect((await enqueueWeeklyReview(jobDeps(), '2030-W10')).enqueued).toBe(0);
    });

    it('a letter enqueued before the unsubscribe is skipped, not sent', async () => {
      const egor = await createUser('Егор');
      await enqueueWeeklyReview(jobDeps(), '2030-W10');
      const token = createUnsubscribeToken(TEST_SECRET, egor.id, 'weekly_newsletter');
      const done = await ctx.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${token}` });
      expect(done.statusCode).toBe(200);
      expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 1 });
      expect(smtp.received).toEqual([]);
      expect((await outboxRows())[0]!.status).toBe('skipped');
    });

    it('a forged or damaged link changes nothing and says so in Russian', async () => {
      const zhanna = await createUser('Жанна');
      const other = await createUser('Зоя');
      const good = createUnsubscribeToken(TEST_SECRET, zhanna.id, 'weekly_newsletter');
      const mac = good.split('.')[2]!;
      const forged = [
        `${other.id}.weekly_newsletter.${mac}`, // her signature on someone else's id
        `${zhanna.id}.news.${mac}`, // on another flag
        createUnsubscribeToken('another-secret-0123456789abcdef0123456789', zhanna.id, 'weekly_newsletter'),
        good.slice(0, -1),
        '',
        `${zhanna.id}.nonsense.${mac}`,
      ];
      for (const token of forged) {
        for (const method of ['GET', 'POST'] as const) {
          const answer = await ctx.app.inject({
            method,
            url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
          });
          expect(answer.statusCode, `${method} ${token}`).toBe(400);
          expect(answer.body).toContain('Ссылка для отписки недействительна');
        }
      }
      const noToken = await ctx.app.inject({ method: 'POST', url: '/api/mail/unsubscribe' });
      expect(noToken.statusCode).toBe(400);
      expect(await flagsOf(zhanna.id)).toEqual({ weekly: 1, portfolio: 1, news: 1, bets: 1 });
      expect(await flagsOf(other.id)).toEqual({ weekly: 1, portfolio: 1, news: 1, bets: 1 });
    });
  });

  describe('portfolio events', () => {
    async function portfolioOf(userId: number) {
      const [row] = await ctx.db.insert(portfolios).values({ userId }).returning({ id: portfolios.id });
      return row!.id;
    }
    async function someIdea() {
      const [row] = await ctx.db
        .select({ id: ideas.id, name: ideas.name })
        .from(ideas)
        .where(eq(ideas.hidden, false))
        .orderBy(ideas.id)
        .limit(1);
      return row!;
    }
    async function addUpdate(
      portfolioId: number,
      ideaId: number,
      eventTxt: string,
      extra: Partial<typeof portfolioUpdates.$inferInsert> = {},
    ) {
      const [row] = await ctx.db
        .insert(portfolioUpdates)
        .values({ portfolioId, ideaId, event: 'idea_closed', eventTxt, ...extra })
        .returning({ id: portfolioUpdates.id });
      return row!.id;
    }

    it('mails each account its unsent, unseen events once; a later event gets a letter of its own', async () => {
      const idea = await someIdea();
      const ivan = await createUser('Иван');
      const ivanPortfolio = await portfolioOf(ivan.id);
      await addUpdate(ivanPortfolio, idea.id, 'Идея достигла цели');
      await addUpdate(ivanPortfolio, idea.id, 'Аналитик пересмотрел цель');
      await addUpdate(ivanPortfolio, idea.id, 'Уже просмотрено в приложении', { viewedAt: new Date() });
      await addUpdate(ivanPortfolio, idea.id, 'Слишком старое событие', { dt: new Date(Date.now() - 30 * 86_400_000) });
      const kira = await createUser('Кира', { portfolio_events: 0 });
      await addUpdate(await portfolioOf(kira.id), idea.id, 'Событие Киры');

      expect(await enqueuePortfolioEvents(jobDeps())).toEqual({ enqueued: 1 });
      expect(await enqueuePortfolioEvents(jobDeps())).toEqual({ enqueued: 0 });
      expect((await send()).sent).toBe(1);

      expect(smtp.received).toHaveLength(1);
      const letter = smtp.received[0]!;
      expect(letter.to).toEqual([ivan.email]);
      expect(letter.subject).toBe('Инвестрадар: события Вашего портфеля (2)');
      expect(letter.text).toContain('Идея достигла цели');
      expect(letter.text).toContain('Аналитик пересмотрел цель');
      expect(letter.text).not.toContain('Уже просмотрено');
      expect(letter.text).not.toContain('Слишком старое');
      expect(letter.text).toContain(`${PUBLIC_URL}/ideas/${idea.id}`);
      expect(letter.text).toContain(`${PUBLIC_URL}/portfolio`);
      expect(unsubscribeLink(letter.header('list-unsubscribe'))).toContain(
        createUnsubscribeToken(TEST_SECRET, ivan.id, 'portfolio_events'),
      );

      await addUpdate(ivanPortfolio, idea.id, 'Идея закрыта по горизонту');
      expect(await enqueuePortfolioEvents(jobDeps())).toEqual({ enqueued: 1 });
      await send();
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[1]!.text).toContain('Идея закрыта по горизонту');
      expect(smtp.received[1]!.text).not.toContain('Идея достигла цели');
    });

    it('runs at once put every event into one letter only', async () => {
      const idea = await someIdea();
      const accounts = await Promise.all(['Лев', 'Мира', 'Нина'].map((name) => createUser(name)));
      for (const account of accounts) {
        const portfolioId = await portfolioOf(account.id);
        for (let n = 0; n < 3; n += 1) await addUpdate(portfolioId, idea.id, `Событие ${n} для ${account.name}`);
      }
      const runs = await Promise.all([
        enqueuePortfolioEvents(jobDeps()),
        enqueuePortfolioEvents(jobDeps()),
        enqueuePortfolioEvents(jobDeps()),
      ]);
      expect(runs.reduce((sum, run) => sum + run.enqueued, 0)).toBeGreaterThanOrEqual(3);
      await send();
      // Every event in exactly one letter.
      for (const account of accounts) {
        const letters = smtp.received.filter((m) => m.to[0] === account.email);
        for (let n = 0; n < 3; n += 1) {
          expect(letters.filter((m) => m.text.includes(`Событие ${n} для ${account.name}`))).toHaveLength(1);
        }
      }
    });
  });

  describe('service news and bet results (items given by their ports)', () => {
    it('news: the same edition twice is one letter per subscriber', async () => {
      const olga = await createUser('Ольга');
      await createUser('Павел', { news: 0 });
      const items = [
        {
          id: 1,
          title: 'Новый раздел «Инсайдеры»',
          summary: 'Сделки директоров <script>',
          url: '/insider-radar/deals',
        },
        { id: 2, title: 'Экспорт идей в Excel' },
      ];
      expect(await enqueueNews(jobDeps(), items)).toEqual({ recipients: 1, enqueued: 1 });
      expect(await enqueueNews(jobDeps(), [...items].reverse())).toEqual({ recipients: 1, enqueued: 0 });
      expect(await enqueueNews(jobDeps(), [])).toEqual({ recipients: 0, enqueued: 0 });
      await send();
      expect(smtp.received).toHaveLength(1);
      const letter = smtp.received[0]!;
      expect(letter.to).toEqual([olga.email]);
      expect(letter.subject).toBe('Инвестрадар: новости сервиса');
      expect(letter.text).toContain(`${PUBLIC_URL}/insider-radar/deals`);
      expect(letter.html).toContain('Сделки директоров &lt;script&gt;');
      expect(letter.html).not.toContain('<script>');
      expect(unsubscribeLink(letter.header('list-unsubscribe'))).toContain(
        createUnsubscribeToken(TEST_SECRET, olga.id, 'news'),
      );
    });

    it('bets: each settled bet is mailed once, to subscribers only', async () => {
      const roman = await createUser('Роман');
      const sofia = await createUser('София', { bets: 0 });
      const result = (betId: number, userId: number, win: boolean): BetResult => ({
        betId,
        userId,
        ideaId: 1,
        ideaName: `Идея ${betId}`,
        bet: 'believe',
        coins: 100,
        result: win ? 'win' : 'loss',
        resultCoins: win ? 180 : -100,
      });
      const base = 900_000 + (ctx.backend === 'PGlite' ? 0 : 1000);
      expect(
        await enqueueBetResults(jobDeps(), [
          result(base + 1, roman.id, true),
          result(base + 2, roman.id, false),
          result(base + 3, sofia.id, true),
        ]),
      ).toEqual({ enqueued: 1 });
      // The source gives an overlapping list: only the new bet makes a letter.
      expect(
        await enqueueBetResults(jobDeps(), [result(base + 2, roman.id, false), result(base + 4, roman.id, true)]),
      ).toEqual({ enqueued: 1 });
      expect(await enqueueBetResults(jobDeps(), [result(base + 4, roman.id, true)])).toEqual({ enqueued: 0 });
      await send();
      expect(smtp.received.map((m) => m.to[0])).toEqual([roman.email, roman.email]);
      expect(smtp.received[0]!.subject).toBe('Инвестрадар: результаты Ваших ставок');
      expect(smtp.received[0]!.text).toContain('Итог по ставкам: +80\u00a0монет.');
      expect(smtp.received[1]!.subject).toBe(`Инвестрадар: ставка на Идея ${base + 4} — выигрыш`);
      expect(smtp.received[1]!.text).not.toContain(`Идея ${base + 2}`);
    });
  });

  describe('the sources: service news from the content, bet results from the league', () => {
    it('news: what was published yesterday (Moscow time), the same list all day', async () => {
      const vera = await createUser('Вера');
      const tag = `${ctx.backend}-${Date.now()}`;
      const insert = (slug: string, at: string, status = 'published') =>
        ctx.db.execute(
          sql`INSERT INTO content_entries (kind, slug, title, lead, body, status, published_at)
              VALUES ('news', ${slug}, ${`Новость ${slug}`}, 'Коротко', 'Текст', ${status}, ${at}::timestamptz)`,
        );
      // «Today» is 25 Nov 2030, 09:00 in Moscow (06:00 UTC): yesterday is 24 Nov, Moscow time.
      const now = () => new Date('2030-11-25T06:00:00Z');
      await insert(`y1-${tag}`, '2030-11-24T00:30:00+03:00');
      await insert(`y2-${tag}`, '2030-11-24T23:30:00+03:00');
      await insert(`draft-${tag}`, '2030-11-24T12:00:00+03:00', 'draft');
      await insert(`old-${tag}`, '2030-11-23T23:59:00+03:00');
      await insert(`today-${tag}`, '2030-11-25T08:00:00+03:00');
      const items = await contentNewsSource(ctx.db, now)();
      expect(items.map((item) => item.url)).toEqual([`/news/y1-${tag}`, `/news/y2-${tag}`]);
      expect(items[0]).toMatchObject({ title: `Новость y1-${tag}`, summary: 'Коротко' });
      expect(await contentNewsSource(ctx.db, now)()).toEqual(items);
      expect(await enqueueNews(jobDeps(), items)).toEqual({ recipients: 1, enqueued: 1 });
      expect(await enqueueNews(jobDeps(), await contentNewsSource(ctx.db, now)())).toMatchObject({ enqueued: 0 });
      await send();
      expect(smtp.received.filter((m) => m.to[0] === vera.email).map((m) => m.subject)).toEqual([
        'Инвестрадар: новости сервиса',
      ]);
    });

    it('bets: settled bets of recently closed ideas, until their letter is claimed', async () => {
      const nina = await createUser('Нина');
      const [idea] = await queryRows<{ id: number; name: string }>(
        ctx.db,
        sql`UPDATE ideas SET closed_at = now() - interval '1 day'
            WHERE id = (SELECT id FROM ideas WHERE status <> 'open' ORDER BY id LIMIT 1) RETURNING id, name`,
      );
      await ctx.db.execute(
        sql`INSERT INTO bets (user_id, idea_id, bet, coins, result, result_coins)
            VALUES (${nina.id}, ${idea!.id}, 'notbelieve', 100, 'win', 180)`,
      );
      const mine = async () => (await leagueBetResultsSource(ctx.db)()).filter((r) => r.userId === nina.id);
      expect(await mine()).toEqual([
        expect.objectContaining({
          ideaId: idea!.id,
          ideaName: idea!.name,
          bet: 'notbelieve',
          result: 'win',
          resultCoins: 80,
        }),
      ]);
      expect(await enqueueBetResults(jobDeps(), await mine())).toEqual({ enqueued: 1 });
      // Claimed: the source no longer gives it, and a second run mails nothing.
      expect(await mine()).toEqual([]);
      await send();
      expect(smtp.received.filter((m) => m.to[0] === nina.email)).toHaveLength(1);
    });
  });

  describe('the sender', () => {
    async function enqueuePlain(count: number, prefix: string) {
      const repository = createMailRepository(ctx.db);
      return repository.enqueue(
        Array.from({ length: count }, (_, n) => ({
          dedupeKey: `${prefix}:${n}`,
          kind: 'test',
          userId: null,
          flag: null,
          message: { to: `${prefix}.${n}@example.ru`, subject: `Письмо ${n}`, text: `Текст ${n}` },
        })),
      );
    }

    it('two senders at once send each message once', async () => {
      expect(await enqueuePlain(40, `parallel-${ctx.backend}`)).toBe(40);
      const reports = await Promise.all([
        sendPendingMail({ db: ctx.db, mailer, batchSize: 5 }),
        sendPendingMail({ db: ctx.db, mailer, batchSize: 5 }),
      ]);
      expect(reports[0]!.sent + reports[1]!.sent).toBe(40);
      expect(smtp.received).toHaveLength(40);
      expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(40);
      const [counts] = await queryRows<{ sent: number; total: number }>(
        ctx.db,
        sql`SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*)::int AS total FROM mail_outbox`,
      );
      expect(counts).toEqual({ sent: 40, total: 40 });
      if (ctx.backend === 'PostgreSQL') {
        // On PostgreSQL both senders really ran side by side: each took a share.
        expect(reports[0]!.sent).toBeGreaterThan(0);
        expect(reports[1]!.sent).toBeGreaterThan(0);
      }
    });

    it('retries a temporary refusal with backoff, gives up on a permanent one', async () => {
      const repository = createMailRepository(ctx.db);
      await repository.enqueue([
        {
          dedupeKey: 'flaky',
          kind: 'test',
          userId: null,
          flag: null,
          message: { to: 'flaky@example.ru', subject: 'Повтор', text: 'Текст' },
        },
        {
          dedupeKey: 'gone',
          kind: 'test',
          userId: null,
          flag: null,
          message: { to: 'gone@example.ru', subject: 'Нет адреса', text: 'Текст' },
        },
      ]);
      smtp.refuse('flaky@example.ru', 451, 1);
      smtp.refuse('gone@example.ru', 550, 1);
      const start = Date.now();
      expect(await send()).toEqual({ sent: 0, retried: 1, failed: 1, skipped: 0 });
      const rows = await outboxRows();
      expect(rows.find((r) => r.dedupeKey === 'flaky')).toMatchObject({ status: 'pending', attempts: 1 });
      expect(rows.find((r) => r.dedupeKey === 'flaky')!.error).toContain('451');
      expect(rows.find((r) => r.dedupeKey === 'flaky')!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(start + 60_000);
      expect(rows.find((r) => r.dedupeKey === 'gone')).toMatchObject({ status: 'failed', attempts: 1 });

      // Not due yet: nothing happens.
      expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
      // A minute later it goes.
      const later = () => new Date(Date.now() + 61_000);
      expect(await sendPendingMail({ db: ctx.db, mailer, clock: later })).toEqual({
        sent: 1,
        retried: 0,
        failed: 0,
        skipped: 0,
      });
      expect(smtp.received.map((m) => m.to[0])).toEqual(['flaky@example.ru']);
      expect((await outboxRows()).find((r) => r.dedupeKey === 'flaky')).toMatchObject({
        status: 'sent',
        attempts: 2,
        error: null,
      });
    });

    it('a message whose sender died is taken again once its lease lapses', async () => {
      await enqueuePlain(1, `lease-${ctx.backend}`);
      // A sender claims it and dies before sending.
      const now = new Date();
      const claimed = await createMailRepository(ctx.db).claimDue(now, new Date(now.getTime() + 10 * 60_000), 10);
      expect(claimed).toHaveLength(1);
      expect(await send()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
      const afterLease = () => new Date(Date.now() + 11 * 60_000);
      expect((await sendPendingMail({ db: ctx.db, mailer, clock: afterLease })).sent).toBe(1);
      expect(smtp.received).toHaveLength(1);
    });
  });

  describe('account mail through the same SMTP mailer', () => {
    it('the address verification link and the notice to the old address arrive by SMTP', async () => {
      const app = await ctx.buildApp({ mailer, publicUrl: PUBLIC_URL });
      const tamara = await createUser('Тамара');
      const session = await createSessionsRepository(ctx.db).create(tamara.id, {});
      const agent = new Agent(() => app);
      agent.cookies.set('ir_session', session.id);
      await agent.get('/api/account');
      const target = uniqueEmail('new');
      const answer = await agent.post('/api/account/update-email', { email: target, current_password: 'x' });
      expect(answer.statusCode, answer.body).toBe(200);
      const toNew = smtp.received.find((m) => m.to[0] === target);
      expect(toNew?.subject).toBe('Подтвердите новый email в Инвестрадаре');
      expect(toNew?.text).toContain(`${PUBLIC_URL}/api/account/verify-email?token=`);
      expect(smtp.received.find((m) => m.to[0] === tamara.email)?.subject).toBe('Запрошена смена email в Инвестрадаре');
    });
  });
});
