import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FilterMenu } from '../../../src/screens/shared/FilterMenu';

const options = [
  { value: 'all', label: 'Все' },
  { value: 'buy', label: 'Покупка' },
  { value: 'sell', label: 'Продажа' },
] as const;

const meta = {
  title: 'Экраны/Shared/FilterMenu',
  component: FilterMenu,
  args: { label: 'Тип сделки', value: 'all', options, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <FilterMenu
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Выбор фильтра кнопкой-меню: «Тип сделки: Покупка ▾» (радар инсайдеров). Выбранный пункт отмечен ' +
          'галочкой и `aria-current`. Закрытое меню (PRO-фильтр) не открывается, а вызывает `onLocked`: дальше ' +
          'решает проверка прав по спецификации.',
      },
    },
  },
} satisfies Meta<typeof FilterMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Тип сделки/ });
    await expect(trigger).toHaveTextContent('Тип сделки: Все');
    await userEvent.click(trigger);
    const item = await screen.findByRole('menuitem', { name: 'Покупка' });
    await userEvent.click(item);
    await expect(args.onChange).toHaveBeenCalledWith('buy');
    // The trigger is rendered anew once the menu's on-demand part has loaded: asked for again.
    const chosen = () => canvas.getByRole('button', { name: /Тип сделки/ });
    await waitFor(() => expect(chosen()).toHaveTextContent('Тип сделки: Покупка'));
    await waitFor(() => expect(chosen()).toHaveFocus());
  },
};

export const Locked: Story = {
  args: { onLocked: fn(), lockedNote: 'PRO' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Тип сделки/ });
    await expect(trigger).toHaveTextContent('PRO');
    await userEvent.click(trigger);
    await expect(args.onLocked).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('menu')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
