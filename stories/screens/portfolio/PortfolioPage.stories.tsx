import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortfolioPage } from '../../../src/screens/portfolio';
import { guest } from '../../fixtures/accounts';
import {
  freeAtLimit,
  freeAtLimitIdeas,
  freeEmpty,
  freeWithoutPortfolio,
  portfolioUpdates,
  proPortfolioIdeas,
  proWithClosed,
} from '../../fixtures/portfolio';
import { fitsPhoneScreen } from '../../support/viewport';
import { MESSAGES } from '../../../src/domain';
import * as portfolioMessages from '../../../src/screens/portfolio/messages';

const meta = {
  title: 'Экраны/Portfolio/PortfolioPage',
  component: PortfolioPage,
  args: {
    user: proWithClosed,
    ideas: proPortfolioIdeas,
    updates: portfolioUpdates,
    updatesCount: 2,
    onRemove: fn(),
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Портфель идей (/portfolio): идеи, за которыми следит пользователь (цена открытия, текущая цена и ' +
          'изменение, цель, потенциал, статус, кнопка «Убрать»), и лента обновлений портфеля (событие, идея, дата, ' +
          'итог с прибылью или убытком). Без права ii.portfolio — «Доступно для аккаунтов уровня PRO» с кнопкой ' +
          '«Подключить PRO» на страницу тарифов; без ii.portfolio_add_many_ideas — не больше 3 идей и путь к PRO ' +
          'при достижении лимита; гостю предлагается войти. Пропсы: `user`, `ideas`, `updates`, `updatesCount`, ' +
          '`onRemove(ideaId)` (приложение спрашивает подтверждение), `plansHref`, `ideasHref`, `loginHref`, ' +
          '`registerHref`, `onNavigate`. Состояния: гость, Free на лимите, PRO, пустой портфель, нет доступа.',
      },
    },
  },
} satisfies Meta<typeof PortfolioPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pro: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(proPortfolioIdeas.length);
    await expect(canvas.queryByText(/на бесплатном тарифе/)).toBeNull();
    await expect(canvas.getByText('2 новых')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Убрать из портфеля: Лукойл: обратный выкуп' }));
    await expect(args.onRemove).toHaveBeenCalledWith(102);
    const updates = canvas.getByRole('region', { name: /Обновления/ });
    await expect(within(updates).getByText(portfolioMessages.withProfit)).toBeVisible();
    await expect(within(updates).getByText(portfolioMessages.withLoss)).toBeVisible();
  },
};

export const FreeAtLimit: Story = {
  tags: ['free'],
  args: { user: freeAtLimit, ideas: freeAtLimitIdeas, updates: freeAtLimit.portfolio!.updates, updatesCount: 1 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Идей в портфеле: 3 из 3 на бесплатном тарифе')).toBeVisible();
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent(portfolioMessages.limitReachedTitle);
    await expect(alert).toHaveTextContent('не больше 3 идей');
    const upgrade = within(alert).getByRole('link', { name: MESSAGES.connectPro });
    await expect(upgrade).toHaveAttribute('href', '/subscription/plans');
    await userEvent.click(upgrade);
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
  },
};

export const FreeUnderLimit: Story = {
  tags: ['free'],
  args: { user: freeAtLimit, ideas: freeAtLimitIdeas.slice(0, 2), updates: [], updatesCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Идей в портфеле: 2 из 3 на бесплатном тарифе')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: MESSAGES.connectPro })).toBeNull();
    await expect(canvas.getByText(portfolioMessages.noUpdates)).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['free'],
  args: { user: freeEmpty, ideas: [], updates: [], updatesCount: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(portfolioMessages.emptyTitle)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: portfolioMessages.goToIdeas }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/ideas');
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest, ideas: [], updates: [], updatesCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: MESSAGES.login })).toHaveAttribute(
      'href',
      '/auth/login?redirect_url=%2Fportfolio',
    );
    await expect(canvas.getByRole('link', { name: MESSAGES.register })).toHaveAttribute(
      'href',
      '/auth/register?redirect_url=%2Fportfolio',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const NoAccess: Story = {
  tags: ['free'],
  args: { user: freeWithoutPortfolio, ideas: [], updates: [], updatesCount: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: MESSAGES.proOnly })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.connectPro }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription/plans');
  },
};

export const Mobile: Story = {
  tags: ['free'],
  args: FreeAtLimit.args,
  globals: { viewport: { value: 'mobile' } },
  play: fitsPhoneScreen,
};
