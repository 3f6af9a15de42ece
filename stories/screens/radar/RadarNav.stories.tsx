import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadarNav, radarSections } from '../../../src/screens/radar/RadarNav';

const meta = {
  title: 'Экраны/Radar/RadarNav',
  component: RadarNav,
  args: { current: 'deals', onNavigate: fn() },
  argTypes: { current: { control: 'inline-radio', options: radarSections } },
  parameters: {
    docs: {
      description: {
        component:
          'Переключатель двух страниц радара инсайдеров: «Сделки» и «Байбэки». Текущая страница отмечена ' +
          '`aria-current="page"`. С `onNavigate` обычный щелчок идёт через роутер приложения, щелчок с ' +
          'модификатором (новая вкладка) остаётся браузеру.',
      },
    },
  },
} satisfies Meta<typeof RadarNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deals: Story = {
  play: async ({ canvas, args }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(links[1]).not.toHaveAttribute('aria-current');
    await userEvent.click(links[1]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/buybacks');
  },
};

export const Buybacks: Story = {
  args: { current: 'buybacks' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[1]).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};
