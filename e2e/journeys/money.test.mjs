// Money end to end (issue #15) in Chromium against the built product on its embedded database and
// the offline sandbox provider: a free user buys 12 months with the sandbox card and is PRO; a declined
// card shows the bank's refusal and changes nothing; a PRO user cancels, is offered the retention plan,
// declines it and sees 'Подписка была отменена.'; the overdue demo account sees the banner and its
// pay link and pays with a new card; a promo code on settings gives PRO, a discount code on the checkout lowers the payment; the plans page is rendered
// on the server.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissOnboarding, pathOf, signIn, visit } from '../support/account.mjs';
import { productForThisFile, watchPage } from '../support/journey.mjs';

const journey = productForThisFile();

async function signedInPage(email) {
  const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchPage(page);
  await signIn(page, journey.product.baseUrl, email);
  return { context, page, problems };
}

const accountOf = (page) =>
  page.evaluate(
    async () => (await (await fetch('/api/account', { headers: { accept: 'application/json' } })).json()).results.user,
  );

async function payWithCard(page, card) {
  await page.getByRole('heading', { level: 1, name: 'Оплата картой' }).waitFor();
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
}

describe('money journey', () => {
  it('the plans page is rendered on the server and leads a guest to registration', async () => {
    const response = await fetch(`${journey.product.baseUrl}/subscription/plans`, { headers: { accept: 'text/html' } });
    assert.equal(response.status, 200);
    const body = await response.text();
    assert.match(body, /<h1[^>]*>Тарифы<\/h1>/);
    assert.match(body, /<title>Тарифы — Инвестрадар<\/title>/);
    assert.match(body, /plan_id%3D1067/, 'the 12-month plan is sold');
    assert.doesNotMatch(body, /plan_id%3D1070/, 'the retention plan is not sold on the plans page');
    const telegram = await fetch(`${journey.product.baseUrl}/subscription/plans/telegram`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(telegram.status, 200);
    assert.match(await telegram.text(), /<title>Тарифы Telegram-бота — Инвестрадар<\/title>/);
  });

  it('a free user buys 12 months with the sandbox card and is PRO', async () => {
    const { context, page, problems } = await signedInPage('free@investradar.ru');
    await dismissOnboarding(page);
    await visit(page, `${journey.product.baseUrl}/subscription/plans`);
    await page.getByRole('link', { name: 'Подключить PRO на 12 месяцев' }).click();
    await page.getByRole('heading', { level: 1, name: 'Оформление подписки' }).waitFor();
    assert.equal(pathOf(page), '/checkout?plan_id=1067');
    // `npm start` takes test payments (the sandbox): the page says so (docs/security.md).
    await page.getByRole('alert').filter({ hasText: 'Тестовый режим оплаты' }).waitFor();
    await page.getByRole('button', { name: /^Оплатить 8\s290/ }).click();

    await payWithCard(page, '4000 0566 5566 5556');
    const success = page.getByRole('dialog', { name: 'Поздравляем, PRO доступ подключен!' });
    await success.waitFor({ timeout: 15_000 });
    assert.match(pathOf(page), /^\/checkout\?plan_id=1067&invoice=inv_/);
    const user = await accountOf(page);
    assert.equal(user.type, 'mbr_premium');
    assert.equal(user.subscription.plan_id, 1067);
    assert.equal(user.subscription.billing_card_last4, '5556');

    await success.getByRole('button').first().click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await visit(page, `${journey.product.baseUrl}/account/purchases`);
    await page.getByRole('rowheader', { name: 'Оплата: PRO на 12 месяцев' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a declined card shows the refusal and changes nothing; a promo code then gives PRO', async () => {
    const { context, page, problems } = await signedInPage('partner@investradar.ru');
    await dismissOnboarding(page);
    await visit(page, `${journey.product.baseUrl}/checkout?plan_id=1066`);
    await page.getByRole('button', { name: /^Оплатить 2\s490/ }).click();
    await payWithCard(page, '4012 8888 8888 1881');
    await page.getByRole('alert').filter({ hasText: 'Банк отклонил платеж' }).waitFor();
    assert.equal((await accountOf(page)).type, 'mbr_free');

    // Back to the shop: the checkout says the payment did not go through.
    await page.getByRole('link', { name: 'Отменить и вернуться' }).click();
    await page.getByRole('heading', { level: 1, name: 'Оформление подписки' }).waitFor();
    const user = await accountOf(page);
    assert.equal(user.type, 'mbr_free');
    assert.equal(user.subscription, null);

    // Still free: settings offer the promocode entry; an unknown code shows the server's text, WELCOME90 gives PRO.
    await visit(page, `${journey.product.baseUrl}/account/settings`);
    const code = page.getByRole('textbox', { name: 'Ввести промокод' });
    await code.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Активировать' }).click();
    await page.getByText('Промокод не найден или уже использован').waitFor();
    await code.fill('WELCOME90');
    await page.getByRole('button', { name: 'Активировать' }).click();
    await page.getByText('PRO доступ успешно активирован!').waitFor();
    const promo = await accountOf(page);
    assert.equal(promo.type, 'mbr_premium');
    assert.equal(promo.meta.premium_access.promocode, true);
    // The refused code's 422 is the browser's own report of the answer, not a fault of the page.
    assert.deepEqual(
      problems.filter((p) => !/status of 422/.test(p)),
      [],
    );
    await context.close();
  });

  it('a promo code on the checkout: an unknown one is refused in words, RADAR30 takes 30 % off and the card pays the lower amount', async () => {
    const { context, page, problems } = await signedInPage('editor@investradar.ru');
    await visit(page, `${journey.product.baseUrl}/checkout?plan_id=1066`);
    await page.getByRole('button', { name: /^Оплатить 2\s490/ }).waitFor();
    const promo = page.getByRole('form', { name: 'Промокод' });
    await promo.getByRole('textbox', { name: 'Промокод' }).fill('NO-SUCH-CODE');
    await promo.getByRole('button', { name: 'Применить' }).click();
    await promo.getByRole('alert').filter({ hasText: 'Промокод не найден или уже использован' }).waitFor();
    await promo.getByRole('textbox', { name: 'Промокод' }).fill('radar30');
    await promo.getByRole('button', { name: 'Применить' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Промокод RADAR30 применен: скидка 30\s%/ })
      .waitFor();
    await page.getByRole('button', { name: /^Оплатить 1\s743/ }).click();

    await payWithCard(page, '4000 0566 5566 5556');
    await page.getByRole('dialog', { name: 'Поздравляем, PRO доступ подключен!' }).waitFor({ timeout: 15_000 });
    const user = await accountOf(page);
    assert.equal(user.type, 'mbr_premium');
    assert.equal(user.subscription.plan_id, 1066);
    const purchases = await page.evaluate(
      async () =>
        (await (await fetch('/api/account/purchases', { headers: { accept: 'application/json' } })).json()).data,
    );
    assert.equal(purchases[0].amount, 1743);
    // The refused code's 422 is the browser's own report of the answer, not a fault of the page.
    assert.deepEqual(
      problems.filter((p) => !/status of 422/.test(p)),
      [],
    );
    await context.close();
  });

  it('a PRO user cancels, is offered the retention plan, declines it and sees «Подписка была отменена.»', async () => {
    const { context, page, problems } = await signedInPage('pro@investradar.ru');
    await dismissOnboarding(page);
    await visit(page, `${journey.product.baseUrl}/account/settings/subscription`);
    await page.getByRole('button', { name: 'Отменить подписку' }).click();
    const dialog = page.getByRole('dialog');
    // No reason: the spec's alert.
    await dialog.getByRole('button', { name: 'Продолжить', exact: true }).click();
    await dialog.getByText('Пожалуйста укажите причину(ы) отмены подписки').waitFor();
    await dialog.getByRole('checkbox', { name: 'Слишком высокая цена' }).check();
    await dialog.getByRole('button', { name: 'Продолжить', exact: true }).click();
    await dialog.getByRole('button', { name: 'Продолжить отмену' }).click();
    // The retention offer with its countdown from 4:59.
    await page.getByRole('dialog', { name: 'Специальное предложение для Вас' }).waitFor();
    const timer = await dialog.getByRole('timer').textContent();
    assert.match(timer, /^4:5\d$/);
    await dialog.getByText(/495\s₽ в месяц/).waitFor();
    await dialog.getByRole('button', { name: 'Нет, спасибо' }).click();
    await dialog.getByRole('button', { name: 'Подтвердить отмену' }).click();
    await dialog.getByText('Подписка была отменена.').waitFor();
    const user = await accountOf(page);
    assert.equal(user.subscription.status, 'canceled');
    assert.equal(user.type, 'mbr_premium', 'access stays until the expiry');
    await dialog.getByRole('button', { name: 'Перейти в настройки' }).click();
    await page.waitForURL((url) => url.pathname === '/account/settings');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('the overdue demo account sees the banner and its pay link, and pays with a new card', async () => {
    const { context, page, problems } = await signedInPage('overdue@investradar.ru');
    await dismissOnboarding(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Очередной платеж для продления PRO не прошел.' });
    await banner.waitFor();
    const link = banner.getByRole('link', { name: /Оплатить/ });
    const href = await link.getAttribute('href');
    const user = await accountOf(page);
    assert.ok(href.endsWith(encodeURIComponent(user.subscription.ext_id)), href);
    assert.equal(await link.getAttribute('target'), '_blank');

    // The sandbox's billing update page opens in a new tab: paying with a new card clears the debt.
    const [billing] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const billingProblems = watchPage(billing);
    await billing.getByText('оплата новой картой').waitFor();
    await payWithCard(billing, '4000 0566 5566 5556');
    await billing.waitForURL((url) => url.pathname === '/account/settings/subscription');
    await billing.getByText('Подписка продлена').waitFor();
    assert.equal((await accountOf(billing)).subscription.billing_error_code, null);
    assert.equal(
      await billing.getByText('Очередной платеж для продления PRO не прошел.').count(),
      0,
      'the banner is gone',
    );
    assert.deepEqual(billingProblems, []);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
