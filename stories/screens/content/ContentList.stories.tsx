import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ContentList } from '../../../src/screens/content';
import { newsEntries, proReviewEntry, reviewEntry } from '../../fixtures/content';
import { MESSAGES } from '../../../src/domain';

const meta = {
  title: 'Экраны/Content/ContentList',
  component: ContentList,
  args: { title: 'Новости', entries: newsEntries, page: 1, pageCount: 1, onPageChange: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Список материалов редакции (/news, /reviews): дата, заголовок со ссылкой на материал, анонс, отметка PRO ' +
          'и тикеры со ссылками на страницы акций. Пропсы: `title`, `lead`, `entries` (ответ `GET /api/content/all` ' +
          'одного типа), `page`, `pageCount`, `onPageChange`, `pageHref`, `emptyText`, `busy`, `onNavigate`. ' +
          'Состояния: новости, обзоры с PRO-выпуском и страницами, пусто, телефон.',
      },
    },
  },
} satisfies Meta<typeof ContentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Байбэки в радаре' });
    await expect(link).toHaveAttribute('href', '/news/2026-08-buybacks');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/news/2026-08-buybacks');
    await expect(canvas.getByRole('link', { name: 'MGNT' })).toHaveAttribute('href', '/stocks/MGNT');
    // One page: no pagination.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ReviewsWithPages: Story = {
  args: {
    title: 'Обзоры идей',
    lead: 'Каждую пятницу — главные идеи недели и итоги закрытых.',
    entries: [reviewEntry, proReviewEntry],
    page: 2,
    pageCount: 6,
    pageHref: (page) => (page === 1 ? '/reviews' : `/reviews?page=${page}`),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(MESSAGES.proLink)).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Страницы: Обзоры идей' });
    await expect(pages).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Страница 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { entries: [], emptyText: 'Новостей пока нет.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Новостей пока нет.')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { title: 'Обзоры идей', entries: [reviewEntry, proReviewEntry] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [ticker] = canvas.getAllByRole('link', { name: 'SBER' });
    await expect(ticker).toBeVisible();
    // Tickers stay tappable at 375 px: targets of at least 24 px.
    await expect(ticker!.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};
