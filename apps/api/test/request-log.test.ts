// Request logging's parts (http/request-log.ts): the request's logger made when first used, the access
// line written without pino's per-line path but with pino's exact text, and the log destination that
// writes lines in blocks. The lines an app writes are covered in account-caching.test.ts and
// security-logs.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessLineWriter, lazyRequestLogger, logDestination } from '../src/http/request-log';
import { withLogRedaction } from '../src/lib/log-redaction';

/** The log lines written to a stream, as text and parsed. */
function sink() {
  const texts: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      texts.push(...chunk.toString('utf8').split(/(?<=\n)/));
      done();
    },
  });
  return { texts, lines: () => texts.map((text) => JSON.parse(text) as Record<string, unknown>), stream };
}

/** A request and its reply as the access line reads them. */
function exchange(fields: {
  id?: string;
  method?: string;
  url?: string;
  hostname?: string | undefined;
  ip?: string;
  remotePort?: number | undefined;
  statusCode?: number;
  elapsedTime?: number;
}) {
  const request = {
    id: fields.id ?? '5f2b67e4-6871-4fec-9947-a14673c8710e',
    method: fields.method ?? 'GET',
    url: fields.url ?? '/api/account',
    hostname: 'hostname' in fields ? fields.hostname : 'investradar.test',
    ip: fields.ip ?? '203.0.113.7',
    socket: { remotePort: 'remotePort' in fields ? fields.remotePort : 51234 },
  } as unknown as FastifyRequest;
  const reply = {
    statusCode: fields.statusCode ?? 200,
    elapsedTime: fields.elapsedTime ?? 0.41234567,
  } as unknown as FastifyReply;
  return { request, reply };
}

/** The app's logger (Fastify's serializers with ours, path redaction), a fixed time, into a sink. */
function appLogger(options: Record<string, unknown> = {}) {
  const out = sink();
  const app = Fastify({
    logger: withLogRedaction({
      level: 'info',
      stream: out.stream,
      timestamp: () => ',"time":1700000000000',
      ...options,
    }),
  });
  return { log: app.log.child({}, { redact: [] }), out };
}

