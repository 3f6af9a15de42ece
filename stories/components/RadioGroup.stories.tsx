import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations, type RadioOption } from '../../src/components/RadioGroup';

const years: RadioOption[] = [
  { value: '2024', label: 'В 2024 году' },
  { value: '2022', label: 'В 2022–2023 годах' },
  { value: '2018', label: 'В 2018–2021 годах' },
  { value: 'before', label: 'Раньше 2018 года', disabled: true },
];

/** Presses an arrow key as a person does (down, then up) and waits for the selection it makes. */
async function pressArrow(
  key: 'ArrowDown' | 'ArrowRight',
  expectCall: (value: string) => Promise<void>,
  value: string,
) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expectCall(value));
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Примитивы/RadioGroup',
  component: RadioGroup,
  args: { label: 'Когда вы начали инвестировать?', options: years, name: 'when_invest_start', onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
  parameters: {
    docs: {
      description: {
        component:
          'Выбор одного варианта (нативные радиокнопки в WAI-ARIA radiogroup): Tab переводит фокус на выбранный вариант, стрелки ' +
          'перемещают и выбирают, отключённые пропускаются. Кружки не меньше 24×24 px, подписи кликабельны. ' +
          'Подсказка и ошибка связаны с группой через `aria-describedby`.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Когда вы начали инвестировать?' });
    const radios = within(group).getAllByRole('radio');
    for (const radio of radios) {
      const box = radio.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    const called = async (value: string) => expect(args.onValueChange).toHaveBeenLastCalledWith(value);
    // The label is clickable.
    await userEvent.click(canvas.getByText('В 2022–2023 годах'));
    await called('2022');
    const checked = within(group).getByRole('radio', { name: 'В 2022–2023 годах' });
    await expect(checked).toBeChecked();
    checked.focus();
    await pressArrow('ArrowDown', called, '2018');
    // The disabled option is skipped: ArrowDown wraps to the first.
    await pressArrow('ArrowDown', called, '2024');
    await expect(within(group).getByRole('radio', { name: 'В 2024 году' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Валюта цели',
    name: 'annual_return_target_currency',
    orientation: 'horizontal',
    defaultValue: 'rub',
    options: [
      { value: 'rub', label: 'Рубли' },
      { value: 'usd', label: 'Доллары' },
    ],
  },
  play: async ({ args, canvas }) => {
    const rub = canvas.getByRole('radio', { name: 'Рубли' });
    await expect(rub).toBeChecked();
    const usd = canvas.getByRole('radio', { name: 'Доллары' });
    await expect(Math.round(usd.getBoundingClientRect().top)).toBe(Math.round(rub.getBoundingClientRect().top));
    await userEvent.tab();
    await expect(rub).toHaveFocus();
    await pressArrow('ArrowRight', async (value) => expect(args.onValueChange).toHaveBeenLastCalledWith(value), 'usd');
    await expect(canvas.getByRole('radio', { name: 'Доллары' })).toBeChecked();
  },
};

export const Invalid: Story = {
  args: {
    required: true,
    error: 'Пожалуйста укажите год когда вы начали инвестировать?',
    description: 'Выберите один вариант',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Когда вы начали инвестировать/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Выберите один вариант Пожалуйста укажите год когда вы начали инвестировать?',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2024' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('В 2018–2021 годах'), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const InForm: Story = {
  render: function Render(args) {
    const [sent, setSent] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(String(new FormData(event.currentTarget).get('when_invest_start')));
        }}
      >
        <RadioGroup {...args} defaultValue="2018" />
        <button type="submit">Сохранить</button>
        <output aria-label="Отправлено">{sent}</output>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(canvas.getByLabelText('Отправлено')).toHaveTextContent('2018');
  },
};
