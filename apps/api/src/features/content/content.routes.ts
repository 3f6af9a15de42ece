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

  app.get('/api/content/all', async (request) => contentService.all(request.auth?.user ?? null, request.query));

  app.get('/api/content/editor/entries', async (request) => editor.list(requireAuth(request).user));
  app.get('/api/content/editor/entries/:id', async (request) => editor.get(requireAuth(request).user, id(request)));
  app.post('/api/content/editor/entries', texts, async (request, reply) =>
    reply.status(201).send(await editor.create(requireAuth(request).user, request.body)),
  );
  app.put('/api/content/editor/entries/:id', texts, async (request) =>
    editor.update(requireAuth(request).user, id(request), request.body),
  );
  app.post('/api/content/editor/entries/:id/publish', async (request) =>
    editor.setStatus(requireAuth(request).user, id(request), 'published'),
  );
  app.post('/api/content/editor/entries/:id/unpublish', async (request) =>
    editor.setStatus(requireAuth(request).user, id(request), 'draft'),
  );
  app.delete('/api/content/editor/entries/:id', async (request) =>
    editor.remove(requireAuth(request).user, id(request)),
  );
  app.post('/api/content/editor/preview', texts, async (request) =>
    editor.preview(requireAuth(request).user, request.body),
  );

  // Last: a slug is any other address under /api/content/.
  app.get('/api/content/:slug', async (request) =>
    contentService.get(request.auth?.user ?? null, (request.params as Params).slug ?? ''),
  );
}
