import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoginForm } from '../../../src/screens/auth';
import { MESSAGES } from '../../../src/domain';

const meta = {
  title: 'Экраны/Auth/LoginForm',
  component: LoginForm,
  tags: ['guest'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Форма входа по email и паролю. Проверяет ввод схемой домена `loginPayloadSchema` при отправке (пустой ' +
          'email — «Обязательное поле», неверный формат — «Неверный формат email», пустой пароль — «Пароль не может ' +
          'быть пустым»), после первой отправки ошибки обновляются по мере ввода, фокус переходит на первое ' +
          'неверное поле. Пропсы: `onSubmit(payload)` — получает обрезанные значения, `busy` — запрос выполняется ' +
          '(кнопка «Входим...», повторная отправка игнорируется), `errors` — ошибки сервера в блоке «Ошибка!», ' +
          '`fieldErrors` — ошибки сервера по полям, `defaultValues`. Используется на странице входа и в выезжающей ' +
          'панели входа.',
      },
    },
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), '  ivan.petrov@example.ru ');
    await userEvent.type(canvas.getByLabelText(/^Пароль/), 'demo12345');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.login }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ivan.petrov@example.ru', password: 'demo12345' });
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.login }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByLabelText(/Email/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    await expect(canvas.getByLabelText(/^Пароль/)).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await waitFor(() => expect(email).toHaveFocus());

    await userEvent.type(email, 'не-почта');
    await expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await userEvent.clear(email);
    await userEvent.type(email, 'ivan@example.ru');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValues: { email: 'ivan@example.ru', password: 'demo12345' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Входим/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    errors: ['Неверный email или пароль'],
    fieldErrors: { email: 'Слишком много попыток, попробуйте позже' },
    defaultValues: { email: 'ivan@example.ru' },
  },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('alert');
    await expect(block).toHaveTextContent(MESSAGES.errorHeading);
    await expect(block).toHaveTextContent(MESSAGES.invalidCredentials);
    const email = canvas.getByLabelText(/Email/);
    await expect(email).toHaveAccessibleDescription(MESSAGES.tooManyAttempts);
    // Editing the field hides the server's message for it.
    await userEvent.type(email, 'x');
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: MESSAGES.login });
    const field = canvas.getByLabelText(/Email/);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
