import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  formatDate,
  formatMoney,
  initialUpgradeState,
  LIFETIME_POLL_MAX_TRIES,
  MESSAGES,
  upgradeReducer,
  YEARLY_PLAN_LABEL,
  type UpgradeState,
} from '../../../src/domain';
import { SubscriptionUpgradePage, type SubscriptionUpgradePageProps } from '../../../src/screens/subscription';
import { lifetime, pro, proM12 } from '../../fixtures/accounts';
import { planLifetime, planYear } from '../../fixtures/plans';
import { proMonthly, storyNow, subscriptionConfig } from '../../fixtures/subscription';
import { spaced } from '../../support/text';
import * as subscriptionMessages from '../../../src/screens/subscription/messages';
import * as sharedMessages from '../../../src/screens/shared/messages';

const polling: UpgradeState = {
  ...initialUpgradeState,
  phase: 'polling',
  kind: 'lifetime',
  tries: 3,
  nextPollAt: storyNow + 2000,
};

/**
 * The page driven by the domain's upgrade flow as the app drives it. The fake server answers the
 * 12-month upgrade at once with its success message; the card widget is the app's, so the lifetime
 * payment stays in `paying` here.
 */
function Stateful({ state: initial, onUpgradePlan, onPayLifetime, ...rest }: SubscriptionUpgradePageProps) {
  const [state, dispatch] = useReducer(upgradeReducer, initial);
  return (
    <SubscriptionUpgradePage
      {...rest}
      state={state}
      onDismissMessage={() => dispatch({ type: 'dismiss' })}
      onUpgradePlan={(planId) => {
        onUpgradePlan(planId);
        const blocked = state.phase === 'upgrading' || state.phase === 'paying' || state.phase === 'polling';
        dispatch({ type: 'start', kind: 'm12' });
        if (!blocked) dispatch({ type: 'upgradeSucceeded', message: MESSAGES.planUpgraded });
      }}
      onPayLifetime={(plan) => {
        onPayLifetime(plan);
        dispatch({ type: 'start', kind: 'lifetime' });
      }}
    />
  );
}

const meta = {
  title: 'Экраны/Subscription/SubscriptionUpgradePage',
  component: SubscriptionUpgradePage,
  render: (args) => <Stateful {...args} />,
  args: {
    user: proMonthly,
    plans: subscriptionConfig.plans,
    now: storyNow,
    state: initialUpgradeState,
    onUpgradePlan: fn(),
    onPayLifetime: fn(),
    onNavigate: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Страница улучшения тарифа (/account/settings/subscription-upgrade, docs/product/flows.md). Годовой план (m12) ' +
          'начинает действовать с текущей даты окончания и скрыт, если план уже m12; «PRO навсегда» действует сразу ' +
          'и оплачивается картой через виджет — это забота приложения (`onPayLifetime(plan)`), после оплаты ' +
          'приложение опрашивает аккаунт каждые 2 с до 25 раз. Состояния берутся из потока домена `upgradeReducer` ' +
          '(`state`): оплата, проверка оплаты, успех «Поздравляем, Вы успешно оформили PRO доступ навсегда!», ' +
          'тайм-аут «Ошибка! Что-то пошло не по плану, попробуйте еще раз или обратитесь в поддержку!», блокировка ' +
          'параллельного обновления «Подписка в процессе обновления», успех смены плана «Тарифный план был успешно ' +
          'обновлен.». Пропсы: `user`, `plans`, `now`, `state`, `onUpgradePlan(planId)`, `onPayLifetime(plan)`, ' +
          '`onDismissMessage`, `testMode` (сервер принимает только тестовые платежи — страница предупреждает), ' +
          '`backHref`, `onNavigate`. Пользователя с доступом навсегда приложение перенаправляет ' +
          'в настройки.',
      },
    },
  },
} satisfies Meta<typeof SubscriptionUpgradePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProMonthly: Story = {
  tags: ['pro'],
  // The two offers side by side, as on desktop.
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: subscriptionMessages.changePlanTitle })).toBeVisible();
    const year = canvas.getByRole('article', { name: planYear.description });
    await expect(within(year).getByText(spaced(YEARLY_PLAN_LABEL))).toBeVisible();
    await expect(year).toHaveTextContent(spaced(formatMoney(planYear.cost)));
    // The 12-month plan takes effect from the current expiry date.
    await expect(year).toHaveTextContent(`Начнет действовать с ${formatDate('2026-12-05T00:00:00.000Z')}`);
    const forever = canvas.getByRole('article', { name: MESSAGES.upgradeToLifetime });
    await expect(forever).toHaveTextContent(spaced(formatMoney(planLifetime.cost)));
    await expect(forever).toHaveTextContent(subscriptionMessages.startsAfterPayment);

    // The way back sits under the offers, not over them.
    const back = canvas.getByRole('link', { name: subscriptionMessages.backToSubscription });
    const offersBottom = Math.max(year.getBoundingClientRect().bottom, forever.getBoundingClientRect().bottom);
    await expect(back.getBoundingClientRect().top).toBeGreaterThanOrEqual(offersBottom);

    await userEvent.click(within(year).getByRole('button', { name: MESSAGES.upgradeToYear }));
    await expect(args.onUpgradePlan).toHaveBeenCalledWith(planYear.id);
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.planUpgraded);
  },
};

