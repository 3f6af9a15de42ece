import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RegisterForm } from '../../../src/screens/auth';
import { MESSAGES } from '../../../src/domain';
import * as authMessages from '../../../src/screens/auth/messages';

const meta = {
  title: 'Экраны/Auth/RegisterForm',
  component: RegisterForm,
  tags: ['guest'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Форма регистрации: имя, email, пароль. Имя подчиняется правилу смены имени из спецификации (обязательно, ' +
          'не короче 4 символов, пробелы по краям отбрасываются; ошибка «Неверное значение поля»), пароль не может ' +
          'быть пустым. Проверка — схемой домена `registerPayloadSchema`. Пропсы: `onSubmit(payload)`, `busy` ' +
          '(кнопка «Регистрируем...»), `errors` — ошибки сервера в блоке «Ошибка!», `fieldErrors` — ошибки сервера ' +
          'по полям (например, email уже занят), `legal` — мелкий текст под кнопкой.',
      },
    },
  },
} satisfies Meta<typeof RegisterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Имя/), '  Анна Смирнова ');
    await userEvent.type(canvas.getByLabelText(/Email/), 'anna@example.ru');
    await userEvent.type(canvas.getByLabelText(/^Пароль/), 'secret-2024');
    await userEvent.click(canvas.getByRole('button', { name: authMessages.register }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Анна Смирнова',
      email: 'anna@example.ru',
      password: 'secret-2024',
    });
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Имя/), '  Ян ');
    await userEvent.type(canvas.getByLabelText(/Email/), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: authMessages.register }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByLabelText(/^Имя/);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Неверное значение поля/);
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await expect(canvas.getByLabelText(/^Пароль/)).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await expect(name).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValues: { name: 'Анна Смирнова', email: 'anna@example.ru', password: 'secret-2024' } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Регистрируем/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmailTaken: Story = {
  args: {
    fieldErrors: { email: 'Пользователь с таким email уже зарегистрирован' },
    defaultValues: { name: 'Анна Смирнова', email: 'free@investradar.ru' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(MESSAGES.emailTaken);
  },
};

export const ServerError: Story = {
  args: { errors: 'Произошла ошибка. Попробуйте операцию позже.' },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('alert');
    await expect(block).toHaveTextContent(MESSAGES.errorHeading);
    await expect(block).toHaveTextContent(MESSAGES.genericError);
  },
};
