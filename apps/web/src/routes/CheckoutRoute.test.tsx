import '../test/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, MESSAGES, PAYMENT_MESSAGES, type InvoiceAnswer, type User } from '@investradar/ui/domain';
import { appConfig, free } from '@investradar/ui/testing';
import { accountReply, renderApp, type Handler } from '../test/harness';

vi.setConfig({ testTimeout: 20_000 });

const quiet = { do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false };
const PLAN = 1066;
const PLAN_COST = 1790;
const DISCOUNTED = 1253;

/** The invoice the API answers for the plan: the sandbox's widget page, the amount asked. */
function invoice(amount: number): InvoiceAnswer {
  return {
    success: true,
    provider: 'sandbox',
    widget_url: '/payments/sandbox/widget/inv_test',
    widget: {
      publicId: 'pk_sandbox',
      description: 'PRO на 3 месяца',
      amount,
      currency: 'RUB',
      accountId: String(free.id),
      invoiceId: 'inv_test',
      email: free.email,
      skin: 'mini',
      data: {
        planId: PLAN,
        CloudPayments: { CustomerReceipt: { Items: [], email: free.email, amounts: { electronic: amount } } },
      },
    },
  } as unknown as InvoiceAnswer;
}

function checkoutServer(extra: Record<string, Handler>, user: User = { ...free, ...quiet }) {
  return {
    'GET /api/account': () => accountReply(user),
    'GET /api/config': () => ({ status: 200, body: appConfig }),
    ...extra,
  } satisfies Record<string, Handler>;
}

const invoicesOf = (view: ReturnType<typeof renderApp>) =>
  view.requests.filter((r) => r.method === 'POST' && r.path === '/api/payments/invoices').map((r) => r.body);
const activationsOf = (view: ReturnType<typeof renderApp>) =>
  view.requests.filter((r) => r.method === 'POST' && r.path === '/api/promocode/activate').map((r) => r.body);

async function applyCode(code: string) {
  const form = within(await screen.findByRole('form', { name: 'Промокод' }));
  const user = userEvent.setup();
  if (code) await user.type(form.getByRole('textbox', { name: 'Промокод' }), code);
  await user.click(form.getByRole('button', { name: 'Применить' }));
  return user;
}

