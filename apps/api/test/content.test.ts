import { eq } from 'drizzle-orm';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContentFile, readContentFolder } from '../src/features/content/content-files';
import { contentEntries, users } from '../src/db/schema';
import {
  CONTENT_MESSAGES,
  MESSAGES,
  type ContentAllAnswer,
  type ContentEditorEntry,
  type ContentEntryDetails,
} from '@investradar/ui/domain';
import { createContentRepository } from '../src/features/content/content.repository';
import { REVIEW_WEEKS } from '../src/seed/content';
import { Agent, describeOnDatabases, uniqueEmail } from './support';

const EDITOR = 'editor@investradar.ru';

function draft(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'news',
    slug: `test-news-${Math.random().toString(36).slice(2, 10)}`,
    title: 'Новая функция',
    lead: 'Коротко о главном.',
    body: 'Текст новости со [ссылкой](https://investradar.ru/ideas) и **выделением**.',
    ...overrides,
  };
}

describeOnDatabases('editorial content', (ctx) => {
  const visitor = async () => {
    const agent = new Agent(() => ctx.app);
    await agent.get('/api/account');
    return agent;
  };

  describe('GET /api/content/all', () => {
    it('the seeded reviews, news and page texts, grouped by kind, newest first, a page per kind', async () => {
      const guest = await visitor();
      const response = await guest.get('/api/content/all');
      expect(response.statusCode).toBe(200);
      const { results } = response.json() as ContentAllAnswer;
      expect(results.review!.total).toBe(REVIEW_WEEKS);
      expect(results.news!.total).toBe(12);
      expect(results.page!.total).toBe(4);
      expect(results.review!.entries).toHaveLength(10);
      const dates = results.review!.entries.map((e) => e.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      const news = results.news!.entries[0]!;
      expect(news).toMatchObject({ kind: 'news', url: `/news/${news.slug}`, locked: false });
      expect(news).not.toHaveProperty('body_html');

      const second = (await guest.get('/api/content/all?kind=review&page=2&per_page=20')).json() as ContentAllAnswer;
      expect(Object.keys(second.results)).toEqual(['review']);
      expect(second.results.review).toMatchObject({ page: 2, per_page: 20, total: REVIEW_WEEKS });
      expect(second.results.review!.entries[0]!.published_at < results.review!.entries[9]!.published_at).toBe(true);
    });

    it('422 for a kind or page outside the vocabulary', async () => {
      const guest = await visitor();
      for (const query of ['kind=blog', 'page=0', 'per_page=500', 'page=abc']) {
        const response = await guest.get(`/api/content/all?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().message).toBe(MESSAGES.ideasFilterInvalid);
      }
    });

    it('PRO-only reviews: the lead for everyone, locked for free accounts and visitors, open for PRO', async () => {
      const guest = await visitor();
      const all = (await guest.get('/api/content/all?kind=review&per_page=50')).json() as ContentAllAnswer;
      const proOnly = all.results.review!.entries.find((e) => e.pro_only)!;
      expect(proOnly.locked).toBe(true);
      expect(proOnly.lead).not.toBe('');
      const free = await ctx.signedIn('free@investradar.ru');
      const pro = await ctx.signedIn('pro@investradar.ru');
      const asGuest = (await guest.get(`/api/content/${proOnly.slug}`)).json().results.entry as ContentEntryDetails;
      const asFree = (await free.get(`/api/content/${proOnly.slug}`)).json().results.entry as ContentEntryDetails;
      const asPro = (await pro.get(`/api/content/${proOnly.slug}`)).json().results.entry as ContentEntryDetails;
      expect(asGuest).toMatchObject({ locked: true, body_html: null });
      expect(asFree).toMatchObject({ locked: true, body_html: null });
      expect(asPro.locked).toBe(false);
      expect(asPro.body_html).toContain('<h2>');
    });
  });

  describe('GET /api/content/{slug}', () => {
    it('a weekly review links its ideas and stock pages', async () => {
      const guest = await visitor();
      const all = (await guest.get('/api/content/all?kind=review&per_page=50')).json() as ContentAllAnswer;
      const review = all.results.review!.entries.find((e) => !e.pro_only && e.ideas.length > 0)!;
      const { entry } = (await guest.get(`/api/content/${review.slug}`)).json().results as {
        entry: ContentEntryDetails;
      };
      expect(entry.stocks.length).toBeGreaterThan(0);
      expect(entry.body_html).toContain(`href="/ideas/${entry.ideas[0]!.id}"`);
      expect(entry.body_html).toContain(`href="/stocks/${entry.stocks[0]!.ticker}"`);
    });

    it('the page texts are entries too', async () => {
      const guest = await visitor();
      const { entry } = (await guest.get('/api/content/terms')).json().results as { entry: ContentEntryDetails };
      expect(entry).toMatchObject({ kind: 'page', title: 'Публичная оферта', url: '/terms' });
      expect(entry.body_html).toContain('<h2>1. Общие положения</h2>');
    });

    it('404 «Материал не найден» for an unknown slug, a draft and a malformed one', async () => {
      const guest = await visitor();
      const [row] = await ctx.db
        .insert(contentEntries)
        .values({ kind: 'news', slug: `hidden-${Date.now()}`, title: 'Черновик', body: 'Текст' })
        .returning();
      for (const slug of ['no-such-entry', row!.slug, 'Bad%20Slug', 'x'.repeat(150)]) {
        const response = await guest.get(`/api/content/${slug}`);
        expect(response.statusCode, slug).toBe(404);
        expect(response.json().message).toBe(CONTENT_MESSAGES.notFound);
      }
    });

    it('Markdown with script tags and javascript: links stored by other means is rendered inert', async () => {
      const slug = `xss-${Date.now()}`;
      await ctx.db.insert(contentEntries).values({
        kind: 'news',
        slug,
        title: 'Проверка',
        body: '<script>alert(1)</script>\n\n[нажми](javascript:alert(1)) <img src=x onerror=alert(1)> ![a](javascript:alert(2))\n\n<a href="javascript:alert(3)">ссылка</a>',
        status: 'published',
        publishedAt: new Date(Date.now() - 1000),
      });
      const html = ((await (await visitor()).get(`/api/content/${slug}`)).json().results.entry as ContentEntryDetails)
        .body_html!;
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toMatch(/<script|<img[^>]*onerror|href="javascript|src="javascript|<a href="javascript/i);
    });
  });

  describe('the editor', () => {
    it('visitors 401, accounts without the editor role 403; the editor account carries content.edit', async () => {
      const guest = await visitor();
      expect((await guest.get('/api/content/editor/entries')).statusCode).toBe(401);
      expect((await guest.post('/api/content/editor/entries', draft())).statusCode).toBe(401);
      for (const email of ['free@investradar.ru', 'pro@investradar.ru', 'partner@investradar.ru']) {
        const agent = await ctx.signedIn(email);
        expect((await agent.account()).all_permissions).toMatchObject({ content: { edit: false } });
        for (const response of [
          await agent.get('/api/content/editor/entries'),
          await agent.post('/api/content/editor/entries', draft()),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe(CONTENT_MESSAGES.editorOnly);
        }
      }
      const editor = await ctx.signedIn(EDITOR);
      expect((await editor.account()).all_permissions).toMatchObject({ content: { edit: true } });
    });

    it('create (a draft) → publish → readers see it → update → unpublish → gone → delete', async () => {
      const editor = await ctx.signedIn(EDITOR);
      const guest = await visitor();
      const created = await editor.post(
        '/api/content/editor/entries',
        draft({ slug: 'editor-flow', tickers: ['sber'] }),
      );
      expect(created.statusCode).toBe(201);
      const entry = created.json().entry as ContentEditorEntry;
      expect(entry).toMatchObject({ status: 'draft', published_at: null, tickers: ['SBER'], slug: 'editor-flow' });
      expect((await guest.get('/api/content/editor-flow')).statusCode).toBe(404);

      const published = await editor.post(`/api/content/editor/entries/${entry.id}/publish`);
      expect(published.json()).toMatchObject({
        success: true,
        message: CONTENT_MESSAGES.published,
        entry: { status: 'published' },
      });
      const read = (await guest.get('/api/content/editor-flow')).json().results.entry as ContentEntryDetails;
      expect(read).toMatchObject({ title: 'Новая функция', url: '/news/editor-flow', stocks: [{ ticker: 'SBER' }] });
      expect(read.body_html).toContain('<strong>выделением</strong>');
      expect(read.body_html).toContain(
        'href="https://investradar.ru/ideas" target="_blank" rel="noopener noreferrer nofollow"',
      );
      const newest = (await guest.get('/api/content/all?kind=news&per_page=1')).json() as ContentAllAnswer;
      expect(newest.results.news!.entries[0]!.slug).toBe('editor-flow');

      const updated = await editor.request({
        method: 'PUT',
        url: `/api/content/editor/entries/${entry.id}`,
        payload: draft({ slug: 'editor-flow', title: 'Новое название' }),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().entry).toMatchObject({
        title: 'Новое название',
        status: 'published',
        published_at: published.json().entry.published_at,
      });
      expect((await guest.get('/api/content/editor-flow')).json().results.entry.title).toBe('Новое название');

      expect((await editor.post(`/api/content/editor/entries/${entry.id}/unpublish`)).json().entry.status).toBe(
        'draft',
      );
      expect((await guest.get('/api/content/editor-flow')).statusCode).toBe(404);
      const listed = (await editor.get('/api/content/editor/entries')).json().results.entries as ContentEditorEntry[];
      expect(listed.find((e) => e.id === entry.id)).toMatchObject({ status: 'draft' });

      expect(
        (await editor.request({ method: 'DELETE', url: `/api/content/editor/entries/${entry.id}` })).json(),
      ).toEqual({ success: true, message: CONTENT_MESSAGES.deleted });
      expect((await editor.get(`/api/content/editor/entries/${entry.id}`)).statusCode).toBe(404);
      expect((await editor.post(`/api/content/editor/entries/${entry.id}/publish`)).statusCode).toBe(404);
    });

    it('a publication date in the future keeps a published entry from readers until it comes', async () => {
      const editor = await ctx.signedIn(EDITOR);
      const slug = `scheduled-${Date.now()}`;
      const future = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
      const { entry } = (
        await editor.post('/api/content/editor/entries', draft({ slug, published_at: future }))
      ).json() as { entry: ContentEditorEntry };
      const published = (await editor.post(`/api/content/editor/entries/${entry.id}/publish`)).json()
        .entry as ContentEditorEntry;
      expect(published).toMatchObject({ status: 'published', published_at: future });
      const guest = await visitor();
      expect((await guest.get(`/api/content/${slug}`)).statusCode).toBe(404);
      const listed = (await guest.get('/api/content/all?kind=news&per_page=50')).json() as ContentAllAnswer;
      expect(listed.results.news!.entries.some((e) => e.slug === slug)).toBe(false);
      await ctx.db
        .update(contentEntries)
        .set({ publishedAt: new Date(Date.now() - 1000) })
        .where(eq(contentEntries.id, entry.id));
      expect((await guest.get(`/api/content/${slug}`)).statusCode).toBe(200);
    });

    it('422 with Russian messages, and nothing stored: script tags, javascript: links, a bad slug, a blank title', async () => {
      const editor = await ctx.signedIn(EDITOR);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [draft({ body: 'Текст <script>alert(1)</script>' }), 'body', CONTENT_MESSAGES.bodyHtml],
        [draft({ body: '<div onclick="x()">блок</div>' }), 'body', CONTENT_MESSAGES.bodyHtml],
        [draft({ body: '[жми](javascript:alert(1))' }), 'body', CONTENT_MESSAGES.linkInvalid],
        [draft({ body: '[жми](JaVaScRiPt:alert(1))' }), 'body', CONTENT_MESSAGES.linkInvalid],
        [draft({ body: '![картинка](data:text/html;base64,PHNjcmlwdD4=)' }), 'body', CONTENT_MESSAGES.linkInvalid],
        [draft({ body: '[чужой](//evil.example)' }), 'body', CONTENT_MESSAGES.linkInvalid],
        // Browsers read a backslash as '/': the cover and image below are on another host (issue #33).
        [draft({ body: '![обложка](/\\evil.example/x.png)' }), 'body', CONTENT_MESSAGES.linkInvalid],
        [draft({ cover_url: '/\\evil.example/x.png' }), 'cover_url', CONTENT_MESSAGES.coverInvalid],
        [draft({ cover_url: 'https://bank.example@evil.example/x.png' }), 'cover_url', CONTENT_MESSAGES.coverInvalid],
        [draft({ lead: '<b>жирный</b>' }), 'lead', CONTENT_MESSAGES.bodyHtml],
        [draft({ slug: 'Новость' }), 'slug', CONTENT_MESSAGES.slugInvalid],
        [draft({ title: '  ' }), 'title', CONTENT_MESSAGES.titleRequired],
        [draft({ kind: 'page', slug: 'about-us' }), 'slug', CONTENT_MESSAGES.pageSlugInvalid],
        [draft({ slug: 'terms' }), 'slug', CONTENT_MESSAGES.slugTaken],
      ];
      const before = (await ctx.db.select({ id: contentEntries.id }).from(contentEntries)).length;
      for (const [payload, field, message] of cases) {
        const response = await editor.post('/api/content/editor/entries', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().errors[field]).toEqual([message]);
        const preview = await editor.post('/api/content/editor/preview', payload);
        if (field !== 'slug') expect(preview.json().errors[field]).toEqual([message]);
      }
      expect((await ctx.db.select({ id: contentEntries.id }).from(contentEntries)).length).toBe(before);
    });

    it('covers and links are stored as a browser reads them: a path of this site in its normal form', async () => {
      const editor = await ctx.signedIn(EDITOR);
      const slug = `cover-${Date.now()}`;
      const created = await editor.post(
        '/api/content/editor/entries',
        draft({
          slug,
          cover_url: ' /covers/weekly/../cover.png ',
          body: '[идеи](/ideas/./open) и [почта](mailto:help@investradar.ru)',
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const [row] = await ctx.db.select().from(contentEntries).where(eq(contentEntries.slug, slug));
      expect(row!.coverUrl).toBe('/covers/cover.png');
      const preview = await editor.post('/api/content/editor/preview', draft({ body: '[идеи](/ideas/./open)' }));
      expect(preview.json().html).toContain('href="/ideas/open"');
    });

    it('a cover stored by other means as /\\evil.example/x.png is not given to readers', async () => {
      const slug = `bad-cover-${Date.now()}`;
      await ctx.db.insert(contentEntries).values({
        kind: 'news',
        slug,
        title: 'Обложка',
        body: 'Текст ![x](/\\evil.example/y.png)',
        coverUrl: '/\\evil.example/x.png',
        status: 'published',
        publishedAt: new Date(Date.now() - 1000),
      });
      const entry = (
        (await (await visitor()).get(`/api/content/${slug}`)).json().results as { entry: ContentEntryDetails }
      ).entry;
      expect(entry.cover_url).toBeNull();
      // The image stays on this site: markdown-it writes the backslash percent-encoded (a path of ours).
      expect(entry.body_html).not.toMatch(/(?:src|href)="(?:[^"]*\\|\/\/)/);
    });

    it('preview renders what will be published, storing nothing', async () => {
      const editor = await ctx.signedIn(EDITOR);
      const response = await editor.post('/api/content/editor/preview', draft({ body: '## Раздел\n\nТекст' }));
      expect(response.json()).toEqual({ success: true, html: '<h2>Раздел</h2>\n<p>Текст</p>\n' });
      // Line breaks are the text's own; other control characters are still refused.
      const escape = await editor.post('/api/content/editor/preview', draft({ body: 'Текст\u001b[31m' }));
      expect(escape.json().errors.body).toEqual([MESSAGES.controlCharacters]);
    });

    it('one slug, one entry: ten parallel creations of the same slug give one', async () => {
      const editor = await ctx.signedIn(EDITOR);
      const slug = `race-${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => editor.post('/api/content/editor/entries', draft({ slug }))),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(
        answers
          .filter((a) => a.statusCode === 422)
          .every((a) => a.json().errors.slug[0] === CONTENT_MESSAGES.slugTaken),
      ).toBe(true);
      expect(await ctx.db.select().from(contentEntries).where(eq(contentEntries.slug, slug))).toHaveLength(1);
    });

    it('an editor role without the account row’s permission still works for a new editor account', async () => {
      const [row] = await ctx.db
        .insert(users)
        .values({
          email: uniqueEmail('editor'),
          name: 'Новый редактор',
          type: 'mbr_premium',
          premiumLifetime: true,
          role: 'editor',
        })
        .returning();
      const agent = await ctx.signedIn(row!.email!);
      expect((await agent.get('/api/content/editor/entries')).statusCode).toBe(200);
    });
  });

  describe('content files (npm run content:import)', () => {
    it('broken front matter and a missing title: clear errors, nothing to import', async () => {
      const broken = parseContentFile('---\ntitle: [не закрыт\n---\nТекст', { kind: 'news', slug: 'a' });
      expect(broken.ok).toBe(false);
      if (!broken.ok)
        expect(broken.errors.front_matter![0]!.startsWith(`${CONTENT_MESSAGES.frontMatterInvalid}: `)).toBe(true);
      const none = parseContentFile('Просто текст', { kind: 'news', slug: 'a' });
      expect(none.ok || none.errors.front_matter![0]!.startsWith(CONTENT_MESSAGES.frontMatterInvalid)).toBe(true);
      const untitled = parseContentFile('---\nlead: Анонс\n---\nТекст', { kind: 'news', slug: 'a' });
      expect(untitled.ok || untitled.errors.title).toEqual([CONTENT_MESSAGES.titleRequired]);
      const script = parseContentFile('---\ntitle: Заголовок\n---\n<script>alert(1)</script>', {
        kind: 'news',
        slug: 'a',
      });
      expect(script.ok || script.errors.body).toEqual([CONTENT_MESSAGES.bodyHtml]);
    });

    it('a folder with one bad file reports it; the import of good ones is idempotent and says what changed', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
      await mkdir(path.join(dir, 'news'));
      const slug = `file-news-${Date.now()}`;
      await writeFile(
        path.join(dir, 'news', `${slug}.md`),
        '---\ntitle: Из файла\npublished_at: 2026-01-05\n---\nТекст **из файла**.\n',
      );
      await writeFile(path.join(dir, 'news', 'broken.md'), '---\ntitle: "не закрыта\n---\nТекст\n');
      const read = await readContentFolder(dir);
      expect(read.failures.map((f) => f.file)).toEqual([path.join('news', 'broken.md')]);
      expect(read.entries.map((e) => e.slug)).toEqual([slug]);

      const repository = createContentRepository(ctx.db);
      expect(await repository.importEntries(read.entries)).toEqual({ created: [slug], updated: [], unchanged: [] });
      expect(await repository.importEntries(read.entries)).toEqual({ created: [], updated: [], unchanged: [slug] });
      const changed = read.entries.map((e) => ({ ...e, title: 'Из файла, правка' }));
      expect(await repository.importEntries(changed)).toEqual({ created: [], updated: [slug], unchanged: [] });
      const entry = (await (await visitor()).get(`/api/content/${slug}`)).json().results.entry as ContentEntryDetails;
      expect(entry).toMatchObject({ title: 'Из файла, правка', published_at: '2026-01-05T00:00:00.000Z' });
    });

    it('the shipped files all pass the checks', async () => {
      const read = await readContentFolder();
      expect(read.failures).toEqual([]);
      expect(read.entries.filter((e) => e.kind === 'news')).toHaveLength(12);
      expect(
        read.entries
          .filter((e) => e.kind === 'page')
          .map((e) => e.slug)
          .sort(),
      ).toEqual(['bot', 'faq', 'league-rules', 'terms']);
    });
  });
});
