import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, formatSignedCoins } from '../../../src/domain';
import { ContestPage } from '../../../src/screens/contest';
import { free, pro } from '../../fixtures/accounts';
import { betLoss, betOpen, betWin, betsResponse, betsResponseEmpty, betsResponseFree } from '../../fixtures/contest';
import { spaced } from '../../support/text';
import * as contestMessages from '../../../src/screens/contest/messages';

/** Testing Library collapses the no-break spaces of ru-RU numbers in the page text; do the same. */
const meta = {
  title: 'Экраны/Contest/ContestPage',
  component: ContestPage,
  args: { coins: pro.coins, isPro: true, data: betsResponse, page: 1, onPageChange: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Экран «Мои ставки» (/account/contest): баланс монет, место в рейтинге из общего числа участников, ' +
          'прибыль в монетах (считается с 01.02.2021) и постраничный список ставок. В строке ставки — название идеи ' +
          'со ссылкой на идею, ставка с иконкой «верю» (лайк) или «не верю» (дизлайк) и результат: плюс ' +
          'result_coins за выигрыш, минус ставка за проигрыш, «Идея еще не закрыта», пока идея открыта. Размер ' +
          'страницы приходит с сервера (сначала 6). Пропсы: `coins` — баланс, `isPro` — не-PRO видят приглашение ' +
          '«Стать PRO», `data` — ответ GET /api/bets (null — первая загрузка), `page`, `onPageChange`, `loading` — ' +
          'грузится другая страница, адреса `coinHistoryHref`, `prizesHref`, `plansHref`, `ideasHref` и ' +
          '`onNavigate`. Состояния: PRO со ставками, Free, без ставок, загрузка, загрузка страницы, телефон.',
      },
    },
  },
} satisfies Meta<typeof ContestPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProWithBets: Story = {
  tags: ['pro'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByTestId('contest-balance')).toHaveTextContent(/^5\s400 монет$/);
    await expect(canvas.getByTestId('contest-place')).toHaveTextContent(/^12 из 3\s480$/);
    await expect(canvas.getByTestId('contest-profit')).toHaveTextContent(spaced(`${formatSignedCoins(1460)} монет`));
    await expect(canvas.getByText('с 01.02.2021')).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.coinHistoryEmpty)).toBeNull();

    // A win shows plus result_coins, a loss minus the stake, an open idea 'Идея еще не закрыта'.
    const win = canvas.getByRole('row', { name: new RegExp(betWin.idea.name) });
    await expect(
      within(win).getByText(spaced(`${formatSignedCoins(betWin.result_coins!)}`), { exact: false }),
    ).toHaveAttribute('data-result', 'win');
    await expect(win).toHaveTextContent(`${formatSignedCoins(850)} монет`);
    await expect(within(win).getByRole('img', { name: contestMessages.believe })).toBeVisible();
    const loss = canvas.getByRole('row', { name: new RegExp(betLoss.idea.name) });
    await expect(loss).toHaveTextContent(`${formatSignedCoins(-betLoss.coins)} монет`);
    await expect(within(loss).getByRole('img', { name: contestMessages.notBelieve })).toBeVisible();
    const open = canvas.getByRole('row', { name: new RegExp(betOpen.idea.name) });
    await expect(within(open).getByText(MESSAGES.ideaNotClosed)).toBeVisible();
    await expect(within(open).queryByText(/^[+−-]\d/)).toBeNull();

    // The idea name links to the idea.
    const link = within(win).getByRole('link', { name: betWin.idea.name });
    await expect(link).toHaveAttribute('href', betWin.idea.link);
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(betWin.idea.link);

    // Page size from the server: 23 bets by 6 → 4 pages.
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + betsResponse.bets.length);
    const pages = canvas.getByRole('navigation', { name: contestMessages.betsPagination });
    await expect(within(pages).getByRole('button', { name: 'Страница 4' })).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: 'Следующая страница' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Free: Story = {
  tags: ['free'],
  args: { coins: free.coins, isPro: false, data: betsResponseFree },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('contest-place')).toHaveTextContent(/^154 из 3\s480$/);
    await expect(canvas.getByTestId('contest-profit')).toHaveTextContent(spaced(`${formatSignedCoins(-300)} монет`));
    await expect(canvas.getByText(MESSAGES.coinHistoryEmpty)).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.becomeProLink })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    // Two bets fit on one page: no pagination.
    await expect(canvas.queryByRole('navigation', { name: contestMessages.betsPagination })).toBeNull();
  },
};

export const NoBets: Story = {
  tags: ['pro'],
  args: { data: betsResponseEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contestMessages.noBets)).toBeVisible();
    await expect(canvas.getByRole('link', { name: contestMessages.chooseIdea })).toHaveAttribute('href', '/ideas');
    await expect(canvas.getByTestId('contest-place')).toHaveTextContent(contestMessages.noPlace);
    await expect(canvas.getByText(contestMessages.noPlaceHint)).toBeVisible();
    await expect(canvas.getByTestId('contest-profit')).toHaveTextContent(/^0 монет$/);
  },
};

/** Right after the first bet: no place yet (places come from closed bets), and no call to make a first bet. */
export const FirstBetOpen: Story = {
  name: 'Первая ставка еще открыта',
  tags: ['free'],
  args: {
    data: {
      ...betsResponseEmpty,
      bets: [betOpen],
      pagination: { ...betsResponseEmpty.pagination, total: 1 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('contest-place')).toHaveTextContent(contestMessages.noPlace);
    await expect(canvas.getByText(contestMessages.placeAfterFirstClose)).toBeVisible();
    await expect(canvas.queryByText(contestMessages.noPlaceHint)).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['pro'],
  args: { data: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(contestMessages.loadingBets);
    await expect(canvas.getByRole('region', { name: MESSAGES.menuBets })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const PageLoading: Story = {
  tags: ['pro'],
  args: { loading: true, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  tags: ['pro'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // The three figures stack at 375px.
    const balance = canvas.getByTestId('contest-balance').getBoundingClientRect();
    const place = canvas.getByTestId('contest-place').getBoundingClientRect();
    await expect(place.top).toBeGreaterThan(balance.bottom);
  },
};

export const Desktop: Story = {
  tags: ['pro'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // From 768px the three figures share one row.
    const tops = ['contest-balance', 'contest-place', 'contest-profit'].map(
      (id) => canvas.getByTestId(id).getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);
  },
};