describe('checkout: the promo code', () => {
  it('a discount code lowers the amount due; «Оплатить» opens the discounted invoice made for it, not a second one', async () => {
    const view = renderApp(
      `/checkout?plan_id=${PLAN}`,
      checkoutServer({ 'POST /api/payments/invoices': () => ({ status: 201, body: invoice(DISCOUNTED) }) }),
    );
    await screen.findByRole('button', { name: `Оплатить ${formatMoney(PLAN_COST)}` });
    const user = await applyCode(' RADAR30 ');
    expect(await screen.findByRole('status')).toHaveTextContent(/Промокод RADAR30 применен: скидка 30\s%/);
    expect(invoicesOf(view)).toEqual([{ plan_id: PLAN, promocode: 'RADAR30' }]);
    expect(screen.getByText(/^Без скидки:/)).toHaveTextContent(formatMoney(PLAN_COST).replace(/\s/g, ' '));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await user.click(screen.getByRole('button', { name: `Оплатить ${formatMoney(DISCOUNTED)}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/widget/inv_test'));
    vi.unstubAllGlobals();
    expect(invoicesOf(view)).toHaveLength(1);
    expect(activationsOf(view)).toEqual([]);
    view.app.dispose();
  });

  it('«Убрать» goes back to the full price, and the next payment is made without the code', async () => {
    const view = renderApp(
      `/checkout?plan_id=${PLAN}`,
      checkoutServer({
        'POST /api/payments/invoices': ({ body }) => ({
          status: 201,
          body: invoice((body as { promocode?: string }).promocode ? DISCOUNTED : PLAN_COST),
        }),
      }),
    );
    const user = await applyCode('RADAR30');
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Убрать' }));
    expect(screen.getByRole('textbox', { name: 'Промокод' })).toHaveValue('');
    expect(screen.getByRole('button', { name: `Оплатить ${formatMoney(PLAN_COST)}` })).toBeEnabled();
    expect(screen.queryByText(/^Без скидки:/)).toBeNull();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await user.click(screen.getByRole('button', { name: `Оплатить ${formatMoney(PLAN_COST)}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    vi.unstubAllGlobals();
    expect(invoicesOf(view)).toEqual([{ plan_id: PLAN, promocode: 'RADAR30' }, { plan_id: PLAN }]);
    view.app.dispose();
  });

  it('a refused code shows the server’s reason in the «Ошибка!» block and changes nothing', async () => {
    const view = renderApp(
      `/checkout?plan_id=${PLAN}`,
      checkoutServer({
        'POST /api/payments/invoices': () => ({
          status: 422,
          body: {
            message: PAYMENT_MESSAGES.promocodeExpired,
            errors: { promocode: [PAYMENT_MESSAGES.promocodeExpired] },
          },
        }),
      }),
    );
    await applyCode('OLD2020');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка!');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.promocodeExpired);
    expect(screen.getByRole('button', { name: `Оплатить ${formatMoney(PLAN_COST)}` })).toBeEnabled();
    expect(activationsOf(view)).toEqual([]);
    view.app.dispose();
  });

  it('a code giving days of PRO is activated instead: the success text, and the account reloaded', async () => {
    let user: User = { ...free, ...quiet };
    const view = renderApp(
      `/checkout?plan_id=${PLAN}`,
      checkoutServer({
        'GET /api/account': () => accountReply(user),
        'POST /api/payments/invoices': () => ({
          status: 422,
          body: {
            message: PAYMENT_MESSAGES.promocodeNotDiscount,
            errors: { promocode: [PAYMENT_MESSAGES.promocodeNotDiscount] },
          },
        }),
        'POST /api/promocode/activate': () => {
          user = { ...user, type: 'mbr_premium', has_active_promocode: true };
          return { status: 200, body: { success: true, message: MESSAGES.promocodeActivated } };
        },
      }),
    );
    await screen.findByRole('form', { name: 'Промокод' });
    const accountCalls = () => view.requests.filter((r) => r.path === '/api/account').length;
    const before = accountCalls();
    await applyCode('WELCOME90');
    expect(await screen.findByText('PRO доступ успешно активирован!')).toBeInTheDocument();
    expect(activationsOf(view)).toEqual([{ code: 'WELCOME90', is_tariff_upgrade: false }]);
    await waitFor(() => expect(accountCalls()).toBeGreaterThan(before));
    view.app.dispose();
  });

  it('an access code the account may not use: activate’s error_description in the block', async () => {
    const view = renderApp(
      `/checkout?plan_id=${PLAN}`,
      checkoutServer({
        'POST /api/payments/invoices': () => ({
          status: 422,
          body: {
            message: PAYMENT_MESSAGES.promocodeNotDiscount,
            errors: { promocode: [PAYMENT_MESSAGES.promocodeNotDiscount] },
          },
        }),
        'POST /api/promocode/activate': () => ({
          status: 422,
          body: {
            success: false,
            message: PAYMENT_MESSAGES.promocodeUsedByYou,
            error_description: PAYMENT_MESSAGES.promocodeUsedByYou,
          },
        }),
      }),
    );
    await applyCode('WELCOME90');
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.promocodeUsedByYou);
    expect(screen.queryByText('PRO доступ успешно активирован!')).toBeNull();
    view.app.dispose();
  });

  it('an empty code is refused on the page («Введите промокод») and nothing is asked', async () => {
    const view = renderApp(`/checkout?plan_id=${PLAN}`, checkoutServer({}));
    await applyCode('');
    expect(await screen.findByText(MESSAGES.promocodeRequired)).toBeInTheDocument();
    expect(invoicesOf(view)).toEqual([]);
    expect(activationsOf(view)).toEqual([]);
    view.app.dispose();
  });
});
