// The ideas pages end to end (issue #13), in Chromium against the built product on its embedded
// database: a guest filters the feed and opens an idea; a free user votes, reloads and sees the vote,
// fills the portfolio to the free limit and gets the permission dialog for a fourth idea.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissOnboarding, pathOf, signIn, visit, waitForHydration } from '../support/account.mjs';
import { productForThisFile, watchPage } from '../support/journey.mjs';

const journey = productForThisFile();

const filters = (page) => page.getByRole('complementary', { name: 'Фильтры идей' });
const cards = (page) => page.getByRole('main').getByRole('article');

describe('ideas journey', () => {
  it('a guest filters the feed on the home page and opens an idea', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const documents = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    await visit(page, `${journey.product.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Инвестиционные идеи' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok((await cards(page).count()) > 0, 'the feed shows ideas');

    // A filter goes into the address and the feed follows it, without a new document.
    const status = filters(page).getByRole('radiogroup', { name: 'Статус идеи' });
    await status.getByRole('radio', { name: 'Закрытые' }).click();
    await page.waitForURL((url) => url.search === '?status=closed');
    await filters(page).getByText('Изменено фильтров: 1').waitFor();
    await page.locator('[data-status="open"]').first().waitFor({ state: 'detached' });
    assert.ok((await cards(page).count()) > 0, 'closed ideas are shown');

    // A registered-only filter asks a guest to register, and changes nothing.
    await filters(page).getByRole('checkbox', { name: 'Подходит для ИИС' }).click();
    await page.getByRole('dialog', { name: 'Регистрация' }).waitFor();
    await page.keyboard.press('Escape');
    assert.equal(pathOf(page), '/?status=closed');

    const first = cards(page).first().getByRole('heading').getByRole('link');
    const name = (await first.textContent()).trim();
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    assert.match(pathOf(page), /^\/ideas\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Динамика цены' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'История статусов' }).waitFor();
    assert.deepEqual(documents, ['/'], 'in-app navigation all the way');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a free user votes, reloads and sees the vote; a fourth idea in the portfolio gets the permission dialog', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, journey.product.baseUrl, 'free@investradar.ru');
    await dismissOnboarding(page);

    // An open idea nobody of this account voted on.
    const feed = await page.evaluate(async () =>
      (await fetch('/api/ideas?per_page=50', { headers: { accept: 'application/json' } })).json(),
    );
    const target = feed.results.ideas.find((idea) => idea.my_vote === null && !idea.locked);
    assert.ok(target, 'an open idea to vote on');
    await visit(page, `${journey.product.baseUrl}${target.link}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    const votes = page.getByRole('group', { name: 'Ваш прогноз' });
    await votes.getByRole('button', { name: /^Верю/ }).click();
    await votes.getByRole('button', { name: /^Верю/, pressed: true }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    await votes.getByRole('button', { name: /^Верю/, pressed: true }).waitFor();
    assert.match(
      await votes.getByRole('button', { name: /^Верю/ }).textContent(),
      new RegExp(String(target.likes_count + 1)),
    );

    // The free limit is 3 ideas: fill the portfolio from the feed's cards, then try a fourth.
    const account = await page.evaluate(async () =>
      (await fetch('/api/account', { headers: { accept: 'application/json' } })).json(),
    );
    let held = account.results.user.portfolio.ideas.length;
    await visit(page, `${journey.product.baseUrl}/ideas`);
    await page.getByRole('heading', { level: 1, name: 'Инвестиционные идеи' }).waitFor();
    await page.waitForLoadState('networkidle');
    const addButtons = page.getByRole('main').getByRole('button', { name: 'В портфель', exact: true });
    const inPortfolio = page.getByRole('main').getByRole('button', { name: 'В портфеле', exact: true });
    while (held < 3) {
      const before = await inPortfolio.count();
      await addButtons.first().click();
      await page.waitForFunction(
        (n) =>
          [...document.querySelectorAll('main button')].filter((b) => b.textContent.trim() === 'В портфеле').length > n,
        before,
      );
      held += 1;
    }
    await addButtons.first().click();
    const dialog = page.getByRole('dialog', { name: 'Доступно для аккаунтов уровня PRO' });
    await dialog.waitFor();
    assert.equal(await dialog.locator('[data-permission="ii.portfolio_add_many_ideas"]').count(), 1);
    const after = await page.evaluate(async () =>
      (await fetch('/api/account', { headers: { accept: 'application/json' } })).json(),
    );
    assert.equal(after.results.user.portfolio.ideas.length, 3, 'nothing was added beyond the limit');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a guest opens an analyst from the rating, their ideas, a share with its year of prices and its insiders’ deals', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await visit(page, `${journey.product.baseUrl}/rating`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    // A name in the rating opens that analyst's ideas (analyst_id, open to everyone), in the app.
    const analyst = page.getByRole('main').getByRole('table').getByRole('link').first();
    const name = (await analyst.textContent()).trim();
    await analyst.click();
    await page.waitForURL((url) => url.pathname === '/ideas' && /analyst_id=\d+/.test(url.search));
    await page
      .getByRole('status')
      .filter({ hasText: `Идеи аналитика ${name}` })
      .waitFor();
    await page.waitForLoadState('networkidle');
    const shown = await cards(page).count();
    assert.ok(shown > 0, 'the analyst has ideas');

    // The first idea: its daily price path since opening; then its share (the breadcrumb), with its
    // year of prices and its insiders' deals, each linked.
    await cards(page).first().getByRole('heading').getByRole('link').click();
    await page.waitForURL((url) => /^\/ideas\/\d+$/.test(url.pathname));
    const ideaLine = page.getByRole('figure').locator('path[data-part="line"]');
    await ideaLine.waitFor();
    assert.ok((await ideaLine.getAttribute('d')).split('L').length > 2, 'the idea shows its path of daily closes');
    await page.getByRole('navigation', { name: 'Навигационная цепочка' }).locator('a[href^="/stocks/"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/stocks/'));
    await page.getByRole('heading', { level: 2, name: 'Цена за год' }).waitFor();
    const chart = page.getByRole('figure');
    await chart.waitFor();
    assert.match(await chart.getByRole('img').getAttribute('aria-labelledby'), /caption/);
    assert.match(await chart.locator('figcaption').textContent(), /^Цена за год: /);
    // A year of daily closes: the line has hundreds of points, not a handful of events.
    const points = (await chart.locator('path[data-part="line"]').getAttribute('d')).split('L').length;
    assert.ok(points > 200, `a daily path (${points} points)`);
    await page.getByRole('heading', { level: 2, name: 'Сделки инсайдеров' }).waitFor();
    // A share with deals (not every share of the demo data has them): each insider links to their page.
    await visit(page, `${journey.product.baseUrl}/stocks/sber`);
    const insider = page
      .getByRole('table', { name: 'Последние сделки инсайдеров по акции' })
      .locator('a[href^="/insiders/"]')
      .first();
    await insider.waitFor();
    const all = page.getByRole('link', { name: /^Все сделки инсайдеров по акции / });
    await all.click();
    await page.waitForURL(
      (url) => url.pathname === '/insider-radar/deals' && url.searchParams.get('whose_id') === 'company',
    );
    await page.getByRole('table').first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });
});
