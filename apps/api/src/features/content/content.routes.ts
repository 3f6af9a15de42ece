import {
  contentAllAnswerSchema,
  contentEditorEntryAnswerSchema,
  contentEditorListAnswerSchema,
  contentEntryAnswerSchema,
  contentEntryPayloadSchema,
  contentPreviewAnswerSchema,
  okAnswerSchema,
} from '@investradar/ui/domain';
import { operation, pathParams } from '../../http/openapi';
import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../../http/security';
import { parseId } from '../../lib/errors';
import type { ContentService } from './content.service';

type Params = Record<string, string | undefined>;

/** Editorial content (issue #19): public reads, and the editor's calls (the editor role only). */
export function registerContentRoutes(app: FastifyInstance, deps: { contentService: ContentService }) {
  const { contentService } = deps;
  const editor = contentService.editor;
  const id = (request: { params: unknown }) => parseId((request.params as Params).id);
  // The Markdown body and the lead run over several lines.
  const texts = { config: { multilineFields: ['body', 'lead'] } };

  app.get(
    '/api/content/all',
    {
      schema: operation({
        tags: ['Материалы'],
        summary: 'Материалы по страницам',
        ok: { 200: contentAllAnswerSchema },
      }),
    },
    async (request) => contentService.all(request.auth?.user ?? null, request.query),
  );

  app.get(
    '/api/content/editor/entries',
    {
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: все материалы',
        ok: { 200: contentEditorListAnswerSchema },
        errors: [401, 403],
      }),
    },
    async (request) => editor.list(requireAuth(request).user),
  );
  app.get(
    '/api/content/editor/entries/:id',
    {
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: материал',
        params: pathParams('id'),
        ok: { 200: contentEditorEntryAnswerSchema },
        errors: [401, 403, 404],
      }),
    },
    async (request) => editor.get(requireAuth(request).user, id(request)),
  );
  app.post(
    '/api/content/editor/entries',
    {
      ...texts,
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: новый материал',
        body: contentEntryPayloadSchema,
        ok: { 201: contentEditorEntryAnswerSchema },
        errors: [401, 403, 419, 422],
      }),
    },
    async (request, reply) => reply.status(201).send(await editor.create(requireAuth(request).user, request.body)),
  );
  app.put(
    '/api/content/editor/entries/:id',
    {
      ...texts,
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: изменить материал',
        params: pathParams('id'),
        body: contentEntryPayloadSchema,
        ok: { 200: contentEditorEntryAnswerSchema },
        errors: [401, 403, 404, 419, 422],
      }),
    },
    async (request) => editor.update(requireAuth(request).user, id(request), request.body),
  );
  app.post(
    '/api/content/editor/entries/:id/publish',
    {
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: опубликовать',
        params: pathParams('id'),
        ok: { 200: contentEditorEntryAnswerSchema },
        errors: [401, 403, 404, 419],
      }),
    },
    async (request) => editor.setStatus(requireAuth(request).user, id(request), 'published'),
  );
  app.post(
    '/api/content/editor/entries/:id/unpublish',
    {
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: снять с публикации',
        params: pathParams('id'),
        ok: { 200: contentEditorEntryAnswerSchema },
        errors: [401, 403, 404, 419],
      }),
    },
    async (request) => editor.setStatus(requireAuth(request).user, id(request), 'draft'),
  );
  app.delete(
    '/api/content/editor/entries/:id',
    {
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: удалить материал',
        params: pathParams('id'),
        ok: { 200: okAnswerSchema },
        errors: [401, 403, 404, 419],
      }),
    },
    async (request) => editor.remove(requireAuth(request).user, id(request)),
  );
  app.post(
    '/api/content/editor/preview',
    {
      ...texts,
      schema: operation({
        tags: ['Материалы'],
        summary: 'Редактор: предпросмотр',
        body: contentEntryPayloadSchema,
        ok: { 200: contentPreviewAnswerSchema },
        errors: [401, 403, 419, 422],
      }),
    },
    async (request) => editor.preview(requireAuth(request).user, request.body),
  );

  // Last: a slug is any other address under /api/content/.
  app.get(
    '/api/content/:slug',
    {
      schema: operation({
        tags: ['Материалы'],
        summary: 'Материал',
        params: pathParams('slug'),
        ok: { 200: contentEntryAnswerSchema },
        errors: [403, 404],
      }),
    },
    async (request) => contentService.get(request.auth?.user ?? null, (request.params as Params).slug ?? ''),
  );
}
