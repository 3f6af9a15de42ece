import { appConfigSchema } from '@investradar/ui/domain';
import { operation } from '../../http/openapi';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@investradar/ui/domain';

export function registerConfigRoutes(app: FastifyInstance, deps: { config: AppConfig }) {
  // Validated once at start (loadAppConfig). Not cacheable on purpose: this is also the call that
  // hands a first-time visitor its XSRF-TOKEN cookie.
  const body = JSON.stringify(deps.config);
  app.get(
    '/api/config',
    {
      schema: operation({
        tags: ['Конфигурация'],
        summary: 'Настройки приложения',
        description: 'Ссылки, тексты и флаги приложения; выдаёт первому посетителю cookie XSRF-TOKEN.',
        ok: { 200: appConfigSchema },
      }),
    },
    async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body),
  );
}
