import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, tabsVariants, type TabItem } from '../../src/components/Tabs';

const items: TabItem[] = [
  { value: 'deals', label: 'Сделки', content: <p>Сделки инсайдеров за неделю</p> },
  { value: 'buybacks', label: 'Байбэки', content: <p>Обратные выкупы акций</p> },
  { value: 'archive', label: 'Архив', content: <p>Архив</p>, disabled: true },
  { value: 'rating', label: 'Рейтинг', content: <p>Лучшие прогнозисты</p> },
];

const meta = {
  title: 'Примитивы/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Разделы радара', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  parameters: {
    docs: {
      description: {
        component:
          'Вкладки по шаблону WAI-ARIA (своя реализация, без Radix): стрелки переходят между вкладками, Home и End ' +
          '— к первой и последней, отключённые пропускаются, Tab переводит фокус в панель. Варианты `underline` и ' +
          '`pills`. Состояние — `data-state="active|inactive"`.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Разделы радара' });
    const deals = within(list).getByRole('tab', { name: 'Сделки' });
    await expect(deals).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Сделки' })).toHaveTextContent('Сделки инсайдеров за неделю');

    await userEvent.click(within(list).getByRole('tab', { name: 'Байбэки' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('buybacks');
    await expect(canvas.getByRole('tabpanel', { name: 'Байбэки' })).toBeVisible();

    // Arrow keys skip the disabled tab; End and Home jump.
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(list).getByRole('tab', { name: 'Рейтинг' })).toHaveFocus();
    await expect(within(list).getByRole('tab', { name: 'Рейтинг' })).toHaveAttribute('data-state', 'active');
    await userEvent.keyboard('{Home}');
    await expect(deals).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(list).getByRole('tab', { name: 'Рейтинг' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Рейтинг' })).toHaveFocus();
  },
};

export const Pills: Story = {
  args: { variant: 'pills', defaultValue: 'buybacks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Байбэки' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Архив' })).toBeDisabled();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ args, canvas }) => {
    canvas.getByRole('tab', { name: 'Сделки' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Байбэки' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('buybacks');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    for (const tab of within(list).getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};
