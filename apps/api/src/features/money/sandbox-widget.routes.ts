// The sandbox's payment widget: a card form served by the API that behaves like a provider's page
// (success card, declined card, 3-D Secure step) and reports through the same signed notifications,
// to the same endpoints, as a real provider. No script: plain forms, so the page works under the
// app's content policy. Only in the sandbox (PAYMENTS_PROVIDER unset or `sandbox`).
import { htmlPage, operation, pathParams, redirect } from '../../http/openapi';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatMoney, PAYMENT_MESSAGES, type AppConfig } from '@investradar/ui/domain';
import { PAYMENT_ANSWER, SANDBOX_3DS_CODE, SANDBOX_CARDS } from './payments-protocol';
import { planById } from '../../app-config';
import type { Database } from '../../db/client';
import { randomBytes } from 'node:crypto';
import { and, desc } from 'drizzle-orm';
import { paymentInvoices, subscriptions } from '../../db/schema';
import { toKopecks } from './payments.service';
import { contentHmac } from './payments-signature';
import {
  sandboxCardKind,
  sandboxSubscriptionId,
  sandboxToken,
  sandboxTransactionId,
  type SandboxCardKind,
} from './sandbox-provider';
import type { InvoiceRow } from './payments.service';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the widget sends the payer back: the page that asked for the payment. */
export function sandboxReturnUrl(invoice: Pick<InvoiceRow, 'id' | 'planId' | 'purpose'>): string {
  const invoiceParam = `invoice=${encodeURIComponent(invoice.id)}`;
  if (invoice.purpose === 'upgrade') return `/account/settings/subscription-upgrade?${invoiceParam}`;
  if (invoice.purpose === 'renewal') return `/account/settings/subscription?${invoiceParam}`;
  return `/checkout?plan_id=${invoice.planId}&${invoiceParam}`;
}

/** The sandbox's billing update page (the overdue banner's pay link): `<this>{ext_id}`. */
export const SANDBOX_BILLING_PATH = '/payments/sandbox/billing/';

const SANDBOX_DESCRIPTION =
  'Песочница платёжного сервиса: страница оплаты в тестовом режиме (PAYMENTS_PROVIDER=sandbox)';

