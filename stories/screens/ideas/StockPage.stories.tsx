import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StockPage, toIdeaSummary } from '../../../src/screens/ideas';
import { quietStock, sberStock, sberYear } from '../../fixtures/ideaPages';
import * as stockMessages from '../../../src/screens/ideas/StockPage/messages';

const open = sberStock.ideas.open.map((idea) => toIdeaSummary(idea));
const closed = sberStock.ideas.closed.map((idea) => toIdeaSummary(idea));

const meta = {
  title: 'Экраны/Ideas/StockPage',
  component: StockPage,
  args: {
    stock: sberStock.stock,
    consensus: sberStock.consensus,
    openIdeas: open,
    closedIdeas: closed,
    closedTotal: sberStock.ideas.closed_total,
    onVote: fn(),
    onAddToPortfolio: fn(),
    deals: sberStock.insider_deals,
    prices: sberYear,
    onNavigate: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Страница акции (/stocks/{ticker}, ticker_url поиска): последняя цена и ее дата, консенсус-цель открытых ' +
          'идей без премиум-идей и ее потенциал, число идей и сделок инсайдеров; цена за год с консенсусом ' +
          '(PriceChart); открытые и закрытые идеи карточками (голос, портфель); последние сделки инсайдеров со ' +
          'ссылками на страницы инсайдеров и на все сделки акции в радаре. Пропсы: `stock`, `consensus`, ' +
          '`openIdeas`, `closedIdeas`, `closedTotal` (ответ GET /api/stocks/{ticker}; идеи — через `toIdeaSummary`), ' +
          '`votes`/`onVote`, `portfolioIdeaIds`/`onAddToPortfolio`, `deals`, `prices` (закрытия за год), `currency`, ' +
          '`dealsHref`, `insiderHref`, `onNavigate`. Заголовок документа — `stockHead(stock)`. Состояния: PRO с ' +
          'идеями в портфеле, гость, акция без идей, сделок и цен, телефон.',
      },
    },
  },
} satisfies Meta<typeof StockPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  name: 'PRO: идеи, цена за год, сделки инсайдеров',
  tags: ['pro'],
  args: { portfolioIdeaIds: [101], votes: { 101: 'believe' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Сбербанк' })).toBeVisible();
    await expect(canvas.getByText(stockMessages.consensusNote('2'))).toBeVisible();
    await expect(canvas.getByText('+19,01 %')).toHaveAttribute('data-sign', 'positive');
    // A year of closes: the line has a point a day; the consensus is the dashed line.
    const chart = canvas.getByRole('figure');
    await expect(chart.querySelector('[data-part="line"]')?.getAttribute('d')?.split('L').length).toBe(sberYear.length);
    await expect(within(chart).getByText(/^Цена за год: /)).toBeVisible();
    // Open ideas: the card of the portfolio's idea says so; a vote goes to the app.
    const openSection = canvas.getByRole('region', { name: /^Открытые идеи/ });
    await expect(within(openSection).getAllByRole('article')).toHaveLength(2);
    await expect(within(openSection).getByRole('button', { name: 'В портфеле' })).toBeDisabled();
    await userEvent.click(within(openSection).getAllByRole('button', { name: /^Не верю/ })[1]!);
    await expect(args.onVote).toHaveBeenCalledWith(111, 'notbelieve');
    // Closed: the count of all closed ideas, the latest shown.
    await expect(canvas.getByRole('region', { name: /^Закрытые идеи 3$/ })).toBeVisible();
    // Insiders' deals: each insider links to their page, the kinds in Russian, an unknown price as a dash.
    const deals = canvas.getByRole('table', { name: stockMessages.dealsCaption });
    await expect(within(deals).getAllByRole('row')).toHaveLength(1 + 3);
    await expect(within(deals).getByText(stockMessages.dealSell)).toBeVisible();
    await userEvent.click(within(deals).getByRole('link', { name: 'Греф Герман Оскарович' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/insiders/501');
    await userEvent.click(canvas.getByRole('link', { name: stockMessages.allStockDeals('SBER') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/insider-radar/deals?search_id=1&whose_id=company');
  },
};

/** A share with 29 closed ideas: a table of results ten a page, not 5,000 px of cards. */
export const ManyClosedIdeas: Story = {
  name: 'Много закрытых идей',
  tags: ['pro'],
  args: {
    closedIdeas: Array.from({ length: 29 }, (_, index) => ({
      ...closed[index % closed.length]!,
      id: 900 + index,
      name: `Закрытая идея № ${index + 1}`,
    })),
    closedTotal: 64,
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: /^Закрытые идеи 64$/ });
    await expect(within(section).queryAllByRole('article')).toHaveLength(0);
    const table = within(section).getByRole('table', { name: stockMessages.closedIdeasCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    await expect(within(section).getByText(stockMessages.latestShown('29', '64'))).toBeVisible();
    const pages = within(section).getByRole('navigation', { name: stockMessages.closedIdeasPages });
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 3' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    await expect(within(table).getByRole('link', { name: 'Закрытая идея № 21' })).toBeVisible();
  },
};

export const Guest: Story = {
  name: 'Гость',
  tags: ['guest'],
  play: async ({ canvas, args }) => {
    const openSection = canvas.getByRole('region', { name: /^Открытые идеи/ });
    await userEvent.click(within(openSection).getAllByRole('button', { name: 'В портфель' })[0]!);
    await expect(args.onAddToPortfolio).toHaveBeenCalledWith(101);
  },
};

export const Empty: Story = {
  name: 'Без идей, сделок и цен',
  tags: ['free'],
  args: {
    stock: quietStock.stock,
    consensus: null,
    openIdeas: [],
    closedIdeas: [],
    closedTotal: 0,
    deals: [],
    prices: null,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(stockMessages.noConsensus)).toBeVisible();
    await expect(canvas.getByText(stockMessages.noOpenIdeas)).toBeVisible();
    await expect(canvas.getByText(stockMessages.noClosedIdeas)).toBeVisible();
    await expect(canvas.getByText(stockMessages.noDeals)).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  name: 'Телефон',
  tags: ['pro'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // One card a row at 375px.
    const openSection = await canvas.findByRole('region', { name: /^Открытые идеи/ });
    const [first, second] = within(openSection).getAllByRole('article');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
  },
};
