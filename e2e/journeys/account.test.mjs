// The first slice end to end, in Chromium against the built product on its embedded database:
// register, log out, log in, try a three-letter name, save a valid one, reload, see it.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD, dismissOnboarding, pathOf, signIn, visit, waitForHydration } from '../support/account.mjs';
import { launchBrowser } from '../support/browser.mjs';
import { startProduct } from '../support/server.mjs';

// E2E_SCREENSHOTS=<dir> saves a full-page screenshot of every page the journey visits.
const screenshotDir = process.env.E2E_SCREENSHOTS;
if (screenshotDir) mkdirSync(screenshotDir, { recursive: true });

let product;
let browser;

before(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

async function snap(page, name) {
  if (!screenshotDir) return;
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

describe('account journey', () => {
  it('registers, logs out, logs in, is refused a 3-letter name, saves a valid one that survives a reload', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    // A blocked script, style, image or request shows as a console error naming the policy.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) pageErrors.push(new Error(message.text()));
    });
    const nameUpdates = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/update-name')) nameUpdates.push(request);
    });

    const email = `e2e-${Date.now()}@example.ru`;
    const password = 'e2e-secret-42';

    // A guest opening an account page lands on the login page.
    await visit(page, `${product.baseUrl}/account/settings`);
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    assert.equal(pathOf(page), '/auth/login?redirect_url=%2Faccount%2Fsettings');
    await snap(page, '01-login');

    // Register.
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
    await snap(page, '02-register');
    await page.getByRole('textbox', { name: 'Имя' }).fill('Тест Тестов');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.waitForURL((url) => url.pathname === '/account/settings');
    // A new account is greeted by the survey dialog and then the bonus popup.
    await page.getByRole('dialog').first().waitFor();
    await snap(page, '03-survey-dialog');
    await dismissOnboarding(page);
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    assert.equal(pathOf(page), '/account/settings');
    const personal = page.getByRole('region', { name: 'Личные данные' });
    await personal.getByText('Тест Тестов', { exact: true }).waitFor();
    await personal.getByText(email, { exact: true }).waitFor();
    await snap(page, '03-settings');

    // Log out from the account dropdown: a form POST /logout; the server answers 303 to '/', the home
    // page, which is the ideas feed (rendered on the server for the visitor).
    await page
      .locator('header')
      .first()
      .getByRole('button', { name: /Тест Тестов/ })
      .click();
    const home = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/' && response.request().method() === 'GET',
    );
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    const homeResponse = await home;
    assert.equal(
      homeResponse.status(),
      200,
      `GET / after the logout redirect answered ${homeResponse.status()}: the home page is the ideas feed`,
    );
    await page.getByRole('heading', { level: 1, name: 'Инвестиционные идеи' }).waitFor();
    assert.equal(pathOf(page), '/');
    await visit(page, `${product.baseUrl}/account/settings`);
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();

    // A wrong password is refused on the form.
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('alert').filter({ hasText: 'Ошибка!' }).waitFor();
    await snap(page, '04-login-error');

    // Log in.
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    assert.equal(pathOf(page), '/account/settings');

    // Change the name: three letters are refused before any request.
    await page.getByRole('link', { name: 'Изменить имя' }).click();
    await page.getByRole('heading', { level: 1, name: 'Изменение имени' }).waitFor();
    assert.equal(pathOf(page), '/account/settings/change-name');
    const nameField = page.getByRole('textbox', { name: 'Новое имя' });
    await nameField.fill('Ива');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Неверное значение поля').waitFor();
    assert.equal(await nameField.getAttribute('aria-invalid'), 'true');
    assert.equal(nameUpdates.length, 0, 'a three-letter name must not be sent');
    await snap(page, '05-change-name-invalid');

    // A valid name is saved, alerted, and the user is back on settings.
    await nameField.fill('  Иван Петров  ');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL((url) => url.pathname === '/account/settings');
    await personal.getByText('Иван Петров', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Уведомления' }).getByText('Успешно сохранено!').waitFor();
    await snap(page, '06-settings-saved');

    assert.equal(nameUpdates.length, 1);
    const headers = await nameUpdates[0].allHeaders();
    assert.equal(headers['x-requested-with'], 'XMLHttpRequest');
    assert.ok(headers['x-xsrf-token'], 'the update carries the CSRF header');
    assert.deepEqual(nameUpdates[0].postDataJSON(), { name: 'Иван Петров' });

    // The name is on the server: it survives a reload.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await page.getByRole('region', { name: 'Личные данные' }).getByText('Иван Петров', { exact: true }).waitFor();

    assert.deepEqual(pageErrors, [], 'no uncaught errors and no content-policy violations in the page');
    await context.close();
  });

  it('shows the 404 page for an unknown address, on a phone-sized screen', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await visit(page, `${product.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    await snap(page, '07-not-found-mobile');
    await visit(page, `${product.baseUrl}/auth/register`);
    await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at 375px (overflow ${overflow}px)`);
    await snap(page, '08-register-mobile');
    await context.close();
  });
});

