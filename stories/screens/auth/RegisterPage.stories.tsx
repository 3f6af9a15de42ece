import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterPage, RegistrationMailed } from '../../../src/screens/auth';
import * as authMessages from '../../../src/screens/auth/messages';
import { MESSAGES } from '../../../src/domain';
import * as sharedMessages from '../../../src/screens/shared/messages';

const meta = {
  title: 'Экраны/Auth/RegisterPage',
  component: RegisterPage,
  tags: ['guest'],
  args: { onSubmit: fn(), onNavigate: fn(), loginHref: '/auth/login?redirect_url=%2Fideas' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Страница регистрации (/auth/register?redirect_url=…): заголовок, форма регистрации, ссылка на публичную ' +
          'оферту и на вход. Пропсы: все пропсы `RegisterForm`, `notice`, `loginHref` — адрес входа с тем же ' +
          '`redirect_url`, `termsHref` (по умолчанию /terms), `onNavigate(href)` — навигация внутри приложения. ' +
          'Состояния: по умолчанию, ошибки, отправка, письмо отправлено (адрес уже занят: сервер отвечает как на ' +
          'свободный, владельцу уходит письмо — форма не говорит «занят»), мобильная ширина.',
      },
    },
  },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.register })).toBeVisible();
    await expect(canvas.getByRole('link', { name: sharedMessages.publicOffer })).toHaveAttribute('href', '/terms');
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.login }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/auth/login?redirect_url=%2Fideas');
  },
};

export const Errors: Story = {
  args: {
    fieldErrors: { email: 'Пользователь с таким email уже зарегистрирован' },
    defaultValues: { name: 'Анна Смирнова', email: 'free@investradar.ru' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(MESSAGES.emailTaken);
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValues: { name: 'Анна Смирнова', email: 'anna@example.ru', password: 'secret-2024' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Регистрируем/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: authMessages.register });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

/** The server answered without a session (the address has an account): the page says a letter was sent. */
export const MailSent: Story = {
  name: 'Письмо отправлено',
  args: {
    notice: <RegistrationMailed email="anna@example.ru" />,
    defaultValues: { name: 'Анна Смирнова', email: 'anna@example.ru', password: '' },
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(authMessages.registrationMailedTitle);
    await expect(notice).toHaveTextContent(authMessages.registrationMailed('anna@example.ru'));
    await expect(canvas.queryByText(MESSAGES.emailTaken)).toBeNull();
  },
};
