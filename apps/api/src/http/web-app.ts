// The built web app (apps/web/dist) on the API's port. Its files were compressed at build time
// (apps/web/vite.config.ts writes a .br and a .gz beside each text file), so a file goes out as the
// form the browser takes, with no compression work per request.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, type CspSources } from './security';

/** Vite puts a content hash in every name under assets/: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app shell: kept, but asked again (ETag → 304) on every load, so a new deploy is seen at once. */
export const REVALIDATE = 'no-cache';
/** Other files at the root (favicon): not hashed, rarely changed. */
const SHORT = 'public, max-age=3600';

export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (file.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

/**
 * Serves the files of `root` and `/` (the app shell), before the compression plugin is registered:
 * its hook would otherwise compress on the fly what has no precompressed form. Returns the SPA
 * fallback for the not-found handler.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  { pages = false }: { pages?: boolean } = {},
): Promise<(reply: FastifyReply) => FastifyReply> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    // With server-rendered pages, `GET /*` is theirs (a route, so that compression applies), and
    // each built file gets its own route, found when the server starts (a new build means a restart).
    wildcard: !pages,
    preCompressed: true,
    cacheControl: false,
    // Source maps, when a build made them for an error tracker, are not for visitors.
    // Nor are the build's own files (.vite/manifest.json).
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.includes('/.'),
    // ETag and Last-Modified come from `send` (304 on If-None-Match / If-Modified-Since).
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  const sendIndex = (reply: FastifyReply) => reply.sendFile('index.html', root);
  // The static plugin refuses directories (403) with `index: false`, so the root gets its own route.
  // (Server-rendered pages answer it themselves.)
  if (!pages) app.get('/', (_request, reply) => sendIndex(reply));
  return sendIndex;
}

/** What apps/web/dist-server/entry-server.js exports (apps/web/src/entry-server.tsx). */
export interface PageRendererModule {
  createPageRenderer(options: {
    manifest: Record<string, unknown>;
  }): (request: {
    url: string;
    headers: Headers;
    fetch: typeof fetch;
    nonce: string;
  }) => Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'html'; status: number; body: NodeJS.ReadableStream }
    | { kind: 'error'; error: unknown }
  >;
}

/**
 * A server-rendered page may hold the visitor's account and carries a nonce of its own: kept by this
 * browser only and asked again on every load (no ETag: no two answers are the same).
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

export interface PagesOptions {
  /** The built server renderer (apps/web/dist-server/entry-server.js). */
  entry: string;
  /** The client build's manifest (apps/web/dist/.vite/manifest.json). */
  manifest: string;
  /** `scheme://host` of canonical links; default: the request's own. */
  publicOrigin?: string;
  /** When rendering fails: the client-rendered shell. */
  fallback: (reply: FastifyReply) => FastifyReply;
  /** Third-party hosts the pages' content policy allows (the card widget's). */
  csp?: CspSources;
}

/**
 * Pages rendered on the server (apps/web/src/entry-server.tsx): the route's loaders run here, their
 * API calls answered in-process by this server (`inject`: the same routes, hooks, session and
 * permission checks as the browser's calls, without a network hop), and the HTML goes out with the
 * data the browser hydrates from. Returns the handler of page requests.
 */
export async function createPageHandler(app: FastifyInstance, options: PagesOptions) {
  const module = (await import(pathToFileURL(options.entry).href)) as PageRendererModule;
  const manifest = JSON.parse(await readFile(options.manifest, 'utf8')) as Record<string, unknown>;
  const render = module.createPageRenderer({ manifest });

  /** The API for one page request: its cookies and address, answered without leaving the process. */
  const inProcessFetch =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const url =
        typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
      const headers: Record<string, string> = { ...Object.fromEntries(new Headers(init?.headers).entries()) };
      if (request.headers.cookie) headers.cookie = request.headers.cookie;
      if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers,
        remoteAddress: request.ip,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        // The page's own answer sets the visitor's cookies (the same hooks run for it).
        if (value === undefined || name === 'set-cookie') continue;
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: responseHeaders });
    };

  return async function handlePage(request: FastifyRequest, reply: FastifyReply) {
    const origin = options.publicOrigin ?? `${request.protocol}://${request.host}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // React's inline scripts of this answer carry it; the policy of this answer allows it only.
    const nonce = randomBytes(18).toString('base64');
    let answer;
    try {
      answer = await render({ url: `${origin}${request.url}`, headers, fetch: inProcessFetch(request), nonce });
    } catch (error) {
      request.log.error({ err: error }, 'page rendering failed; the client-rendered shell is sent');
      return options.fallback(reply);
    }
    if (answer.kind === 'error') {
      request.log.warn({ err: answer.error }, 'the page could not read the account; the client-rendered shell is sent');
      return options.fallback(reply);
    }
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    return reply
      .code(answer.status)
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('vary', 'Cookie, Accept-Encoding')
      .header('content-security-policy', contentSecurityPolicy(nonce, options.csp))
      .type('text/html; charset=utf-8')
      .send(answer.body);
  };
}
