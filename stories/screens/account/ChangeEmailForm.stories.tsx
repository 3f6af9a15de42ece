import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MESSAGES } from '../../../src/domain';
import { ChangeEmailForm } from '../../../src/screens/account';
import { free } from '../../fixtures/accounts';
import { expectErrorBlock, expectStackedActions } from '../../support/forms';

const meta = {
  title: 'Экраны/Account/ChangeEmailForm',
  component: ChangeEmailForm,
  tags: ['free'],
  args: { onSubmit: fn(), onNavigate: fn(), currentEmail: free.email },
  parameters: {
    docs: {
      description: {
        component:
          'Смена email (/account/settings/change-email): одно поле «Новый email» типа email. Правило спецификации из валидатора домена `validateChangeEmail`: обязательно и в формате email, других проверок нет; сообщение появляется при отправке и дальше следует за вводом. Пропсы: `onSubmit(email)` — получает адрес без пробелов по краям, `busy` — сохранение идет («Сохраняем...», повторная отправка игнорируется), `fieldError` — ошибки сервера для поля, `errors` — прочие ошибки сервера в блоке «Ошибка!», `currentEmail`, `defaultValue`, `cancelHref`, `onNavigate(href, { kind })`. Состояния: ожидание, пустое поле, неверный формат, сохранение, ошибки сервера.',
      },
    },
  },
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Изменение email' })).toBeVisible();
    await expect(canvas.getByText(`Сейчас: ${free.email}`)).toBeVisible();
    const field = canvas.getByLabelText(/Новый email/);
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toBeRequired();
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, '  anna.new@example.ru ');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna.new@example.ru');
    await userEvent.click(canvas.getByRole('link', { name: 'Отмена' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/settings', { kind: 'app' });
  },
};

export const Required: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/Новый email/);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    await waitFor(() => expect(field).toHaveFocus());
    // Spaces only are still empty once trimmed.
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(field).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'anna.example.ru' },
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/Новый email/);
    const save = canvas.getByRole('button', { name: 'Сохранить' });
    await userEvent.click(save);
    await expect(field).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The message follows the input: a valid address clears it.
    await userEvent.clear(field);
    await userEvent.type(field, 'anna@example.ru');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.ru');
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValue: 'anna.new@example.ru' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText(/Новый email/), '{Enter}');
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
