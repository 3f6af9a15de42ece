import './test/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { guestUser, MESSAGES, type User } from '@investradar/ui/domain';
import { free, social } from '@investradar/ui/testing';
import { accountReply, guestReply, renderApp, type Handler } from './test/harness';

// Whole-app renders with typed input: slower than unit tests, especially on a shared 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

/** The site header is the first <header> of the page (pages have their own inside <main>). */
const siteHeader = (container: HTMLElement) => {
  const header = container.querySelector<HTMLElement>('header');
  if (!header) throw new Error('no site header');
  return header;
};

// The toasts load with the first message (notify/Notifications.tsx), so the region may still be on its way.
const notifications = async () => within(await screen.findByRole('region', { name: /^Уведомления/ }));

/** A server with a session that login/registration opens and /logout closes. */
function sessionServer(start: User | null, extra: Record<string, Handler> = {}) {
  let user: User | null = start;
  const handlers: Record<string, Handler> = {
    'GET /api/account': () => (user ? accountReply(user) : guestReply()),
    'POST /api/auth/login': ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      if (email === free.email && password === 'demo12345') {
        user = free;
        return { status: 200, body: { success: true } };
      }
      return { status: 401, body: { message: MESSAGES.invalidCredentials } };
    },
    'POST /api/auth/register': ({ body }) => {
      const { name, email } = body as { name: string; email: string };
      // A taken address is answered as a free one, without a session (its owner gets a letter).
      if (email === free.email) return { status: 201, body: { success: true, errors: {}, message: '' } };
      user = { ...free, id: 2001, name, email };
      return { status: 201, body: { success: true } };
    },
    'POST /api/account/update-name': ({ body }) => {
      if (!user) return { status: 401, body: { message: MESSAGES.loginRequired } };
      user = { ...user, name: (body as { name: string }).name };
      return { status: 200, body: { success: true, message: 'Имя успешно изменено' } };
    },
    ...extra,
  };
  return { handlers, current: () => user };
}

