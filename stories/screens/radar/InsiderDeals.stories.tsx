import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import {
  InsiderDeals,
  DEALS_FILTER_DEFAULTS,
  RADAR_API_FILTER_DEFAULTS,
  radarApiMenus,
  radarApiSortLabels,
  radarApiSorts,
  type InsiderDealsProps,
} from '../../../src/screens/radar';
import { free, guest, pro } from '../../fixtures/accounts';
import { bothaDeals, deals } from '../../fixtures/radar';
import { fitsPhoneScreen } from '../../support/viewport';
import * as radarMessages from '../../../src/screens/radar/messages';
import { MESSAGES } from '../../../src/domain';

/** Keeps filters and sort in story state so the counter and the reset can be exercised. */
function Stateful(props: InsiderDealsProps) {
  const [filters, setFilters] = useState<Record<string, string>>(props.filters);
  const [sort, setSort] = useState<string>(props.sort);
  return (
    <InsiderDeals
      {...props}
      filters={filters}
      sort={sort}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Экраны/Radar/InsiderDeals',
  component: InsiderDeals,
  render: (args) => <Stateful {...args} />,
  args: {
    user: pro,
    deals: deals.slice(0, 15),
    total: 1284,
    filters: { ...DEALS_FILTER_DEFAULTS },
    onFiltersChange: fn(),
    sort: 'disclosure_desc',
    onSortChange: fn(),
    page: 1,
    pageCount: 86,
    onPageChange: fn(),
    onPermissionRequired: fn(),
    onExport: fn(),
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Инсайдер радар, сделки (/insider-radar/deals): таблица сделок — инсайдер и должность, тикер, тип сделки, ' +
          'число акций, цена, сумма, даты сделки и раскрытия; фильтры (тип, период, сумма — право ir.filters.deals) ' +
          'и сортировка (право ir.sort) в виде меню; счетчик отличий фильтров от значений по умолчанию на кнопке ' +
          '«Сбросить фильтры». Запрос search_id/whose_id приходит в `insider`: страница показывает сделки одного ' +
          'инсайдера. Бесплатный аккаунт видит 20 сделок и предложение подключить PRO; закрытый фильтр или ' +
          'сортировка не открываются, а передают исход проверки прав в `onPermissionRequired(outcome, permission)`. ' +
          'Пропсы: `user`, `deals`, `total`, `filters`/`onFiltersChange`, `sort`/`onSortChange`, `insider`, ' +
          '`page`/`pageCount`/`onPageChange`, `busy`, `onExport`/`exporting` (выгрузка в Excel только для PRO), ' +
          '`onPermissionRequired`, `plansHref`, `onNavigate`. Состояния: Free (20 сделок), PRO, по инсайдеру, ' +
          'пусто, загрузка, выгрузка, гость.',
      },
    },
  },
} satisfies Meta<typeof InsiderDeals>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Free: Story = {
  tags: ['free'],
  args: { user: free, deals, total: 1284, pageCount: 1 },
  play: async ({ canvas, args }) => {
    // The component keeps a free account to 20 rows even when the page carries more.
    await expect(canvas.getAllByRole('row')).toHaveLength(20 + 1);
    const prompt = canvas.getByRole('status');
    await expect(prompt).toHaveTextContent('Бесплатно показаны последние 20 сделок');
    await expect(prompt).toHaveTextContent(/Еще 1\s264 сделки/);
    await userEvent.click(within(prompt).getByRole('link', { name: MESSAGES.connectPro }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
    await expect(canvas.queryByRole('navigation', { name: radarMessages.dealsPagination })).toBeNull();
    // Locked filters and sort do not open; they emit the permission dialog of their key.
    await userEvent.click(canvas.getByRole('button', { name: /Тип сделки/ }));
    // The menu's code loads on the first press, then the opening is refused.
    await waitFor(() =>
      expect(args.onPermissionRequired).toHaveBeenLastCalledWith(
        { kind: 'permissionDialog', type: 'ir.filters.deals' },
        'ir.filters.deals',
      ),
    );
    await expect(body.queryByRole('menu')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Сортировка/ }));
    await waitFor(() =>
      expect(args.onPermissionRequired).toHaveBeenLastCalledWith(
        { kind: 'permissionDialog', type: 'ir.sort' },
        'ir.sort',
      ),
    );
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    // Excel export is a PRO feature.
    await expect(canvas.queryByRole('button', { name: radarMessages.exportToExcel })).toBeNull();
  },
};

