import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../../src/components/Link';
import { Table, type TableColumn, type TableProps } from '../../src/components/Table';

type Purchase = { id: number; date: string; operation: string; link?: string; amount: string };

const purchases: Purchase[] = [
  { id: 1, date: '12.03.2024', operation: 'Покупка идеи «Сбербанк: рост на 20%»', link: '/ideas/101', amount: '489 ₽' },
  { id: 2, date: '01.03.2024', operation: 'Подписка PRO на 3 месяца', amount: '1 490 ₽' },
  { id: 3, date: '15.02.2024', operation: 'Покупка идеи «Лукойл: дивиденды»', link: '/ideas/87', amount: '391 ₽' },
];

const columns: TableColumn<Purchase>[] = [
  { key: 'date', header: 'Дата', cell: (row) => row.date },
  {
    key: 'operation',
    header: 'Операция',
    rowHeader: true,
    cell: (row) => (row.link ? <Link href={row.link}>{row.operation}</Link> : row.operation),
  },
  { key: 'amount', header: 'Сумма', align: 'end', cell: (row) => row.amount },
];

// The generic component bound to this file's row type, so args and columns type-check together.
const PurchaseTable = Table as (props: TableProps<Purchase>) => ReactElement;

const meta = {
  title: 'Примитивы/Table',
  component: PurchaseTable,
  args: {
    caption: 'Покупки',
    columns,
    rows: purchases,
    getRowKey: (row: Purchase) => row.id,
    emptyText: 'У Вас еще нет покупок',
  } satisfies TableProps<Purchase>,
  parameters: {
    docs: {
      description: {
        component:
          'Таблица данных: подпись (`caption`), строка заголовков, текст для пустой таблицы. Числа и суммы ' +
          'выравниваются по правому краю (`align: "end"`), ячейка `rowHeader` называет строку для экранного ' +
          'диктора. На узком экране таблица прокручивается по горизонтали и тогда становится фокусируемой областью. ' +
          '`busy` — пока грузится страница.',
      },
    },
  },
} satisfies Meta<typeof PurchaseTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Purchases: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Покупки' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Дата', 'Операция', 'Сумма']);
    await expect(within(table).getAllByRole('row')).toHaveLength(purchases.length + 1);
    await expect(within(table).getByRole('rowheader', { name: 'Подписка PRO на 3 месяца' })).toBeInTheDocument();
    await expect(within(table).getByRole('link', { name: 'Покупка идеи «Сбербанк: рост на 20%»' })).toHaveAttribute(
      'href',
      '/ideas/101',
    );
    const amount = within(table).getByRole('cell', { name: '1 490 ₽' });
    await expect(getComputedStyle(amount).textAlign).toBe('end');
    await expect(table).toHaveAttribute('data-state', 'filled');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Покупки' });
    const cell = within(table).getByRole('cell', { name: 'У Вас еще нет покупок' });
    await expect(cell).toHaveAttribute('colspan', String(columns.length));
    await expect(table).toHaveAttribute('data-state', 'empty');
  },
};

export const EmptyWithLink: Story = {
  args: {
    caption: 'История начислений монет',
    rows: [],
    emptyText: (
      <>
        Монеты начисляются ежемесячно пользователям PRO. <Link href="/subscription/plans">Стать PRO</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Стать PRO' })).toHaveAttribute('href', '/subscription/plans');
  },
};

export const Busy: Story = {
  args: { busy: true, hideCaption: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Покупки' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    // A hidden caption still names the table.
    await expect(within(table).getByText('Покупки').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** On a phone a wide table scrolls sideways and can be focused and scrolled from the keyboard. */
export const MobileScroll: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    caption: 'Статистика за месяц',
    columns: ['Дата', 'Конверсия', 'Посетители', 'Регистрации', 'Сделки', 'Сумма', 'Вознаграждение'].map(
      (header, i) => ({
        key: String(i),
        header,
        align: i ? ('end' as const) : ('start' as const),
        cell: (row: Purchase) => (i ? `${row.id * 1000 + i}` : row.date),
      }),
    ),
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Статистика за месяц' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const NoScrollOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Покупки' });
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(table.parentElement).not.toHaveAttribute('tabindex');
  },
};
