import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@investradar/ui/domain';
import { free } from '@investradar/ui/testing';
import { ApiContractError, ApiError, createApiClient } from './client';
import { createApi, formFailure, refusedPermission } from './endpoints';

function apiAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const redirect = vi.fn();
  const api = createApi(
    createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, redirect, cookies: () => '' }),
  );
  return { api, fetch, redirect };
}

describe('formFailure', () => {
  it('puts the errors map on the form fields and the rest in the block', () => {
    const error = new ApiError(422, {
      success: false,
      errors: { email: ['Неверный формат email'], form: ['Ошибка сервера'] },
    });
    expect(formFailure(error, ['email', 'password'])).toEqual({
      form: ['Ошибка сервера'],
      fields: { email: ['Неверный формат email'] },
    });
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
    await expect(api.updateName('abc')).resolves.toEqual({
      success: false,
      errors: { name: [MESSAGES.invalidFieldValue] },
    });
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

describe('calls of the account area, survey and portfolio', () => {
  it('posts update-email, update-pwd and update-notifications as JSON and reads their answers', async () => {
    const email = apiAnswering(200, { success: true, errors: {}, message: 'Email изменен' });
    await expect(email.api.updateEmail('new@example.ru')).resolves.toMatchObject({
      success: true,
      message: 'Email изменен',
    });
    expect((email.fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/account/update-email');

    const password = apiAnswering(422, {
      success: false,
      message: MESSAGES.passwordsMismatch,
      errors: { password_confirmation: [MESSAGES.passwordsMismatch] },
    });
    await expect(password.api.updatePassword({ password: 'a1', password_confirmation: 'a2' })).resolves.toMatchObject({
      success: false,
    });
    const [, init] = password.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"password":"a1","password_confirmation":"a2"}');

    const flags = { weekly_newsletter: 1, portfolio_events: 0, news: 1, bets: 0 } as const;
    const newsletter = apiAnswering(200, { success: true, errors: {}, message: MESSAGES.saved, notifications: flags });
    await expect(newsletter.api.updateNotifications(flags)).resolves.toEqual({
      success: true,
      errors: {},
      message: MESSAGES.saved,
      notifications: flags,
    });
  });

  it('rejects notifications that are not 0/1 flags', async () => {
    const { api } = apiAnswering(200, {
      success: true,
      notifications: { weekly_newsletter: 2, portfolio_events: 0, news: 0, bets: 0 },
    });
    await expect(
      api.updateNotifications({ weekly_newsletter: 1, portfolio_events: 0, news: 0, bets: 0 }),
    ).rejects.toBeInstanceOf(ApiContractError);
  });

  it('keeps idea_id and viewed of the portfolio page’s updates (mark-as-viewed needs the id)', async () => {
    const portfolio = {
      id: 9,
      ideas: [],
      updates: [
        {
          idea_id: 5,
          event: 'e',
          event_txt: 'Событие',
          idea_name: 'Идея',
          dt: '2026-11-01T00:00:00Z',
          closed_with_profit: null,
          viewed: false,
        },
      ],
      updates_count: 1,
      limit: null,
    };
    const { api, fetch } = apiAnswering(200, { results: { portfolio } });
    await expect(api.getPortfolio(9)).resolves.toEqual(portfolio);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/portfolios/9');
  });

  it('names the refused permission of a 403 add-to-portfolio', async () => {
    const { api, redirect } = apiAnswering(403, {
      success: false,
      message: MESSAGES.portfolioLimitReached,
      permission: 'ii.portfolio_add_many_ideas',
    });
    const error = await api.addToPortfolio(9, 5).catch((caught: unknown) => caught);
    expect(refusedPermission(error)).toBe('ii.portfolio_add_many_ideas');
    expect(refusedPermission(new ApiError(403, { message: 'нет' }))).toBeNull();
    expect(refusedPermission(new ApiError(500, { permission: 'ii.portfolio' }))).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('background calls (config, survey dialog, header updates, mark-as-viewed) never redirect on 401/404', async () => {
    const { api, redirect } = apiAnswering(404, { message: 'Не найдено' });
    await expect(api.getConfig()).rejects.toMatchObject({ status: 404 });
    await expect(api.surveyOptions({ background: true })).rejects.toMatchObject({ status: 404 });
    await expect(api.surveyAnswers()).rejects.toMatchObject({ status: 404 });
    await expect(api.portfolioUpdates(9)).rejects.toMatchObject({ status: 404 });
    await expect(api.markPortfolioViewed(9, 5)).rejects.toMatchObject({ status: 404 });
    expect(redirect).not.toHaveBeenCalled();
    // The page's own calls do.
    await expect(api.surveyOptions()).rejects.toMatchObject({ status: 404, redirected: true });
    await expect(api.getPortfolio(9)).rejects.toMatchObject({ status: 404, redirected: true });
    expect(redirect).toHaveBeenCalledWith('/404');
  });
});
