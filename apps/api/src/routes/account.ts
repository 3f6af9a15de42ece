import type { FastifyInstance } from 'fastify';
import { ACCOUNT_PATH, JSON_CONTENT_TYPE } from '../http/account-fast-path';
import { requireAuth } from '../http/security';
import type { AccountService } from '../services/account';

export function registerAccountRoutes(app: FastifyInstance, deps: { accountService: AccountService }) {
  const { accountService } = deps;

  /** Everyone gets results.user; a visitor gets the guest account (isGuest is derived from its type). */
  // Not async: an answer kept in memory goes out without a promise (the hottest call of the app).
  // http/account-fast-path.ts answers the same call from memory with the same type and headers.
  app.get(ACCOUNT_PATH, (request, reply) => {
    reply.type(JSON_CONTENT_TYPE);
    const row = request.auth?.user ?? null;
    const kept = accountService.peekViewJson(row);
    if (kept) return reply.send(kept);
    return accountService.viewJson(row).then((body) => reply.send(body));
  });

  app.post('/api/account/update-name', async (request) => {
    const { user } = requireAuth(request);
    return accountService.updateName(user.id, request.body);
  });

  app.post('/api/account/update-email', async (request) => {
    const { user } = requireAuth(request);
    return accountService.updateEmail(user, request.body);
  });

  app.post('/api/account/update-pwd', async (request) => {
    const { user, sessionIdHash } = requireAuth(request);
    return accountService.updatePassword(user.id, sessionIdHash, request.body);
  });

  app.post('/api/account/update-notifications', async (request) => {
    const { user } = requireAuth(request);
    return accountService.updateNotifications(user.id, request.body);
  });

  app.post('/api/account/finish-onboarding', async (request) => accountService.finishOnboarding(requireAuth(request).user.id));

  app.post('/api/account/viewed-bonus-modal', async (request) => accountService.viewedBonusModal(requireAuth(request).user.id));

  /** The link from the verification email: a page load, so it answers with a redirect into the app. */
  app.get('/api/account/verify-email', async (request, reply) => {
    const verified = await accountService.verifyEmail((request.query as Record<string, unknown>).token);
    return reply.redirect(verified ? '/account/settings?email_verified=1' : '/account/settings?email_verified=0', 303);
  });
}
