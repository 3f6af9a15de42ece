import '../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type User } from '@investradar/ui/domain';
import { free, savedSurvey, surveyOptions } from '@investradar/ui/testing';
import { accountReply, guestReply, renderApp, type Handler } from '../test/harness';

vi.setConfig({ testTimeout: 20_000 });

const anna: User = { ...free, do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false };

function server(start: User | null, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/account': () => (start ? accountReply(start) : guestReply()),
    'GET /api/welcome_survey/answers_options': () => ({ status: 200, body: surveyOptions }),
    'GET /api/welcome_survey': () => ({ status: 200, body: savedSurvey }),
    'POST /api/welcome_survey': () => ({ status: 200, body: { success: true, errors: {}, message: MESSAGES.saved } }),
    ...extra,
  };
}

const save = () => screen.getByRole('button', { name: /^(Сохранить|Сохраняем\.\.\.)$/ });

describe('investor questionnaire, page mode (/account/profile)', () => {
  it('pre-fills the saved answers, saves the changed ones as lists with «Сохраняем...» meanwhile, then the success alert', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const view = renderApp(
      '/account/profile',
      server(anna, { 'POST /api/welcome_survey': () => new Promise((resolve) => (answer = resolve)) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.surveyHeading })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Российские акции' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Иностранные акции' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'В 2018–2021 годах' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Финам' })).toBeChecked();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '20');

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Иностранные акции' }));
    await user.click(screen.getByRole('radio', { name: 'в долларах' }));
    await user.click(save());
    await waitFor(() => expect(save()).toHaveTextContent(MESSAGES.surveySaving));
    // A second save while busy is not sent.
    await user.click(save());
    answer({ status: 200, body: { success: true, errors: {}, message: MESSAGES.saved } });

    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    expect(save()).toHaveTextContent(MESSAGES.surveySave);
    const posts = view.requests.filter((r) => r.method === 'POST' && r.path === '/api/welcome_survey');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      when_invest_start: ['2018-2021'],
      which_actives_you_use: ['shares_ru', 'bonds', 'funds', 'shares_foreign'],
      brokers_where_you_have_accounts: ['tbank', 'finam'],
      annual_return_target_currency: ['usd'],
      annual_return_target_value: [20],
    });
    view.app.dispose();
  });

  it('shows the server’s validation message (422) in the alert and is ready to save again', async () => {
    const view = renderApp(
      '/account/profile',
      server(anna, {
        'POST /api/welcome_survey': () => ({
          status: 422,
          body: {
            success: false,
            message: MESSAGES.surveyBrokerRequired,
            errors: { brokers_where_you_have_accounts: [MESSAGES.surveyBrokerRequired] },
          },
        }),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: MESSAGES.surveyHeading });
    const user = userEvent.setup();
    await user.click(save());
    expect(await screen.findByText(MESSAGES.surveyBrokerRequired)).toBeInTheDocument();
    expect(save()).toHaveTextContent(MESSAGES.surveySave);
    expect(save()).not.toHaveAttribute('aria-busy');
    view.app.dispose();
  });

  it('says «Произошла ошибка. Попробуйте операцию позже.» when the save fails', async () => {
    const view = renderApp(
      '/account/profile',
      server(anna, { 'POST /api/welcome_survey': () => ({ status: 500, body: { success: false } }) }),
    );
    await screen.findByRole('heading', { level: 1, name: MESSAGES.surveyHeading });
    const user = userEvent.setup();
    await user.click(save());
    expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.saved)).toBeNull();
    view.app.dispose();
  });

  it('checks the spec’s order locally: without a start year nothing is sent', async () => {
    const view = renderApp(
      '/account/profile',
      server(anna, { 'GET /api/welcome_survey': () => ({ status: 200, body: {} }) }),
    );
    await screen.findByRole('heading', { level: 1, name: MESSAGES.surveyHeading });
    const user = userEvent.setup();
    await user.click(save());
    expect(await screen.findByText(MESSAGES.surveyStartYearRequired)).toBeInTheDocument();
    expect(view.requests.some((r) => r.method === 'POST' && r.path === '/api/welcome_survey')).toBe(false);
    view.app.dispose();
  });

  it('becomes ready with empty answers when the saved answers cannot be read', async () => {
    const view = renderApp(
      '/account/profile',
      server(anna, { 'GET /api/welcome_survey': () => ({ status: 500, body: {} }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.surveyHeading })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Российские акции' })).not.toBeChecked();
    expect(view.location()).toBe('/account/profile');
    view.app.dispose();
  });

  it('sends a guest to /auth/login with the current route URL-encoded', async () => {
    const view = renderApp('/account/profile?from=menu', server(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(view.location()).toBe('/auth/login?redirect_url=%2Faccount%2Fprofile%3Ffrom%3Dmenu');
    expect(view.requests.some((r) => r.path.startsWith('/api/welcome_survey'))).toBe(false);
    view.app.dispose();
  });
});