describe('the access line', () => {
  const cases = [
    exchange({}),
    exchange({ url: '/api/account/verify-email?token=abcdef0123456789&x=1' }),
    exchange({ url: '/api/search?query=%22%5C%D0%B3%D0%B0%D0%B7\u0001"\\газ', statusCode: 404 }),
    exchange({ id: 'nginx-0f3a9c1d2b', method: 'POST', url: '/api/auth/login', statusCode: 419, elapsedTime: 12 }),
    exchange({ hostname: undefined, remotePort: undefined, elapsedTime: 1e-7 }),
  ];

  it('is the text pino writes for the same fields, byte for byte', () => {
    // pino calls its time function on the logger (after once on nothing, when it is made).
    const timestamp = function (this: unknown) {
      return `,"time":"${this === undefined ? 'alone' : 'on the logger'}"`;
    };
    for (const options of [
      {},
      { formatters: { level: (label: string) => ({ level: label }) } },
      { crlf: true },
      { timestamp },
    ]) {
      const fast = appLogger(options);
      const pinoPath = appLogger(options);
      const child = { fast: fast.log.child({ component: 'http' }), pino: pinoPath.log.child({ component: 'http' }) };
      const write = accessLineWriter(child.fast);
      for (const { request, reply } of cases) {
        write(request, reply);
        child.pino.info(
          { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
          'request completed',
        );
      }
      expect(fast.out.texts).toHaveLength(cases.length);
      expect(fast.out.texts).toEqual(pinoPath.out.texts);
    }
  });

  it('has the request id, the request, the status and the time; token values redacted', () => {
    const { log, out } = appLogger();
    const write = accessLineWriter(log);
    for (const { request, reply } of cases.slice(0, 2)) write(request, reply);
    expect(out.lines()).toEqual([
      {
        level: 30,
        time: 1700000000000,
        pid: process.pid,
        hostname: expect.any(String),
        reqId: '5f2b67e4-6871-4fec-9947-a14673c8710e',
        req: {
          method: 'GET',
          url: '/api/account',
          host: 'investradar.test',
          remoteAddress: '203.0.113.7',
          remotePort: 51234,
        },
        res: { statusCode: 200 },
        responseTime: 0.41234567,
        msg: 'request completed',
      },
      expect.objectContaining({
        req: expect.objectContaining({ url: '/api/account/verify-email?token=[redacted]&x=1' }),
      }),
    ]);
  });

  it('goes through pino for a logger that changes lines in ways it does not know (a mixin, a message key)', () => {
    for (const options of [{ mixin: () => ({ region: 'msk' }) }, { messageKey: 'message' }]) {
      const { log, out } = appLogger(options);
      const { request, reply } = exchange({});
      accessLineWriter(log)(request, reply);
      expect(out.lines()).toEqual([expect.objectContaining({ reqId: request.id, res: { statusCode: 200 } })]);
      expect(out.lines()[0]).toMatchObject('mixin' in options ? { region: 'msk' } : { message: 'request completed' });
    }
  });

  it('goes through pino for an answer its serializer makes a cycle of', () => {
    const cyclic = (reply: FastifyReply) => {
      const res: Record<string, unknown> = { statusCode: reply.statusCode };
      res.self = res;
      return res;
    };
    const fast = appLogger({ serializers: { res: cyclic } });
    const pinoPath = appLogger({ serializers: { res: cyclic } });
    const { request, reply } = exchange({});
    accessLineWriter(fast.log)(request, reply);
    pinoPath.log.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    expect(fast.out.texts).toHaveLength(1);
    expect(fast.out.texts).toEqual(pinoPath.out.texts);
    expect(fast.out.lines()[0]).toMatchObject({ res: { statusCode: 200, self: '[Circular]' } });
  });

  it('writes nothing while the logger is above info', () => {
    const { log, out } = appLogger();
    const write = accessLineWriter(log);
    const { request, reply } = exchange({});
    log.level = 'warn';
    write(request, reply);
    expect(out.texts).toEqual([]);
    log.level = 'info';
    write(request, reply);
    expect(out.texts).toHaveLength(1);
  });
});

describe('the request logger', () => {
  /** A parent logger that counts the children made of it. */
  function countingParent() {
    const out = sink();
    const app = Fastify({ logger: { level: 'info', stream: out.stream } });
    const parent = app.log;
    const child = vi.spyOn(parent, 'child');
    return { parent, child, out };
  }

  it('makes no pino child until something is logged through it, then one, with the bindings', () => {
    const { parent, child, out } = countingParent();
    const logger = lazyRequestLogger.call(Fastify(), parent, { reqId: 'req-7' }, {}, undefined as never);
    expect(logger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    logger.info({ userId: 7 }, 'first');
    logger.warn('second');
    logger.debug('below the level');
    expect(child).toHaveBeenCalledTimes(1);
    expect(out.lines()).toEqual([
      expect.objectContaining({ level: 30, reqId: 'req-7', userId: 7, msg: 'first' }),
      expect.objectContaining({ level: 40, reqId: 'req-7', msg: 'second' }),
    ]);
  });

  it('keeps the route’s level and hands out children that carry the request id', () => {
    const { parent, out } = countingParent();
    const logger = lazyRequestLogger.call(
      Fastify(),
      parent,
      { reqId: 'req-8' },
      { level: 'debug' },
      undefined as never,
    );
    expect(logger.level).toBe('debug');
    logger.debug('at the route’s level');
    logger.child({ part: 'mail' }).error('from a child');
    expect(out.lines()).toEqual([
      expect.objectContaining({ level: 20, reqId: 'req-8', msg: 'at the route’s level' }),
      expect.objectContaining({ level: 50, reqId: 'req-8', part: 'mail', msg: 'from a child' }),
    ]);
  });

  it('in an app, a route’s own lines and the error handler’s carry their request’s id', async () => {
    const out = sink();
    const app = Fastify({
      logger: withLogRedaction({ level: 'info', stream: out.stream }),
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/talks', async (request) => {
      request.log.info({ step: 1 }, 'route line');
      request.log.child({ part: 'sub' }).warn('child line');
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    expect((await app.inject({ url: '/talks' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
    const lines = out.lines();
    const byMessage = (msg: string) => lines.find((line) => line.msg === msg);
    expect(byMessage('route line')).toMatchObject({ step: 1, reqId: 'req-1' });
    expect(byMessage('child line')).toMatchObject({ part: 'sub', reqId: 'req-1' });
    expect(byMessage('broken')).toMatchObject({
      level: 50,
      reqId: 'req-2',
      err: expect.objectContaining({ message: 'broken' }),
    });
    await app.close();
  });
});

describe('the log destination', () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'investradar-log-'));
    dirs.push(dir);
    return path.join(dir, 'server.log');
  };
  afterEach(() => {
    vi.useRealTimers();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes lines in blocks of ≈ 16 KiB, whole and in order; flush() writes what is held', () => {
    const file = tempFile();
    const destination = logDestination(file);
    const line = (n: number) => `${JSON.stringify({ n, msg: 'строка журнала', pad: 'x'.repeat(200) })}\n`;
    for (let n = 0; n < 10; n++) destination.write(line(n));
    // 10 short lines: held.
    expect(readFileSync(file, 'utf8')).toBe('');
    for (let n = 10; n < 100; n++) destination.write(line(n));
    const written = readFileSync(file, 'utf8');
    expect(written.length).toBeGreaterThanOrEqual(16 * 1024);
    expect(written.endsWith('\n')).toBe(true);
    destination.flush();
    const all = readFileSync(file, 'utf8');
    expect(all).toBe(Array.from({ length: 100 }, (_, n) => line(n)).join(''));
  });

  it('writes what it holds every second', () => {
    vi.useFakeTimers();
    const file = tempFile();
    const destination = logDestination(file);
    destination.write('{"msg":"alone"}\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    vi.advanceTimersByTime(1000);
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"alone"}\n');
  });

  it('writes what it holds when the process exits', () => {
    const file = tempFile();
    const module = path.resolve(import.meta.dirname, '../src/http/request-log.ts');
    const script = `
      const { logDestination } = await import(${JSON.stringify(module)});
      const destination = logDestination(${JSON.stringify(file)});
      destination.write('{"msg":"one"}\\n');
      destination.write('{"msg":"two"}\\n');
      process.exit(3);`;
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: 'pipe' }),
    ).toThrow(expect.objectContaining({ status: 3 }));
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"one"}\n{"msg":"two"}\n');
  });
});
