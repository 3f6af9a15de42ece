// The built web app (apps/web/dist) on the API's port. Its files were compressed at build time
// (apps/web/vite.config.ts writes a .br and a .gz beside each text file), so a file goes out as the
// form the browser takes, with no compression work per request.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import path from 'node:path';

/** Vite puts a content hash in every name under assets/: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell: kept, but asked again (ETag → 304) on every load, so a new deploy is seen at once. */
export const REVALIDATE = 'no-cache';
/** Other files at the root (favicon): not hashed, rarely changed. */
const SHORT = 'public, max-age=3600';

export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (file.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/**
 * Serves the files of `root` and `/` (the app shell), before the compression plugin is registered:
 * its hook would otherwise compress on the fly what has no precompressed form. Returns the SPA
 * fallback for the not-found handler.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<(reply: FastifyReply) => FastifyReply> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    // ETag and Last-Modified come from `send` (304 on If-None-Match / If-Modified-Since).
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html', root);
  // The static plugin refuses directories (403) with `index: false`, so the root gets its own route.
  app.get('/', (_request, reply) => sendIndex(reply));
  return sendIndex;
}