describe('demo accounts on the settings page', () => {
  it('shows a PRO account with its subscription link, on a phone-sized screen', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signIn(page, product.baseUrl, 'pro@investradar.ru');
    await dismissOnboarding(page);
    const type = page.getByRole('region', { name: 'Тип аккаунта' });
    await type.getByText('PRO', { exact: true }).waitFor();
    await type.getByRole('link', { name: 'Управление подпиской' }).waitFor();
    await page.getByRole('link', { name: 'Изменить пароль' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at 375px (overflow ${overflow}px)`);
    await snap(page, '09-settings-pro-mobile');
    await context.close();
  });

  it('shows a social login with its provider and without a password row', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, product.baseUrl, 'social@investradar.ru');
    await dismissOnboarding(page);
    await page.getByText(/^Вход через /).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Изменить пароль' }).count(), 0);
    await snap(page, '10-settings-social');
    await context.close();
  });
});

// Every account call of the reference app, as a demo account: the portfolio and its updates, the
// deferred add-to-portfolio, the newsletter, the questionnaire, then a new email (verified through the
// mailed link) and password.
describe('a demo account uses every account call', () => {
  it('portfolio, updates dropdown, newsletter, questionnaire, change email and password, login with them', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    // A blocked script, style, image or request shows as a console error naming the policy.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) pageErrors.push(new Error(message.text()));
    });
    const header = page.locator('header').first();

    await signIn(page, product.baseUrl, 'free@investradar.ru');
    await dismissOnboarding(page);

    // The header's dropdown reads the unviewed updates; «Открыть портфель» leads to the page.
    const updatesButton = header.getByRole('button', { name: /^Обновления портфеля/ });
    assert.match(await updatesButton.getAttribute('aria-label'), /2 новых/);
    const updatesRead = page.waitForResponse((response) =>
      /\/api\/portfolios\/\d+\/updates$/.test(new URL(response.url()).pathname),
    );
    await updatesButton.click();
    await updatesRead;
    const menu = page.getByRole('menu');
    await menu.getByText('Аналитик пересмотрел целевую цену').waitFor();
    await snap(page, '11-portfolio-updates');
    await menu.getByRole('menuitem', { name: 'Открыть портфель' }).click();
    await page.getByRole('heading', { level: 1, name: 'Портфель идей' }).waitFor();
    assert.equal(pathOf(page), '/portfolio');

    // Three ideas, the free limit; the page marks the updates as seen, so the header stops counting.
    const ideas = page.locator('main article');
    await page.getByText('В портфеле максимум идей для бесплатного тарифа').waitFor();
    await ideas.nth(2).waitFor();
    assert.equal(await ideas.count(), 3);
    // Prices come from the API: opening, current and target, in roubles.
    const firstIdea = ideas.first();
    assert.equal(await firstIdea.getByText('Цена открытия').isVisible(), true);
    assert.match(await firstIdea.locator('dl').innerText(), /Цена открытия\s+[\d\s\u00a0]+(,\d+)?\s?₽/);
    await header.getByRole('button', { name: 'Обновления портфеля', exact: true }).waitFor();
    await snap(page, '12-portfolio');

    // Remove an idea after the confirmation; it stays removed after a reload.
    const removeButton = page.getByRole('button', { name: /^Убрать из портфеля: / }).first();
    const removedName = (await removeButton.getAttribute('aria-label')).replace('Убрать из портфеля: ', '');
    await removeButton.click();
    const confirm = page.getByRole('dialog', { name: 'Удалить идею из портфеля?' });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page
      .getByRole('region', { name: /^Уведомления/ })
      .getByText('Идея убрана из портфеля')
      .waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Портфель идей' }).waitFor();
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await ideas.nth(1).waitFor();
    assert.equal(await ideas.count(), 2);
    assert.equal(await page.getByRole('heading', { level: 3, name: removedName }).count(), 0);

    // An idea kept in local storage is added once the account loads, then /portfolio is followed.
    const portfolioIdeas = await page.evaluate(async () => {
      const account = await (await fetch('/api/account')).json();
      const id = account.results.user.portfolio.id;
      const answer = await (await fetch(`/api/portfolios/${id}`)).json();
      return answer.results.portfolio.ideas.map((idea) => idea.id);
    });
    const deferred = [...Array(50).keys()].map((n) => n + 1).find((id) => !portfolioIdeas.includes(id));
    await page.evaluate((id) => localStorage.setItem('investradar.deferred_portfolio_idea', String(id)), deferred);
    await visit(page, `${product.baseUrl}/account/settings`);
    await page.waitForURL((url) => url.pathname === '/portfolio');
    await page.getByText('В портфеле максимум идей для бесплатного тарифа').waitFor();
    await ideas.nth(2).waitFor();
    assert.equal(await ideas.count(), 3);
    assert.equal(await page.evaluate(() => localStorage.length), 0, 'the deferred idea and redirect are consumed');

    // Newsletter: toggle one flag, save, and it survives a reload.
    await header.getByRole('button', { name: /Мария Соколова/ }).click();
    await page.getByRole('menuitem', { name: 'Уведомления' }).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки рассылки' }).waitFor();
    assert.equal(await page.title(), 'Настройки рассылки — Инвестрадар');
    const news = page.getByRole('checkbox', { name: /Новости сервиса/ });
    const wasChecked = await news.isChecked();
    await news.click();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Успешно сохранено!').waitFor();
    await snap(page, '13-notifications');
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Настройки рассылки' }).waitFor();
    // The saved flag comes with the account: wait for the checkbox in that state, not for a moment.
    await page.getByRole('checkbox', { name: /Новости сервиса/, checked: !wasChecked }).waitFor();

    // Questionnaire (page mode): answer all four questions, save, and the answers come back.
    await visit(page, `${product.baseUrl}/account/profile`);
    await page
      .getByRole('heading', { level: 1, name: 'Расскажите о себе, и мы подберем персональные инвестидеи' })
      .waitFor();
    const assets = page.getByRole('group', { name: 'Какие активы Вы используете в портфеле?' }).getByRole('checkbox');
    const brokers = page.getByRole('group', { name: 'У каких брокеров у Вас есть счета?' }).getByRole('checkbox');
    await page.getByRole('radiogroup', { name: 'Когда Вы начали инвестировать?' }).getByRole('radio').first().check();
    await assets.nth(1).check();
    await brokers.first().check();
    const slider = page.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('Home');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    assert.equal(await slider.getAttribute('aria-valuenow'), '50');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('status').filter({ hasText: 'Успешно сохранено!' }).waitFor();
    await snap(page, '14-questionnaire-saved');
    await page.reload();
    await waitForHydration(page);
    // The saved answers load after the option lists: wait for the pre-filled state itself.
    await page.locator('[role="slider"][aria-valuenow="50"]').waitFor();
    await page
      .getByRole('group', { name: 'Какие активы Вы используете в портфеле?' })
      .getByRole('checkbox', { checked: true })
      .first()
      .waitFor();
    assert.equal(await assets.nth(1).isChecked(), true);
    assert.equal(await brokers.first().isChecked(), true);

    // Change the email, then the password, from the settings page's links; both confirmed with the
    // current password (issue #12).
    const email = `maria-${Date.now()}@example.ru`;
    const password = 'new-secret-2026';
    await visit(page, `${product.baseUrl}/account/settings`);
    await page.getByRole('link', { name: 'Изменить email' }).click();
    await page.getByRole('heading', { level: 1, name: 'Изменение email' }).waitFor();
    await page.getByRole('textbox', { name: 'Новый email' }).fill(email);
    await page.getByLabel(/^Текущий пароль/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await page
      .getByRole('region', { name: /^Уведомления/ })
      .getByText(/Email для входа изменится, когда Вы перейдете по ссылке/)
      .waitFor();
    // Not the login yet: the old address stays until the mailed link is followed.
    await page
      .getByRole('region', { name: 'Личные данные' })
      .getByText('free@investradar.ru', { exact: true })
      .waitFor();
    await visit(page, `${product.baseUrl}${await product.mailedVerificationPath(email)}`);
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    assert.match(page.url(), /email_verified=1/);
    await page.getByRole('region', { name: 'Личные данные' }).getByText(email, { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Изменить пароль' }).click();
    await page.getByRole('heading', { level: 1, name: 'Изменение пароля' }).waitFor();
    await page.locator('input[name="current_password"]').fill(DEMO_PASSWORD);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="password_confirmation"]').fill(password);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await page
      .getByRole('region', { name: /^Уведомления/ })
      .getByText('Пароль изменен. Другие сеансы завершены.')
      .waitFor();
    await snap(page, '15-password-changed');

    // Log out and back in with the new email and password.
    await header.getByRole('button', { name: /Мария Соколова/ }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    // The logout lands on the home page, the ideas feed.
    await page.getByRole('heading', { level: 1, name: 'Инвестиционные идеи' }).waitFor();
    await signIn(page, product.baseUrl, email, password);
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await page.getByRole('region', { name: 'Личные данные' }).getByText(email, { exact: true }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'survey saved and bonus popup seen: no overlays any more');

    assert.deepEqual(pageErrors, [], 'no uncaught errors and no content-policy violations in the page');
    await context.close();
  });
});
