import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  BUYBACKS_FILTER_DEFAULTS,
  InsiderBuybacks,
  RADAR_API_FILTER_DEFAULTS,
  radarApiSortLabels,
  radarApiSorts,
} from '../../../src/screens/radar';
import { free, pro } from '../../fixtures/accounts';
import { buybacks, deals } from '../../fixtures/radar';
import { fitsPhoneScreen } from '../../support/viewport';
import * as radarMessages from '../../../src/screens/radar/messages';
import { MESSAGES } from '../../../src/domain';

const meta = {
  title: 'Экраны/Radar/InsiderBuybacks',
  component: InsiderBuybacks,
  args: {
    user: pro,
    buybacks,
    filters: { ...BUYBACKS_FILTER_DEFAULTS },
    onFiltersChange: fn(),
    sort: 'announced_desc',
    onSortChange: fn(),
    onPermissionRequired: fn(),
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Инсайдер радар, байбэки (/insider-radar/buybacks): программы обратного выкупа — компания и тикер, дата ' +
          'объявления, объем, доля капитала, срок и статус. Фильтры статуса и рынка (право ir.filters.buybacks) и ' +
          'сортировка (ir.sort); для бесплатного аккаунта они закрыты и передают исход проверки прав в ' +
          '`onPermissionRequired`. Пропсы: `user`, `buybacks`, `filters`/`onFiltersChange`, `sort`/`onSortChange`, ' +
          '`page`/`pageCount`/`onPageChange`, `busy`, `onPermissionRequired`, `onNavigate`. Состояния: Free, PRO, ' +
          'пусто.',
      },
    },
  },
} satisfies Meta<typeof InsiderBuybacks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(buybacks.length + 1);
    await expect(canvas.getByRole('link', { name: MESSAGES.menuBuybacks })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /Рынок/ }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: radarMessages.russia }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: '', market: 'ru' });
    await expect(args.onPermissionRequired).not.toHaveBeenCalled();
  },
};

export const Free: Story = {
  tags: ['free'],
  args: { user: free },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(buybacks.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: /Статус/ }));
    await expect(within(document.body).queryByRole('menu')).toBeNull();
    await expect(args.onPermissionRequired).toHaveBeenCalledWith(
      { kind: 'permissionDialog', type: 'ir.filters.buybacks' },
      'ir.filters.buybacks',
    );
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.menuDeals }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/deals');
  },
};

export const Empty: Story = {
  tags: ['pro'],
  args: { buybacks: [], filters: { status: 'completed', market: 'ru' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(radarMessages.programsFilteredEmpty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры (2)' })).toBeVisible();
  },
};

export const Mobile: Story = {
  tags: ['free'],
  args: { user: free },
  globals: { viewport: { value: 'mobile' } },
  play: fitsPhoneScreen,
};

/** The issuers' own purchases as filed (the radar API's buybacks, `deals`): free accounts see the latest 20. */
export const Deals: Story = {
  tags: ['free'],
  args: {
    user: free,
    buybacks: undefined,
    deals: deals.map((deal) => ({ ...deal, type: 'buy' as const })),
    total: 100,
    filters: { ...RADAR_API_FILTER_DEFAULTS },
    filterDefaults: RADAR_API_FILTER_DEFAULTS,
    menus: [],
    sorts: radarApiSorts,
    sortLabels: radarApiSortLabels,
    sort: 'date_desc',
    rangeFilters: true,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: radarMessages.buybacksCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(20 + 1);
    await expect(canvas.getByText('Бесплатно показаны последние 20 сделок')).toBeVisible();
    await expect(canvas.getByText('Найдено 100 сделок')).toBeVisible();
  },
};
