// Request ids that mean something across instances: the id a reverse proxy or load balancer put in
// X-Request-Id (nginx `$request_id`, Caddy `{http.request.uuid}`) when it looks like one, else a random
// UUID — Fastify's default (req-1, req-2, …) starts again in every process, so two instances' log
// lines would share ids. Every log line of a request carries it as `reqId`, and the answer sends it
// back in X-Request-Id, so a user's report or a proxy's log leads to the server's lines.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and . _ : - only (nothing to forge a log line with), 8 to 128 of them. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function genReqId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

export function installRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
