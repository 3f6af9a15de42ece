import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MESSAGES } from '../../../src/domain';
import { ChangePasswordForm } from '../../../src/screens/account';
import { expectErrorBlock } from '../../support/forms';

const meta = {
  title: 'Экраны/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['free'],
  args: { onSubmit: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Смена пароля (/account/settings/change-password): два поля — «Новый пароль» и «Повторите пароль», у каждого кнопка «Показать пароль». Правила спецификации из валидатора домена `validateChangePassword`: оба поля обязательны, пробелы по краям отбрасываются — «Пароль не может быть пустым»; подтверждение должно совпадать — «Пароли не совпадают». Сообщения появляются при отправке и дальше следуют за вводом. Пропсы: `onSubmit({ password, password_confirmation })`, `busy`, `fieldErrors` — ошибки сервера по полям, `errors` — прочие ошибки сервера в блоке «Ошибка!», `cancelHref`, `onNavigate(href, { kind })`. Состояния: ожидание, пустые поля, несовпадение, сохранение, ошибки сервера.',
      },
    },
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Изменение пароля' })).toBeVisible();
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirmation).toHaveAttribute('type', 'password');
    await userEvent.type(password, '  s3cret-Pass ');
    await userEvent.type(confirmation, 's3cret-Pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    // Both values are trimmed before they are compared and sent.
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 's3cret-Pass', password_confirmation: 's3cret-Pass' });
  },
};

export const EmptyPassword: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(password).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await waitFor(() => expect(password).toHaveFocus());
    // Spaces only count as empty.
    await userEvent.type(password, '    ');
    await userEvent.type(confirmation, '  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(password).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyConfirmation: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await userEvent.type(password, 'abc123');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await userEvent.type(password, 'abc123');
    await userEvent.type(confirmation, 'abc124');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordsMismatch);
    await expect(password).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the confirmation clears the message as the user types.
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'abc123');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'abc123', password_confirmation: 'abc123' });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText(/^Новый пароль/), 'abc123');
    await userEvent.type(canvas.getByLabelText(/^Повторите пароль/), 'abc123{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    fieldErrors: { password: [MESSAGES.passwordEmpty] },
    errors: [MESSAGES.genericError],
  },
  play: async ({ canvas }) => {
    await expectErrorBlock(canvas, MESSAGES.genericError);
    const password = canvas.getByLabelText(/^Новый пароль/);
    await expect(password).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'a');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const ShowPassword: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    await userEvent.type(password, 'abc123');
    const [toggle] = canvas.getAllByRole('button', { name: 'Показать пароль' });
    await userEvent.click(toggle!);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