export const Pro: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(/Бесплатно показаны/)).toBeNull();
    await expect(canvas.queryByText(MESSAGES.proLink)).toBeNull();
    // Filter counter: every choice away from the defaults counts once; the reset clears them.
    await userEvent.click(canvas.getByRole('button', { name: /Тип сделки/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Покупка' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ type: 'buy', period: '', min_value: '' });
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры (1)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Сумма/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: radarMessages.from1m }));
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры (2)' })).toBeVisible();
    // Choosing the default again is not a difference.
    await userEvent.click(canvas.getByRole('button', { name: /Тип сделки/ }));
    const all = await body.findByRole('menuitem', { name: radarMessages.all });
    await userEvent.click(all);
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры (1)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Сбросить фильтры (1)' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(DEALS_FILTER_DEFAULTS);
    await expect(canvas.queryByRole('button', { name: /Сбросить фильтры/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Сортировка/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Крупные сначала' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('value_desc');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Сортировка/ })).toHaveTextContent('Крупные сначала'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Страница 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: radarMessages.exportToExcel }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await expect(args.onPermissionRequired).not.toHaveBeenCalled();
  },
};

export const ByInsider: Story = {
  tags: ['pro'],
  args: { deals: bothaDeals, total: bothaDeals.length, pageCount: 1, insider: { id: 502, name: 'Roelof Botha' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Сделки инсайдера: Roelof Botha' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(bothaDeals.length + 1);
    await userEvent.click(canvas.getByRole('link', { name: radarMessages.allDeals }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/deals');
  },
};

export const InsiderLinks: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    const link = canvas.getAllByRole('link', { name: 'Roelof Botha' })[0]!;
    await expect(link).toHaveAttribute('href', '/insider-radar/deals?search_id=502&whose_id=investor');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/deals?search_id=502&whose_id=investor');
  },
};

export const Empty: Story = {
  tags: ['pro'],
  args: { deals: [], total: 0, pageCount: 1, filters: { type: 'gift', period: 'week', min_value: '10000000' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Сделок с такими фильтрами не найдено/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры (3)' })).toBeVisible();
  },
};

/** More deals match than the server counts (meta.total_capped): the count says «более», not a false figure. */
export const CountCapped: Story = {
  name: 'Больше 1 000 совпадений',
  tags: ['pro'],
  args: { total: 1000, totalCapped: true, pageCount: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Найдено более 1 000 сделок')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['pro'],
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(radarMessages.updatingList)).toBeVisible();
  },
};

export const Exporting: Story = {
  tags: ['pro'],
  args: { exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Готовим файл/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest, deals, total: 1284, pageCount: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: /Сортировка/ }));
    await expect(args.onPermissionRequired).toHaveBeenCalledWith(
      { kind: 'permissionDialog', type: 'ir.sort' },
      'ir.sort',
    );
  },
};

export const Mobile: Story = {
  tags: ['free'],
  args: { user: free, deals, pageCount: 1 },
  globals: { viewport: { value: 'mobile' } },
  play: fitsPhoneScreen,
};

/**
 * The radar API's filters (the reference app): type, role and cluster menus, the sum range and dates
 * form, the API's orders; cluster buys carry the «Кластер» badge and the filing's code label.
 */
