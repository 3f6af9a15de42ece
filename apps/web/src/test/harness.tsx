import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { guestUser, type StoragePort, type User } from '@investradar/ui/domain';
import { memoryStorage } from '@investradar/ui/testing';
import { createApp } from '../app';

// In-memory storage, one per rendered app, so no test sees another's deferred actions.
export { memoryStorage };

export type Reply = { status: number; body?: unknown };
export type Handler = (request: { body: unknown; url: URL; headers: Headers }) => Reply | Promise<Reply>;

/**
 * A fake API behind fetch: handlers keyed by 'METHOD /path'. Unknown routes answer 404 like the
 * real server. Every request is recorded with its headers, parsed JSON body and whether it was kept alive.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const requests: Array<{ method: string; path: string; headers: Headers; body: unknown; keepalive: boolean }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path: url.pathname, headers, body, keepalive: init?.keepalive === true });
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? await handler({ body, url, headers }) : { status: 404, body: { message: 'Не найдено' } };
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

export const accountReply = (user: User): Reply => ({ status: 200, body: { results: { user } } });
export const guestReply = (): Reply => accountReply(guestUser);

export type RenderOptions = { local?: StoragePort; session?: StoragePort };

/** Renders the whole app at `path` over a fake server, with the CSRF cookie set. */
export function renderApp(path: string, handlers: Record<string, Handler>, options: RenderOptions = {}) {
  const server = fakeServer(handlers);
  const app = createApp({
    createRouter: (routes, routerOptions) => createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] }),
    fetch: server.fetch,
    cookies: () => 'XSRF-TOKEN=test-token',
    theme: 'light',
    storage: { local: options.local ?? memoryStorage(), session: options.session ?? memoryStorage() },
  });
  const view = render(<app.App />);
  const location = () => `${app.router.state.location.pathname}${app.router.state.location.search}`;
  return { ...view, ...server, app, location };
}
