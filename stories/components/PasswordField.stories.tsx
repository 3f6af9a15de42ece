import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from '../../src/components/PasswordField';
import * as componentMessages from '../../src/components/messages';

const meta = {
  title: 'Примитивы/PasswordField',
  component: PasswordField,
  args: { label: 'Пароль', name: 'password', onVisibleChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Поле пароля с кнопкой «Показать пароль» (переключатель с `aria-pressed`). Состояние видимости — ' +
          '`data-state="visible|hidden"` на поле. Подпись, подсказка и ошибки — как у `TextField`.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Пароль');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret12');
    const toggle = canvas.getByRole('button', { name: componentMessages.showPassword });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const box = toggle.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(24);
    await expect(box.height).toBeGreaterThanOrEqual(24);

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('data-state', 'visible');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await expect(input).toHaveValue('secret12');

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'secret12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Пароль' })).toHaveValue('secret12');
  },
};

export const Empty: Story = {
  args: { label: 'Новый пароль', required: true, error: 'Пароль не может быть пустым', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Новый пароль/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Пароль не может быть пустым');
  },
};

export const Mismatch: Story = {
  args: {
    label: 'Повторите пароль',
    defaultValue: 'secret',
    error: 'Пароли не совпадают',
    autoComplete: 'new-password',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Пароль')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: componentMessages.showPassword })).toBeDisabled();
  },
};
