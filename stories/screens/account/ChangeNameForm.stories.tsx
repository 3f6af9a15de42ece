import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ChangeNameForm } from '../../../src/screens/account';
import { free } from '../../fixtures/accounts';
import { expectErrorBlock, expectStackedActions } from '../../support/forms';
import { MESSAGES } from '../../../src/domain';
import * as accountMessages from '../../../src/screens/account/messages';

const meta = {
  title: 'Экраны/Account/ChangeNameForm',
  component: ChangeNameForm,
  tags: ['free'],
  args: { onSubmit: fn(), onNavigate: fn(), currentName: free.name },
  parameters: {
    docs: {
      description: {
        component:
          'Смена имени (/account/settings/change-name): одно поле «Новое имя». Правило спецификации из валидатора ' +
          'домена `validateChangeName`: обязательно, не короче 4 символов, пробелы по краям отбрасываются; ошибка ' +
          '«Неверное значение поля» появляется при отправке и дальше следует за вводом. Пропсы: `onSubmit(name)` — ' +
          'получает обрезанное имя, `busy` — сохранение идет («Сохраняем...», повторная отправка игнорируется), ' +
          '`fieldError` — ошибки сервера для имени, `errors` — прочие ошибки сервера в блоке «Ошибка!», ' +
          '`currentName`, `defaultValue`, `cancelHref`, `onNavigate(href)`. Состояния: ожидание, неверное значение, ' +
          'сохранение, ошибки сервера.',
      },
    },
  },
} satisfies Meta<typeof ChangeNameForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: accountMessages.changeNameTitle })).toBeVisible();
    await expect(canvas.getByText('Сейчас: Анна Смирнова')).toBeVisible();
    const field = canvas.getByLabelText(/Новое имя/);
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, '  Анна Петровна  ');
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.surveySave }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Анна Петровна');
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.prizeCancel }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/settings');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(/Новое имя/);
    const save = canvas.getByRole('button', { name: MESSAGES.surveySave });

    // Empty: required.
    await userEvent.click(save);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Неверное значение поля/);
    await waitFor(() => expect(field).toHaveFocus());

    // Three letters padded with spaces: trimmed first, so still too short.
    await userEvent.type(field, '  Ива  ');
    await userEvent.click(save);
    await expect(field).toHaveAccessibleDescription(/Неверное значение поля/);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Four letters pass, and the message goes away while typing.
    await userEvent.clear(field);
    await userEvent.type(field, 'Иван');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith('Иван');
  },
};

export const Busy: Story = {
  args: { busy: true, defaultValue: 'Анна Петровна' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Сохраняем\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText(/Новое имя/), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    defaultValue: 'Анна Петровна',
    fieldError: ['Неверное значение поля'],
    errors: ['Произошла ошибка. Попробуйте операцию позже.'],
  },
  play: async ({ canvas }) => {
    await expectErrorBlock(canvas, 'Произошла ошибка. Попробуйте операцию позже.');
    const field = canvas.getByLabelText(/Новое имя/);
    await expect(field).toHaveAccessibleDescription(/Неверное значение поля/);
    await userEvent.type(field, 'а');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Stacked full-width actions at 375px.
    await expectStackedActions(canvas);
  },
};
