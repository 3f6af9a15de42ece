import { describe, expect, it, vi } from 'vitest';
import { ApiContractError, ApiError, createApiClient, readCookie } from './client';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const anything = { parse: (input: unknown) => input };
const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
  });
  it('does not match a cookie whose name merely ends the same', () => {
    expect(readCookie('XSRF-TOKEN', 'OLD-XSRF-TOKEN=zzz')).toBeUndefined();
  });
  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('t', 't=%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('createApiClient', () => {
  it('sends the CSRF header from the XSRF-TOKEN cookie and the AJAX marker on a GET', async () => {
    const { fetch, calls } = fakeFetch(200, { ok: true });
    const client = createApiClient({ fetch, cookies: () => 'session=x; XSRF-TOKEN=tok%2B1' });
    await client.request('/api/account', anything);
    const headers = headersOf(calls[0]);
    expect(headers.get('X-XSRF-TOKEN')).toBe('tok+1');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.signal).toBeUndefined();
    expect(calls[0]?.init.keepalive).toBeUndefined();
  });

  it('keeps a call alive past the page only when asked (keepalive)', async () => {
    const { fetch, calls } = fakeFetch(200, { success: true });
    const client = createApiClient({ fetch, cookies: () => 'XSRF-TOKEN=t' });
    await client.request('/api/account/viewed-bonus-modal', anything, { method: 'POST', keepalive: true });
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('reads the token on every call, so a rotated token is used', async () => {
    const { fetch, calls } = fakeFetch(200, {});
    let cookie = 'XSRF-TOKEN=first';
    const client = createApiClient({ fetch, cookies: () => cookie });
    await client.request('/api/a', anything);
    cookie = 'XSRF-TOKEN=second';
    await client.request('/api/a', anything, { method: 'POST', body: {} });
    expect(headersOf(calls[0]).get('X-XSRF-TOKEN')).toBe('first');
    expect(headersOf(calls[1]).get('X-XSRF-TOKEN')).toBe('second');
  });

  it('omits the CSRF header when there is no token yet', async () => {
    const { fetch, calls } = fakeFetch(200, {});
    await createApiClient({ fetch, cookies: () => '' }).request('/api/config', anything);
    expect(headersOf(calls[0]).has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends objects as JSON bodies', async () => {
    const { fetch, calls } = fakeFetch(200, { success: true });
    const client = createApiClient({ fetch, cookies: () => 'XSRF-TOKEN=t' });
    await client.request('/api/account/update-name', anything, { method: 'POST', body: { name: 'Мария' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(headersOf(calls[0]).get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":"Мария"}');
    expect(headersOf(calls[0]).get('X-XSRF-TOKEN')).toBe('t');
  });

  it('builds the query string and skips empty values', async () => {
    const { fetch, calls } = fakeFetch(200, {});
    await createApiClient({ fetch, cookies: () => '' }).request('/api/search', anything, {
      query: { query: 'сбер банк', page: 2, empty: '', missing: undefined },
    });
    expect(calls[0]?.url).toBe('/api/search?query=%D1%81%D0%B1%D0%B5%D1%80+%D0%B1%D0%B0%D0%BD%D0%BA&page=2');
  });

  it('parses the answer with the given schema', async () => {
    const { fetch } = fakeFetch(200, { results: { user: { name: 'Иван' } } });
    const parser = { parse: (input: unknown) => (input as { results: { user: { name: string } } }).results.user.name };
    await expect(createApiClient({ fetch, cookies: () => '' }).request('/api/account', parser)).resolves.toBe('Иван');
  });

  it('reports an answer that breaks the contract as ApiContractError', async () => {
    const { fetch } = fakeFetch(200, { unexpected: true });
    const parser = {
      parse: () => {
        throw new Error('invalid');
      },
    };
    await expect(createApiClient({ fetch, cookies: () => '' }).request('/api/account', parser)).rejects.toBeInstanceOf(
      ApiContractError,
    );
  });

  it('sends the user to the login page with the session-expired flag on 401', async () => {
    const { fetch } = fakeFetch(401, { message: 'Требуется вход' });
    const redirect = vi.fn();
    const error = await createApiClient({ fetch, redirect, cookies: () => '' })
      .request('/api/account/update-name', anything, { method: 'POST', body: { name: 'Мария' } })
      .catch((e: unknown) => e);
    expect(redirect).toHaveBeenCalledWith('/auth/login?error_session_expired=1');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).redirected).toBe(true);
  });

  it('sends the user to /404 on 404', async () => {
    const { fetch } = fakeFetch(404, { message: 'Страница не найдена' });
    const redirect = vi.fn();
    const error = await createApiClient({ fetch, redirect, cookies: () => '' })
      .request('/api/portfolios/999', anything)
      .catch((e: unknown) => e);
    expect(redirect).toHaveBeenCalledWith('/404');
    expect((error as ApiError).redirected).toBe(true);
  });

  it('lets a call handle 401 itself (a failed login shows its message instead)', async () => {
    const { fetch } = fakeFetch(401, { message: 'Неверный email или пароль' });
    const redirect = vi.fn();
    const error = await createApiClient({ fetch, redirect, cookies: () => '' })
      .request('/api/auth/login', anything, { method: 'POST', body: {}, handle: [401] })
      .catch((e: unknown) => e);
    expect(redirect).not.toHaveBeenCalled();
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({ message: 'Неверный email или пароль' });
    expect((error as ApiError).redirected).toBe(false);
  });

  it('does not redirect on other errors and keeps the JSON body', async () => {
    const { fetch } = fakeFetch(422, { success: false, errors: { name: ['Неверное значение поля'] } });
    const redirect = vi.fn();
    const error = await createApiClient({ fetch, redirect, cookies: () => '' })
      .request('/api/account/update-name', anything, { method: 'POST', body: { name: 'abc' } })
      .catch((e: unknown) => e);
    expect(redirect).not.toHaveBeenCalled();
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body).toEqual({ success: false, errors: { name: ['Неверное значение поля'] } });
  });

  it('turns a network failure into ApiError with status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const error = await createApiClient({ fetch, cookies: () => '' })
      .request('/api/account', anything)
      .catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
  });

  it('exposes the current token for form posts', () => {
    const client = createApiClient({ cookies: () => 'XSRF-TOKEN=form-token' });
    expect(client.csrfToken()).toBe('form-token');
  });
});
