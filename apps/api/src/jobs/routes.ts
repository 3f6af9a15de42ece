// POST /api/admin/jobs/:name — the operator runs a job now, on whichever instance takes it (ADMIN_SECRET).
import { jobQueuedAnswerSchema } from '@investradar/ui/domain';
import { operation, pathParams } from '../http/openapi';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SECRET_HEADER } from '../features/league';
import { requireServerSecret } from '../http/server-secret';
import { ApiError } from '../lib/errors';
import type { JobQueue } from './port';

export const JOB_MESSAGES = { unknown: 'Нет такой задачи' } as const;

export function registerJobRoutes(app: FastifyInstance, deps: { queue: JobQueue; adminSecret: string | undefined }) {
  app.post(
    '/api/admin/jobs/:name',
    {
      schema: operation({
        tags: ['Администрирование'],
        summary: 'Поставить задачу в очередь',
        description: 'Заголовок X-Admin-Secret.',
        serverToServer: true,
        params: pathParams('name'),
        ok: { 202: jobQueuedAnswerSchema },
        errors: [401, 403, 404],
      }),
      config: { serverToServer: true },
    },
    async (request, reply) => {
      requireServerSecret(request, ADMIN_SECRET_HEADER, deps.adminSecret);
      const name = (request.params as Record<string, string | undefined>).name ?? '';
      if (!deps.queue.definitions.some((definition) => definition.name === name))
        throw new ApiError(404, JOB_MESSAGES.unknown);
      const id = await deps.queue.enqueue(name);
      // id null: a run of that job is already waiting, which will do the same.
      return reply.code(202).send({ success: true, job: name, id, queued: id !== null });
    },
  );
}
