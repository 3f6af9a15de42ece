// Editorial content (issue #19): the news and reviews pages as the server renders them (head tags for
// sharing, 404 for unknown entries), the page texts read from content, and the editor's journey: the
// editor writes and publishes a news item in the account area, and a guest reads it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signIn, visit } from '../support/account.mjs';
import { productForThisFile, watchPage } from '../support/journey.mjs';

const journey = productForThisFile();

const html = (path, headers = {}) =>
  fetch(`${journey.product.baseUrl}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

describe('editorial content', () => {
  it('serves the lists and entries from the server with their share tags; unknown entries are 404', async () => {
    const news = await html('/news');
    assert.equal(news.status, 200);
    const newsBody = await news.text();
    assert.match(newsBody, /<title>Новости — Инвестрадар<\/title>/);
    assert.match(newsBody, /<h1[^>]*>Новости<\/h1>/);
    assert.match(newsBody, /href="\/news\/2026-11-news-section"/, 'the newest news item is listed');

    const reviews = await html('/reviews?page=2');
    assert.equal(reviews.status, 200);
    assert.match(await reviews.text(), /<title>Обзоры идей, страница 2 — Инвестрадар<\/title>/);

    const { results } = await (await fetch(`${journey.product.baseUrl}/api/content/all?kind=review&per_page=1`)).json();
    const [review] = results.review.entries;
    const entry = await html(review.url);
    assert.equal(entry.status, 200);
    const entryBody = await entry.text();
    assert.match(entryBody, /<meta property="og:type" content="article"\/>/);
    assert.match(entryBody, /<meta property="article:published_time" content="[^"]+"\/>/);
    assert.match(entryBody, new RegExp(`<link rel="canonical" href="[^"]+${review.url}"/>`));
    assert.match(entryBody, /<meta name="description" content="[^"]{20,}"\/>/);
    assert.match(entryBody, /href="\/ideas\/\d+"/, 'a weekly review links its ideas');
    assert.match(entryBody, /href="\/stocks\/[A-Z0-9.]+"/, 'and its stocks');

    for (const path of [
      '/news/no-such-entry',
      `/news/${review.slug}`,
      '/reviews/2026-11-news-section',
      '/news?page=99',
    ]) {
      assert.equal((await html(path)).status, 404, path);
    }
    const guarded = await html('/account/editor');
    assert.equal(guarded.status, 302);
  });

  it('the terms, bot, league rules and FAQ pages read their texts from content', async () => {
    const terms = await (await html('/terms')).text();
    assert.match(terms, /<h2>1\. Общие положения<\/h2>/);
    assert.match(terms, /обзорам и боту в мессенджере/, 'the edition of the content file');
    const bot = await (await html('/bot')).text();
    assert.match(bot, /<h2>Как подключить<\/h2>/);
    const league = await (await html('/konkurs-liga-investidei')).text();
    assert.match(league, /<h2>Как участвовать<\/h2>/, 'the league rules from the league-rules entry');
    const faq = await html('/faq');
    assert.equal(faq.status, 200);
    const faqBody = await faq.text();
    assert.match(faqBody, /<title>Частые вопросы — Инвестрадар<\/title>/);
    assert.match(faqBody, /<h2>Откуда берутся идеи\?<\/h2>/);
  });

  it('an editor publishes a news item and a guest reads it', async () => {
    const title = `Новость из журнала ${Date.now()}`;
    const slug = `journey-${Date.now()}`;
    const editorContext = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const editor = await editorContext.newPage();
    const editorProblems = watchPage(editor);
    await signIn(editor, journey.product.baseUrl, 'editor@investradar.ru');
    await editor.waitForLoadState('networkidle');
    // The account menu leads the editor there.
    await editor.getByRole('button', { name: /Вера Редакторова/ }).click();
    await editor.getByRole('menuitem', { name: 'Редактор' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Редактор материалов' }).waitFor();
    assert.equal(new URL(editor.url()).pathname, '/account/editor');
    await editor.waitForLoadState('networkidle');

    // A javascript: link is refused with the server's message, and nothing is saved.
    await editor.getByRole('textbox', { name: /Заголовок/ }).fill(title);
    await editor.getByRole('textbox', { name: /Адрес/ }).fill(slug);
    await editor.getByRole('textbox', { name: /Текст \(Markdown\)/ }).fill('Плохая [ссылка](javascript:alert(1))');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByText('Ссылка должна вести на адрес https://, http://, mailto: или на страницу сайта').waitFor();

    await editor
      .getByRole('textbox', { name: /Текст \(Markdown\)/ })
      .fill('Мы запустили **новый раздел**. Подробности — в [ленте идей](/ideas).');
    await editor.getByRole('button', { name: 'Предпросмотр' }).click();
    await editor.getByRole('region', { name: 'Предпросмотр' }).getByText('новый раздел').waitFor();
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.getByRole('status').filter({ hasText: 'Материал сохранен' }).waitFor();
    assert.equal((await html(`/news/${slug}`)).status, 404, 'a draft is not public');
    await editor.getByRole('button', { name: 'Опубликовать' }).click();
    await editor.getByRole('status').filter({ hasText: 'Материал опубликован' }).waitFor();
    // The refused save above is a 422 the page handles; nothing else may be reported.
    assert.deepEqual(
      editorProblems.filter((problem) => !/status of 422/.test(problem)),
      [],
    );
    await editorContext.close();

    const guestContext = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 800 } });
    const guest = await guestContext.newPage();
    const guestProblems = watchPage(guest);
    await visit(guest, `${journey.product.baseUrl}/news`);
    await guest.waitForLoadState('networkidle');
    await guest.getByRole('link', { name: title }).click();
    await guest.getByRole('heading', { level: 1, name: title }).waitFor();
    assert.equal(new URL(guest.url()).pathname, `/news/${slug}`);
    assert.equal(await guest.title(), `${title} — Инвестрадар`);
    assert.equal(await guest.getByRole('link', { name: 'ленте идей' }).getAttribute('href'), '/ideas');
    await guest.getByText('новый раздел').waitFor();
    assert.deepEqual(guestProblems, []);
    await guestContext.close();
  });

  it('the editor screen is not there for other accounts', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU' });
    const page = await context.newPage();
    await signIn(page, journey.product.baseUrl, 'free@investradar.ru');
    const response = await html('/account/editor', {
      cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    });
    assert.equal(response.status, 404);
    await context.close();
  });
});
