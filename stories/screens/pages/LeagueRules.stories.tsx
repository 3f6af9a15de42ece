import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LeagueRules } from '../../../src/screens/pages';
import { free, guest, pro } from '../../fixtures/accounts';
import { leagueRulesHtml } from '../../fixtures/content';
import { leagueLeaders } from '../../fixtures/ideas';
import { fitsPhoneScreen } from '../../support/viewport';
import { MESSAGES } from '../../../src/domain';
import * as leagueRulesMessages from '../../../src/screens/pages/LeagueRules/messages';

const meta = {
  title: 'Экраны/Pages/LeagueRules',
  component: LeagueRules,
  args: {
    user: free,
    leaders: leagueLeaders,
    participants: 2318,
    productTitle: 'инвестидей',
    registerHref: '/auth/register?redirect_url=%2Fkonkurs-liga-ideas',
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Правила и таблица лиги (/konkurs-liga-{product}): как сделать ставку «Верю» / «Не верю», когда ставка ' +
          'выигрывает, откуда берутся монеты (1000 на Free, 5000 на PRO, 500 за запуск бота), как считается ' +
          'рейтинг (прибыль с 01.02.2021) и как обменять монеты на призы; таблица лидеров по прибыли и место ' +
          'пользователя. Пропсы: `user`, `leaders`, `participants`, `productTitle`, `registerHref`, `onNavigate`. ' +
          'Состояния: гость (кнопка «Участвовать»), Free (ссылка «Подключите PRO», место в лиге), PRO, пустая ' +
          'таблица.',
      },
    },
  },
} satisfies Meta<typeof LeagueRules>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Лига инвестидей: правила' })).toBeVisible();
    await expect(canvas.getByText(/считается с 1 февраля 2021 года/)).toBeVisible();
    await expect(canvas.getByText(/Идея еще не закрыта/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: leagueRulesMessages.placeBet }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/ideas');
    await expect(canvas.getByRole('link', { name: leagueRulesMessages.connectProLink })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    await expect(canvas.getByText(/Ваше место:/)).toHaveTextContent(/Ваше место: 154 из 2\s318/);
    await expect(canvas.getAllByRole('row')).toHaveLength(leagueLeaders.length + 1);
    await expect(canvas.getByRole('rowheader', { name: 'Алексей Г.' })).toBeVisible();
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas, args }) => {
    const join = canvas.getByRole('link', { name: leagueRulesMessages.participate });
    await expect(join).toHaveAttribute('href', args.registerHref);
    await expect(canvas.queryByText(/Ваше место:/)).toBeNull();
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: leagueRulesMessages.connectProLink })).toBeNull();
  },
};

export const EmptyTable: Story = {
  tags: ['free'],
  args: { leaders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Пока ни одна ставка не закрыта/)).toBeVisible();
  },
};

export const Mobile: Story = { tags: ['free'], globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };

/**
 * On a phone inside a centring flex column, as the reference app's main holds its pages: the page takes the
 * column's width and the league table scrolls inside it (it had made the page 466 px wide).
 */
export const MobileInCentringColumn: Story = {
  name: 'Телефон, в центрирующей колонке',
  tags: ['pro'],
  args: { user: pro, participants: 4 },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
  play: fitsPhoneScreen,
};

/** The rules as the editors keep them (the `league-rules` page text); the place and the table stay. */
export const FromContent: Story = {
  tags: ['free'],
  args: { contentHtml: leagueRulesHtml },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ленте идей' })).toHaveAttribute('href', '/ideas');
    await expect(canvas.getByRole('heading', { level: 2, name: leagueRulesMessages.leagueTable })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: leagueRulesMessages.winAndLoss })).toBeNull();
    await expect(canvas.getAllByRole('heading', { level: 2, name: MESSAGES.menuPrizes })).toHaveLength(1);
  },
};
