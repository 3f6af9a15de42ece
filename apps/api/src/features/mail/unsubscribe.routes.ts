// One-click unsubscribe (RFC 8058) without signing in: the signed token in the link is the
// authentication. GET shows a confirmation page and changes nothing (mail scanners open links);
// POST — the page's button, or the mail client's List-Unsubscribe-Post — turns the flag off.
import { htmlPage, operation } from '../../http/openapi';
import * as z from 'zod/mini';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { createMailRepository } from './mail.repository';
import { escapeHtml, FLAG_LABELS } from './templates';
import { UNSUBSCRIBE_PATH, verifyUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_TEXTS = {
  title: 'Отписка от рассылки',
  confirm: (label: string) => `Отписаться от рассылки «${label}»?`,
  button: 'Отписаться',
  done: (label: string) => `Вы отписались от рассылки «${label}». Включить её снова можно в настройках рассылки.`,
  invalid:
    'Ссылка для отписки недействительна: возможно, она скопирована не полностью. Откройте ссылку из письма целиком или измените рассылки в настройках личного кабинета.',
  settings: 'Настройки рассылки',
} as const;

function page(reply: FastifyReply, status: number, body: string) {
  const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(UNSUBSCRIBE_TEXTS.title)} — Инвестрадар</title>
<style>body{margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1b1d21;background:#f4f5f7;line-height:1.5}
main{max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:24px}
button{min-height:40px;padding:8px 20px;font-size:16px;border:0;border-radius:6px;background:#1f5fd6;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1b1d21;outline-offset:2px}a{color:#1f5fd6}</style></head>
<body><main><h1>${escapeHtml(UNSUBSCRIBE_TEXTS.title)}</h1>${body}
<p><a href="/account/notifications">${escapeHtml(UNSUBSCRIBE_TEXTS.settings)}</a></p></main></body></html>`;
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The token is in the address: no page it links to learns it.
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

export interface UnsubscribeRoutesOptions {
  db: Database;
  secret: string;
  /** After a flag went off: drop what this instance keeps of the account (read-your-writes). */
  onUnsubscribed?: (userId: number) => void;
}

export async function registerUnsubscribeRoutes(
  app: FastifyInstance,
  options: UnsubscribeRoutesOptions,
): Promise<void> {
  const mail = createMailRepository(options.db);
  await app.register(async (scope) => {
    // RFC 8058's example posts multipart/form-data; the body says nothing the token does not.
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );

    scope.get<{ Querystring: { token?: string } }>(
      UNSUBSCRIBE_PATH,
      {
        schema: operation({
          tags: ['Рассылки'],
          summary: 'Страница отписки',
          querystring: z.object({ token: z.optional(z.string()) }),
          ok: { 200: htmlPage('Страница с кнопкой отписки'), 400: htmlPage('Ссылка недействительна') },
        }),
      },
      async (request, reply) => {
        const target = verifyUnsubscribeToken(options.secret, request.query.token);
        if (!target || !(await mail.userExists(target.userId)))
          return page(reply, 400, `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.invalid)}</p>`);
        return page(
          reply,
          200,
          `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.confirm(FLAG_LABELS[target.flag]))}</p>
<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token!)}`)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(UNSUBSCRIBE_TEXTS.button)}</button></form>`,
        );
      },
    );

    scope.post<{ Querystring: { token?: string } }>(
      UNSUBSCRIBE_PATH,
      {
        schema: operation({
          tags: ['Рассылки'],
          summary: 'Отписка в один клик (RFC 8058)',
          serverToServer: true,
          querystring: z.object({ token: z.optional(z.string()) }),
          ok: { 200: htmlPage('Отписка выполнена'), 400: htmlPage('Ссылка недействительна') },
        }),
        config: { serverToServer: true },
      },
      async (request, reply) => {
        const target = verifyUnsubscribeToken(options.secret, request.query.token);
        if (!target || !(await mail.unsubscribe(target.userId, target.flag))) {
          return page(reply, 400, `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.invalid)}</p>`);
        }
        options.onUnsubscribed?.(target.userId);
        request.log.info({ userId: target.userId, flag: target.flag }, 'unsubscribed by link');
        return page(reply, 200, `<p role="status">${escapeHtml(UNSUBSCRIBE_TEXTS.done(FLAG_LABELS[target.flag]))}</p>`);
      },
    );
  });
}
