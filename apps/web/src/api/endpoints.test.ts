import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@investradar/ui/domain';
import { free } from '../../../../stories/fixtures/accounts';
import { ApiContractError, ApiError, createApiClient } from './client';
import { createApi, formFailure } from './endpoints';

function apiAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const redirect = vi.fn();
  const api = createApi(createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, redirect, cookies: () => '' }));
  return { api, fetch, redirect };
}

describe('formFailure', () => {
  it('puts the errors map on the form fields and the rest in the block', () => {
    const error = new ApiError(422, { success: false, errors: { email: ['Неверный формат email'], form: ['Ошибка сервера'] } });
    expect(formFailure(error, ['email', 'password'])).toEqual({ form: ['Ошибка сервера'], fields: { email: ['Неверный формат email'] } });
  });

  it('shows the server message of a 4xx', () => {
    expect(formFailure(new ApiError(401, { message: MESSAGES.invalidCredentials }), ['email'])).toEqual({
      form: [MESSAGES.invalidCredentials],
      fields: {},
    });
  });

  it('says "too many attempts" on 429 without a message', () => {
    expect(formFailure(new ApiError(429, undefined), ['email']).form).toEqual([MESSAGES.tooManyAttempts]);
  });

  it('falls back to the generic error for 5xx, network failures and anything else', () => {
    expect(formFailure(new ApiError(500, { message: 'stack trace' }), []).form).toEqual([MESSAGES.genericError]);
    expect(formFailure(new ApiError(0, undefined), []).form).toEqual([MESSAGES.genericError]);
    expect(formFailure(new Error('boom'), []).form).toEqual([MESSAGES.genericError]);
  });
});

describe('createApi', () => {
  it('reads results.user of GET /api/account with the domain schema', async () => {
    const { api } = apiAnswering(200, { results: { user: free } });
    await expect(api.getAccount()).resolves.toMatchObject({ id: free.id, name: free.name });
  });

  it('rejects an account answer that breaks the contract', async () => {
    const { api } = apiAnswering(200, { results: { user: { id: 'x' } } });
    await expect(api.getAccount()).rejects.toBeInstanceOf(ApiContractError);
  });

  it('reads a 422 update-name answer as a result, not a failure', async () => {
    const { api, redirect } = apiAnswering(422, { success: false, errors: { name: [MESSAGES.invalidFieldValue] } });
    await expect(api.updateName('abc')).resolves.toEqual({ success: false, errors: { name: [MESSAGES.invalidFieldValue] } });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('posts the name as JSON', async () => {
    const { api, fetch } = apiAnswering(200, { success: true, message: 'Имя изменено' });
    await api.updateName('Мария');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/update-name');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Мария"}');
  });

  it('does not redirect when the login is refused with 401', async () => {
    const { api, redirect } = apiAnswering(401, { message: MESSAGES.invalidCredentials });
    await expect(api.login({ email: 'a@b.ru', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(redirect).not.toHaveBeenCalled();
  });
});
