import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckedState } from '../../src/components/Checkbox';

const meta = {
  title: 'Примитивы/Checkbox',
  component: Checkbox,
  args: { label: 'Еженедельная рассылка', name: 'weekly_newsletter', onCheckedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Флажок с подписью (Radix Checkbox). Состояние — `data-state="checked|unchecked|indeterminate"` и ' +
          '`data-disabled`; область нажатия не меньше 24×24 px; нажатие на подпись переключает флажок. Подсказка и ' +
          'ошибки связаны через `aria-describedby`.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Еженедельная рассылка' });
    const rect = box.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(24);
    await expect(rect.height).toBeGreaterThanOrEqual(24);
    await expect(box).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Еженедельная рассылка'));
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, label: 'События портфеля' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'События портфеля' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'Все рассылки' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Все рассылки' });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
    await expect(box).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    label: 'Согласен с условиями публичной оферты',
    description: 'Без согласия оформить подписку нельзя',
    error: 'Подтвердите согласие',
    required: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Согласен с условиями/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription('Без согласия оформить подписку нельзя Подтвердите согласие');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Еженедельная рассылка' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('data-disabled');
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

/** Controlled, as the newsletter settings use it: the flag is 0 or 1. */
export const Controlled: Story = {
  render: function Render(args) {
    const [flag, setFlag] = useState<0 | 1>(1);
    return (
      <>
        <Checkbox
          {...args}
          label="Новости сервиса"
          checked={flag === 1}
          onCheckedChange={(checked: CheckedState) => setFlag(checked === true ? 1 : 0)}
        />
        <output aria-label="Значение">{flag}</output>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Новости сервиса' }));
    await expect(canvas.getByLabelText('Значение')).toHaveTextContent('0');
  },
};

/** In a native form the checkbox submits its name and value like an input. */
export const InForm: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))));
        }}
      >
        <Checkbox {...args} label="Итоги ставок" name="bets" value="1" defaultChecked />
        <button type="submit">Сохранить</button>
        <output aria-label="Отправлено">{sent}</output>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(canvas.getByLabelText('Отправлено')).toHaveTextContent('{"bets":"1"}');
  },
};
