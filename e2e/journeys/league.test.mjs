// The contest league end to end (issue #16), in Chromium against the built product on its embedded
// database: a free user bets on an idea (from its page and from its card in the feed), the idea closes (the operator's command), the bet row and the
// coins change; a PRO user exchanges coins for a subscription prize; the league page is public.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissOnboarding, pathOf, signIn, visit, waitForHydration } from '../support/account.mjs';
import { productForThisFile, watchPage } from '../support/journey.mjs';

// The operator's commands are closed without a secret; the product of this file gets one.
const ADMIN_SECRET = 'e2e-league-admin-secret-0123456789';
process.env.ADMIN_SECRET = ADMIN_SECRET;
const journey = productForThisFile();

const json = (page, path) =>
  page.evaluate(async (p) => (await fetch(p, { headers: { accept: 'application/json' } })).json(), path);

describe('league journey', () => {
  it('a free user bets on an idea; the idea closes; the bet row, the balance and the coin history change', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, journey.product.baseUrl, 'free@investradar.ru');
    await dismissOnboarding(page);

    // An open idea this account has not bet on.
    const feed = await json(page, '/api/ideas?per_page=50');
    const mine = new Set((await json(page, '/api/account')).results.user.bets.map((b) => b.idea_id));
    const target = feed.results.ideas.find((idea) => idea.status === 'open' && !idea.locked && !mine.has(idea.id));
    assert.ok(target, 'an open idea to bet on');
    const before = (await json(page, '/api/account')).results.user.coins;

    await visit(page, `${journey.product.baseUrl}${target.link}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await page.getByRole('button', { name: 'Сделать ставку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ставка на идею' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Верю', exact: true }).click();
    const stake = dialog.getByRole('spinbutton', { name: /Ставка, монет/ });
    // Over the rules' maximum: the dialog refuses it and sends nothing.
    await stake.fill('5000');
    await dialog.getByRole('button', { name: 'Сделать ставку' }).click();
    await dialog.getByText('Ставка должна быть от 10 до 1000 монет').waitFor();
    await stake.fill('100');
    await dialog.getByRole('button', { name: 'Сделать ставку' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Ставка принята', { exact: true }).waitFor();
    // One bet per idea: the block now shows the bet made.
    await page.getByRole('button', { name: 'Ставка сделана' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Ставка сделана' }).isDisabled(), true);

    // My bets: the row is open, the balance is 100 lower.
    await visit(page, `${journey.product.baseUrl}/account/contest`);
    await page.getByRole('heading', { level: 1, name: 'Мои ставки' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(target.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await row.getByText('Идея еще не закрыта').waitFor();
    assert.equal((await json(page, '/api/account')).results.user.coins, before - 100);

    // The idea closes with profit (the operator's command; the price job does the same), and is settled.
    const closed = await fetch(`${journey.product.baseUrl}/api/admin/ideas/${target.id}/close`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': ADMIN_SECRET },
      body: JSON.stringify({ profit: true }),
    });
    assert.equal(closed.status, 200);
    assert.equal((await closed.json()).success, true);

    await page.reload();

    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Мои ставки' }).waitFor();
    await row.locator('[data-result="win"]').waitFor();
    assert.match((await row.textContent()).replace(/\s/g, ' '), /\+180/);
    assert.equal((await json(page, '/api/account')).results.user.coins, before - 100 + 180);
    await page
      .getByTestId('contest-balance')
      .getByText(String(before + 80).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0'))
      .waitFor();

    // The coin history: the win on top, the stake under it.
    await page.getByRole('link', { name: 'История начислений' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'История начислений' }).waitFor();
    assert.equal(pathOf(page), '/account/contest/coining');
    const rows = page.getByRole('main').getByRole('row');
    await rows.filter({ hasText: `Выигрыш по ставке: ${target.name}` }).waitFor();
    await rows.filter({ hasText: `Ставка на идею: ${target.name}` }).waitFor();

    // The partners' page is for partners only.
    const partners = await visit(page, `${journey.product.baseUrl}/account/partners`);
    assert.equal(partners.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a free user bets from an idea card of the feed', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, journey.product.baseUrl, 'free@investradar.ru');
    await dismissOnboarding(page);

    // An open idea of the feed's first page this account has not bet on.
    const feed = await json(page, '/api/ideas');
    const mine = new Set((await json(page, '/api/account')).results.user.bets.map((b) => b.idea_id));
    const target = feed.results.ideas.find((idea) => idea.status === 'open' && !mine.has(idea.id));
    assert.ok(target, 'an open idea on the feed to bet on');
    const before = (await json(page, '/api/account')).results.user.coins;

    await visit(page, `${journey.product.baseUrl}/ideas`);
    const card = page.getByRole('article', { name: target.name, exact: true });
    await card.getByRole('button', { name: 'Сделать ставку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ставка на идею' });
    await dialog.getByText(target.name, { exact: true }).waitFor();
    await dialog.getByRole('radio', { name: 'Не верю', exact: true }).click();
    await dialog.getByRole('spinbutton', { name: /Ставка, монет/ }).fill('50');
    await dialog.getByRole('button', { name: 'Сделать ставку' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Ставка принята', { exact: true }).waitFor();
    // Still on the feed: the card now shows the bet made, and the server has it.
    assert.equal(pathOf(page), '/ideas');
    await card.getByRole('button', { name: 'Ставка сделана' }).waitFor();
    assert.equal(await card.getByRole('button', { name: 'Ставка сделана' }).isDisabled(), true);
    const account = (await json(page, '/api/account')).results.user;
    assert.equal(account.coins, before - 50);
    assert.deepEqual(
      account.bets.find((b) => b.idea_id === target.id),
      { idea_id: target.id, bet: 'notbelieve' },
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a PRO user exchanges coins for a subscription prize (PRO extended) and for merch (the delivery address asked for)', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, journey.product.baseUrl, 'pro@investradar.ru');
    await dismissOnboarding(page);
    const before = (await json(page, '/api/account')).results.user;

    await visit(page, `${journey.product.baseUrl}/account/prizes`);
    await page.getByRole('heading', { level: 1, name: 'Призы' }).waitFor();
    await page.getByRole('button', { name: 'Обменять: PRO на 1 месяц' }).click();
    const confirm = page.getByRole('dialog', { name: 'Обменять монеты на приз?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Прекрасно, меняем!' }).click();
    const finish = page.getByRole('dialog', { name: 'Ваша подписка продлена!' });
    await finish.waitFor();
    await finish.getByRole('button', { name: 'Понятно' }).click();
    await finish.waitFor({ state: 'detached' });

    const after = (await json(page, '/api/account')).results.user;
    assert.equal(after.coins, before.coins - 4000);
    const days =
      (Date.parse(after.meta.premium_access.expires_at) - Date.parse(before.meta.premium_access.expires_at)) /
      86_400_000;
    assert.equal(days, 30);

    // Merch: the finish dialog, then the delivery address is asked for.
    await page.getByRole('button', { name: 'Обменять: Блокнот инвестора' }).click();
    await page
      .getByRole('dialog', { name: 'Обменять монеты на приз?' })
      .getByRole('button', { name: 'Прекрасно, меняем!' })
      .click();
    const merch = page.getByRole('dialog', { name: 'Отличная сделка!' });
    await merch.waitFor();
    await merch.getByRole('button', { name: 'Понятно' }).click();
    const address = page.getByRole('dialog', { name: 'Адрес доставки' });
    await address.waitFor();
    await address.getByRole('textbox', { name: /Получатель/ }).fill('Алексей Петров');
    await address.getByRole('textbox', { name: /Телефон/ }).fill('+7 999 123-45-67');
    await address.getByRole('textbox', { name: /Город/ }).fill('Москва');
    await address.getByRole('textbox', { name: /Улица/ }).fill('ул. Тверская, д. 1, кв. 5');
    await address.getByRole('textbox', { name: /Индекс/ }).fill('125009');
    await address.getByRole('button', { name: 'Сохранить адрес' }).click();
    await address.waitFor({ state: 'detached' });
    await page.getByText('Адрес доставки сохранен', { exact: true }).waitFor();
    const orders = (await json(page, '/api/liga/orders')).orders;
    assert.equal(orders[0].title, 'Блокнот инвестора');
    assert.equal(orders[0].status, 'processing');
    assert.equal((await json(page, '/api/account')).results.user.coins, before.coins - 4000 - 1500);

    await visit(page, `${journey.product.baseUrl}/account/contest/coining`);
    await page.getByRole('main').getByRole('row').filter({ hasText: 'Обмен монет на приз: PRO на 1 месяц' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the league page is public and rendered on the server', async () => {
    const response = await fetch(`${journey.product.baseUrl}/konkurs-liga-investidei`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /Лига инвестидей: правила/);
    assert.match(html, /<title>Лига инвестидей: правила и рейтинг — Инвестрадар<\/title>/);
    assert.match(html, /<meta name="description" content="[^"]{40,}"\/>/);
    assert.match(html, /<link rel="canonical" href="[^"]+\/konkurs-liga-investidei"\/>/);
    // The account pages of the league are behind the login, answered by the server as redirects.
    for (const path of ['/account/contest', '/account/contest/coining', '/account/prizes', '/account/partners']) {
      const guarded = await fetch(`${journey.product.baseUrl}${path}`, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      assert.equal(guarded.status, 302, path);
      assert.equal(guarded.headers.get('location'), `/auth/login?redirect_url=${encodeURIComponent(path)}`);
    }
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await visit(page, `${journey.product.baseUrl}/konkurs-liga-investidei`);
    await page.getByRole('heading', { level: 1, name: /Лига инвестидей/ }).waitFor();
    assert.ok((await page.getByRole('row').count()) > 1, 'the league table has rows');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("a partner copies a link, a visitor registers through it, the partner's statistics count it", async () => {
    const partnerContext = await journey.browser.newContext({
      locale: 'ru-RU',
      viewport: { width: 1280, height: 900 },
    });
    await partnerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.product.baseUrl });
    const page = await partnerContext.newPage();
    const problems = watchPage(page);
    await signIn(page, journey.product.baseUrl, 'partner@investradar.ru');
    await dismissOnboarding(page);
    await visit(page, `${journey.product.baseUrl}/account/partners`);
    await page.getByRole('heading', { level: 1, name: 'Партнерская программа' }).waitFor();
    const before = await json(page, '/api/account/partner/stat/month/current');

    const address = page.getByRole('textbox', { name: 'Адрес страницы' });
    await address.fill(`${journey.product.baseUrl}/konkurs-liga-investidei`);
    await page.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await page.getByText('Ссылка скопирована').first().waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, `${journey.product.baseUrl}/konkurs-liga-investidei?partner=radar-partner-17`);

    // A visitor in another browser follows the link and registers.
    const visitorContext = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 800 } });
    const visitor = await visitorContext.newPage();
    const visitorProblems = watchPage(visitor);
    await visit(visitor, link);
    await visitor.getByRole('heading', { level: 1, name: /Лига инвестидей/ }).waitFor();
    const cookie = (await visitorContext.cookies()).find((c) => c.name === 'ir_partner');
    // Signed by the server: the campaign, a visitor id and the day it was counted, "-" until the browser sends it back.
    assert.match(cookie?.value ?? '', /^radar-partner-17~[\w-]+~(?:\d{4}-\d{2}-\d{2}|-)\.[\w-]+$/);
    assert.ok(cookie.expires * 1000 - Date.now() > 29 * 86_400_000, 'the attribution lasts 30 days');
    await visit(visitor, `${journey.product.baseUrl}/auth/register`);
    await visitor.getByRole('textbox', { name: 'Имя' }).fill('Приглашенный Инвестор');
    await visitor.getByRole('textbox', { name: 'Email' }).fill(`referred.${Date.now()}@example.ru`);
    await visitor.locator('input[name="password"]').first().fill('league-visitor-2026!');
    await visitor.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await visitor.waitForURL((url) => url.pathname !== '/auth/register');
    assert.deepEqual(visitorProblems, []);
    await visitorContext.close();

    // The partner's statistics: one visitor and one registration more today.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Партнерская программа' }).waitFor();
    const after = await json(page, '/api/account/partner/stat/month/current');
    assert.equal(after.total.visitors, before.total.visitors + 1);
    assert.equal(after.total.registration, before.total.registration + 1);
    const today = after.days_stat.at(-1);
    const [year, month, day] = today.date.split('-');
    const row = page.getByRole('row', { name: new RegExp(`^${day}\\.${month}\\.${year}`) });
    assert.match(
      (await row.textContent()).replace(/\s+/g, ' '),
      new RegExp(`${today.visitors}.*${today.registration}`),
    );
    assert.deepEqual(problems, []);
    await partnerContext.close();
  });
});
