import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from '../../../src/screens/shell';
import { footerYear } from '../../fixtures/shell';

const meta = {
  title: 'Экраны/Shell/Footer',
  component: Footer,
  args: { year: footerYear },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Подвал сайта: ссылки «Публичная оферта» (/terms), «Telegram-бот» (/bot), «Правила конкурса» (/konkurs-liga-{product}), «Тарифы» (/subscription/plans) и строка компании с дисклеймером. ' +
          'Свойства: `year` — год в строке копирайта (передаёт приложение), `leagueProduct` — {product} в адресе лиги, `onNavigate` — навигация внутри приложения (без него ссылки обычные). Состояние: по умолчанию.',
      },
    },
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Информация' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/news',
      '/reviews',
      '/terms',
      '/bot',
      '/konkurs-liga-investidei',
      '/subscription/plans',
      '/faq',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Публичная оферта' })).toBeVisible();
    await expect(canvas.getByText('© 2021–2026 Инвестрадар')).toBeVisible();
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const InAppNavigation: Story = {
  args: { onNavigate: fn(), leagueProduct: 'ideas' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Правила конкурса' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/konkurs-liga-ideas');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
  },
};
