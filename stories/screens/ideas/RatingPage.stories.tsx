import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingPage } from '../../../src/screens/ideas';
import { free, guest, pro } from '../../fixtures/accounts';
import { forecasters, scoredForecasters } from '../../fixtures/ideas';
import * as ratingMessages from '../../../src/screens/ideas/RatingPage/messages';
import * as ideasMessages from '../../../src/screens/ideas/messages';

const meta = {
  title: 'Экраны/Ideas/RatingPage',
  component: RatingPage,
  args: {
    user: pro,
    forecasters,
    limited: false,
    period: 'all',
    onPeriodChange: fn(),
    onPermissionRequired: fn(),
    onNavigate: fn(),
    kind: 'analyst',
    kindHref: (kind) => (kind === 'analyst' ? '/rating' : `/rating?kind=${kind}`),
    onKindChange: fn(),
    page: 1,
    pageCount: 4,
    onPageChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Страница рейтинга (/rating): рейтинг аналитиков (BestForecasters) с переключателем «Аналитики» / ' +
          '«Брокеры» под заголовком (настоящие ссылки: новую вкладку и адрес можно открыть и отправить), вкладками ' +
          'периода (месяц, 3 месяца, год, всё время) и страницами полного рейтинга; в ограниченном виде (без PRO) ' +
          'страниц нет. Пропсы — те же, что у BestForecasters, и `kind`/`kindHref`/`onKindChange`, ' +
          '`page`/`pageCount`/`onPageChange`; периоды по умолчанию — `RATING_PERIODS`. Заголовок документа — ' +
          '`ratingHead`. Состояния: PRO, брокеры, Free (ограниченный), гость.',
      },
    },
  },
} satisfies Meta<typeof RatingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  name: 'PRO: аналитики, все страницы',
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    const switcher = canvas.getByRole('navigation', { name: ratingMessages.whomToShow });
    await expect(within(switcher).getByRole('link', { name: ratingMessages.kindAnalysts })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const brokers = within(switcher).getByRole('link', { name: ratingMessages.kindBrokers });
    await expect(brokers).toHaveAttribute('href', '/rating?kind=broker');
    await userEvent.click(brokers);
    await expect(args.onKindChange).toHaveBeenCalledWith('broker');
    // The periods, all time chosen.
    await expect(canvas.getByRole('tab', { name: ratingMessages.periodAll })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: ratingMessages.periodYear }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('1y');
    // The pages of the full rating.
    const pages = canvas.getByRole('navigation', { name: ratingMessages.ratingPagination });
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Brokers: Story = {
  name: 'Брокеры',
  tags: ['pro'],
  args: { kind: 'broker' },
  play: async ({ canvas }) => {
    const switcher = canvas.getByRole('navigation', { name: ratingMessages.whomToShow });
    await expect(within(switcher).getByRole('link', { name: ratingMessages.kindBrokers })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('columnheader', { name: ideasMessages.brokerHeader })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(ideasMessages.ratingTitleBrokers);
  },
};

/**
 * The place follows the score the table shows: a newcomer with 2 successful ideas of 2 (100 %) stands below
 * a forecaster with 75 % of 40, and one line and the score's tooltip say why.
 */
export const PlacedByScore: Story = {
  name: 'Места по баллу',
  tags: ['pro'],
  args: { forecasters: scoredForecasters },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toContain(ideasMessages.scoreHeader);
    await expect(canvas.getByText(ideasMessages.scoreExplained)).toBeVisible();
    // Places and shown scores agree: the scores never rise down the table.
    const rows = within(table).getAllByRole('row').slice(1);
    const scoreColumn = headers.indexOf(ideasMessages.scoreHeader);
    const scores = rows.map((row) =>
      Number((row.children[scoreColumn]?.textContent ?? '').replace(/\s/g, '').replace(',', '.')),
    );
    await expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const place = (name: string) =>
      Number(
        within(table)
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr')?.children[0]?.textContent,
      );
    await expect(place('Илья Соколов')).toBeGreaterThan(place('Ольга Смирнова'));
    // The formula opens under the explanation and closes again (Esc too).
    const info = canvas.getByRole('button', { name: ideasMessages.howScoreWorks });
    await expect(info).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(info);
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    const formula = canvas.getByRole('note');
    await expect(formula).toBeVisible();
    await expect(formula).toHaveTextContent(/закрытые идеи \+ 20/);
    await userEvent.keyboard('{Escape}');
    await expect(formula).not.toBeVisible();
  },
};

export const Free: Story = {
  name: 'Free: ограниченный рейтинг',
  tags: ['free'],
  args: { user: free, limited: true, hiddenCount: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ideasMessages.fullStatsTitle)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: ratingMessages.ratingPagination })).toBeNull();
  },
};

export const Guest: Story = {
  name: 'Гость',
  tags: ['guest'],
  args: { user: guest, limited: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: ideasMessages.openFullStats }));
    await expect(args.onPermissionRequired).toHaveBeenCalledWith(
      { kind: 'permissionDialog', type: 'ii.best_forecasters' },
      'ii.best_forecasters',
    );
  },
};
