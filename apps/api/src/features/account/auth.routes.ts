import { formResultSchema, loginPayloadSchema, okAnswerSchema, registerPayloadSchema } from '@investradar/ui/domain';
import { operation, redirect } from '../../http/openapi';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Security } from '../../http/security';
import type { KnownDevices } from '../../http/known-device';
import type { AuthThrottle } from '../../http/throttle';
import type { AuthService, ClientMeta } from './auth.service';
import { PARTNER_COOKIE } from '../league';
import { partnerOfRequest } from '../../http/partner-cookie';

/** Path of the spec's logout form (POST /logout) and the auth calls documented in README.md. */
export const AUTH_ROUTES = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/logout',
} as const;

/** Where a sign-in or registration comes from: its address and browser, and what it carries. */
export function clientMeta(request: FastifyRequest, context?: { secret: string; devices: KnownDevices }): ClientMeta {
  const userAgent = request.headers['user-agent'];
  const partner = context ? partnerOfRequest(context.secret, request.cookies?.[PARTNER_COOKIE]) : undefined;
  return {
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
    ...(partner ? { partner } : {}),
    ...(request.auth ? { signedInUserId: request.auth.user.id } : {}),
    ...(context ? { knownDeviceOf: (email: string) => context.devices.knownFor(request, email) !== null } : {}),
  };
}

/** XHR callers get JSON; a plain HTML form post gets a redirect. */
function isXhr(request: FastifyRequest): boolean {
  const marker = request.headers['x-requested-with'];
  if (typeof marker === 'string' && marker.toLowerCase() === 'xmlhttprequest') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; security: Security; throttle: AuthThrottle; devices: KnownDevices; secret: string },
) {
  const { auth, security, throttle, devices, secret } = deps;

  app.post(
    AUTH_ROUTES.register,
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Регистрация',
        description: 'Создаёт аккаунт и сессию. Занятый адрес получает тот же ответ (владельцу уходит письмо).',
        body: registerPayloadSchema,
        ok: { 201: formResultSchema },
        errors: [419, 422, 429],
      }),
    },
    async (request, reply) => {
      await throttle.beforeRegister(request.ip);
      const session = await auth.register(
        request.body,
        request.auth?.sessionIdHash,
        clientMeta(request, { secret, devices }),
      );
      // A taken address gets the same answer (its owner gets a letter instead of a new account).
      if (session) {
        security.startSession(reply, session);
        if (session.user.email) devices.remember(request, reply, session.user.email);
      }
      return reply.status(201).send({ success: true, errors: {}, message: '' });
    },
  );

  app.post(
    AUTH_ROUTES.login,
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Вход',
        description: 'Открывает сессию (cookie ir_session). Неверная пара email и пароль — 401.',
        body: loginPayloadSchema,
        ok: { 200: formResultSchema },
        errors: [401, 419, 422, 429],
      }),
    },
    async (request, reply) => {
      const email =
        typeof request.body === 'object' && request.body !== null
          ? (request.body as Record<string, unknown>).email
          : undefined;
      // A browser that signed in to this account before is not held by the account's ceiling.
      const device = devices.knownFor(request, email);
      await throttle.beforeLogin(request.ip, email, device);
      // The attempt is already counted (beforeLogin); only a success takes it back.
      const session = await auth.login(request.body, request.auth?.sessionIdHash, clientMeta(request));
      await throttle.loginSucceeded(request.ip, email, device);
      security.startSession(reply, session);
      if (typeof email === 'string') devices.remember(request, reply, email);
      return { success: true, errors: {}, message: '' };
    },
  );

  // A form submission (application/x-www-form-urlencoded with `_token`) or an XHR with the header.
  app.post(
    AUTH_ROUTES.logout,
    {
      schema: operation({
        tags: ['Аккаунт'],
        summary: 'Выход',
        description: 'Форма (поле _token) получает перенаправление на главную, XHR — JSON.',
        ok: { 200: okAnswerSchema, 303: redirect('Перенаправление на главную (отправка формы)') },
        errors: [419],
      }),
      config: { csrfFormField: true },
    },
    async (request, reply) => {
      await auth.logout(request.auth?.sessionIdHash);
      security.endSession(request, reply);
      if (isXhr(request)) return { success: true };
      return reply.redirect('/', 303);
    },
  );
}
