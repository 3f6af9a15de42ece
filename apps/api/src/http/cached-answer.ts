// Answers whose encoded bytes are kept in memory (GET /api/account): an ETag with 304 on If-None-Match,
// and the compressed forms made once per kept answer instead of once per request. A kept answer is a
// Buffer that lives until the data changes (services/read-cache.ts), so what is derived from it is
// kept beside it in a WeakMap and goes away with it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip';

interface Forms {
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const formsByBody = new WeakMap<Buffer, Forms>();

function formsOf(body: Buffer): Forms {
  let forms = formsByBody.get(body);
  if (!forms) {
    // Weak: the same ETag names the identity, gzip and brotli forms of one answer (equal once decoded).
    forms = { etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    formsByBody.set(body, forms);
  }
  return forms;
}

function compressed(body: Buffer, forms: Forms, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    forms.br ??= brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    return forms.br;
  }
  forms.gzip ??= gzipSync(body);
  return forms.gzip;
}

/** br when the client takes it, else gzip, else none (q=0 refuses; `*` takes either). */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, boolean>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (accepted.get(encoding) ?? accepted.get('*')) return encoding;
  }
  return null;
}

/** Weak comparison (RFC 9110 §13.1.2): a W/ prefix on either side does not matter for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a kept JSON answer with its ETag; 304 without a body when If-None-Match names it. The API's
 * `Cache-Control: no-store` (http/security.ts) stays: an account is never written to a browser's or a
 * proxy's disk, so If-None-Match comes from a client that keeps the last answer itself.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  const forms = formsOf(body);
  reply.header('etag', forms.etag).header('vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], forms.etag)) return reply.code(304).send();
  reply.type(JSON_CONTENT_TYPE);
  const encoding = body.length >= COMPRESS_THRESHOLD ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressed(body, forms, encoding));
}
