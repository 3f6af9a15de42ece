import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '../../../src/domain';
import { ChangePasswordForm } from '../../../src/screens/account';
import { expectErrorBlock } from '../../support/forms';
import * as accountMessages from '../../../src/screens/account/messages';

/** The field's accessible description holds the message (after the hint of the new password). */
const saying = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const meta = {
  title: 'Экраны/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['free'],
  args: { onSubmit: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Смена пароля (/account/settings/change-password): «Текущий пароль», «Новый пароль» и «Повторите пароль», ' +
          'у каждого кнопка «Показать пароль». Текущий пароль подтверждает смену (украденный сеанс не меняет ' +
          'пароль); у аккаунта без пароля (вход через соцсеть, `requireCurrentPassword={false}`) этого поля нет. ' +
          'Правила из домена: спецификация — оба новых поля обязательны («Пароль не может быть пустым»), ' +
          'подтверждение совпадает («Пароли не совпадают»); политика паролей — от 8 до 128 символов, пробелы не ' +
          'отбрасываются, распространенные пароли отклоняет сервер; «Введите текущий пароль». Сообщения появляются ' +
          'при отправке и дальше следуют за вводом. Пропсы: `onSubmit({ current_password, password, ' +
          'password_confirmation })`, `requireCurrentPassword`, `busy`, `fieldErrors` — ошибки сервера по полям, ' +
          '`errors` — прочие ошибки сервера в блоке «Ошибка!», `cancelHref`, `onNavigate(href, { kind })`. ' +
          'Состояния: ожидание, пустые поля, короткий и длинный пароль, несовпадение, сохранение, ошибки сервера, ' +
          'без текущего пароля.',
      },
    },
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: accountMessages.changePasswordTitle })).toBeVisible();
    const current = canvas.getByLabelText(/^Текущий пароль/);
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleDescription(/От 8 до 128 символов/);
    await expect(confirmation).toHaveAttribute('type', 'password');
    await userEvent.type(current, 'old-pass');
    await userEvent.type(password, '  s3cret-Pass ');
    await userEvent.type(confirmation, '  s3cret-Pass ');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    // Passwords are taken as typed: spaces are characters like any other.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'old-pass',
      password: '  s3cret-Pass ',
      password_confirmation: '  s3cret-Pass ',
    });
  },
};

export const EmptyFields: Story = {
  play: async ({ canvas, args }) => {
    const current = canvas.getByLabelText(/^Текущий пароль/);
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(current).toHaveAccessibleDescription(MESSAGES.currentPasswordRequired);
    await expect(password).toHaveAccessibleDescription(saying(MESSAGES.passwordEmpty));
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await waitFor(() => expect(current).toHaveFocus());
    // Spaces only count as empty.
    await userEvent.type(current, 'old-pass');
    await userEvent.type(password, '          ');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(current).not.toHaveAttribute('aria-invalid');
    await expect(password).toHaveAccessibleDescription(saying(MESSAGES.passwordEmpty));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EmptyConfirmation: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await userEvent.type(canvas.getByLabelText(/^Текущий пароль/), 'old-pass');
    await userEvent.type(password, 'abc-12345');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordEmpty);
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    await userEvent.type(canvas.getByLabelText(/^Текущий пароль/), 'old-pass');
    await userEvent.type(password, 'abc1234');
    await userEvent.type(canvas.getByLabelText(/^Повторите пароль/), 'abc1234');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(password).toHaveAccessibleDescription(saying(MESSAGES.passwordTooShort));
    await waitFor(() => expect(password).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The eighth character is enough: the message follows the input.
    await userEvent.type(password, '5');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const TooLong: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    await userEvent.type(canvas.getByLabelText(/^Текущий пароль/), 'old-pass');
    await userEvent.click(password);
    await userEvent.paste(long);
    await userEvent.click(canvas.getByLabelText(/^Повторите пароль/));
    await userEvent.paste(long);
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(password).toHaveAccessibleDescription(saying(MESSAGES.passwordTooLong));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    const confirmation = canvas.getByLabelText(/^Повторите пароль/);
    await userEvent.type(canvas.getByLabelText(/^Текущий пароль/), 'old-pass');
    await userEvent.type(password, 'abc-12345');
    await userEvent.type(confirmation, 'abc-12346');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordsMismatch);
    await expect(password).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(confirmation).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the confirmation clears the message as the user types.
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'abc-12345');
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'old-pass',
      password: 'abc-12345',
      password_confirmation: 'abc-12345',
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText(/^Текущий пароль/), 'old-pass');
    await userEvent.type(canvas.getByLabelText(/^Новый пароль/), 'abc-12345');
    await userEvent.type(canvas.getByLabelText(/^Повторите пароль/), 'abc-12345{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    fieldErrors: { current_password: [MESSAGES.currentPasswordWrong], password: [MESSAGES.passwordTooCommon] },
    errors: [MESSAGES.genericError],
  },
  play: async ({ canvas }) => {
    await expectErrorBlock(canvas, MESSAGES.genericError);
    const current = canvas.getByLabelText(/^Текущий пароль/);
    const password = canvas.getByLabelText(/^Новый пароль/);
    await expect(current).toHaveAccessibleDescription(MESSAGES.currentPasswordWrong);
    await expect(password).toHaveAccessibleDescription(saying(MESSAGES.passwordTooCommon));
    await waitFor(() => expect(current).toHaveFocus());
    // Each server message stays until its own field is edited.
    await userEvent.type(current, 'a');
    await expect(current).not.toHaveAttribute('aria-invalid');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithoutCurrentPassword: Story = {
  tags: ['social'],
  args: { requireCurrentPassword: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText(/^Текущий пароль/)).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Новый пароль/), 'first-password');
    await userEvent.type(canvas.getByLabelText(/^Повторите пароль/), 'first-password');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'first-password',
      password_confirmation: 'first-password',
    });
  },
};

export const ShowPassword: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Новый пароль/);
    await userEvent.type(password, 'abc123');
    const [, toggle] = canvas.getAllByRole('button', { name: 'Показать пароль' });
    await userEvent.click(toggle!);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
