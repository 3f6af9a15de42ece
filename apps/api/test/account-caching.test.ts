// GET /api/account inside Fastify's lifecycle: an answer kept in memory goes out from the route's own
// onRequest hook (routes/account.ts) with an ETag, 304 on If-None-Match, its compressed forms made
// once (http/cached-answer.ts), and every request logged.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { Agent, describeOnDatabases } from './support';

/** Everything but the date, which changes between two answers. */
function comparable(response: LightMyRequestResponse) {
  // The date and the request's id differ between any two answers.
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

/** The log lines of an app, parsed (pino writes one JSON object per line). */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describeOnDatabases('GET /api/account: ETag, compression, logging', (ctx) => {
  it('answers from memory with the same status, headers and body as when the answer was loaded, and as without the read cache', async () => {
    const agent = await ctx.signedIn('pro@investradar.ru');
    await ctx.app.readCache.settle();
    const loaded = await agent.get('/api/account');
    await ctx.app.readCache.settle();
    const fromMemory = await agent.get('/api/account');
    expect(comparable(fromMemory)).toEqual(comparable(loaded));
    expect(fromMemory.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(loaded.body)),
      vary: 'Accept-Encoding',
    });
    expect(fromMemory.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(fromMemory.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(fromMemory.body).results.user.email).toBe('pro@investradar.ru');

    const uncachedApp = await ctx.buildApp({ readCache: false });
    const uncached = await new Agent(() => uncachedApp).get('/api/account', {
      cookie: `ir_session=${agent.cookies.get('ir_session')}; XSRF-TOKEN=${agent.csrfToken}`,
    });
    expect(comparable(uncached)).toEqual(comparable(fromMemory));
  });

  it('answers 304 without a body when If-None-Match names the current answer, 200 otherwise', async () => {
    const agent = await ctx.signedIn('free@investradar.ru');
    const first = await agent.get('/api/account');
    const etag = first.headers.etag as string;
    const notModified = await agent.get('/api/account', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers).toMatchObject({ etag, 'cache-control': 'no-store', vary: 'Accept-Encoding' });
    // Weak comparison, lists and the strong form of the same tag.
    expect((await agent.get('/api/account', { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await agent.get('/api/account', { 'if-none-match': etag.replace(/^W\//, '') })).statusCode).toBe(304);
    const other = await agent.get('/api/account', { 'if-none-match': 'W/"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
    // Another account's tag is not this one's.
    const visitor = await new Agent(() => ctx.app).get('/api/account', { 'if-none-match': etag });
    expect(visitor.statusCode).toBe(200);
    expect(JSON.parse(visitor.body).results.user.type).toBe('mbr_guest');
  });

  it('reads its own writes: after a rename the next answer shows the new name under a new ETag', async () => {
    const agent = await ctx.signedIn('partner@investradar.ru');
    const before = await agent.get('/api/account');
    await ctx.app.readCache.settle();
    expect((await agent.get('/api/account', { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);
    const renamed = await agent.post('/api/account/update-name', { name: 'Имя После Смены' });
    expect(renamed.statusCode).toBe(200);
    const after = await agent.get('/api/account', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(JSON.parse(after.body).results.user.name).toBe('Имя После Смены');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await ctx.app.readCache.settle();
    const fromMemory = await agent.get('/api/account', { 'if-none-match': after.headers.etag as string });
    expect(fromMemory.statusCode).toBe(304);
  });

  it('compresses the answer (over 1 KB) for a client that takes br or gzip, the same bytes every time', async () => {
    const agent = await ctx.signedIn('pro@investradar.ru');
    const plain = await agent.get('/api/account');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await agent.get('/api/account', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      etag: plain.headers.etag,
      'content-length': String(br.rawPayload.length),
    });
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const brAgain = await agent.get('/api/account', { 'accept-encoding': 'br' });
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await agent.get('/api/account', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const refused = await agent.get('/api/account', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('logs every request in one line, the ones answered from memory included (request logging is on by default)', async () => {
    const sink = logSink();
    const app: FastifyInstance = await ctx.buildApp({ logger: { level: 'info', stream: sink.stream } });
    const agent = new Agent(() => app);
    expect((await agent.login('lifetime@investradar.ru')).statusCode).toBe(200);
    await agent.get('/api/account');
    await app.readCache.settle();
    const before = sink.lines.length;
    const fromMemory = await agent.get('/api/account');
    expect(fromMemory.statusCode).toBe(200);
    const lines = sink.lines.slice(before);
    // One line per request once its answer has gone out: the request, the status, the time, the id.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/account' },
      res: { statusCode: 200 },
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    // The id is a UUID (ids of several instances do not collide), sent back in X-Request-Id.
    expect(lines[0]!.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(fromMemory.headers['x-request-id']).toBe(lines[0]!.reqId);
    // A proxy's id is kept (its log and ours then name the same request); one that is not an id is replaced.
    const proxied = await agent.get('/api/account', { 'x-request-id': 'nginx-0f3a9c1d2b' });
    expect(proxied.headers['x-request-id']).toBe('nginx-0f3a9c1d2b');
    expect(sink.lines.at(-1)).toMatchObject({ reqId: 'nginx-0f3a9c1d2b', msg: 'request completed' });
    const forged = await agent.get('/api/account', { 'x-request-id': 'x"}\n{"level":60' });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const quietSink = logSink();
    const quiet = await ctx.buildApp({ logger: { level: 'info', stream: quietSink.stream }, logRequests: false });
    await new Agent(() => quiet).get('/api/account');
    expect(quietSink.lines.filter((line) => line.req !== undefined || line.res !== undefined)).toEqual([]);
  });

  it('logs a route’s own lines with the request’s id, though a request’s logger is made only when it logs', async () => {
    const sink = logSink();
    const app: FastifyInstance = await ctx.buildApp({ logger: { level: 'info', stream: sink.stream } });
    app.get('/api/test-route-log', async (request) => {
      request.log.info({ step: 'route' }, 'a route’s own line');
      request.log.child({ part: 'child' }).warn('a child’s line');
      return { ok: true };
    });
    const response = await new Agent(() => app).get('/api/test-route-log', { 'x-request-id': 'route-log-0001' });
    expect(response.statusCode).toBe(200);
    expect(sink.lines.filter((line) => line.reqId === 'route-log-0001')).toEqual([
      expect.objectContaining({ level: 30, step: 'route', msg: 'a route’s own line' }),
      expect.objectContaining({ level: 40, part: 'child', msg: 'a child’s line' }),
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ url: '/api/test-route-log' }),
      }),
    ]);
  });

  it('answers HEAD like GET without a body', async () => {
    const agent = await ctx.signedIn('bot@investradar.ru');
    const get = await agent.get('/api/account');
    const head = await agent.request({ method: 'HEAD', url: '/api/account' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});
