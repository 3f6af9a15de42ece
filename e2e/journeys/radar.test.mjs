// The insider radar (issue #14) as a visitor and a PRO account use it: the header's search finds an
// insider and leads to their deals (a full page load outside the account area, in-app navigation
// inside it — docs/product/screens.md Search), the free view shows the latest 20 deals and a locked filter opens the
// dialog, PRO filters to purchases through the address, and the insider's own page opens.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissOnboarding, pathOf, signIn, visit, waitForHydration } from '../support/account.mjs';
import { productForThisFile, watchPage } from '../support/journey.mjs';

const journey = productForThisFile();

const INSIDER = 'Бирюков Василий Алексеевич';

function documentsOf(page) {
  const documents = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document')
      documents.push(`${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  });
  return documents;
}

/** Types a query into the header's search box and picks the insider result. */
async function searchInsider(page, query, name) {
  const box = page.getByRole('combobox', { name: /Поиск/ }).first();
  await box.fill(query);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

const dataRows = (page) => page.getByRole('table', { name: /Сделки инсайдер/ }).locator('tbody tr');

describe('insider radar', () => {
  it('a visitor searches an insider, lands on their deals (full page load), sees 20 at most and a locked filter', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const documents = documentsOf(page);

    await visit(page, `${journey.product.baseUrl}/insider-radar/deals`);
    await page.getByRole('heading', { level: 1, name: 'Инсайдер радар: сделки' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok((await dataRows(page).count()) <= 20, 'a visitor sees the latest 20 deals at most');
    assert.ok(await page.getByText('Бесплатно показаны последние 20 сделок').isVisible());

    await searchInsider(page, 'Бирюков Василий', INSIDER);
    await page.getByRole('heading', { level: 1, name: `Сделки инсайдера: ${INSIDER}` }).waitFor();
    const path = pathOf(page);
    assert.match(path, /^\/insider-radar\/deals\?search_id=\d+&whose_id=investor$/);
    assert.equal(documents.at(-1), path, 'outside the account area the insider result is a full page load');
    const rows = await dataRows(page).count();
    assert.ok(rows > 0);
    for (let i = 0; i < rows; i += 1) assert.match(await dataRows(page).nth(i).locator('th').innerText(), /Бирюков/);

    await page.getByRole('button', { name: /Тип сделки/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    assert.equal(pathOf(page), path, 'a locked filter changes nothing');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('PRO filters the insider’s deals to purchases through the address, in the app; the insider page and search inside the account area', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    const documents = documentsOf(page);
    await signIn(page, journey.product.baseUrl, 'pro@investradar.ru');
    await dismissOnboarding(page);

    // Inside the account area the insider result is in-app navigation: no new document.
    const before = documents.length;
    await searchInsider(page, 'Бирюков Василий', INSIDER);
    await page.getByRole('heading', { level: 1, name: `Сделки инсайдера: ${INSIDER}` }).waitFor();
    assert.equal(documents.length, before, 'in-app navigation from the account area');
    const insiderPath = pathOf(page);

    await page.getByRole('button', { name: /Тип сделки/ }).click();
    await page.getByRole('menuitem', { name: 'Покупки', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'buy');
    assert.equal(pathOf(page), `${insiderPath}&type=buy`);
    await page.getByRole('button', { name: /Тип сделки: Покупки/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const rows = await dataRows(page).count();
    for (let i = 0; i < rows; i += 1) {
      const row = dataRows(page).nth(i);
      assert.match(await row.innerText(), /Покупка на рынке/);
    }
    assert.equal(documents.length, before, 'filters change the address in the app');

    // PRO exports what the page shows: the address's filter, as an Excel download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Выгрузить в Excel' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'investradar-deals.xlsx');
    assert.equal(
      new URL(download.url()).search,
      new URL(page.url()).search,
      'the export asks for the page’s own filter',
    );
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    assert.equal((await readFile(file)).subarray(0, 2).toString(), 'PK', 'an .xlsx (zip) file');

    // The address holds the filter: a reload renders it on the server the same way.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: /Тип сделки: Покупки/ }).waitFor();

    await page.getByRole('link', { name: 'Страница инсайдера' }).click();
    await page.getByRole('heading', { level: 1, name: INSIDER, exact: true }).waitFor();
    assert.match(pathOf(page), /^\/insiders\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Последние сделки' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('an unknown insider is the 404 page with status 404', async () => {
    const response = await fetch(`${journey.product.baseUrl}/insiders/987654321`, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 404);
    assert.match(await response.text(), /<h1[^>]*>Страница не найдена<\/h1>/);
  });
});
