// The HTTP contract as code: every route declares its parameters, body and answers with the domain's
// zod schemas (`schema` of the route, built with `operation()` below); @fastify/swagger turns them into
// the OpenAPI 3.1 document served at GET /api/openapi.json, and Scalar renders it at /api/docs from
// assets this server sends itself (no CDN).
import fastifySwagger from '@fastify/swagger';
import fastifyApiReference from '@scalar/fastify-api-reference';
import { errorAnswerSchema, MESSAGES, permissionTreeSchema } from '@investradar/ui/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  ResponseSerializationError,
} from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { globalRegistry, safeParse, type $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import { contentSecurityPolicy } from './security';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** Left out of the document on purpose (the document itself, the reference page and its assets). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes registered after the document's plugin (http/openapi.ts), as the contract test reads them. */
    registeredRoutes: RegisteredRoute[];
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** Tags of the reference page, one per feature, in the order the page lists them. */
export const OPENAPI_TAGS = [
  { name: 'Аккаунт', description: 'Вход, регистрация, выход и настройки аккаунта' },
  { name: 'Конфигурация', description: 'Настройки приложения и анкета нового пользователя' },
  { name: 'Идеи', description: 'Инвестиционные идеи, акции, голоса, фильтры и рейтинг прогнозистов' },
  { name: 'Инсайдеры', description: 'Радар сделок инсайдеров и выкупов' },
  { name: 'Поиск', description: 'Поиск акций и инсайдеров' },
  { name: 'Портфели', description: 'Портфели идей пользователя' },
  { name: 'Лига', description: 'Ставки, монеты, рейтинг и призы лиги' },
  { name: 'Партнёры', description: 'Партнёрская программа' },
  { name: 'Оплата', description: 'Подписки, промокоды, счета и уведомления платёжного сервиса' },
  { name: 'Материалы', description: 'Статьи и редактор материалов' },
  { name: 'Рассылки', description: 'Отписка от писем' },
  { name: 'Бот', description: 'Вызовы Telegram-бота (сервер к серверу, общий секрет)' },
  { name: 'Администрирование', description: 'Команды оператора (сервер к серверу, ADMIN_SECRET)' },
  { name: 'Служебное', description: 'Проверки живости и готовности, сам документ' },
] as const;
export type OpenApiTag = (typeof OPENAPI_TAGS)[number]['name'];

/** The error statuses of docs/product/errors.md a route may declare, with what each means. */
const ERROR_DESCRIPTIONS = {
  400: 'Некорректный запрос',
  401: 'Требуется вход',
  403: 'Недостаточно прав, нет доступа PRO или запрос с другого сайта',
  404: 'Не найдено',
  409: 'Конфликт: операция уже выполнена или выполняется',
  419: 'Недействительный токен безопасности (XSRF-TOKEN), обновите страницу',
  422: 'Некорректные данные: сообщения под полями',
  429: 'Слишком много запросов; повторить после Retry-After',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const ERROR_EXAMPLES: Record<ErrorStatus, object> = {
  400: { success: false, message: MESSAGES.badRequest },
  401: { success: false, message: MESSAGES.loginRequired },
  403: { success: false, message: MESSAGES.forbidden },
  404: { success: false, message: MESSAGES.notFoundEntity },
  409: { success: false, message: 'Бонус уже получен' },
  419: { success: false, message: MESSAGES.csrfInvalid },
  422: { success: false, message: MESSAGES.badRequest, errors: { form: [MESSAGES.badRequest] } },
  429: { success: false, message: MESSAGES.tooManyAttempts },
};

/** An answer that is not JSON: a file, a page, a redirect, a form for the payment provider. */
export interface RawAnswer {
  description: string;
  /** Content type → schema of the body (a string for text and files). */
  content?: Record<string, $ZodType>;
}

export interface OperationSpec {
  tags: OpenApiTag[];
  summary: string;
  description?: string;
  params?: $ZodType;
  querystring?: $ZodType;
  body?: $ZodType;
  /** The success answers: status → a JSON schema (with `.meta({ description, examples })`) or a raw answer. */
  ok: Record<number, $ZodType | RawAnswer>;
  /** The failures this route may answer, all in the domain's error shape. */
  errors?: ErrorStatus[];
  /** A call of another server (bot, payment provider, operator): no cookies and no CSRF token. */
  serverToServer?: boolean;
}

function isRawAnswer(value: $ZodType | RawAnswer): value is RawAnswer {
  return typeof value === 'object' && value !== null && 'description' in value && !('_zod' in value);
}

/**
 * The `schema` of a route: what @fastify/swagger puts in the document and what the answers are
 * checked against. Every state-changing browser call may also answer 419 (its anti-forgery token).
 */
export function operation(spec: OperationSpec): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(spec.ok)) {
    response[status] = isRawAnswer(answer)
      ? { description: answer.description, ...(answer.content ? { content: contentOf(answer.content) } : {}) }
      : answer;
  }
  for (const status of spec.errors ?? []) response[status] = errorAnswer(status);
  return {
    tags: [...spec.tags],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.querystring ? { querystring: spec.querystring } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.serverToServer ? { security: [{ serverSecret: [] }] } : {}),
    response,
  } as FastifySchema;
}

function contentOf(content: Record<string, $ZodType>) {
  return Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }]));
}

/** The domain's error shape with the status's description and an example. */
function errorAnswer(status: ErrorStatus) {
  return {
    description: ERROR_DESCRIPTIONS[status],
    content: { 'application/json': { schema: withMeta(errorAnswerSchema, ERROR_EXAMPLES[status]) } },
  };
}