/** The schema of a sandbox page about one invoice: the page, a redirect back after paying, or a refusal. */
function sandboxInvoicePage(summary: string, serverToServer: boolean) {
  return operation({
    tags: ['Оплата'],
    summary,
    description: SANDBOX_DESCRIPTION,
    serverToServer,
    params: pathParams('id'),
    ok: {
      200: htmlPage('Страница песочницы'),
      303: redirect('Возврат в приложение после оплаты'),
      404: htmlPage('Счёт не найден'),
      422: htmlPage('Карта или код отклонены'),
    },
  });
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

interface CardForm {
  card: string;
  exp: string;
  cvc: string;
}

/** The form's own checks, in the order a payer fixes them. */
function cardProblem(form: CardForm, now = new Date()): string | null {
  const digits = form.card.replace(/\s/g, '');
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) return 'Проверьте номер карты';
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.exp.trim());
  if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12) return 'Укажите срок действия в виде ММ/ГГ';
  const end = new Date(Date.UTC(2000 + Number(exp[2]), Number(exp[1]), 1));
  if (end <= now) return 'Срок действия карты истек';
  if (!/^\d{3}$/.test(form.cvc.trim())) return 'CVC — три цифры на обороте карты';
  return null;
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#16202f}
  main{max-width:420px;margin:48px auto;padding:28px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(22,32,47,.12)}
  h1{font-size:20px;margin:0 0 4px}.sum{font-size:28px;font-weight:700;margin:8px 0 20px}.muted{color:#566173;font-size:14px}
  label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:12px;font-size:16px;border:1px solid #b9c1cf;border-radius:10px}
  input:focus{outline:3px solid #7aa7ff;outline-offset:1px}.row{display:flex;gap:12px}.row>div{flex:1}
  button{width:100%;margin-top:20px;padding:14px;font-size:16px;font-weight:600;color:#fff;background:#2457d6;border:0;border-radius:10px;cursor:pointer}
  .error{background:#fdecec;color:#8c1d1d;padding:12px;border-radius:10px;margin:12px 0}a{color:#2457d6}
  .back{display:inline-block;margin-top:16px;font-size:14px}.badge{display:inline-block;font-size:12px;background:#fff4d6;color:#6b4e00;padding:2px 8px;border-radius:6px}
  details{margin-top:16px;font-size:14px;color:#566173}code{font-size:13px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function cardPage(invoice: InvoiceRow, description: string, form: Partial<CardForm>, error: string | null): string {
  const action = `/payments/sandbox/widget/${encodeURIComponent(invoice.id)}`;
  return page(
    'Оплата картой',
    `<span class="badge">Тестовый режим</span>
    <h1>Оплата картой</h1>
    <p class="muted">${escapeHtml(description)}</p>
    <p class="sum">${escapeHtml(formatMoney(invoice.amount / 100))}</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${action}" novalidate>
      <label for="card">Номер карты</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(form.card ?? '')}">
      <div class="row">
        <div><label for="exp">Срок действия</label><input id="exp" name="exp" placeholder="ММ/ГГ" autocomplete="cc-exp" required value="${escapeHtml(form.exp ?? '')}"></div>
        <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required value=""></div>
      </div>
      <button type="submit">Оплатить ${escapeHtml(formatMoney(invoice.amount / 100))}</button>
    </form>
    <a class="back" href="${escapeHtml(`${sandboxReturnUrl(invoice)}&canceled=1`)}">Отменить и вернуться</a>
    <details><summary>Тестовые карты</summary>
      <p>Успешная оплата: <code>${SANDBOX_CARDS.success.replace(/(\d{4})/g, '$1 ').trim()}</code><br>
      С 3-D Secure (код ${SANDBOX_3DS_CODE}): <code>${SANDBOX_CARDS.threeDSecure.replace(/(\d{4})/g, '$1 ').trim()}</code><br>
      Отказ банка: <code>${SANDBOX_CARDS.declined.replace(/(\d{4})/g, '$1 ').trim()}</code><br>
      Оплата проходит, продление — нет: <code>${SANDBOX_CARDS.renewalDeclined.replace(/(\d{4})/g, '$1 ').trim()}</code><br>
      Срок — любой будущий, CVC — любые три цифры.</p>
    </details>`,
  );
}

function threeDsPage(invoice: InvoiceRow, card: string, error: string | null): string {
  const action = `/payments/sandbox/widget/${encodeURIComponent(invoice.id)}/3ds`;
  return page(
    'Подтверждение платежа',
    `<span class="badge">Тестовый режим</span>
    <h1>Подтверждение платежа</h1>
    <p class="muted">Банк отправил код подтверждения для оплаты ${escapeHtml(formatMoney(invoice.amount / 100))} картой •••• ${escapeHtml(card.slice(-4))}.</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${action}" novalidate>
      <input type="hidden" name="card" value="${escapeHtml(card)}">
      <label for="code">Код из SMS</label>
      <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
      <button type="submit">Подтвердить</button>
    </form>`,
  );
}

function messagePage(title: string, text: string, backHref: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><a class="back" href="${escapeHtml(backHref)}">Вернуться в Инвестрадар</a>`,
  );
}

export function registerSandboxWidgetRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; apiSecret: string },
) {
  const { db, config } = deps;

  async function invoiceOf(id: string): Promise<InvoiceRow | null> {
    if (id.length > 64) return null;
    const [row] = await db.select().from(paymentInvoices).where(eq(paymentInvoices.id, id));
    return row ?? null;
  }

  /** Posts one notification to our own endpoint, signed as the provider signs it. */
  async function notify(kind: string, fields: Record<string, string>): Promise<number> {
    const body = new URLSearchParams(fields).toString();
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/cloudpayments/${kind}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-hmac': contentHmac(body, deps.apiSecret),
      },
      payload: body,
    });
    const answer = response.json() as { code?: number };
    return typeof answer.code === 'number' ? answer.code : -1;
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  function payable(invoice: InvoiceRow | null, reply: FastifyReply): invoice is InvoiceRow {
    if (!invoice) {
      void html(
        reply,
        404,
        messagePage(PAYMENT_MESSAGES.invoiceNotFound, 'Ссылка на оплату устарела или неверна.', '/subscription/plans'),
      );
      return false;
    }
    if (invoice.status === 'paid') {
      void html(
        reply,
        409,
        messagePage('Счет уже оплачен', 'Этот счет уже оплачен, повторно платить не нужно.', sandboxReturnUrl(invoice)),
      );
      return false;
    }
    return true;
  }

  /** The provider's side of a card payment: check, then pay or fail; returns the payer's next page. */
  async function charge(invoice: InvoiceRow, card: string, kind: SandboxCardKind, reply: FastifyReply) {
    const description = planById(config, invoice.planId)?.description ?? '';
    const base = {
      TransactionId: sandboxTransactionId(),
      Amount: (invoice.amount / 100).toFixed(2),
      Currency: 'RUB',
      InvoiceId: invoice.id,
      AccountId: String(invoice.userId),
      CardFirstSix: card.slice(0, 6),
      CardLastFour: card.slice(-4),
      CardType: card.startsWith('4') ? 'Visa' : 'MasterCard',
      TestMode: '1',
      DateTime: new Date().toISOString().slice(0, 19).replace('T', ' '),
    };
    const checked = await notify('check', base);
    if (checked !== PAYMENT_ANSWER.ok) {
      return html(
        reply,
        200,
        messagePage(
          'Оплата не прошла',
          'Магазин отклонил платеж. Вернитесь и попробуйте еще раз.',
          sandboxReturnUrl(invoice),
        ),
      );
    }
    if (kind === 'declined' || kind === 'unknown') {
      const reason = kind === 'declined' ? 'Insufficient funds' : 'Card not supported in test mode';
      await notify('fail', {
        ...base,
        Reason: reason,
        ReasonCode: kind === 'declined' ? '5051' : '5057',
        Status: 'Declined',
        OperationType: 'Payment',
      });
      const text =
        kind === 'declined'
          ? PAYMENT_MESSAGES.declined
          : 'Эта карта не поддерживается в тестовом режиме: используйте одну из тестовых карт.';
      return html(reply, 200, cardPage(invoice, description, { card: '', exp: '' }, text));
    }
    const recurrent = invoice.purpose === 'buy' && planById(config, invoice.planId)?.code !== 'lifetime';
    const paid = await notify('pay', {
      ...base,
      Status: 'Completed',
      OperationType: 'Payment',
      Token: sandboxToken(kind),
      ...(recurrent ? { SubscriptionId: sandboxSubscriptionId() } : {}),
    });
    if (paid !== PAYMENT_ANSWER.ok) {
      return html(
        reply,
        200,
        messagePage('Оплата не прошла', 'Платеж не принят. Деньги не списаны.', sandboxReturnUrl(invoice)),
      );
    }
    return reply.redirect(sandboxReturnUrl(invoice), 303);
  }

  // The billing update page: the overdue period is paid with a new card, which later renewals charge.
  app.get<{ Params: { extId: string } }>(
    `${SANDBOX_BILLING_PATH}:extId`,
    {
      schema: operation({
        tags: ['Оплата'],
        summary: 'Песочница: обновить карту подписки',
        description: SANDBOX_DESCRIPTION,
        params: pathParams('extId'),
        ok: { 200: htmlPage('Страница новой карты'), 404: htmlPage('Подписка не найдена') },
      }),
    },
    async (request, reply) => {
      const extId = request.params.extId;
      const [sub] =
        extId.length > 64 ? [] : await db.select().from(subscriptions).where(eq(subscriptions.extId, extId));
      if (!sub || sub.status !== 'active') {
        return html(
          reply,
          404,
          messagePage(
            'Подписка не найдена',
            'Обновлять карту не нужно: активной подписки нет.',
            '/account/settings/subscription',
          ),
        );
      }
      if (!sub.billingErrorCode) {
        return html(
          reply,
          200,
          messagePage('Оплата не требуется', 'Подписка оплачена, задолженности нет.', '/account/settings/subscription'),
        );
      }
      const planId = sub.pendingPlanId ?? sub.planId;
      const plan = planById(config, planId);
      if (!plan)
        return html(reply, 404, messagePage(PAYMENT_MESSAGES.planNotFound, '', '/account/settings/subscription'));
      // One open invoice per overdue subscription: reloading the page reuses it.
      const [open] = await db
        .select()
        .from(paymentInvoices)
        .where(
          and(
            eq(paymentInvoices.subscriptionId, sub.id),
            eq(paymentInvoices.purpose, 'renewal'),
            eq(paymentInvoices.status, 'pending'),
          ),
        )
        .orderBy(desc(paymentInvoices.createdAt))
        .limit(1);
      const invoice =
        open ??
        (
          await db
            .insert(paymentInvoices)
            .values({
              id: `inv_${randomBytes(12).toString('hex')}`,
              userId: sub.userId,
              planId,
              amount: sub.renewalAmount ?? toKopecks(plan.cost),
              purpose: 'renewal',
              subscriptionId: sub.id,
            })
            .returning()
        )[0]!;
      return html(reply, 200, cardPage(invoice, `${plan.description}: оплата новой картой`, {}, null));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/payments/sandbox/widget/:id',
    {
      schema: sandboxInvoicePage('Песочница: страница оплаты счёта', false),
    },
    async (request, reply) => {
      const invoice = await invoiceOf(request.params.id);
      if (!payable(invoice, reply)) return reply;
      return html(reply, 200, cardPage(invoice, planById(config, invoice.planId)?.description ?? '', {}, null));
    },
  );

  // Authenticated by the unguessable invoice id, like a provider's hosted page: no session, no token.
  app.post<{ Params: { id: string }; Body: Partial<CardForm> }>(
    '/payments/sandbox/widget/:id',
    {
      schema: sandboxInvoicePage('Песочница: оплатить картой', true),
      config: { serverToServer: true },
    },
    async (request, reply) => {
      const invoice = await invoiceOf(request.params.id);
      if (!payable(invoice, reply)) return reply;
      const body = request.body ?? {};
      const form: CardForm = {
        card: String(body.card ?? ''),
        exp: String(body.exp ?? ''),
        cvc: String(body.cvc ?? ''),
      };
      const problem = cardProblem(form);
      const description = planById(config, invoice.planId)?.description ?? '';
      if (problem) return html(reply, 422, cardPage(invoice, description, form, problem));
      const card = form.card.replace(/\s/g, '');
      const kind = sandboxCardKind(card);
      if (kind === 'threeDSecure') return html(reply, 200, threeDsPage(invoice, card, null));
      return charge(invoice, card, kind, reply);
    },
  );

  app.post<{ Params: { id: string }; Body: { card?: string; code?: string } }>(
    '/payments/sandbox/widget/:id/3ds',
    {
      schema: sandboxInvoicePage('Песочница: код 3-D Secure', true),
      config: { serverToServer: true },
    },
    async (request, reply) => {
      const invoice = await invoiceOf(request.params.id);
      if (!payable(invoice, reply)) return reply;
      const card = String(request.body?.card ?? '');
      if (sandboxCardKind(card) !== 'threeDSecure')
        return html(reply, 422, messagePage('Оплата не прошла', 'Начните оплату заново.', sandboxReturnUrl(invoice)));
      if (String(request.body?.code ?? '').trim() !== SANDBOX_3DS_CODE)
        return html(reply, 422, threeDsPage(invoice, card, PAYMENT_MESSAGES.threeDSecureFailed));
      return charge(invoice, card, 'threeDSecure', reply);
    },
  );
}
