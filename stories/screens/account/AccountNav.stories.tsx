import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountNav } from '../../../src/screens/account';
import { brokerAdmin, free, partner } from '../../fixtures/accounts';
import { partnerBrokerAdmin } from '../../fixtures/account-area';
import { MESSAGES } from '../../../src/domain';
import * as accountMessages from '../../../src/screens/account/messages';

const BASE_ITEMS = ['Профиль', 'Настройки', 'Мои ставки', 'Уведомления', 'Призы'];

const meta = {
  title: 'Экраны/Account/AccountNav',
  component: AccountNav,
  args: { user: free, current: 'settings', onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Меню личного кабинета (спецификация, docs/product/screens.md): Профиль, Настройки, Мои ставки, Уведомления, Призы; ' +
          '«Партнерам» — только партнерам, «Аналитикам» (→ /account/analyst/ideas, полная загрузка страницы) — ' +
          'только администраторам брокера. Кто что видит — правило домена `accountMenu`; на мобильных (уже 768px) ' +
          '«Партнерам» и «Аналитикам» скрыты средствами CSS, меню становится горизонтальной лентой. Пропсы: `user`, ' +
          '`current` — пункт открытой страницы (`aria-current="page"`), `paths` — адреса пунктов, `onNavigate(href, ' +
          '{ kind })` — `kind: "app"` для переходов внутри кабинета и `"page"` для полной загрузки. Состояния: ' +
          'бесплатный, партнер, администратор брокера, мобильный.',
      },
    },
  },
} satisfies Meta<typeof AccountNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: accountMessages.accountNav });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(BASE_ITEMS);
    await expect(canvas.getByRole('link', { name: MESSAGES.menuSettings })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: MESSAGES.menuBets })).toHaveAttribute('href', '/account/contest');
    await userEvent.click(canvas.getByRole('link', { name: MESSAGES.menuNotifications }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/notifications', { kind: 'app' });
  },
};

export const Partner: Story = {
  tags: ['partner'],
  args: { user: partner, current: 'partners' },
  play: async ({ canvas }) => {
    const partners = canvas.getByRole('link', { name: MESSAGES.menuPartners });
    await expect(partners).toBeVisible();
    await expect(partners).toHaveAttribute('href', '/account/partners');
    await expect(partners).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: MESSAGES.menuAnalysts })).not.toBeInTheDocument();
  },
};

export const BrokerAdmin: Story = {
  tags: ['pro', 'broker-admin'],
  args: { user: brokerAdmin, current: 'profile' },
  play: async ({ canvas, args }) => {
    const analysts = canvas.getByRole('link', { name: MESSAGES.menuAnalysts });
    await expect(analysts).toBeVisible();
    await expect(analysts).toHaveAttribute('href', '/account/analyst/ideas');
    await expect(canvas.queryByRole('link', { name: MESSAGES.menuPartners })).not.toBeInTheDocument();
    // The analysts' area is outside the account app: the app is told to load the page.
    await userEvent.click(analysts);
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/analyst/ideas', { kind: 'page' });
  },
};

export const Mobile: Story = {
  tags: ['partner', 'broker-admin', 'mobile'],
  args: { user: partnerBrokerAdmin, current: 'bets' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    // Partners and Analysts are for non-mobile only.
    await expect(canvas.getByRole('link', { name: MESSAGES.menuPartners, hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.menuAnalysts, hidden: true })).not.toBeVisible();
    const visible = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(visible).toEqual(BASE_ITEMS);
    // A horizontal strip: items share one row, each a comfortable target.
    const [first, second] = canvas.getAllByRole('link');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(first!.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Tablet: Story = {
  tags: ['partner', 'broker-admin'],
  args: { user: partnerBrokerAdmin, current: 'bets' },
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: MESSAGES.menuPartners })).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.menuAnalysts })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
  },
};
