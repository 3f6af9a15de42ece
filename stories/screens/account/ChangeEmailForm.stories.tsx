import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MESSAGES } from '../../../src/domain';
import { ChangeEmailForm } from '../../../src/screens/account';
import { free, social } from '../../fixtures/accounts';
import { expectErrorBlock, expectStackedActions } from '../../support/forms';
import * as accountMessages from '../../../src/screens/account/messages';

const meta = {
  title: 'Экраны/Account/ChangeEmailForm',
  component: ChangeEmailForm,
  tags: ['free'],
  args: { onSubmit: fn(), onNavigate: fn(), currentEmail: free.email },
  parameters: {
    docs: {
      description: {
        component:
          'Смена email (/account/settings/change-email): поле «Новый email» типа email и «Текущий пароль», который ' +
          'подтверждает смену (украденный сеанс не меняет адрес входа); у аккаунта без пароля (вход через соцсеть, ' +
          '`requireCurrentPassword={false}`) поля пароля нет. Правила из валидатора домена `validateChangeEmail`: ' +
          'адрес обязателен и в формате email; «Введите текущий пароль». Новый адрес станет адресом входа только ' +
          'после перехода по ссылке из письма — об этом говорит ответ сервера. Сообщения появляются при отправке и ' +
          'дальше следуют за вводом. Пропсы: `onSubmit(email, currentPassword)` — адрес без пробелов по краям и ' +
          'пароль как введен, `requireCurrentPassword`, `busy` — сохранение идет («Сохраняем...», повторная ' +
          'отправка игнорируется), `fieldError` и `currentPasswordError` — ошибки сервера для полей, `errors` — ' +
          'прочие ошибки сервера в блоке «Ошибка!», `currentEmail`, `defaultValue`, `cancelHref`, `onNavigate(href, ' +
          '{ kind })`. Состояния: ожидание, пустые поля, неверный формат, сохранение, ошибки сервера, без текущего ' +
          'пароля.',
      },
    },
  },
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: accountMessages.changeEmailTitle })).toBeVisible();
    await expect(canvas.getByText(`Сейчас: ${free.email}`)).toBeVisible();
    const field = canvas.getByLabelText(/Новый email/);
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toBeRequired();
    await expect(field).not.toHaveAttribute('aria-invalid');
    const current = canvas.getByLabelText(/^Текущий пароль/);
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(field, '  anna.new@example.ru ');
    await userEvent.type(current, ' old pass ');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    // The address is trimmed; the password is taken as typed.
    await expect(args.onSubmit).toHaveBeenCalledWith('anna.new@example.ru', ' old pass ');
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.prizeCancel }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/settings', { kind: 'app' });
  },
};

export const Required: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/Новый email/);
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    await expect(canvas.getByLabelText(/^Текущий пароль/)).toHaveAccessibleDescription(
      MESSAGES.currentPasswordRequired,
    );
    await waitFor(() => expect(field).toHaveFocus());
    // Spaces only are still empty once trimmed.
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(field).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'anna.example.ru' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/Новый email/);
    const save = canvas.getByRole('button', { name: MESSAGES.surveySave });
    await userEvent.click(save);
    await expect(field).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The message follows the input: a valid address clears it.
    await userEvent.clear(field);
    await userEvent.type(field, 'anna@example.ru');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByLabelText(/^Текущий пароль/), 'old-pass');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.ru', 'old-pass');
  },
};

export const MissingCurrentPassword: Story = {
  args: { defaultValue: 'anna.new@example.ru' },
  play: async ({ canvas, args }) => {
    const current = canvas.getByLabelText(/^Текущий пароль/);
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(canvas.getByLabelText(/Новый email/)).not.toHaveAttribute('aria-invalid');
    await expect(current).toHaveAccessibleDescription(MESSAGES.currentPasswordRequired);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(current, 'old-pass');
    await expect(current).not.toHaveAttribute('aria-invalid');
  },
};

export const WrongCurrentPassword: Story = {
  args: { defaultValue: 'anna.new@example.ru', currentPasswordError: [MESSAGES.currentPasswordWrong] },
  play: async ({ canvas }) => {
    const current = canvas.getByLabelText(/^Текущий пароль/);
    await expect(current).toHaveAccessibleDescription(MESSAGES.currentPasswordWrong);
    await waitFor(() => expect(current).toHaveFocus());
    // The server message stays until the field is edited.
    await userEvent.type(current, 'x');
    await expect(current).not.toHaveAttribute('aria-invalid');
  },
};

export const WithoutCurrentPassword: Story = {
  tags: ['social'],
  args: { requireCurrentPassword: false, currentEmail: social.email },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText(/^Текущий пароль/)).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Новый email/), 'anna.new@example.ru');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna.new@example.ru', undefined);
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValue: 'anna.new@example.ru' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText(/^Текущий пароль/), 'old-pass{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    defaultValue: 'd.volkov@example.ru',
    fieldError: [MESSAGES.emailTaken],
    errors: [MESSAGES.genericError],
  },
  play: async ({ canvas }) => {
    await expectErrorBlock(canvas, MESSAGES.genericError);
    const field = canvas.getByLabelText(/Новый email/);
    await expect(field).toHaveAccessibleDescription(MESSAGES.emailTaken);
    await waitFor(() => expect(field).toHaveFocus());
    // The server message stays until the field is edited.
    await userEvent.type(field, 'm');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expectStackedActions(canvas);
  },
};
