import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoginPage } from '../../../src/screens/auth';
import { MESSAGES } from '../../../src/domain';
import * as authMessages from '../../../src/screens/auth/messages';

const meta = {
  title: 'Экраны/Auth/LoginPage',
  component: LoginPage,
  tags: ['guest'],
  args: { onSubmit: fn(), onNavigate: fn(), registerHref: '/auth/register?redirect_url=%2Faccount%2Fsettings' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Страница входа (/auth/login): заголовок, форма входа и ссылка на регистрацию. При переходе с ' +
          '`?error_session_expired=1` (ответ HTTP 401) показывает «Сессия истекла, войдите снова». Пропсы: все ' +
          'пропсы `LoginForm`, `sessionExpired`, `notice` — другое уведомление над формой, `registerHref` — адрес ' +
          'регистрации с `redirect_url`, `onNavigate(href)` — навигация внутри приложения. Состояния: по умолчанию, ' +
          'сессия истекла, ошибки сервера, отправка, мобильная ширина.',
      },
    },
  },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: authMessages.loginTitle })).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.sessionExpired)).toBeNull();
    const link = canvas.getByRole('link', { name: authMessages.register });
    await expect(link).toHaveAttribute('href', '/auth/register?redirect_url=%2Faccount%2Fsettings');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/auth/register?redirect_url=%2Faccount%2Fsettings');
  },
};

export const SessionExpired: Story = {
  args: { sessionExpired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.sessionExpired);
  },
};

export const Errors: Story = {
  args: { errors: ['Неверный email или пароль'], defaultValues: { email: 'free@investradar.ru' } },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('alert');
    await expect(block).toHaveTextContent(MESSAGES.errorHeading);
    await expect(block).toHaveTextContent(MESSAGES.invalidCredentials);
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValues: { email: 'free@investradar.ru', password: 'demo12345' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Входим/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  args: { sessionExpired: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: authMessages.loginTitle });
    const button = canvas.getByRole('button', { name: MESSAGES.login });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(heading.getBoundingClientRect().left).toBeGreaterThan(0);
  },
};