/**
 * A copy of a domain schema carrying what the page shows (an example answer or request, a
 * description); the domain's own schema stays as it is (zod/mini schemas have no `.meta()`).
 */
export function withMeta<S extends $ZodType>(schema: S, example: unknown, description?: string): S {
  const copy = schema._zod.def ? (schema as unknown as { clone(): S }).clone() : schema;
  globalRegistry.add(copy, { examples: [example], ...(description ? { description } : {}) });
  return copy;
}

/**
 * Request parts are documented here and validated where they always were: the services parse them
 * with the same domain schemas after the session, permission and throttle checks (lib/errors.ts
 * parseBody/parseParams), so a guest still gets 401 before any 422 and a refused login still counts.
 */
function validatorCompiler() {
  return (data: unknown) => ({ value: data });
}

/**
 * Every JSON answer is checked against its declared schema before it goes out, and sent as the
 * handler built it (nothing the clients read is dropped): an answer outside the contract is a 500
 * with the details in the log, never a silent drift.
 */
function serializerCompiler({ schema, method, url }: { schema: unknown; method: string; url: string }) {
  const zodSchema = schema as $ZodType;
  return (data: unknown) => {
    const result = safeParse(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };
}

/**
 * How a schema reads in the document, as zod parses it: an object lists its fields and lets others
 * through (zod's default object drops unknown fields instead of refusing them; only a strict object
 * refuses), a date goes out as an ISO string, and a union loses the empty branches zod leaves.
 */
function describeAsZodParses(ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) {
  const def = (ctx.zodSchema as $ZodType)._zod.def as { type: string; catchall?: $ZodType };
  if (def.type === 'object' && def.catchall === undefined && ctx.jsonSchema.additionalProperties === false)
    delete ctx.jsonSchema.additionalProperties;
  if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
  if (def.type === 'union' && Array.isArray(ctx.jsonSchema.anyOf))
    ctx.jsonSchema.anyOf = ctx.jsonSchema.anyOf.filter((branch: object) => Object.keys(branch).length > 0);
}

/** The document's and the page's routes; call before any route is registered (swagger collects them). */
export async function registerOpenApi(app: FastifyInstance) {
  // A recursive schema is a component of its own (the document refers to it by name).
  if (!globalRegistry.get(permissionTreeSchema))
    globalRegistry.add(permissionTreeSchema, {
      id: 'PermissionTree',
      description: 'Права аккаунта: ключ → есть ли право, или вложенная группа прав',
    });
  // Every route registered from here on, for the contract test to compare with the document.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, hidden: !!route.schema?.hide });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const zodToJsonConfig = { unrepresentable: 'any' as const, override: describeAsZodParses };
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Инвестрадар API',
        version: '1.0.0',
        description:
          'Все вызовы сервера Инвестрадара. Ответ об ошибке всегда JSON `{ success: false, message, errors? }` ' +
          'с русским текстом (docs/product/errors.md). Изменяющие вызовы из браузера передают заголовок ' +
          'X-XSRF-TOKEN со значением cookie XSRF-TOKEN (её выдаёт GET /api/config), иначе 419.',
      },
      tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'ir_session', description: 'Сессия после входа' },
          serverSecret: {
            type: 'http',
            scheme: 'bearer',
            description: 'Общий секрет сервера (бот, оператор) или подпись платёжного сервиса',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig }),
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig }),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  );
  await app.register(fastifyApiReference, {
    routePrefix: DOCS_PATH,
    configuration: {
      url: OPENAPI_PATH,
      pageTitle: 'Инвестрадар API',
      // Nothing from other hosts: no web fonts, no request proxy, no telemetry, no AI agent, no
      // developer toolbar (its links lead to Scalar's services).
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
      showDeveloperTools: 'never',
      agent: { disabled: true },
    },
  });
  // The reference page runs one inline script (its configuration): the page's content policy admits
  // exactly that script by its hash. Scripts, styles and connections stay on this origin, and every
  // other answer keeps the strict policy.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(DOCS_PATH) && typeof payload === 'string' && payload.startsWith('<!doctype html>'))
      reply.header('content-security-policy', docsPagePolicy(payload));
    done(null, payload);
  });
}

/** The hashes of a page's inline scripts, for its content policy. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function docsPagePolicy(html: string): string {
  return contentSecurityPolicy(undefined, { script: inlineScriptHashes(html) });
}

/** Path parameters: ids are digits (anything else answers 404), other keys plain strings. */
export function pathParams(...names: string[]) {
  const shape: Record<string, $ZodType> = {};
  for (const name of names)
    shape[name] = /id$/i.test(name)
      ? withMeta(z.string().check(z.regex(/^\d{1,10}$/)), '1', 'Числовой идентификатор')
      : z.string();
  return z.object(shape);
}

/** The page query of paged lists (`?page=2`); a missing or malformed page is the first one. */
export const pageQuery = /* @__PURE__ */ z.object({ page: z.optional(z.string()) });

/** An HTML page. */
export const htmlPage = (description: string): RawAnswer => ({ description, content: { 'text/html': z.string() } });
/** A redirect (303) into the app: the Location header; the body is empty. */
export const redirect = (description: string): RawAnswer => ({ description, content: { 'text/plain': z.string() } });
/** An Excel workbook to download. */
export const xlsxFile = (description: string): RawAnswer => ({
  description,
  content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': z.string() },
});
