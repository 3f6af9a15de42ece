// Request logging: one line per request, written when its answer has gone out, like a web server's
// access log: the request id, the request (method, URL with token-like query values redacted, host,
// address: the app's `req` serializer, lib/log-redaction.ts), the status and the time taken.
//
// Fastify's default is two lines per request ("incoming request" + "request completed"), each through
// the app logger's path redaction, which costs ≈ 6 µs a line whatever the line holds. An access line
// holds nothing those paths name (no headers, no body, no error), so it is written as a child of the
// app logger without path redaction would write it (same stream, serializers and level), built here
// without pino's per-line path (accessLineWriter). Failed requests keep the full path, redaction
// included. A request's own logger is made only when something logs through it (lazyRequestLogger),
// and lines are written in blocks (logDestination). What each costs: README, "Request logging".
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino from 'pino';

/** Lines are written in blocks of about this many characters (≈ 50 access lines)… */
const LOG_BLOCK_CHARS = 16 * 1024;
/** …and at least this often, so a quiet server's lines are not held back. */
const LOG_FLUSH_MS = 1000;

/** What the server log writes to: pino's stream interface, and flush() for the lines held back. */
export interface LogDestination {
  write(line: string): boolean;
  flush(callback?: (error?: Error) => void): void;
}

/** Every block writer of the process, flushed when it exits (one listener, however many there are). */
const openDestinations = new Set<LogDestination>();
const flushAll = () => {
  for (const destination of openDestinations) destination.flush();
};

/**
 * Where the server's log goes (standard output by default): lines gathered into blocks of ≈ 16 KiB,
 * each written at once by pino's synchronous destination (sonic-boom: retries on EAGAIN, stops on
 * EPIPE), and whatever is held written every second and when the process exits. sonic-boom's own
 * buffering (`minLength`) measures the whole pending block in bytes for every line it adds, and its
 * asynchronous mode hands every block to a thread of the pool; here a line is appended to a string
 * and a block encoded once, as it is written. A 300-byte access line into /dev/null (pino's part
 * left out): 2.1 µs with sonic-boom's asynchronous 4 KiB blocks (this function until 28 Nov 2026),
 * 1.1 µs with its synchronous ones, 0.4 µs here.
 */
export function logDestination(dest: number | string = 1): LogDestination {
  const sink = pino.destination({ dest, sync: true });
  let pending = '';
  const destination: LogDestination = {
    write(line) {
      pending += line;
      if (pending.length >= LOG_BLOCK_CHARS) destination.flush();
      return true;
    },
    flush(callback) {
      if (pending !== '') {
        const block = pending;
        pending = '';
        sink.write(block);
      }
      callback?.();
    },
  };
  if (openDestinations.size === 0) process.once('exit', flushAll);
  openDestinations.add(destination);
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildOptions = Parameters<ChildLoggerFactory>[2];
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger (`request.log`, `reply.log`) that makes its pino child, with the request id
 * bound, the first time something is logged through it. Fastify makes one for every request, and a
 * pino child puts its bindings through the app logger's path redaction (≈ 2 µs a request in the
 * bench); most requests log nothing through it (the access line has a logger of its own), so most
 * never make one.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  #logger: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    return (this.#logger ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#logger?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: LogArguments) {
    this.#real().fatal(...args);
  }

  error(...args: LogArguments) {
    this.#real().error(...args);
  }

  warn(...args: LogArguments) {
    this.#real().warn(...args);
  }

  info(...args: LogArguments) {
    this.#real().info(...args);
  }

  debug(...args: LogArguments) {
    this.#real().debug(...args);
  }

  trace(...args: LogArguments) {
    this.#real().trace(...args);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made real when first used (above). */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options);

const {
  chindingsSym,
  endSym,
  formattersSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  mixinSym,
  needsMetadataGsym,
  nestedKeySym,
  serializersSym,
  streamSym,
  timeSym,
} = pino.symbols;

type AccessLine = (request: FastifyRequest, reply: FastifyReply) => void;
type Serializer = (value: unknown) => unknown;
type LineStream = { write(line: string): unknown; [needsMetadataGsym]?: boolean };

/**
 * Writes a request's access line through `logger` (a pino logger without path redaction). pino's own
 * path (its argument checks, message formatting, a serializer and a stringifier looked up for every
 * field) costs ≈ 1 µs a line; the same text built here from the logger's parts (level, time, bindings,
 * its `req` and `res` serializers, stream) ≈ 0.6 µs. Only for a logger that uses nothing else that
 * changes a line (a mixin, hooks, a log formatter, a nested key, another message key, a message
 * prefix, a stream that wants metadata, serializers of the other fields); any other goes through pino.
 * test/request-log.test.ts compares the two texts.
 */
export function accessLineWriter(logger: FastifyBaseLogger): AccessLine {
  const throughPino: AccessLine = (request, reply) =>
    logger.info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  const parts = logger as unknown as Record<symbol, unknown>;
  const hooks = parts[hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  const formatters = parts[formattersSym] as { log?: unknown } | undefined;
  const serializers = parts[serializersSym] as Record<string, Serializer | undefined> | undefined;
  const stream = parts[streamSym] as LineStream | undefined;
  const pinoLogger = logger as pino.Logger;
  const level = pinoLogger.levels?.values.info;
  const plain =
    hooks !== undefined &&
    !hooks.logMethod &&
    !hooks.streamWrite &&
    formatters !== undefined &&
    !formatters.log &&
    !parts[mixinSym] &&
    !parts[nestedKeySym] &&
    pinoLogger.msgPrefix === undefined &&
    parts[messageKeySym] === 'msg' &&
    stream !== undefined &&
    !stream[needsMetadataGsym] &&
    serializers !== undefined &&
    typeof serializers.req === 'function' &&
    typeof serializers.res === 'function' &&
    !serializers.reqId &&
    !serializers.responseTime &&
    !serializers.msg &&
    level !== undefined;
  if (!plain) return throughPino;
  const serializeRequest = serializers.req!;
  const serializeReply = serializers.res!;
  return (request, reply) => {
    if (!pinoLogger.isLevelEnabled('info')) return;
    const req = serializeRequest(request);
    const res = serializeReply(reply);
    if (typeof req !== 'object' || req === null || typeof res !== 'object' || res === null) {
      throughPino(request, reply);
      return;
    }
    let fields: string;
    try {
      fields = `,"reqId":${JSON.stringify(request.id)},"req":${JSON.stringify(req)},"res":${JSON.stringify(res)}`;
    } catch {
      // A cycle or a BigInt from a serializer: pino's own path has a safe stringify for those.
      throughPino(request, reply);
      return;
    }
    const time = reply.elapsedTime;
    // The fields in the order pino writes them: level, time, bindings, the object's fields, msg.
    const line =
      (parts[lsCacheSym] as Record<number, string>)[level] +
      (parts[timeSym] as (this: unknown) => string).call(logger) +
      (parts[chindingsSym] as string) +
      fields +
      `,"responseTime":${Number.isFinite(time) ? time : null},"msg":"request completed"` +
      (parts[endSym] as string);
    stream.write(line);
  };
}

export class AccessLogController extends LogController {
  private accessLine: AccessLine | undefined;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.accessLine ??= accessLineWriter(request.server.log.child({}, { redact: [] }));
    this.accessLine(request, reply);
  }
}
