import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate, formatPrice } from '../../../src/domain';
import { IdeaPage } from '../../../src/screens/ideas';
import {
  analystRecord,
  closedIdea,
  closedIdeaCloses,
  openIdea,
  openIdeaAsOf,
  openIdeaCloses,
  premiumIdea,
} from '../../fixtures/ideaPages';
import { exact } from '../../support/text';
import * as ideaPageMessages from '../../../src/screens/ideas/IdeaPage/messages';
import * as chartMessages from '../../../src/screens/ideas/PriceChart/messages';

const meta = {
  title: 'Экраны/Ideas/IdeaPage',
  component: IdeaPage,
  args: {
    idea: openIdea,
    prices: openIdeaCloses,
    asOf: openIdeaAsOf,
    record: analystRecord,
    votes: { vote: null, likes: openIdea.likes_count, dislikes: openIdea.dislikes_count },
    onVote: fn(),
    inPortfolio: false,
    onAddToPortfolio: fn(),
    bet: null,
    onBet: fn(),
    onNavigate: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Страница идеи (/ideas/{id}): тикер, статус, направление и кто опубликовал; цены открытия, текущая или ' +
          'закрытия, цель (у премиум-идеи — «в премиум-идее»), потенциал, результат и горизонт; график цены с ' +
          'открытия с целью и горизонтом (PriceChart); описание и факты (тип актива, риск, ИИС, факторы роста); ' +
          'история статусов; в боковой колонке — «Верю» / «Не верю», «В портфель», ставка в лиге и место ' +
          'аналитика в рейтинге. Пропсы: `idea` (ответ GET /api/ideas/{id}), `prices` (дневные закрытия), `asOf`, ' +
          '`record` (строка рейтинга аналитика), `recordLimited` (ограниченный рейтинг без PRO), `votes`/`onVote`, ' +
          '`inPortfolio`/`onAddToPortfolio`, `bet`/`onBet`, `ideasHref`, `ratingHref`, `onNavigate`. Заголовок ' +
          'документа — `ideaHead(idea)`. Состояния: PRO (полная статистика, идея в портфеле, ставка сделана), Free ' +
          '(статистика в PRO), гость, закрытая идея, премиум-идея без покупки, телефон.',
      },
    },
  },
} satisfies Meta<typeof IdeaPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  name: 'PRO: идея в портфеле, ставка сделана',
  tags: ['pro'],
  args: { inPortfolio: true, bet: 'believe', votes: { vote: 'believe', likes: 1285, dislikes: 203 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: openIdea.name })).toBeVisible();
    // The figures: the target in roubles, the potential signed and coloured as a gain.
    await expect(canvas.getByText(exact(formatPrice(385, 'RUB')))).toBeVisible();
    await expect(canvas.getByText('+23,34 %')).toHaveAttribute('data-sign', 'positive');
    // The chart: a path of daily closes, the target dashed, a caption for screen readers.
    const chart = canvas.getByRole('figure');
    await expect(chart.querySelector('[data-part="line"]')?.getAttribute('d')?.split('L').length).toBe(
      openIdeaCloses.length,
    );
    await expect(chart.querySelector('[data-part="target"]')).not.toBeNull();
    await expect(within(chart).getByRole('img')).toHaveAccessibleName(/^Цена с открытия идеи: /);
    // The vote pressed, the portfolio and the bet already done.
    const forecast = canvas.getByRole('group', { name: 'Ваш прогноз' });
    await expect(within(forecast).getByRole('button', { name: /^Верю/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(forecast).getByRole('button', { name: /^Не верю/ }));
    await expect(args.onVote).toHaveBeenCalledWith('notbelieve');
    await expect(canvas.getByRole('button', { name: ideaPageMessages.inPortfolio })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: ideaPageMessages.betPlaced })).toBeDisabled();
    await expect(canvas.getByText(ideaPageMessages.yourBet('Верю'))).toBeVisible();
    // The analyst's record, and the rating in the app.
    const analyst = canvas.getByRole('region', { name: 'Олег Николаев' });
    await expect(within(analyst).getByText('71,4 %')).toBeVisible();
    await expect(within(analyst).getByText('+18,6 %')).toBeVisible();
    await userEvent.click(within(analyst).getByRole('link', { name: ideaPageMessages.ratingTitle }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/rating');
    // The breadcrumb to the share.
    const crumbs = canvas.getByRole('navigation', { name: ideaPageMessages.breadcrumbs });
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Сбербанк' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/stocks/SBER');
  },
};

