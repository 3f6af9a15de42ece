// Saved filter sets of the ideas feed («Мои фильтры», PRO): a PRO account saves the feed's filters under a
// name, applies the set on a fresh feed and deletes it; a free account meets the PRO permission dialog.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissOnboarding, pathOf, signIn, visit } from '../support/account.mjs';
import { productForThisFile, watchPage } from '../support/journey.mjs';

const journey = productForThisFile();
const DESKTOP = { width: 1280, height: 900 };
const filters = (page) => page.getByRole('complementary', { name: 'Фильтры идей' });

describe('saved filter sets', () => {
  it('a PRO account saves the feed’s filters, applies them on a fresh feed and deletes them', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: DESKTOP });
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, journey.product.baseUrl, 'pro@investradar.ru');
    await dismissOnboarding(page);
    await visit(page, `${journey.product.baseUrl}/ideas`);
    // The filter panel is a chunk of its own, hydrated once it has loaded.
    await page.waitForLoadState('networkidle');
    await filters(page).getByRole('checkbox', { name: 'Подходит для ИИС' }).click();
    await page.waitForURL((url) => url.searchParams.get('iis') === '1');

    await page.getByRole('button', { name: /Мои фильтры/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Сохраненные фильтры' });
    await dialog.getByText('Сохраненных фильтров пока нет.').waitFor();
    await dialog.getByRole('textbox', { name: 'Название' }).fill('Для ИИС');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Набор «Для ИИС» сохранен' }).waitFor();
    // The same name again: the server refuses it, the field says why.
    await dialog.getByRole('textbox', { name: 'Название' }).fill('Для ИИС');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.getByText('Набор фильтров с таким названием уже есть').waitFor();
    await page.keyboard.press('Escape');

    // A fresh feed: the set brings its filters back into the address.
    await visit(page, `${journey.product.baseUrl}/ideas`);
    // The filter panel is a chunk of its own, hydrated once it has loaded.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Мои фильтры/ }).click();
    await dialog.getByRole('button', { name: 'Применить «Для ИИС»' }).click();
    await page.waitForURL((url) => url.searchParams.get('iis') === '1');
    await filters(page).getByText('Изменено фильтров: 1').waitFor();
    assert.ok(await filters(page).getByRole('checkbox', { name: 'Подходит для ИИС' }).isChecked());

    await page.getByRole('button', { name: /Мои фильтры/ }).click();
    await dialog.getByRole('button', { name: 'Удалить «Для ИИС»' }).click();
    await dialog.getByText('Сохраненных фильтров пока нет.').waitFor();
    // Deleted on the server too.
    const saved = await page.evaluate(() =>
      fetch('/api/ideas/filters', { headers: { accept: 'application/json' } }).then((r) => r.json()),
    );
    assert.deepEqual(saved.results.filters, []);
    // The refused duplicate name is a 422 the browser reports; nothing else may appear.
    assert.deepEqual(
      problems.filter((problem) => !/status of 422/.test(problem)),
      [],
    );
    await context.close();
  });

  it('a free account gets the PRO permission dialog and no sets', async () => {
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, journey.product.baseUrl, 'free@investradar.ru');
    await dismissOnboarding(page);
    await visit(page, `${journey.product.baseUrl}/ideas`);
    // The filter panel is a chunk of its own, hydrated once it has loaded.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Мои фильтры/ }).click();
    await page.getByRole('dialog').first().waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Сохраненные фильтры' }).count(), 0);
    assert.equal(pathOf(page), '/ideas');
    await context.close();
  });
});
