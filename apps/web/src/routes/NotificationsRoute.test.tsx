import '../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type User } from '@investradar/ui/domain';
import { free } from '@investradar/ui/testing';
import { accountReply, guestReply, renderApp, type Handler } from '../test/harness';

vi.setConfig({ testTimeout: 20_000 });

/** weekly_newsletter 1, portfolio_events 1, news 0, bets 1; no first-visit overlays. */
const anna: User = { ...free, do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false };

function server(start: User | null, extra: Record<string, Handler> = {}): Record<string, Handler> {
  let user = start;
  return {
    'GET /api/account': () => (user ? accountReply(user) : guestReply()),
    'POST /api/account/update-notifications': ({ body }) => {
      const notifications = body as User['notifications'];
      user = { ...user!, notifications };
      return { status: 200, body: { success: true, errors: {}, message: MESSAGES.saved, notifications } };
    },
    ...extra,
  };
}

const news = () => screen.getByRole('checkbox', { name: new RegExp(MESSAGES.notifyNews) });

describe('newsletter settings (/account/notifications)', () => {
  it('sends the four flags, says «Успешно сохранено!» and the account takes them', async () => {
    const view = renderApp('/account/notifications', server(anna));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notificationsTitle })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Настройки рассылки — Инвестрадар'));
    expect(news()).not.toBeChecked();

    const user = userEvent.setup();
    await user.click(news());
    expect(news()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(MESSAGES.saved)).toBeInTheDocument();
    expect(view.requests.find((r) => r.path === '/api/account/update-notifications')?.body).toEqual({
      weekly_newsletter: 1,
      portfolio_events: 1,
      news: 1,
      bets: 1,
    });
    expect(view.app.account.getState().user?.notifications).toEqual({
      weekly_newsletter: 1,
      portfolio_events: 1,
      news: 1,
      bets: 1,
    });
    expect(news()).toBeChecked();
    view.app.dispose();
  });

  it('on a refused save (422) shows nothing and puts the checkbox back to the saved flag', async () => {
    const view = renderApp(
      '/account/notifications',
      server(anna, {
        'POST /api/account/update-notifications': () => ({
          status: 422,
          body: { success: false, message: MESSAGES.invalidFieldValue, errors: { news: [MESSAGES.invalidFieldValue] } },
        }),
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: MESSAGES.notificationsTitle });
    await user.click(news());
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(news()).not.toBeChecked());
    expect(screen.getByRole('button', { name: 'Сохранить' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(MESSAGES.saved)).toBeNull();
    expect(screen.queryByText(MESSAGES.invalidFieldValue)).toBeNull();
    expect(view.app.account.getState().user?.notifications.news).toBe(0);
    view.app.dispose();
  });

  it('on a failed save (500) shows no error and reverts the toggles', async () => {
    const view = renderApp(
      '/account/notifications',
      server(anna, {
        'POST /api/account/update-notifications': () => ({
          status: 500,
          body: { success: false, message: MESSAGES.serverError },
        }),
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: MESSAGES.notificationsTitle });
    const weekly = screen.getByRole('checkbox', { name: new RegExp(MESSAGES.notifyWeeklyNewsletter) });
    await user.click(weekly);
    await user.click(news());
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(news()).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: new RegExp(MESSAGES.notifyWeeklyNewsletter) })).toBeChecked();
    expect(screen.queryByText(MESSAGES.genericError)).toBeNull();
    expect(view.requests.filter((r) => r.path === '/api/account/update-notifications')).toHaveLength(1);
    view.app.dispose();
  });

  it('sends a guest to the login page with the route as redirect_url', async () => {
    const view = renderApp('/account/notifications', server(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(view.location()).toBe('/auth/login?redirect_url=%2Faccount%2Fnotifications');
    view.app.dispose();
  });
});
