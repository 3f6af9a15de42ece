// The first slice end to end, in Chromium against the built product on its embedded database:
// register, log out, log in, try a three-letter name, save a valid one, reload, see it.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
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

function pathOf(page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('account journey', () => {
  it('registers, logs out, logs in, is refused a 3-letter name, saves a valid one that survives a reload', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const nameUpdates = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/update-name')) nameUpdates.push(request);
    });

    const email = `e2e-${Date.now()}@example.ru`;
    const password = 'e2e-secret-42';

    // A guest opening an account page lands on the login page.
    await page.goto(`${product.baseUrl}/account/settings`);
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
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    assert.equal(pathOf(page), '/account/settings');
    const personal = page.getByRole('region', { name: 'Личные данные' });
    await personal.getByText('Тест Тестов', { exact: true }).waitFor();
    await personal.getByText(email, { exact: true }).waitFor();
    await snap(page, '03-settings');

    // Log out from the account dropdown: a form POST /logout; the server answers 303 to '/', where a
    // guest lands on the login page.
    await page.locator('header').first().getByRole('button', { name: /Тест Тестов/ }).click();
    const home = page.waitForResponse((response) => new URL(response.url()).pathname === '/' && response.request().method() === 'GET');
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    const homeResponse = await home;
    assert.equal(homeResponse.status(), 200, `GET / after the logout redirect answered ${homeResponse.status()}: the server must serve the app there`);
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    assert.equal(pathOf(page), '/auth/login');
    await page.goto(`${product.baseUrl}/account/settings`);
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
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await page.getByRole('region', { name: 'Личные данные' }).getByText('Иван Петров', { exact: true }).waitFor();

    assert.deepEqual(pageErrors, [], 'no uncaught errors in the page');
    await context.close();
  });

  it('shows the 404 page for an unknown address, on a phone-sized screen', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${product.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    await snap(page, '07-not-found-mobile');
    await page.goto(`${product.baseUrl}/auth/register`);
    await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at 375px (overflow ${overflow}px)`);
    await snap(page, '08-register-mobile');
    await context.close();
  });
});

describe('demo accounts on the settings page', () => {
  async function signIn(page, email) {
    await page.goto(`${product.baseUrl}/auth/login?redirect_url=%2Faccount%2Fsettings`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[name="password"]').fill('demo12345');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
  }

  it('shows a PRO account with its subscription link, on a phone-sized screen', async () => {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await signIn(page, 'pro@investradar.ru');
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
    await signIn(page, 'social@investradar.ru');
    await page.getByText(/^Вход через /).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Изменить пароль' }).count(), 0);
    await snap(page, '10-settings-social');
    await context.close();
  });
});
