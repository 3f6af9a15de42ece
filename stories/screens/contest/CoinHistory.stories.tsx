import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COIN_HISTORY_PAGE_SIZE, MESSAGES, formatDate, formatSignedCoins } from '../../../src/domain';
import { CoinHistory } from '../../../src/screens/contest';
import { coinHistoryEmpty, coinHistoryPage, coinHistoryShort } from '../../fixtures/contest';
import { fitsPhoneScreen } from '../../support/viewport';
import * as contestMessages from '../../../src/screens/contest/messages';

const meta = {
  title: 'Экраны/Contest/CoinHistory',
  component: CoinHistory,
  args: {
    items: coinHistoryShort.items,
    pagination: coinHistoryShort.pagination,
    page: 1,
    onPageChange: fn(),
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'История начислений монет (/account/contest/coining): дата, операция и количество монет (зачисления ' +
          'зеленым с плюсом, списания красным с минусом), по 15 строк на странице. Пустая история объясняет, что ' +
          'монеты начисляются ежемесячно пользователям PRO, и предлагает ссылку «Стать PRO». Пропсы: `items` — ' +
          'строки текущей страницы (null — первая загрузка), `pagination` (per_page, total), `page`, ' +
          '`onPageChange`, `loading`, `isPro` — PRO не предлагается «Стать PRO», `contestHref`, `plansHref`, ' +
          '`onNavigate`. Состояния: строки, несколько страниц, пусто, загрузка.',
      },
    },
  },
} satisfies Meta<typeof CoinHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  tags: ['pro'],
  args: { isPro: true },
  play: async ({ canvas }) => {
    const [first] = coinHistoryShort.items;
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(1 + coinHistoryShort.items.length);
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Дата', 'Операция', 'Монеты']);
    const row = canvas.getByRole('row', { name: new RegExp(first!.comment) });
    await expect(row).toHaveTextContent(formatDate(first!.created_at));
    await expect(row).toHaveTextContent(`${formatSignedCoins(first!.coins)}`.replace(/\s/g, ' '));
    await expect(canvas.queryByRole('navigation', { name: contestMessages.historyPagination })).toBeNull();
  },
};

export const Paged: Story = {
  tags: ['pro'],
  args: { isPro: true, items: coinHistoryPage.items, pagination: coinHistoryPage.pagination },
  play: async ({ args, canvas }) => {
    // 15 rows a page; 38 rows make 3 pages.
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + COIN_HISTORY_PAGE_SIZE);
    const pages = canvas.getByRole('navigation', { name: contestMessages.historyPagination });
    await expect(within(pages).getByRole('button', { name: 'Страница 3' })).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  tags: ['free'],
  args: { items: coinHistoryEmpty.items, pagination: coinHistoryEmpty.pagination },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(MESSAGES.coinHistoryEmpty)).toBeVisible();
    const becomePro = canvas.getByRole('link', { name: MESSAGES.becomeProLink });
    await expect(becomePro).toHaveAttribute('href', '/subscription/plans');
    await userEvent.click(becomePro);
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
  },
};

export const Loading: Story = {
  tags: ['pro'],
  args: { items: null, pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(contestMessages.loadingHistory);
  },
};

export const Mobile: Story = {
  tags: ['pro'],
  args: { isPro: true, items: coinHistoryPage.items, pagination: coinHistoryPage.pagination },
  globals: { viewport: { value: 'mobile' } },
  play: fitsPhoneScreen,
};
