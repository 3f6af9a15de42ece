// Steps every journey of a signed-in demo account shares.
import assert from 'node:assert/strict';

export const DEMO_PASSWORD = 'demo12345';

export function pathOf(page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * The login page with redirect_url to settings; resolves on the settings address (the page may still
 * be covered by the first-visit overlays, see dismissOnboarding).
 */
export async function signIn(page, baseUrl, email, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/auth/login?redirect_url=%2Faccount%2Fsettings`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname === '/account/settings');
}

/**
 * A fresh or demo account starts with the first-visit overlays: the survey dialog (skipped for this
 * browser session) and then the bonus popup (closed: the server stops asking, onboarding finishes).
 */
export async function dismissOnboarding(page) {
  const survey = page.getByRole('dialog', { name: 'Расскажите о себе, и мы подберем персональные инвестидеи' });
  await survey.getByRole('button', { name: 'Пропустить' }).click();
  await survey.waitFor({ state: 'detached' });
  const bonus = page.getByRole('dialog', { name: 'Подарок за запуск бота' });
  await bonus.getByRole('button', { name: /Закрыть/ }).click();
  await bonus.waitFor({ state: 'detached' });
  assert.equal(await page.getByRole('dialog').count(), 0, 'no overlay is left over the page');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
