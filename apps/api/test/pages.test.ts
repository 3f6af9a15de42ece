// Server-rendered pages (http/web-app.ts createPageHandler) with a stand-in for the web app's renderer
// (apps/web/src/entry-server.tsx, which the e2e journeys exercise built): the renderer's API calls are
// answered in-process with the visitor's session, and the answer keeps the router's status, redirect,
// nonce and caching rules. The real renderer's output is checked by e2e/journeys/pages.test.mjs.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL } from '../src/http/web-app';
import { Agent, describeOnDatabases } from './support';

// What the stand-in renders: the account's name (read through the in-process API), the nonce it was
// given, and enough text to be compressed.
const RENDERER = `
export function createPageRenderer({ manifest }) {
  return async function render({ url, headers, fetch, nonce }) {
    const { pathname } = new URL(url);
    if (pathname === '/boom') throw new Error('renderer failed');
    if (pathname === '/go-away') return { kind: 'redirect', status: 302, location: '/auth/login' };
    const response = await fetch('/api/account', { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
    if (!response.ok) return { kind: 'error', error: new Error('account ' + response.status) };
    const { results } = await response.json();
    const { Readable } = await import('node:stream');
    const html = '<!doctype html><html lang="ru"><body><p id="who">' + (results.user.name || 'гость') + '</p>' +
      '<p id="entry">' + manifest['index.html'].file + '</p><p id="cookie">' + (headers.get('cookie') ? 'yes' : 'no') + '</p>' +
      '<script nonce="' + nonce + '">0</script>' + '<p>Инвестрадар</p>'.repeat(200) + '</body></html>';
    return { kind: 'html', status: pathname === '/missing' ? 404 : 200, body: Readable.from([html]) };
  };
}
`;

describeOnDatabases('pages rendered on the server', (ctx) => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'investradar-ssr-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }),
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {}');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync('export {}'));
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3}');
    writeFileSync(path.join(dir, 'entry-server.mjs'), RENDERER);
    app = await ctx.buildApp({ webDistDir: dist, ssrEntry: path.join(dir, 'entry-server.mjs') });
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders a page with the visitor’s account, read in-process with the visitor’s session', async () => {
    const guest = await app.inject({ method: 'GET', url: '/auth/login', headers: { accept: 'text/html' } });
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('<p id="who">гость</p>');
    expect(guest.body).toContain('<p id="entry">assets/index-abc.js</p>');
    // The page's own answer hands out the anti-forgery token, as the shell's did.
    expect(guest.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');

    const agent = new Agent(() => app);
    for (const [name, value] of (await ctx.signedIn('pro@investradar.ru')).cookies) agent.cookies.set(name, value);
    const signedIn = await agent.get('/account/settings', { accept: 'text/html' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<p id="who">Алексей Петров</p>');
    expect(signedIn.body).toContain('<p id="cookie">yes</p>');
    // Holds the account: this browser's only, asked again on every load.
    expect(signedIn.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(signedIn.headers.vary).toMatch(/Cookie/);
  });

  it('allows the inline scripts of this answer only, by a nonce of its own', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      const policy = String(page.headers['content-security-policy']);
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(page.body).toContain(`<script nonce="${nonce}">`);
      expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
    // API answers keep the policy without a nonce.
    const api = await app.inject({ method: 'GET', url: '/api/config' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('keeps the router’s status and redirects', async () => {
    const missing = await app.inject({ method: 'GET', url: '/missing', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    const away = await app.inject({ method: 'GET', url: '/go-away', headers: { accept: 'text/html' } });
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/auth/login');
  });

  it('compresses pages over 1 KB', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/ideas',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toContain('Инвестрадар');
  });

  it('falls back to the client-rendered shell when rendering fails', async () => {
    const page = await app.inject({ method: 'GET', url: '/boom', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('serves neither source maps nor the build’s manifest', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js' })).statusCode).toBe(200);
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    // An API address and a missing file stay 404 in JSON.
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
    expect(
      (await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc.js.map' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});
