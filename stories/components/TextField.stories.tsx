import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldSizes, textFieldTypes } from '../../src/components/TextField';

const meta = {
  title: 'Примитивы/TextField',
  component: TextField,
  args: { label: 'Новое имя', name: 'name', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: textFieldSizes },
    type: { control: 'select', options: textFieldTypes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Текстовое поле с подписью, подсказкой и ошибками. Ошибка (`error`) — строка или список строк; она ' +
          'связана с полем через `aria-describedby`, поле получает `aria-invalid`. Звёздочка отмечает обязательное ' +
          'поле, само поле получает `required`. Формы продукта передают сюда ошибки сервера и результаты проверки.',
      },
    },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Новое имя' });
    await userEvent.type(input, 'Иван');
    await expect(input).toHaveValue('Иван');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithDescription: Story = {
  args: { description: 'Не короче 4 символов', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Новое имя/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Не короче 4 символов');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'Ив', required: true, description: 'Не короче 4 символов', error: 'Неверное значение поля' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Новое имя/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Не короче 4 символов Неверное значение поля');
  },
};

export const ServerErrors: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ivan@example',
    error: ['Неверный формат email', 'Такой email уже зарегистрирован'],
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(input).toHaveAccessibleDescription('Неверный формат email Такой email уже зарегистрирован');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Иван Петров' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Новое имя' });
    await expect(input).toBeDisabled();
    await expect(input.closest('[data-disabled]')).not.toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      {textFieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Размер ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = textFieldSizes.map(
      (size) => canvas.getByRole('textbox', { name: `Размер ${size}` }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

/** Controlled field that validates on submit, as product forms do. */
export const ValidateOnSubmit: Story = {
  render: function Render() {
    const [value, setValue] = useState('');
    const [error, setError] = useState<string | undefined>();
    return (
      <form
        noValidate
        style={{ display: 'grid', gap: 12, maxWidth: 360 }}
        onSubmit={(event) => {
          event.preventDefault();
          setError(value.trim().length < 4 ? 'Неверное значение поля' : undefined);
        }}
      >
        <TextField label="Новое имя" required value={value} onChange={(e) => setValue(e.target.value)} error={error} />
        <button type="submit">Сохранить</button>
      </form>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Новое имя/ });
    await userEvent.type(input, '  Ив ');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Неверное значение поля')).toBeVisible();
    await userEvent.type(input, 'ан');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Неверное значение поля')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { error: 'Неверное значение поля', defaultValue: 'Ив' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Новое имя' });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
