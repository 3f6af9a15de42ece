import { invoiceAnswerSchema, invoiceStatusAnswerSchema } from '@investradar/ui/domain';
import { operation, pathParams, withMeta } from '../../http/openapi';
import * as z from 'zod/mini';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_ANSWER, paymentNotificationKinds, type PaymentNotificationKind } from './payments-protocol';
import { requireAuth } from '../../http/security';
import { notFound } from '../../lib/errors';
import { contentHmacValid } from './payments-signature';
import type { PaymentsService } from './payments.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a provider notification, for its signature. */
    rawBody?: Buffer;
  }
}

const FORM = 'application/x-www-form-urlencoded';

/** Form fields of a notification; a repeated field keeps its first value. */
function formFields(raw: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) if (!(key in fields)) fields[key] = value;
  return fields;
}

/**
 * The provider's notifications, `POST /api/payments/cloudpayments/{kind}`: form-encoded, signed with
 * Content-HMAC over the raw body. No session and no CSRF token (serverToServer): the signature is
 * the authentication, checked before anything is read. Answers `{ code }` with status 200 as the
 * provider expects; a forged or unsigned one gets 13 and changes nothing.
 */
export function registerPaymentNotificationRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; apiSecret: string },
) {
  // In a child context: the raw-body parser applies to these routes only.
  return app.register(async (scope) => {
    scope.removeContentTypeParser(FORM);
    scope.addContentTypeParser(FORM, { parseAs: 'buffer' }, (request, body, done) => {
      const raw = body as Buffer;
      request.rawBody = raw;
      done(null, formFields(raw));
    });
    scope.post<{ Params: { kind: string } }>(
      '/api/payments/cloudpayments/:kind',
      {
        schema: operation({
          tags: ['Оплата'],
          summary: 'Уведомление платёжного сервиса',
          description:
            'CloudPayments: check, pay, fail, confirm, refund, recurrent, cancel. Форма с подписью Content-HMAC; ответ всегда 200 с кодом (0 — принято, 13 — подпись неверна).',
          serverToServer: true,
          params: pathParams('kind'),
          ok: { 200: withMeta(z.object({ code: z.int() }), { code: 0 }) },
          errors: [404],
        }),
        config: { serverToServer: true },
      },
      async (request, reply) => {
        const kind = request.params.kind as PaymentNotificationKind;
        if (!(paymentNotificationKinds as readonly string[]).includes(kind)) throw notFound();
        const raw = request.rawBody;
        if (!raw || !contentHmacValid(raw, request.headers['content-hmac'], deps.apiSecret)) {
          // Logged without the body: it may carry card data.
          request.log.warn(
            { kind, signed: typeof request.headers['content-hmac'] === 'string', ip: request.ip },
            'payment notification refused: bad signature',
          );
          return reply.send({ code: PAYMENT_ANSWER.rejected });
        }
        const code = await deps.payments.notify(kind, (request.body ?? {}) as Record<string, unknown>);
        if (code !== PAYMENT_ANSWER.ok) request.log.warn({ kind, code }, 'payment notification refused');
        return reply.send({ code });
      },
    );
  });
}

export function registerInvoiceRoutes(app: FastifyInstance, deps: { payments: PaymentsService }) {
  app.post(
    '/api/payments/invoices',
    {
      schema: operation({
        tags: ['Оплата'],
        summary: 'Выставить счёт',
        ok: { 201: invoiceAnswerSchema },
        errors: [401, 419, 422, 429],
      }),
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { user } = requireAuth(request);
      return reply.status(201).send(await deps.payments.createInvoice(user, request.body, { ip: request.ip }));
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/payments/invoices/:id',
    {
      schema: operation({
        tags: ['Оплата'],
        summary: 'Состояние счёта',
        params: pathParams('id'),
        ok: { 200: invoiceStatusAnswerSchema },
        errors: [401, 404],
      }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return deps.payments.invoiceStatus(user, request.params.id);
    },
  );
}
