// Request logging: one line per request, written when its answer has gone out, like a web server's
// access log: the request id, the request (method, URL with token-like query values redacted, host,
// address: the app's `req` serializer, lib/log-redaction.ts), the status and the time taken.
//
// Fastify's default is two lines per request ("incoming request" + "request completed"), each through
// the app logger's path redaction, which costs ≈ 6 µs a line whatever the line holds. An access line
// holds nothing those paths name (no headers, no body, no error), so it goes through a child of the
// app logger without path redaction (same stream, serializers and level): ≈ 3 µs instead of ≈ 18 µs
// per request. Failed requests keep the full path, redaction included.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/** Lines are written in blocks of this many bytes (≈ 15 access lines)… */
const LOG_BLOCK_BYTES = 4096;
/** …and at least this often, so a quiet server's lines are not held back. */
const LOG_FLUSH_MS = 1000;

/**
 * Where the server's log goes (standard output by default): pino's asynchronous destination writing
 * blocks of 4 KiB instead of one write per line, flushed every second and when the process exits.
 * A write per line cost ≈ 4 µs of the server's time per request with request logging on.
 */
export function logDestination(dest: number | string = 1) {
  const destination = pino.destination({ dest, sync: false, minLength: LOG_BLOCK_BYTES });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // not open yet, or a write in flight: the next tick writes what is buffered
    }
  }, LOG_FLUSH_MS).unref();
  return destination;
}

export class AccessLogController extends LogController {
  private accessLog: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.accessLog ??= request.server.log.child({}, { redact: [] });
    this.accessLog.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