describe('guests and the account area', () => {
  it('sends a guest opening an account page to /auth/login and back after login', async () => {
    const { handlers } = sessionServer(null);
    const view = renderApp('/account/settings', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(view.location()).toBe('/auth/login?redirect_url=%2Faccount%2Fsettings');
    // Guest Login/Register buttons are hidden on the auth pages (docs/product/screens.md).
    const header = siteHeader(view.container);
    expect(within(header).queryByRole('link', { name: MESSAGES.login })).toBeNull();
    expect(within(header).queryByRole('link', { name: MESSAGES.register })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), free.email ?? '');
    await user.type(screen.getByLabelText(/^Пароль/), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings');
    expect(screen.getAllByText(free.name).length).toBeGreaterThan(0);
    view.app.dispose();
  });

  it('shows the server message when the login is refused and stays on the page', async () => {
    const { handlers } = sessionServer(null);
    const view = renderApp('/auth/login', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'nobody@example.ru');
    await user.type(screen.getByLabelText(/^Пароль/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const block = await screen.findByRole('alert');
    expect(block).toHaveTextContent('Ошибка!');
    expect(block).toHaveTextContent(MESSAGES.invalidCredentials);
    expect(view.location()).toBe('/auth/login');
    view.app.dispose();
  });

  it('registers, signs in and follows redirect_url', async () => {
    const { handlers } = sessionServer(null);
    const view = renderApp('/auth/register?redirect_url=%2Faccount%2Fsettings%2Fchange-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Имя/), 'Пётр Иванов');
    await user.type(screen.getByLabelText(/Email/), 'petr@example.ru');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret-2024');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение имени' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings/change-name');
    view.app.dispose();
  });

  it('a taken email: never said to be taken; the form says a letter was sent', async () => {
    const { handlers } = sessionServer(null);
    const view = renderApp('/auth/register', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Имя/), 'Анна Смирнова');
    await user.type(screen.getByLabelText(/Email/), free.email ?? '');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret-2024');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText(/Мы отправили письмо на/)).toHaveTextContent(free.email ?? '');
    expect(screen.queryByText(MESSAGES.emailTaken)).toBeNull();
    expect(screen.queryByText(MESSAGES.invalidCredentials)).toBeNull();
    expect(view.location()).toBe('/auth/register');
    view.app.dispose();
  });

  it('a taken email with its own password: the owner is signed in', async () => {
    const { handlers } = sessionServer(null);
    const view = renderApp('/auth/register?redirect_url=%2Faccount%2Fsettings%2Fchange-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Имя/), 'Анна Смирнова');
    await user.type(screen.getByLabelText(/Email/), free.email ?? '');
    await user.type(screen.getByLabelText(/^Пароль/), 'demo12345');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение имени' })).toBeInTheDocument();
    view.app.dispose();
  });

  it('shows the session-expired notice from ?error_session_expired=1', async () => {
    const { handlers } = sessionServer(null);
    renderApp('/auth/login?error_session_expired=1', handlers);
    expect(await screen.findByText('Сессия истекла, войдите снова')).toBeInTheDocument();
  });

  it('takes a signed-in user away from the login page', async () => {
    const { handlers } = sessionServer(free);
    const view = renderApp('/auth/login', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings');
    view.app.dispose();
  });

  it('shows the 404 page for unknown addresses', async () => {
    const { handlers } = sessionServer(null);
    renderApp('/no/such/page', handlers);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeInTheDocument();
  });
});

describe('settings', () => {
  it('shows the personal info of a social login without a password row', async () => {
    const { handlers } = sessionServer(social);
    renderApp('/account/settings', handlers);
    expect(await screen.findByText('Вход через ВКонтакте')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Изменить пароль' })).toBeNull();
  });

  it('offers logout as a form POST /logout carrying the CSRF token', async () => {
    const { handlers } = sessionServer(free);
    const view = renderApp('/account/settings', handlers);
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    const forms = [...siteHeader(view.container).querySelectorAll('form')].filter(
      (form) => form.getAttribute('action') === '/logout',
    );
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form.getAttribute('method')?.toLowerCase()).toBe('post');
      expect(form.querySelector<HTMLInputElement>('input[name="_token"]')?.value).toBe('test-token');
    }
  });
});

describe('change name (docs/product/validation.md, docs/product/errors.md)', () => {
  it('refuses a three-letter name with «Неверное значение поля» and sends nothing', async () => {
    const { handlers } = sessionServer(free);
    const view = renderApp('/account/settings/change-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новое имя/), 'Ива');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByLabelText(/Новое имя/)).toHaveAccessibleDescription(/Неверное значение поля/);
    expect(view.requests.some((r) => r.path === '/api/account/update-name')).toBe(false);
  });

  it('saves a valid name with the CSRF and AJAX headers, alerts the message and goes to settings', async () => {
    const { handlers } = sessionServer(free);
    const view = renderApp('/account/settings/change-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новое имя/), '  Анна Петровна ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings');
    expect(await (await notifications()).findByText('Имя успешно изменено')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Личные данные' });
    expect(within(region).getByText('Анна Петровна')).toBeInTheDocument();

    const request = view.requests.find((r) => r.path === '/api/account/update-name');
    expect(request?.body).toEqual({ name: 'Анна Петровна' });
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('test-token');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    view.app.dispose();
  });

  it('alerts each message of an errors map', async () => {
    const { handlers } = sessionServer(free, {
      'POST /api/account/update-name': () => ({
        status: 200,
        body: {
          success: false,
          errors: { name: [MESSAGES.invalidFieldValue], form: ['Имя уже занято другим инвестором'] },
        },
      }),
    });
    const view = renderApp('/account/settings/change-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новое имя/), 'Анна Петровна');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await (await notifications()).findByText(MESSAGES.invalidFieldValue)).toBeInTheDocument();
    expect(await (await notifications()).findByText('Имя уже занято другим инвестором')).toBeInTheDocument();
    expect(view.location()).toBe('/account/settings/change-name');
    expect(screen.getByRole('button', { name: 'Сохранить' })).not.toHaveAttribute('aria-busy');
  });

  it('says «Произошла ошибка. Попробуйте операцию позже.» without an errors map', async () => {
    const { handlers } = sessionServer(free, {
      'POST /api/account/update-name': () => ({ status: 200, body: { success: false } }),
    });
    renderApp('/account/settings/change-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новое имя/), 'Анна Петровна');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await (await notifications()).findByText(MESSAGES.genericError)).toBeInTheDocument();
  });

  it('says «Произошла ошибка. Попробуйте операцию позже.» when the request fails', async () => {
    const { handlers } = sessionServer(free, {
      'POST /api/account/update-name': () => ({ status: 500, body: { message: 'Внутренняя ошибка сервера' } }),
    });
    renderApp('/account/settings/change-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новое имя/), 'Анна Петровна');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await (await notifications()).findByText(MESSAGES.genericError)).toBeInTheDocument();
  });

  it('on 401 drops the account and shows the login page with the session-expired notice', async () => {
    const { handlers } = sessionServer(free, {
      'POST /api/account/update-name': () => ({ status: 401, body: { message: MESSAGES.loginRequired } }),
    });
    const view = renderApp('/account/settings/change-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новое имя/), 'Анна Петровна');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сессия истекла, войдите снова')).toBeInTheDocument();
    expect(view.location()).toBe('/auth/login?error_session_expired=1');
    expect(view.app.account.getState().user).toEqual(guestUser);
    // The failure was handled by the redirect: no extra error alert.
    expect(screen.queryByText(MESSAGES.genericError)).toBeNull();
    view.app.dispose();
  });

  it('on 404 goes to the 404 page', async () => {
    const { handlers } = sessionServer(free, {
      'POST /api/account/update-name': () => ({ status: 404, body: { message: 'Не найдено' } }),
    });
    const view = renderApp('/account/settings/change-name', handlers);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Новое имя/), 'Анна Петровна');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound })).toBeInTheDocument();
    expect(view.location()).toBe('/404');
    view.app.dispose();
  });
});

describe('header', () => {
  it('offers Login and Register to a guest outside the auth pages, with redirect_url', async () => {
    const { handlers } = sessionServer(null);
    const view = renderApp('/no/such/page', handlers);
    await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound });
    const header = within(siteHeader(view.container));
    const login = header.getAllByRole('link', { name: MESSAGES.login })[0];
    const register = header.getAllByRole('link', { name: MESSAGES.register })[0];
    expect(login).toHaveAttribute('href', expect.stringMatching(/^\/auth\/login/));
    expect(register).toHaveAttribute('href', '/auth/register?redirect_url=%2Fno%2Fsuch%2Fpage');
    expect(siteHeader(view.container).querySelector('form[action="/logout"]')).toBeNull();
  });
});

describe('login drawer (docs/product/screens.md)', () => {
  it('opens from the header, signs in and keeps the user on the page', async () => {
    const { handlers } = sessionServer(null);
    const view = renderApp('/no/such/page', handlers);
    await screen.findByRole('heading', { level: 1, name: MESSAGES.notFound });
    const user = userEvent.setup();
    await user.click(within(siteHeader(view.container)).getAllByRole('link', { name: MESSAGES.login })[0]!);
    const drawer = await screen.findByRole('dialog', { name: 'Вход' });
    await user.type(within(drawer).getByLabelText(/Email/), free.email ?? '');
    await user.type(drawer.querySelector<HTMLInputElement>('input[name="password"]')!, 'demo12345');
    await user.click(within(drawer).getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Вход' })).toBeNull());
    expect(view.location()).toBe('/no/such/page');
    expect(view.app.account.getState().user?.id).toBe(free.id);
    view.app.dispose();
  });
});
