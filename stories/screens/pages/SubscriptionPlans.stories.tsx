import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PLAN_FEATURES, YEARLY_PLAN_LABEL } from '../../../src/domain';
import { SubscriptionPlans } from '../../../src/screens/pages';
import { free, guest, lifetime, pro, promo } from '../../fixtures/accounts';
import { allPlans, planLifetime, planYear } from '../../fixtures/plans';
import { exact } from '../../support/text';
import { fitsPhoneScreen } from '../../support/viewport';
import * as sharedMessages from '../../../src/screens/shared/messages';
import * as subscriptionPlansMessages from '../../../src/screens/pages/SubscriptionPlans/messages';

const meta = {
  title: 'Экраны/Pages/SubscriptionPlans',
  component: SubscriptionPlans,
  args: { user: free, plans: allPlans, onNavigate: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Страница тарифов (/subscription/plans, без дополнительных элементов шапки): «Бесплатный», PRO со сроками 1, 3 и ' +
          '12 месяцев (годовой помечен «на 30% дешевле») и PRO навсегда с разовой оплатой; списки возможностей — из ' +
          'спецификации (домен `PLAN_FEATURES`), цены — из конфигурации тарифов (`plans`). Гость идет на ' +
          'регистрацию с возвратом к оформлению, Free — сразу к оформлению, подписчик PRO управляет подпиской в ' +
          'настройках и может перейти на PRO навсегда через страницу смены тарифа, у пользователя PRO навсегда ' +
          'покупок нет. Пропсы: `user`, `plans`, `checkoutHref(plan)`, `registerHref(redirect)`, ' +
          '`subscriptionHref`, `upgradeHref`, `telegramPlansHref`, `onNavigate`. Состояния: гость, Free, PRO, ' +
          'промокод, навсегда, мобильная ширина.',
      },
    },
  },
} satisfies Meta<typeof SubscriptionPlans>;
export default meta;
type Story = StoryObj<typeof meta>;

function card(canvas: ReturnType<typeof within>, name: string) {
  return within(canvas.getByRole('article', { name }));
}

export const Free: Story = {
  tags: ['free'],
  play: async ({ canvas, args }) => {
    const freeCard = card(canvas, 'Бесплатный');
    await expect(freeCard.getByText(subscriptionPlansMessages.yourPlan)).toBeVisible();
    for (const feature of PLAN_FEATURES.free) await expect(freeCard.getByText(exact(feature))).toBeVisible();
    const proCard = card(canvas, 'PRO');
    for (const feature of PLAN_FEATURES.pro) await expect(proCard.getByText(exact(feature))).toBeVisible();
    // Only the yearly option carries the «30% cheaper» label.
    await expect(proCard.getAllByText(exact(YEARLY_PLAN_LABEL))).toHaveLength(1);
    const yearly = proCard.getByRole('link', { name: exact('Подключить PRO на 12 месяцев') });
    await expect(yearly).toHaveAttribute('href', `/subscription/checkout?plan_id=${planYear.id}`);
    await userEvent.click(yearly);
    await expect(args.onNavigate).toHaveBeenCalledWith(`/subscription/checkout?plan_id=${planYear.id}`);
    const forever = card(canvas, 'Навсегда');
    for (const feature of PLAN_FEATURES.lifetime) await expect(forever.getByText(exact(feature))).toBeVisible();
    await expect(forever.getByRole('link', { name: subscriptionPlansMessages.buyLifetime })).toHaveAttribute(
      'href',
      `/subscription/checkout?plan_id=${planLifetime.id}`,
    );
    // Bot plans belong to the Telegram plans page.
    await expect(canvas.queryByText(/Бот на/)).toBeNull();
  },
};

export const Guest: Story = {
  tags: ['guest'],
  args: { user: guest },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(subscriptionPlansMessages.yourPlan)).toBeNull();
    await expect(canvas.getByRole('link', { name: sharedMessages.register })).toHaveAttribute(
      'href',
      '/auth/register?redirect_url=%2Fideas',
    );
    await expect(canvas.getByRole('link', { name: exact('Подключить PRO на 1 месяц') })).toHaveAttribute(
      'href',
      `/auth/register?redirect_url=${encodeURIComponent('/subscription/checkout?plan_id=1065')}`,
    );
  },
};

export const Pro: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ canvas }) => {
    const proCard = card(canvas, 'PRO');
    await expect(proCard.getByText(subscriptionPlansMessages.yourPlan)).toBeVisible();
    await expect(proCard.queryByRole('link', { name: /Подключить PRO/ })).toBeNull();
    await expect(proCard.getByRole('link', { name: subscriptionPlansMessages.manageSubscription })).toHaveAttribute(
      'href',
      '/account/settings/subscription',
    );
    await expect(
      card(canvas, 'Навсегда').getByRole('link', { name: subscriptionPlansMessages.switchToLifetime }),
    ).toHaveAttribute('href', '/account/settings/subscription-upgrade');
  },
};

export const Promo: Story = {
  tags: ['promo'],
  args: { user: promo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('PRO по промокоду до 31.01.2027');
    await expect(canvas.getByRole('link', { name: exact('Подключить PRO на 12 месяцев') })).toBeVisible();
  },
};

export const Lifetime: Story = {
  tags: ['lifetime'],
  args: { user: lifetime },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(subscriptionPlansMessages.lifetimeProTitle);
    await expect(card(canvas, 'Навсегда').getByText(subscriptionPlansMessages.yourPlan)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Подключить|Купить|Перейти на PRO/ })).toBeNull();
  },
};

export const Mobile: Story = { tags: ['free'], globals: { viewport: { value: 'mobile' } }, play: fitsPhoneScreen };
