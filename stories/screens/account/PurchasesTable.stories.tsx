import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatMoney, MESSAGES } from '../../../src/domain';
import { PurchasesTable } from '../../../src/screens/account';
import { purchasesPage1, purchasesPage2, purchasesPagination } from '../../fixtures/account-area';
import { spaced } from '../../support/text';
import * as accountMessages from '../../../src/screens/account/messages';

const meta = {
  title: 'Экраны/Account/PurchasesTable',
  component: PurchasesTable,
  args: {
    purchases: purchasesPage1,
    page: 1,
    pagination: purchasesPagination,
    onPageChange: fn(),
    getPageHref: (page: number) => `/account/purchases?page=${page}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Покупки (/account/purchases): таблица «Дата», «Операция», «Сумма» в рублях, 15 строк на странице; ' +
          'покупка идеи (`PAYMENT_TYPE_IDEA`) ведет ссылкой на идею. Пустая таблица — «У Вас еще нет покупок». ' +
          'Пропсы: `purchases` — строки текущей страницы, `page`, `pagination` (`per_page`, `total` из ответа), ' +
          '`onPageChange(page)`, `getPageHref(page)`, `busy` — страница загружается. Состояния: строки с покупкой ' +
          'идеи, вторая страница, загрузка, пусто.',
      },
    },
  },
} satisfies Meta<typeof PurchasesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.menuPurchases })).toBeVisible();
    const table = canvas.getByRole('table', { name: accountMessages.purchaseHistory });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Дата', 'Операция', 'Сумма']);
    // 15 a page.
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 15);
    const [, first] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('21.11.2026');
    await expect(first).toHaveTextContent(spaced(formatMoney(792)));
    // An idea purchase links to its idea.
    const idea = within(first!).getByRole('link', { name: 'Сбербанк: рост на дивидендах' });
    await expect(idea).toHaveAttribute('href', '/ideas/sber-dividends');
    // Other operations carry no link.
    const subscription = within(table).getByRole('rowheader', { name: 'PRO на 3 месяца' });
    await expect(within(subscription).queryByRole('link')).not.toBeInTheDocument();

    const pages = canvas.getByRole('navigation', { name: accountMessages.purchasesPagination });
    await userEvent.click(within(pages).getByRole('link', { name: /2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const SecondPage: Story = {
  tags: ['pro'],
  args: { purchases: purchasesPage2, page: 2 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: accountMessages.purchaseHistory });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
    const pages = canvas.getByRole('navigation', { name: accountMessages.purchasesPagination });
    await expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('2');
  },
};

export const Loading: Story = {
  tags: ['pro'],
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  tags: ['free'],
  args: { purchases: [], pagination: { per_page: 15, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.purchasesEmpty)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.purchasesEmpty)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  tags: ['pro', 'mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const pages = canvas.getByRole('navigation', { name: accountMessages.purchasesPagination });
    for (const link of within(pages).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    }
  },
};
