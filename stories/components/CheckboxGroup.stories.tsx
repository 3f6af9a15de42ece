import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, checkboxGroupColumns, type ChoiceOption } from '../../src/components/CheckboxGroup';

const brokers: ChoiceOption[] = [
  { value: 'tinkoff', label: 'Т-Инвестиции' },
  { value: 'sber', label: 'СберИнвестиции' },
  { value: 'vtb', label: 'ВТБ Мои Инвестиции' },
  { value: 'bcs', label: 'БКС' },
  { value: 'finam', label: 'Финам' },
];

const assets: ChoiceOption[] = [
  { value: 'stocks_ru', label: 'Российские акции' },
  { value: 'stocks_us', label: 'Иностранные акции' },
  { value: 'bonds', label: 'Облигации' },
  { value: 'funds', label: 'Фонды', description: 'БПИФ и ETF' },
];

const meta = {
  title: 'Примитивы/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Какие активы вы используете в портфеле?', options: assets, onValueChange: fn() },
  argTypes: { columns: { control: 'inline-radio', options: checkboxGroupColumns } },
  parameters: {
    docs: {
      description: {
        component:
          'Группа флажков для множественного выбора: `fieldset` с подписью (`legend`), подсказкой и ошибками. ' +
          'Значение — список выбранных `value` в порядке вариантов. `columns={2}` делит список на две колонки (на ' +
          'телефоне — одна под другой): по ⌊n/2⌋ в первой, остаток — во второй, как список брокеров в анкете.',
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneColumn: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Какие активы вы используете в портфеле?' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Облигации' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Российские акции' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['stocks_ru', 'bonds']);
    await expect(within(group).getByRole('checkbox', { name: 'Фонды' })).toHaveAccessibleDescription('БПИФ и ETF');
    // Space toggles the focused box.
    within(group).getByRole('checkbox', { name: 'Фонды' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['stocks_ru', 'bonds', 'funds']);
  },
};

export const TwoColumns: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { label: 'В каких брокерах у вас есть счёт?', options: brokers, columns: 2 },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'В каких брокерах у вас есть счёт?' });
    const columns = group.querySelector('[data-columns="2"]')!.children;
    await expect(columns).toHaveLength(2);
    // Five brokers: two in the first column, three in the second (the odd chunk is merged).
    await expect(within(columns[0] as HTMLElement).getAllByRole('checkbox')).toHaveLength(2);
    await expect(within(columns[1] as HTMLElement).getAllByRole('checkbox')).toHaveLength(3);
    const first = within(group).getByRole('checkbox', { name: 'Т-Инвестиции' }).getBoundingClientRect();
    const third = within(group).getByRole('checkbox', { name: 'ВТБ Мои Инвестиции' }).getBoundingClientRect();
    await expect(Math.round(third.top)).toBe(Math.round(first.top));
    await expect(third.left).toBeGreaterThan(first.left);
  },
};

export const TwoColumnsMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { label: 'В каких брокерах у вас есть счёт?', options: brokers, columns: 2 },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('checkbox', { name: 'Т-Инвестиции' }).getBoundingClientRect();
    const third = canvas.getByRole('checkbox', { name: 'ВТБ Мои Инвестиции' }).getBoundingClientRect();
    await expect(Math.round(third.left)).toBe(Math.round(first.left));
    await expect(third.top).toBeGreaterThan(first.top);
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Пожалуйста укажите какие активы используете в портфеле?' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /Какие активы/ });
    await expect(group).toHaveAccessibleDescription('Пожалуйста укажите какие активы используете в портфеле?');
    for (const box of within(group).getAllByRole('checkbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['bonds'] },
  play: async ({ args, canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Фонды' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'Облигации' })).toBeChecked();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(['stocks_us']);
    return (
      <>
        <CheckboxGroup {...args} value={value} onValueChange={setValue} />
        <output aria-label="Выбрано">{value.join(',')}</output>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Иностранные акции' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Фонды' }));
    await expect(canvas.getByLabelText('Выбрано')).toHaveTextContent('funds');
  },
};
