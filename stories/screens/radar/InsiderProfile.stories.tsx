import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InsiderProfile } from '../../../src/screens/radar';
import { free, pro } from '../../fixtures/accounts';
import { bothaDeals } from '../../fixtures/radar';
import { fitsPhoneScreen } from '../../support/viewport';
import * as radarMessages from '../../../src/screens/radar/messages';

const meta = {
  title: 'Экраны/Radar/InsiderProfile',
  component: InsiderProfile,
  args: {
    user: pro,
    insider: { id: 502, name: 'Roelof Botha', position: 'Член совета директоров', dealsCount: 48 },
    positions: [
      { ticker: 'NTRA', companyName: 'Natera', position: 'Член совета директоров', lastFiledAt: '2026-11-17' },
      {
        ticker: 'SQ',
        companyName: 'Block',
        position: 'Член совета директоров, Владелец более 10 %',
        lastFiledAt: '2026-11-12',
      },
    ],
    deals: bothaDeals.map((deal, index) => ({ ...deal, cluster: index === 0 })),
    dealsTotal: bothaDeals.length,
    totals: [
      { type: 'buy', currency: 'USD', deals: 31, shares: 1_204_000, value: 48_200_000 },
      { type: 'other', currency: 'USD', deals: 17, shares: 220_000, value: null },
    ],
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Страница инсайдера (/insiders/{id} в эталонном приложении, GET /api/insiders/{id}): имя и должность, ' +
          'должности по компаниям, итоги по типам сделок, последние сделки (с отметкой «Кластер»), ссылка на его ' +
          'сделки в радаре. Бесплатный аккаунт видит последние 20 сделок и предложение подключить PRO. Пропсы: ' +
          '`user`, `insider`, `positions`, `deals`, `dealsTotal`, `totals`, `plansHref`, `onNavigate`. Состояния: ' +
          'PRO, Free (лимит), мобильный.',
      },
    },
  },
} satisfies Meta<typeof InsiderProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Roelof Botha' })).toBeVisible();
    for (const name of ['Должности', 'Итоги по сделкам', 'Последние сделки'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByRole('table', { name: radarMessages.insiderPositions })).toBeVisible();
    await expect(canvas.getByText(radarMessages.cluster)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: radarMessages.insiderDealsInRadar }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/deals?search_id=502&whose_id=investor');
  },
};

export const Free: Story = {
  tags: ['free'],
  args: { user: free, dealsTotal: 48 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Бесплатно показаны последние/)).toBeVisible();
  },
};

export const Mobile: Story = {
  tags: ['free'],
  args: { user: free, dealsTotal: 48 },
  globals: { viewport: { value: 'mobile' } },
  play: fitsPhoneScreen,
};
