import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/security';
import type { AccountService } from '../services/account';

export function registerAccountRoutes(app: FastifyInstance, deps: { accountService: AccountService }) {
  const { accountService } = deps;

  /** Everyone gets results.user; a visitor gets the guest account (isGuest is derived from its type). */
  app.get('/api/account', async (request) => ({ results: { user: await accountService.view(request.auth?.user ?? null) } }));

  app.post('/api/account/update-name', async (request) => {
    const { user } = requireAuth(request);
    return accountService.updateName(user.id, request.body);
  });
}
