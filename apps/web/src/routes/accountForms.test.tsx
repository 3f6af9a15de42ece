import '../test/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type User } from '@investradar/ui/domain';
import { free, social } from '@investradar/ui/testing';
import { accountReply, guestReply, renderApp, type Handler } from '../test/harness';

vi.setConfig({ testTimeout: 20_000 });

/** Анна without the first-visit overlays (survey, bonus popup), so the form is all there is. */
const anna: User = { ...free, do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false };
// The toasts load with the first message (notify/Notifications.tsx), so the region may still be on its way.
const notifications = async () => within(await screen.findByRole('region', { name: /^Уведомления/ }));

/** A server for the account forms: like the real one, it changes nothing before an email link is followed. */
function server(start: User | null, extra: Record<string, Handler> = {}) {
  const user = start;
  const handlers: Record<string, Handler> = {
    'GET /api/account': () => (user ? accountReply(user) : guestReply()),
    // Like the server: the address changes only when the mailed link is followed.
    'POST /api/account/update-email': () => ({
      status: 200,
      body: {
        success: true,
        errors: {},
        message:
          'Мы отправили письмо на новый адрес. Email для входа изменится, когда Вы перейдете по ссылке из письма.',
      },
    }),
    'POST /api/account/update-pwd': () => ({
      status: 200,
      body: { success: true, errors: {}, message: 'Пароль изменен. Другие сеансы завершены.' },
    }),
    ...extra,
  };
  return handlers;
}

describe('change email (/account/settings/change-email)', () => {
  it('opens from the settings link, sends the address with the current password, alerts the message and keeps the old address until the link is followed', async () => {
    const view = renderApp('/account/settings', server(anna));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Изменить email' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение email' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings/change-email');
    expect(screen.getByText(`Сейчас: ${anna.email}`)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Новый email/), '  anna.new@example.ru ');
    await user.type(screen.getByLabelText(/^Текущий пароль/), 'old-secret-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings');
    expect(
      await (await notifications()).findByText(/Email для входа изменится, когда Вы перейдете по ссылке/),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Личные данные' })).getByText(anna.email!)).toBeInTheDocument();
    const request = view.requests.find((r) => r.path === '/api/account/update-email');
    expect(request?.body).toEqual({ email: 'anna.new@example.ru', current_password: 'old-secret-1' });
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('test-token');
    view.app.dispose();
  });

  it('shows a wrong current password on its field and as an alert, and stays on the page', async () => {
    const view = renderApp(
      '/account/settings/change-email',
      server(anna, {
        'POST /api/account/update-email': () => ({
          status: 422,
          body: {
            success: false,
            message: MESSAGES.currentPasswordWrong,
            errors: { current_password: [MESSAGES.currentPasswordWrong] },
          },
        }),
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новый email/), 'anna.new@example.ru');
    await user.type(screen.getByLabelText(/^Текущий пароль/), 'wrong-secret');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByLabelText(/^Текущий пароль/)).toHaveAccessibleDescription(MESSAGES.currentPasswordWrong);
    expect(await (await notifications()).findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings/change-email');
    expect(screen.getByRole('button', { name: 'Сохранить' })).not.toHaveAttribute('aria-busy');
    view.app.dispose();
  });

  it('says «Произошла ошибка. Попробуйте операцию позже.» when the server fails', async () => {
    const view = renderApp(
      '/account/settings/change-email',
      server(anna, {
        'POST /api/account/update-email': () => ({
          status: 500,
          body: { success: false, message: MESSAGES.serverError },
        }),
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новый email/), 'anna.new@example.ru');
    await user.type(screen.getByLabelText(/^Текущий пароль/), 'old-secret-1');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await (await notifications()).findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect((await notifications()).queryByText(MESSAGES.serverError)).toBeNull();
    expect(view.location()).toBe('/account/settings/change-email');
    view.app.dispose();
  });

  it('a social login changes its address without a password field', async () => {
    const view = renderApp('/account/settings/change-email', server(social));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новый email/), 'social.new@example.ru');
    expect(screen.queryByLabelText(/^Текущий пароль/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(view.requests.find((r) => r.path === '/api/account/update-email')?.body).toEqual({
      email: 'social.new@example.ru',
    });
    view.app.dispose();
  });

  it('sends a guest to the login page with the route as redirect_url', async () => {
    const view = renderApp('/account/settings/change-email', server(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(view.location()).toBe('/auth/login?redirect_url=%2Faccount%2Fsettings%2Fchange-email');
    expect(view.requests.some((r) => r.path === '/api/account/update-email')).toBe(false);
    view.app.dispose();
  });
});

describe('change password (/account/settings/change-password)', () => {
  it('opens from the settings link, sends both fields, alerts the message and goes to settings', async () => {
    const view = renderApp('/account/settings', server(anna));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Изменить пароль' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение пароля' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Текущий пароль/), 'old-secret-1');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-secret-42');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'new-secret-42');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings');
    expect(await (await notifications()).findByText('Пароль изменен. Другие сеансы завершены.')).toBeInTheDocument();
    expect(view.requests.find((r) => r.path === '/api/account/update-pwd')?.body).toEqual({
      current_password: 'old-secret-1',
      password: 'new-secret-42',
      password_confirmation: 'new-secret-42',
    });
    view.app.dispose();
  });

  it('refuses different passwords with «Пароли не совпадают» before any request', async () => {
    const view = renderApp('/account/settings/change-password', server(anna));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Текущий пароль/), 'old-secret-1');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-secret-42');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'new-secret-43');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText(/^Повторите пароль/)).toHaveAccessibleDescription(MESSAGES.passwordsMismatch);
    expect(view.requests.some((r) => r.path === '/api/account/update-pwd')).toBe(false);
    view.app.dispose();
  });

  it('shows the server message on the field it names', async () => {
    const view = renderApp(
      '/account/settings/change-password',
      server(anna, {
        'POST /api/account/update-pwd': () => ({
          status: 422,
          body: {
            success: false,
            message: MESSAGES.passwordsMismatch,
            errors: { password_confirmation: [MESSAGES.passwordsMismatch] },
          },
        }),
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Текущий пароль/), 'old-secret-1');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-secret-42');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'new-secret-42');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByLabelText(/^Повторите пароль/)).toHaveAccessibleDescription(MESSAGES.passwordsMismatch);
    expect(screen.getByLabelText(/^Новый пароль/)).not.toHaveAccessibleDescription(
      new RegExp(MESSAGES.passwordsMismatch),
    );
    expect(await (await notifications()).findByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings/change-password');
    view.app.dispose();
  });

  it('says «Произошла ошибка. Попробуйте операцию позже.» on success=false without an errors map', async () => {
    const view = renderApp(
      '/account/settings/change-password',
      server(anna, { 'POST /api/account/update-pwd': () => ({ status: 200, body: { success: false } }) }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Текущий пароль/), 'old-secret-1');
    await user.type(screen.getByLabelText(/^Новый пароль/), 'new-secret-42');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'new-secret-42');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await (await notifications()).findByText(MESSAGES.genericError)).toBeInTheDocument();
    view.app.dispose();
  });

  it('sends a guest to the login page with the route as redirect_url', async () => {
    const view = renderApp('/account/settings/change-password', server(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(view.location()).toBe('/auth/login?redirect_url=%2Faccount%2Fsettings%2Fchange-password');
    view.app.dispose();
  });

  it('sends a social login (no password) back to settings', async () => {
    const view = renderApp('/account/settings/change-password', server(social));
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings');
    view.app.dispose();
  });
});
