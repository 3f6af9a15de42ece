import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { formatCoins, MESSAGES, PAYMENT_MESSAGES } from '../../../src/domain';
import { SubscriptionPage } from '../../../src/screens/subscription';
import { bot, free, lifetime, overdueBot, overduePro, pro, proCanceled, promo } from '../../fixtures/accounts';
import { storyNow, subscriptionConfig } from '../../fixtures/subscription';
import { spaced } from '../../support/text';
import * as subscriptionMessages from '../../../src/screens/subscription/messages';
import * as sharedMessages from '../../../src/screens/shared/messages';

const meta = {
  title: 'Экраны/Subscription/SubscriptionPage',
  component: SubscriptionPage,
  args: { user: pro, config: subscriptionConfig, now: storyNow, onCancel: fn(), onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Управление подпиской (/account/settings/subscription, docs/product/screens.md и docs/product/flows.md). Тариф и его статус: активна ' +
          '— дата следующего списания и карта; отменена — доступ до `expires_at`, списаний больше не будет; ' +
          'просрочена (активна с `billing_error_code`) — баннер оболочки `BillingBanner` с текстом для бота или PRO ' +
          'и ссылкой «Оплатить» на страницу провайдера (адрес из настроек + `ext_id`) в новой вкладке. Кнопка ' +
          '«Улучшить тариф» — всем, кроме доступа навсегда; «Отменить подписку» — пока подписка активна (открывает ' +
          'диалог отмены через `onCancel`). Текст о следующем начислении монет — из домена ' +
          '(`nextCreditText`) по плану и длительности. Пропсы: `user`, `config` (payments, investcoins), `now`, ' +
          '`onCancel`, `links`, `onNavigate(href, { kind })`. Состояния: PRO активна, отменена, просрочена (PRO и ' +
          'бот), бот активна, навсегда, промокод, бесплатный.',
      },
    },
  },
} satisfies Meta<typeof SubscriptionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProActive: Story = {
  tags: ['pro'],
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: subscriptionMessages.manageSubscription }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'PRO на 3 месяца' })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.subscriptionActive)).toBeVisible();
    // Next charge date and the card.
    await expect(canvas.getByText(MESSAGES.nextCharge).nextElementSibling).toHaveTextContent('22.12.2026');
    await expect(canvas.getByText('Visa, номер заканчивается на 4242')).toBeInTheDocument();
    // 90 days: the month amount at the start of next month.
    await expect(
      canvas.getByText(spaced(`${MESSAGES.nextCreditPrefix}: ${formatCoins(5000)} — 01.12.2026`)),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    const upgrade = canvas.getByRole('link', { name: MESSAGES.upgradeTariff });
    await expect(upgrade).toHaveAttribute('href', '/account/settings/subscription-upgrade');
    await userEvent.click(upgrade);
    await expect(args.onNavigate).toHaveBeenCalledWith('/account/settings/subscription-upgrade', { kind: 'app' });
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.cancelSubscription }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Canceled: Story = {
  tags: ['pro'],
  args: { user: proCanceled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.subscriptionCanceledStatus)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.accessUntil).nextElementSibling).toHaveTextContent('22.12.2026');
    await expect(canvas.getByText(MESSAGES.noFurtherCharges)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.nextCharge)).not.toBeInTheDocument();
    await expect(canvas.queryByText(MESSAGES.nextCreditPrefix, { exact: false })).not.toBeInTheDocument();
    // Nothing left to cancel; upgrading is still offered.
    await expect(canvas.queryByRole('button', { name: MESSAGES.cancelSubscription })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: MESSAGES.upgradeTariff })).toBeVisible();
  },
};

export const Overdue: Story = {
  tags: ['pro'],
  args: { user: overduePro },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent(MESSAGES.overduePro);
    const pay = canvas.getByRole('link', { name: /Оплатить/ });
    await expect(pay).toHaveAttribute('href', 'https://pay.example.ru/billing/update/sub_7f3a9c21');
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText(MESSAGES.subscriptionOverdueStatus)).toBeVisible();
    await expect(canvas.getByRole('button', { name: MESSAGES.cancelSubscription })).toBeVisible();
  },
};

export const OverdueBot: Story = {
  tags: ['bot'],
  args: { user: overdueBot },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.overdueBot);
    await expect(canvas.getByRole('link', { name: /Оплатить/ })).toHaveAttribute(
      'href',
      'https://pay.example.ru/billing/update/sub_7f3a9c21',
    );
  },
};

export const BotActive: Story = {
  tags: ['bot'],
  args: { user: bot },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Бот на 12 месяцев' })).toBeVisible();
    // Bot, 365 days: the yearly bot amount next month.
    await expect(
      canvas.getByText(spaced(`${MESSAGES.nextCreditPrefix}: ${formatCoins(2000)} — 01.12.2026`)),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.upgradeTariff })).toBeVisible();
    await expect(canvas.getByRole('button', { name: MESSAGES.cancelSubscription })).toBeVisible();
  },
};

export const Lifetime: Story = {
  tags: ['lifetime'],
  args: { user: lifetime },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: MESSAGES.upgradeToLifetime })).toBeVisible();
    // No upgrade button for lifetime access, and nothing to cancel.
    await expect(canvas.queryByRole('link', { name: MESSAGES.upgradeTariff })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: MESSAGES.cancelSubscription })).not.toBeInTheDocument();
  },
};

export const Promo: Story = {
  tags: ['promo'],
  args: { user: promo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: sharedMessages.proByPromocode })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.accessUntil).nextElementSibling).toHaveTextContent('31.01.2027');
    await expect(canvas.getByRole('link', { name: MESSAGES.upgradeTariff })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: MESSAGES.cancelSubscription })).not.toBeInTheDocument();
  },
};

export const Free: Story = {
  tags: ['free'],
  args: { user: free },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: subscriptionMessages.freePlanTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: MESSAGES.connectPro })).toHaveAttribute(
      'href',
      '/subscription/plans',
    );
    await expect(canvas.queryByRole('button', { name: MESSAGES.cancelSubscription })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  tags: ['pro', 'mobile'],
  args: { user: overduePro },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const upgrade = canvas.getByRole('link', { name: MESSAGES.upgradeTariff });
    await expect(upgrade.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const cancel = canvas.getByRole('button', { name: MESSAGES.cancelSubscription });
    await expect(cancel.getBoundingClientRect().top).toBeGreaterThan(upgrade.getBoundingClientRect().bottom);
    await expect(cancel.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Renewed: Story = {
  name: 'Оплата просроченной подписки прошла',
  tags: ['pro'],
  args: { renewal: 'paid' },
  play: async ({ canvas }) => {
    // Back from the billing update page with ?invoice=…: the provider's notification paid the invoice.
    await expect(canvas.getByText(PAYMENT_MESSAGES.subscriptionRenewed)).toBeVisible();
    await expect(canvas.queryByText(PAYMENT_MESSAGES.declined)).toBeNull();
  },
};

export const RenewalDeclined: Story = {
  name: 'Банк отклонил оплату просроченной подписки',
  tags: ['pro'],
  args: { user: overduePro, renewal: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PAYMENT_MESSAGES.declined)).toBeVisible();
    // Still overdue: the banner and its pay link stay.
    await expect(canvas.getByRole('link', { name: /Оплатить/ })).toBeVisible();
  },
};
