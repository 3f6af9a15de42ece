import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Security } from '../../http/security';
import type { AuthThrottle } from '../../http/throttle';
import type { AuthService, ClientMeta } from './auth.service';
import { PARTNER_COOKIE, PARTNER_KEY_PATTERN } from '../league/league-rules';

/** Path of the spec's logout form (POST /logout) and the auth calls documented in README.md. */
export const AUTH_ROUTES = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  logout: '/logout',
} as const;

export function clientMeta(request: FastifyRequest): ClientMeta {
  const userAgent = request.headers['user-agent'];
  const partnerCampaign = request.cookies?.[PARTNER_COOKIE];
  return {
    ip: request.ip,
    ...(userAgent ? { userAgent } : {}),
    ...(partnerCampaign && PARTNER_KEY_PATTERN.test(partnerCampaign) ? { partnerCampaign } : {}),
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
  deps: { auth: AuthService; security: Security; throttle: AuthThrottle },
) {
  const { auth, security, throttle } = deps;

  app.post(AUTH_ROUTES.register, async (request, reply) => {
    await throttle.beforeRegister(request.ip);
    const session = await auth.register(request.body, request.auth?.sessionIdHash, clientMeta(request));
    security.startSession(reply, session);
    return reply.status(201).send({ success: true, errors: {}, message: '' });
  });

  app.post(AUTH_ROUTES.login, async (request, reply) => {
    const email =
      typeof request.body === 'object' && request.body !== null
        ? (request.body as Record<string, unknown>).email
        : undefined;
    await throttle.beforeLogin(request.ip, email);
    // The attempt is already counted (beforeLogin); only a success takes it back.
    const session = await auth.login(request.body, request.auth?.sessionIdHash, clientMeta(request));
    await throttle.loginSucceeded(email);
    security.startSession(reply, session);
    return { success: true, errors: {}, message: '' };
  });

  // A form submission (application/x-www-form-urlencoded with `_token`) or an XHR with the header.
  app.post(AUTH_ROUTES.logout, { config: { csrfFormField: true } }, async (request, reply) => {
    await auth.logout(request.auth?.sessionIdHash);
    security.endSession(request, reply);
    if (isXhr(request)) return { success: true };
    return reply.redirect('/', 303);
  });
}
