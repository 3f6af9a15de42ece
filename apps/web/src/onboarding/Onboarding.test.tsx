import '../test/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type User } from '@investradar/ui/domain';
import { appConfig, free, savedSurvey, surveyOptions } from '@investradar/ui/testing';
import { accountReply, memoryStorage, renderApp, type Handler } from '../test/harness';
import { SURVEY_SKIPPED_KEY } from './Onboarding';

vi.setConfig({ testTimeout: 20_000 });

/** The free fixture: do_show_survey, is_need_show_bonus_modal and onboarding are all on. */
const newcomer: User = free;
const settled: User = { ...free, do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false };

function server(start: User, extra: Record<string, Handler> = {}) {
  let user = start;
  const handlers: Record<string, Handler> = {
    'GET /api/account': () => accountReply(user),
    'GET /api/config': () => ({ status: 200, body: appConfig }),
    'GET /api/welcome_survey/answers_options': () => ({ status: 200, body: surveyOptions }),
    'GET /api/welcome_survey': () => ({ status: 200, body: savedSurvey }),
    'POST /api/welcome_survey': () => {
      user = { ...user, do_show_survey: false };
      return { status: 200, body: { success: true, errors: {}, message: MESSAGES.saved } };
    },
    'POST /api/account/viewed-bonus-modal': () => {
      user = { ...user, is_need_show_bonus_modal: false };
      return { status: 200, body: { success: true } };
    },
    'POST /api/account/finish-onboarding': () => {
      user = { ...user, onboarding: false };
      return { status: 200, body: { success: true } };
    },
    ...extra,
  };
  return handlers;
}

const posted = (view: ReturnType<typeof renderApp>, path: string) =>
  view.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('survey dialog (do_show_survey)', () => {
  it('opens over the page in modal mode and saves with «Перейти к инвестидеям»; then the bonus popup follows', async () => {
    const view = renderApp('/account/settings', server(newcomer));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.surveyHeading });
    expect(within(dialog).getByRole('checkbox', { name: 'Российские акции' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.surveyGoToIdeas }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.surveyHeading })).toBeNull());
    expect(posted(view, '/api/welcome_survey')).toHaveLength(1);
    expect(view.app.account.getState().user?.do_show_survey).toBe(false);
    expect(await screen.findByRole('dialog', { name: MESSAGES.bonusTitle })).toBeInTheDocument();
    view.app.dispose();
  });

  it('«Пропустить» closes it without saving and it stays closed for the browser session', async () => {
    const session = memoryStorage();
    const first = renderApp(
      '/account/settings',
      server({ ...newcomer, is_need_show_bonus_modal: false, onboarding: false }),
      { session },
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.surveyHeading });
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.surveySkip }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.surveyHeading })).toBeNull());
    expect(posted(first, '/api/welcome_survey')).toHaveLength(0);
    expect(session.getItem(SURVEY_SKIPPED_KEY)).toBe(String(newcomer.id));
    first.app.dispose();
    first.unmount();

    const again = renderApp(
      '/account/settings',
      server({ ...newcomer, is_need_show_bonus_modal: false, onboarding: false }),
      { session },
    );
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog', { name: MESSAGES.surveyHeading })).toBeNull();
    expect(again.requests.some((r) => r.path === '/api/welcome_survey/answers_options')).toBe(false);
    again.app.dispose();
  });

  it('stays closed, and the user stays on the page, when the option lists are refused (404)', async () => {
    const view = renderApp(
      '/account/settings',
      server(
        { ...newcomer, is_need_show_bonus_modal: false, onboarding: false },
        {
          'GET /api/welcome_survey/answers_options': () => ({
            status: 404,
            body: { message: MESSAGES.notFoundEntity },
          }),
        },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await waitFor(() => expect(view.requests.some((r) => r.path === '/api/welcome_survey/answers_options')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.location()).toBe('/account/settings');
    view.app.dispose();
  });

  it('is not shown over /account/profile, which is the same questionnaire', async () => {
    renderApp('/account/profile', server({ ...newcomer, is_need_show_bonus_modal: false, onboarding: false }));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.surveyHeading })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('bonus popup and onboarding (docs/product/flows.md)', () => {
  it('shows the popup with the bot link; closing calls viewed-bonus-modal, then finish-onboarding', async () => {
    const view = renderApp('/account/settings', server({ ...newcomer, do_show_survey: false }));
    const popup = await screen.findByRole('dialog', { name: MESSAGES.bonusTitle });
    expect(within(popup).getByText('+500')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: new RegExp(MESSAGES.bonusStartBot) })).toHaveAttribute(
      'href',
      newcomer.telegram_bonus_link,
    );
    expect(posted(view, '/api/account/finish-onboarding')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(within(popup).getByRole('button', { name: /Закрыть/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.bonusTitle })).toBeNull());
    await waitFor(() => expect(posted(view, '/api/account/finish-onboarding')).toHaveLength(1));
    expect(posted(view, '/api/account/viewed-bonus-modal')).toHaveLength(1);
    // Both outlive the page: closing the popup and loading another page at once must not bring it back.
    expect(posted(view, '/api/account/viewed-bonus-modal')[0]?.keepalive).toBe(true);
    expect(posted(view, '/api/account/finish-onboarding')[0]?.keepalive).toBe(true);
    expect(view.app.account.getState().user).toMatchObject({ onboarding: false, is_need_show_bonus_modal: false });
    view.app.dispose();
  });

  it('is not shown when the configuration disables the bot prize modal; onboarding is finished at once', async () => {
    const view = renderApp(
      '/account/settings',
      server(
        { ...newcomer, do_show_survey: false },
        { 'GET /api/config': () => ({ status: 200, body: { ...appConfig, bot_prize_modal_enabled: false } }) },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await waitFor(() => expect(posted(view, '/api/account/finish-onboarding')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: MESSAGES.bonusTitle })).toBeNull();
    expect(posted(view, '/api/account/viewed-bonus-modal')).toHaveLength(0);
    view.app.dispose();
  });

  it('waits for the configuration: without it neither the popup nor the finish call', async () => {
    const view = renderApp(
      '/account/settings',
      server(
        { ...newcomer, do_show_survey: false },
        { 'GET /api/config': () => ({ status: 500, body: { success: false } }) },
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await waitFor(() => expect(view.requests.some((r) => r.path === '/api/config')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(view, '/api/account/finish-onboarding')).toHaveLength(0);
    expect(view.location()).toBe('/account/settings');
    view.app.dispose();
  });

  it('does nothing for an account that has finished onboarding', async () => {
    const view = renderApp('/account/settings', server(settled));
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await waitFor(() => expect(view.requests.some((r) => r.path === '/api/config')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    view.app.dispose();
  });
});
