// How answers travel: the built app's files in the form the browser takes (compressed at build time,
// http/web-app.ts), hashed assets cached for a year, the app shell revalidated with its ETag, JSON and
// HTML from 1 KB on compressed as they go out (@fastify/compress in app.ts), small answers as they are.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Agent, describeOnDatabases } from './support';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A shell over 1 KB, like the real one (modulepreload links), and a script as Vite names them.
const INDEX_HTML = `<!doctype html><html lang="ru"><head><title>Инвестрадар</title>${'<link rel="modulepreload" href="/assets/chunk-0123abcd.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ path: `/route/${i}`, title: `Страница ${i}` })))};\n`;

describeOnDatabases('delivery: compression and caching', (ctx) => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'investradar-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    // What the web app's build writes: each text file with its .br and .gz beside it.
    for (const [name, text] of [
      ['index.html', INDEX_HTML],
      ['assets/index-AbC123xy.js', SCRIPT],
    ] as const) {
      writeFileSync(path.join(dist, name), text);
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await ctx.buildApp({ webDistDir: dist });
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed in the encoding the browser prefers, cached for a year', async () => {
    const agent = new Agent(() => app);
    const br = await agent.get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': IMMUTABLE });
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gzip = await agent.get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers).toMatchObject({
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
      'cache-control': IMMUTABLE,
    });
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await agent.get('/assets/index-AbC123xy.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers).toMatchObject({ vary: 'Accept-Encoding', 'cache-control': IMMUTABLE });
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the app shell with no-cache and an ETag, 304 when it has not changed, compressed when taken', async () => {
    const agent = new Agent(() => app);
    const shell = await agent.get('/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
    expect(shell.headers['content-type']).toMatch(/^text\/html/);
    expect(shell.headers.etag).toBeTruthy();
    expect(brotliDecompressSync(shell.rawPayload).toString('utf8')).toBe(INDEX_HTML);

    const again = await agent.get('/', {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
      'if-none-match': shell.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const plain = await agent.get('/', { accept: 'text/html' });
    expect(plain.headers).toMatchObject({ 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('sends the app shell the same way for a page of the client router (SPA fallback)', async () => {
    const agent = new Agent(() => app);
    const page = await agent.get('/account/settings', {
      accept: 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
    expect(page.headers.etag).toBeTruthy();
    expect(gunzipSync(page.rawPayload).toString('utf8')).toBe(INDEX_HTML);
    // The tag names the gzip form: each form of a file has its own.
    const again = await agent.get('/account/settings', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
      'if-none-match': page.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('caches a file at the root that has no hash in its name for an hour only', async () => {
    const icon = await new Agent(() => app).get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a JSON answer over 1 KB as it goes out, and leaves a small one as it is', async () => {
    const agent = new Agent(() => app);
    const plainConfig = await agent.get('/api/config');
    expect(plainConfig.rawPayload.length).toBeGreaterThan(1024);
    const config = await agent.get('/api/config', { 'accept-encoding': 'br, gzip' });
    expect(config.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'accept-encoding',
      'cache-control': 'no-store',
    });
    expect(JSON.parse(brotliDecompressSync(config.rawPayload).toString('utf8'))).toEqual(plainConfig.json());
    const gzip = await agent.get('/api/config', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plainConfig.json());

    const health = await agent.get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
    const notFound = await agent.get('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
  });
});