export const ProM12: Story = {
  tags: ['pro'],
  args: { user: proM12 },
  play: async ({ canvas }) => {
    // Already on the 12-month plan: only lifetime is offered.
    await expect(canvas.queryByRole('article', { name: planYear.description })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('article', { name: MESSAGES.upgradeToLifetime })).toBeVisible();
  },
};

/** The server takes test payments only (the sandbox provider): the page says so before the offers. */
export const TestMode: Story = {
  name: 'Тестовый режим оплаты',
  tags: ['pro'],
  args: { user: pro, testMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(sharedMessages.paymentTestModeTitle);
    await expect(canvas.getByRole('article', { name: MESSAGES.upgradeToLifetime })).toBeVisible();
  },
};

export const Paying: Story = {
  tags: ['pro'],
  args: { user: pro },
  play: async ({ canvas, args }) => {
    const forever = canvas.getByRole('article', { name: MESSAGES.upgradeToLifetime });
    await userEvent.click(within(forever).getByRole('button', { name: subscriptionMessages.payByCard }));
    await expect(args.onPayLifetime).toHaveBeenCalledWith(planLifetime);
    await expect(within(forever).getByRole('button', { name: /Оплата\.\.\./ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(subscriptionMessages.completePayment)).toBeVisible();
  },
};

export const Polling: Story = {
  tags: ['pro'],
  args: { user: pro, state: polling },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(subscriptionMessages.lifetimePaymentReceived)).toBeVisible();
    const forever = canvas.getByRole('article', { name: MESSAGES.upgradeToLifetime });
    const busy = within(forever).getByRole('button', { name: /Проверяем оплату/ });
    await userEvent.click(busy);
    await expect(args.onPayLifetime).not.toHaveBeenCalled();
  },
};

export const InProgressBlocked: Story = {
  tags: ['pro'],
  args: { user: pro, state: polling },
  play: async ({ canvas }) => {
    // A second upgrade while the lifetime payment is being confirmed is blocked.
    await userEvent.click(canvas.getByRole('button', { name: MESSAGES.upgradeToYear }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.upgradeInProgress);
    await expect(canvas.getByText(subscriptionMessages.lifetimePaymentReceived)).toBeVisible();
  },
};

export const LifetimeSuccess: Story = {
  tags: ['pro'],
  args: {
    user: pro,
    state: {
      ...initialUpgradeState,
      phase: 'succeeded',
      kind: 'lifetime',
      tries: 4,
      message: MESSAGES.lifetimeUpgradeSuccess,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.lifetimeUpgradeSuccess);
  },
};

export const Timeout: Story = {
  tags: ['pro'],
  args: {
    user: pro,
    state: {
      ...initialUpgradeState,
      phase: 'failed',
      kind: 'lifetime',
      tries: LIFETIME_POLL_MAX_TRIES,
      message: MESSAGES.lifetimeUpgradeTimeout,
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(MESSAGES.lifetimeUpgradeTimeout);
    await userEvent.click(within(alert).getByRole('button', { name: MESSAGES.close }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // The user may try again.
    await expect(canvas.getByRole('button', { name: subscriptionMessages.payByCard })).toBeEnabled();
  },
};

export const LifetimeRedirected: Story = {
  tags: ['lifetime'],
  args: { user: lifetime },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: subscriptionMessages.backToSubscription })).toBeVisible();
  },
};

export const Mobile: Story = {
  tags: ['pro', 'mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const [year, forever] = canvas.getAllByRole('article');
    await expect(forever!.getBoundingClientRect().top).toBeGreaterThan(year!.getBoundingClientRect().bottom - 1);
    await expect(year!.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};