/** Opened on a Sunday: the last price is Friday's close, dated as the stock page dates it, not by the visit. */
export const WeekendVisit: Story = {
  name: 'В выходной: последняя цена на пятницу',
  tags: ['pro'],
  args: { asOf: '2026-11-29T10:00:00.000Z' },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure');
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    await expect(rows[rows.length - 1]).toHaveTextContent(formatDate(`${openIdeaCloses.at(-1)!.date}T12:00:00Z`));
    await expect(rows[rows.length - 1]).not.toHaveTextContent('29.11.2026');
  },
};

export const Free: Story = {
  name: 'Free: статистика аналитика в PRO',
  tags: ['free'],
  args: { record: null, recordLimited: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(ideaPageMessages.limitedRecord)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ideaPageMessages.addToPortfolio }));
    await expect(args.onAddToPortfolio).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Сделать ставку' }));
    await expect(args.onBet).toHaveBeenCalledOnce();
    await expect(canvas.getByText(ideaPageMessages.leagueBetLead)).toBeVisible();
  },
};

export const Guest: Story = {
  name: 'Гость',
  tags: ['guest'],
  args: { record: null, recordLimited: true, votes: { vote: 'notbelieve', likes: 1284, dislikes: 204 } },
  play: async ({ canvas, args }) => {
    // A guest votes too (the app keeps the vote in local storage): the counts include it.
    const forecast = canvas.getByRole('group', { name: 'Ваш прогноз' });
    await expect(within(forecast).getByRole('button', { name: /^Не верю/ })).toHaveAccessibleName(/204$/);
    await userEvent.click(within(forecast).getByRole('button', { name: /^Верю/ }));
    await expect(args.onVote).toHaveBeenCalledWith('believe');
    // The bet leads a guest to registration: the app decides, the page only asks.
    await userEvent.click(canvas.getByRole('button', { name: 'Сделать ставку' }));
    await expect(args.onBet).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  name: 'Закрытая идея',
  tags: ['pro'],
  args: {
    idea: closedIdea,
    prices: closedIdeaCloses,
    record: null,
    votes: { vote: null, likes: closedIdea.likes_count, dislikes: closedIdea.dislikes_count },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ideaPageMessages.closePrice)).toBeVisible();
    await expect(canvas.getByText(ideaPageMessages.votesClosed)).toBeVisible();
    await expect(canvas.getByText(ideaPageMessages.leagueBetClosed)).toBeVisible();
    const forecast = canvas.getByRole('group', { name: 'Ваш прогноз' });
    for (const button of within(forecast).getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Сделать ставку' })).toBeDisabled();
    // No analyst named: the broker's card, and every priced status change is a row of the history.
    await expect(canvas.getByRole('region', { name: 'Альфа-Инвестиции' })).toBeVisible();
    await expect(canvas.getByText(ideaPageMessages.noRecord)).toBeVisible();
    const history = canvas.getByRole('region', { name: ideaPageMessages.statusHistory });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    // The chart's table for screen readers: the opening and the two changes.
    const points = canvas.getByRole('table', { name: chartMessages.chartPointsCaption });
    await expect(within(points).getAllByRole('row')).toHaveLength(1 + 3);
  },
};

export const Premium: Story = {
  name: 'Премиум-идея без покупки',
  tags: ['free'],
  args: { idea: premiumIdea, prices: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ideaPageMessages.lockedDescription)).toBeVisible();
    await expect(canvas.getByText(ideaPageMessages.targetInPremium)).toBeVisible();
    await expect(canvas.getByText(ideaPageMessages.premiumBadge)).toBeVisible();
    // Without daily closes the line joins the marked points, and no target is drawn.
    const chart = canvas.getByRole('figure');
    await expect(chart.querySelector('[data-part="target"]')).toBeNull();
    await expect(chart.querySelectorAll('[data-part="point"]')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  name: 'Телефон',
  tags: ['pro'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // One column: the side column (the forecast) comes after the status history.
    const history = await canvas.findByRole('region', { name: ideaPageMessages.statusHistory });
    const forecast = canvas.getByRole('group', { name: 'Ваш прогноз' });
    await expect(history.compareDocumentPosition(forecast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(forecast.getBoundingClientRect().top).toBeGreaterThan(history.getBoundingClientRect().top);
  },
};