export const ApiFilters: Story = {
  tags: ['pro'],
  args: {
    user: pro,
    deals: deals.slice(0, 6).map((deal, index) => ({
      ...deal,
      cluster: index < 2 && deal.type === 'buy',
      typeLabel: deal.type === 'buy' ? 'Покупка на рынке' : undefined,
    })),
    total: 6,
    pageCount: 1,
    filters: { ...RADAR_API_FILTER_DEFAULTS },
    filterDefaults: RADAR_API_FILTER_DEFAULTS,
    menus: radarApiMenus,
    sorts: radarApiSorts,
    sortLabels: radarApiSortLabels,
    sort: 'date_desc',
    rangeFilters: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText(radarMessages.cluster).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Кластеры/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Только кластерные покупки' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...RADAR_API_FILTER_DEFAULTS, cluster: '1' });
    await userEvent.type(canvas.getByRole('textbox', { name: radarMessages.amountFrom }), '100000');
    await userEvent.type(canvas.getByRole('textbox', { name: radarMessages.dealDateTo }), '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: radarMessages.apply }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...RADAR_API_FILTER_DEFAULTS,
      cluster: '1',
      min_value: '100000',
      date_to: '2026-11-30',
    });
    await expect(args.onPermissionRequired).not.toHaveBeenCalled();
  },
};

/** Days typed as the site shows them (01.11.2026) are applied as ISO days; what is not a day or a sum says so. */
export const RangeTypedAsShown: Story = {
  name: 'Даты в формате сайта и ошибки',
  tags: ['pro'],
  args: { ...ApiFilters.args },
  play: async ({ canvas, args }) => {
    const from = canvas.getByRole('textbox', { name: radarMessages.dealDateFrom });
    const to = canvas.getByRole('textbox', { name: radarMessages.dealDateTo });
    const amount = canvas.getByRole('textbox', { name: radarMessages.amountFrom });
    await expect(from).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await userEvent.type(from, '01.11.2026');
    await userEvent.type(to, '31.10.2026');
    await userEvent.type(amount, '1 000 000');
    await userEvent.click(canvas.getByRole('button', { name: radarMessages.apply }));
    await expect(to).toHaveAccessibleDescription(new RegExp(radarMessages.dateRangeReversed));
    await expect(to).toHaveFocus();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();

    await userEvent.clear(to);
    await userEvent.type(to, '31.02.2026');
    await userEvent.click(canvas.getByRole('button', { name: radarMessages.apply }));
    await expect(to).toHaveAccessibleDescription(new RegExp(radarMessages.dateInvalid));
    await expect(args.onFiltersChange).not.toHaveBeenCalled();

    await userEvent.clear(to);
    await userEvent.type(to, '30.11.2026');
    await userEvent.click(canvas.getByRole('button', { name: radarMessages.apply }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...RADAR_API_FILTER_DEFAULTS,
      min_value: '1000000',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    // Applied: the form shows the applied values again (a new form when the page's filters changed).
    await expect(canvas.getByRole('textbox', { name: radarMessages.dealDateTo })).not.toHaveAttribute('aria-invalid');
  },
};

/** Applied days come back from the address as ISO days and show as the site writes them. */
export const RangeApplied: Story = {
  name: 'Примененные даты',
  tags: ['pro'],
  args: { ...ApiFilters.args, filters: { ...RADAR_API_FILTER_DEFAULTS, date_from: '2026-11-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: radarMessages.dealDateFrom })).toHaveValue('01.11.2026');
  },
};

/** The same for a free account: applying the range asks for PRO instead. */
export const ApiFiltersFree: Story = {
  tags: ['free'],
  args: { ...ApiFilters.args, user: free, deals, total: 1284 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Сумма и даты (PRO)')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: radarMessages.amountFrom }), '100000');
    await userEvent.click(canvas.getByRole('button', { name: radarMessages.apply }));
    await expect(args.onPermissionRequired).toHaveBeenLastCalledWith(
      { kind: 'permissionDialog', type: 'ir.filters.deals' },
      'ir.filters.deals',
    );
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};
