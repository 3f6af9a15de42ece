// Steps every journey of a signed-in demo account shares.
import assert from 'node:assert/strict';

export const DEMO_PASSWORD = 'demo12345';

export function pathOf(page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Waits until the page in the browser is interactive (the app marks <html data-hydrated> once hydrated).
 * A server-rendered form typed into before that is not React's yet: its submit went nowhere useful and
 * the journey waited for a navigation that never came (a flaky registration until 24 Nov).
 */
export async function waitForHydration(page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Opens an address of the product and waits until the page is hydrated, so the journey's next click or
 * keystroke reaches React (a click on a server-rendered button before that did nothing: a flaky bet in
 * the league journey on 24 Nov). Returns the navigation's response.
 */
export async function visit(page, url) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/**
 * The login page with redirect_url to settings; resolves on the settings address (the page may still
 * be covered by the first-visit overlays, see dismissOnboarding).
 */
export async function signIn(page, baseUrl, email, password = DEMO_PASSWORD) {
  await visit(page, `${baseUrl}/auth/login?redirect_url=%2Faccount%2Fsettings`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname === '/account/settings');
}

/**
 * A fresh or demo account starts with the first-visit overlays: the survey dialog (skipped for this
 * browser session) and then the bonus popup (closed: the server stops asking, onboarding finishes).
 * Which of them are due is the account's own flags (a demo account used earlier in the same journey
 * file has closed its bonus popup already).
 */
export async function dismissOnboarding(page) {
  const serverAccount = async () =>
    (
      await page.evaluate(() =>
        fetch('/api/account', { headers: { Accept: 'application/json' } }).then((r) => r.json()),
      )
    ).results.user;
  const user = await serverAccount();
  if (user.do_show_survey) {
    const survey = page.getByRole('dialog', { name: 'Расскажите о себе, и мы подберем персональные инвестидеи' });
    await survey.getByRole('button', { name: 'Пропустить' }).click();
    await survey.waitFor({ state: 'detached' });
  }
  if (user.is_need_show_bonus_modal) {
    const bonus = page.getByRole('dialog', { name: 'Подарок за запуск бота' });
    await bonus.getByRole('button', { name: /Закрыть/ }).click();
    await bonus.waitFor({ state: 'detached' });
  }
  assert.equal(await page.getByRole('dialog').count(), 0, 'no overlay is left over the page');
  // The app tells the server in the background (viewed-bonus-modal, finish-onboarding); a journey that
  // loads another page at once must find the sequence over there too, or the popup comes back over it.
  for (const started = Date.now(); ;) {
    const now = await serverAccount();
    if (!now.is_need_show_bonus_modal && !now.onboarding) break;
    if (Date.now() - started > 10_000) assert.fail(`the server still has the onboarding of ${now.email} due`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
