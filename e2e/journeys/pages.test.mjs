// Pages rendered on the server, as a crawler and as a browser meet them: the HTML holds the page
// (heading, header, footer) before any script runs, with its own title, description, canonical and
// Open Graph tags; unknown addresses answer 404 with the 404 page; the account area redirects a
// guest on the server; and the browser hydrates the page without a warning or a policy violation,
// then navigates in-app.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissOnboarding, signIn, visit } from '../support/account.mjs';
import { productForThisFile, watchPage } from '../support/journey.mjs';

const journey = productForThisFile();

const html = (path, headers = {}) =>
  fetch(`${journey.product.baseUrl}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

describe('server-rendered pages', () => {
  it('answers the login page as HTML with its content and its own head', async () => {
    const response = await html('/auth/login');
    assert.equal(response.status, 200);
    const body = await response.text();
    assert.match(body, /<h1[^>]*>Вход<\/h1>/, 'the heading is in the HTML');
    assert.match(body, /<title>Вход — Инвестрадар<\/title>/);
    assert.match(body, /<meta name="description" content="Войдите в Инвестрадар[^"]*"\/>/);
    assert.match(body, /<link rel="canonical" href="http:\/\/(localhost|127\.0\.0\.1):\d+\/auth\/login"\/>/);
    assert.match(body, /<meta property="og:title" content="Вход — Инвестрадар"\/>/);
    assert.match(body, /<footer/, 'the footer is in the HTML');
    assert.match(body, /<link rel="modulepreload"[^>]*LoginRoute-[^"]+\.js"/, 'the page’s chunk is preloaded');
    // No inline script without this answer's nonce.
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    assert.ok(nonce, 'the policy names a nonce');
    for (const tag of body.match(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>/g) ?? [])
      assert.ok(tag.includes(`nonce="${nonce}"`), tag);
  });

  it('renders each public page on the server with its own title and description, and hydrates it cleanly', async () => {
    const PUBLIC_PAGES = [
      ['/auth/login', 'Вход'],
      ['/auth/register', 'Регистрация'],
      ['/terms', 'Публичная оферта'],
      ['/bot', 'Telegram-бот'],
      ['/insider-radar/deals', 'Сделки инсайдеров'],
      ['/insider-radar/buybacks', 'Обратные выкупы акций'],
      ['/', 'Инвестиционные идеи брокеров и аналитиков'],
      ['/ideas', 'Инвестиционные идеи'],
      ['/rating', 'Рейтинг аналитиков'],
      ['/stocks/sber', 'Сбербанк (SBER): идеи и прогнозы'],
    ];
    // One idea of the seed, whatever its id.
    const { results } = await (await fetch(`${journey.product.baseUrl}/api/ideas?per_page=1`)).json();
    const [idea] = results.ideas;
    PUBLIC_PAGES.push([idea.link, `${idea.name} (${idea.ticker})`]);
    const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    for (const [path, title] of PUBLIC_PAGES) {
      const response = await html(path);
      assert.equal(response.status, 200, path);
      const body = await response.text();
      assert.match(body, new RegExp(`<title>${escape(title)} — Инвестрадар</title>`), path);
      assert.match(body, /<meta name="description" content="[^"]{40,}"\/>/, `${path} has a description`);
      assert.match(body, /<link rel="canonical" href="[^"]+"\/>/, `${path} has a canonical link`);
      assert.match(body, /<h1[^>]*>/, `${path}: the heading is in the HTML`);
      await visit(page, `${journey.product.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      assert.equal(await page.title(), `${title} — Инвестрадар`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('answers unknown addresses 404 with the 404 page, and sends a guest from the account area to login', async () => {
    const missing = await html('/no-such-page');
    assert.equal(missing.status, 404);
    const body = await missing.text();
    assert.match(body, /<h1[^>]*>Страница не найдена<\/h1>/);
    assert.match(body, /<meta name="robots" content="noindex"\/>/);

    const guarded = await html('/account/settings');
    assert.equal(guarded.status, 302);
    assert.equal(guarded.headers.get('location'), '/auth/login?redirect_url=%2Faccount%2Fsettings');
  });

  it('hydrates without warnings and navigates in the browser, for a guest and for a signed-in account', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const documents = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    await visit(page, `${journey.product.baseUrl}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    await page.waitForLoadState('networkidle');
    // In-app navigation after hydration: no new document.
    await page.getByRole('link', { name: 'Зарегистрироваться' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
    assert.equal(await page.title(), 'Регистрация — Инвестрадар');
    assert.deepEqual(documents, ['/auth/login']);

    await visit(page, `${journey.product.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();

    await signIn(page, journey.product.baseUrl, 'pro@investradar.ru');
    await dismissOnboarding(page);
    // A signed-in account's page from the server: the header shows the account at once.
    const settings = await html('/account/settings', {
      cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    });
    assert.equal(settings.status, 200);
    assert.match(await settings.text(), /Алексей Петров/);
    await visit(page, `${journey.product.baseUrl}/portfolio`);
    await page.getByRole('heading', { level: 1, name: 'Портфель идей' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
