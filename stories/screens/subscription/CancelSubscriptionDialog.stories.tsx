import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  CANCEL_REASONS,
  CANCEL_LOST_FEATURES,
  cancelReducer,
  formatMoney,
  formatPercent,
  initialCancelState,
  MESSAGES,
  offerRemainingMs,
  retentionOffer,
  RETENTION_COUNTDOWN_MS,
  type CancelState,
  type Subscription,
} from '../../../src/domain';
import { CancelSubscriptionDialog, type CancelSubscriptionDialogProps } from '../../../src/screens/subscription';
import { subscriptionActive, subscriptionBot, subscriptionM12 } from '../../fixtures/accounts';
import { planRetentionYear, storyNow, subscriptionConfig } from '../../fixtures/subscription';
import { spaced } from '../../support/text';
import { settled } from '../../support/overlays';
import * as subscriptionMessages from '../../../src/screens/subscription/messages';

function flowFor(subscription: Subscription): CancelState {
  return initialCancelState(subscription, retentionOffer(subscription, subscriptionConfig));
}

const proFlow = flowFor(subscriptionActive);
const botFlow = flowFor(subscriptionBot);
const m12Flow = flowFor(subscriptionM12);
const offerFlow: CancelState = {
  ...proFlow,
  step: 'offer',
  reasons: [2, 7],
  offerDeadline: storyNow + RETENTION_COUNTDOWN_MS,
};

/**
 * The dialog driven by the domain's cancel flow as the app drives it, on a stopped clock (`now`).
 * The fake server answers at once: the cancel call succeeds, the offer upgrade succeeds.
 */
function CancelFlow({ now, state: initial, ...args }: CancelSubscriptionDialogProps & { now: number }) {
  const [state, dispatch] = useReducer(cancelReducer, initial);
  return (
    <CancelSubscriptionDialog
      {...args}
      state={state}
      offerRemainingMs={offerRemainingMs(state, now)}
      onToggleReason={(id) => {
        args.onToggleReason(id);
        dispatch({ type: 'toggleReason', id });
      }}
      onSubmitReasons={() => {
        args.onSubmitReasons();
        dispatch({ type: 'submitReasons' });
      }}
      onContinue={() => {
        args.onContinue();
        dispatch({ type: 'continue', now });
      }}
      onBack={() => {
        args.onBack();
        dispatch({ type: 'back' });
      }}
      onAcceptOffer={() => {
        args.onAcceptOffer();
        dispatch({ type: 'acceptOffer', now });
        dispatch({ type: 'upgraded' });
      }}
      onDeclineOffer={() => {
        args.onDeclineOffer();
        dispatch({ type: 'declineOffer' });
      }}
      onOfferExpired={() => {
        args.onOfferExpired();
        dispatch({ type: 'tick', now });
      }}
      onConfirm={() => {
        args.onConfirm();
        dispatch({ type: 'confirm' });
        if (initial.step !== 'canceling') dispatch({ type: 'canceled' });
      }}
      onDismissAlert={() => dispatch({ type: 'dismissAlert' })}
    />
  );
}

/** The open dialog once its entrance animation (fade and scale) has finished. */
async function dialog(): Promise<HTMLElement> {
  return settled(await screen.findByRole('dialog'));
}

const meta = {
  title: 'Диалоги/Subscription/CancelSubscriptionDialog',
  component: CancelSubscriptionDialog,
  render: (args) => <CancelFlow {...args} now={storyNow} />,
  args: {
    open: true,
    state: proFlow,
    accessUntil: subscriptionActive.expires_at,
    onOpenChange: fn(),
    onToggleReason: fn(),
    onSubmitReasons: fn(),
    onContinue: fn(),
    onBack: fn(),
    onAcceptOffer: fn(),
    onDeclineOffer: fn(),
    onOfferExpired: fn(),
    onConfirm: fn(),
    onDone: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Диалог отмены подписки (docs/product/flows.md). Шаг 1 — причины (8, названия из домена); без причины ' +
          'продолжить нельзя: «Пожалуйста укажите причину(ы) отмены подписки». Шаг 2 — что будет потеряно (вариант ' +
          'для бота и полный). Удерживающее предложение — только если `special_plans` сопоставляет план: скидка в ' +
          'процентах, цена в месяц при оплате за год и обратный отсчет с 4:59; на 0:00 диалог сообщает ' +
          '`onOfferExpired`, и поток домена возвращается к шагу 2. Подтверждение → «Подписка была отменена.» → ' +
          'переход в настройки. Состояние — поток домена `cancelReducer` (`state`), время и вызовы API — забота ' +
          'приложения: `offerRemainingMs` считает приложение, кнопки вызывают `onToggleReason`, `onSubmitReasons`, ' +
          '`onContinue`, `onBack`, `onAcceptOffer`, `onDeclineOffer`, `onConfirm`, `onDone(href)`, ' +
          '`onDismissAlert`. Во время запроса окно не закрывается. Брейкпоинты диалога по спецификации — 375 и 768 ' +
          'px.',
      },
    },
  },
} satisfies Meta<typeof CancelSubscriptionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reasons: Story = {
  tags: ['pro'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('heading', { name: subscriptionMessages.cancelTitle })).toBeVisible();
    const boxes = modal.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(8);
    for (const reason of CANCEL_REASONS)
      await expect(modal.getByRole('checkbox', { name: reason.title })).toBeInTheDocument();

    // Continuing without a reason is refused with the spec's alert.
    await userEvent.click(modal.getByRole('button', { name: subscriptionMessages.continueAction }));
    await expect(args.onSubmitReasons).toHaveBeenCalledTimes(1);
    await expect(modal.getByRole('alert')).toHaveTextContent(MESSAGES.cancelReasonRequired);
    await expect(modal.getByRole('group', { name: MESSAGES.cancelReasonsTitle })).toBeVisible();

    // Choosing a reason clears the alert; then step 2.
    await userEvent.click(modal.getByRole('checkbox', { name: 'Слишком высокая цена' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'Не вижу пользы' }));
    await expect(args.onToggleReason).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onToggleReason).toHaveBeenNthCalledWith(2, 7);
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: subscriptionMessages.continueAction }));
    await expect(await screen.findByText(MESSAGES.featuresLostTitle)).toBeVisible();
  },
};

export const NoReasonAlert: Story = {
  tags: ['pro'],
  args: { state: { ...proFlow, alert: MESSAGES.cancelReasonRequired } },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent(MESSAGES.cancelReasonRequired);
    for (const box of modal.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

export const FeaturesLost: Story = {
  tags: ['pro'],
  args: { state: { ...proFlow, step: 'features', reasons: [1] } },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(await dialog()).toHaveAccessibleDescription(MESSAGES.featuresLostTitle);
    const items = modal.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([...CANCEL_LOST_FEATURES.full]);
    await userEvent.click(modal.getByRole('button', { name: subscriptionMessages.back }));
    await expect(args.onBack).toHaveBeenCalled();
    await expect(await screen.findByRole('checkbox', { name: CANCEL_REASONS[0]!.title })).toBeChecked();
  },
};

export const FeaturesLostBot: Story = {
  tags: ['bot'],
  args: { state: { ...botFlow, step: 'features', reasons: [4] }, accessUntil: subscriptionBot.expires_at },
  play: async ({ args }) => {
    const modal = within(await dialog());
    const items = modal.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([...CANCEL_LOST_FEATURES.bot]);
    // The bot plan is not in special_plans: no retention offer, straight to confirmation.
    await userEvent.click(modal.getByRole('button', { name: subscriptionMessages.continueCancel }));
    await expect(args.onContinue).toHaveBeenCalled();
    await expect(await screen.findByRole('button', { name: MESSAGES.confirmCancel })).toBeVisible();
    await expect(screen.queryByText(MESSAGES.retentionOfferTitle)).not.toBeInTheDocument();
  },
};

export const RetentionOffer: Story = {
  tags: ['pro'],
  args: { state: { ...proFlow, step: 'features', reasons: [2] } },
  play: async ({ args }) => {
    // The 3-month plan is mapped by special_plans: continuing shows the offer with a countdown from 4:59.
    await userEvent.click(within(await dialog()).getByRole('button', { name: subscriptionMessages.continueCancel }));
    const modal = within(await screen.findByRole('dialog', { name: MESSAGES.retentionOfferTitle }));
    await expect(modal.getByText(spaced(`−${formatPercent(planRetentionYear.discountPercentage)}`))).toBeVisible();
    await expect(modal.getByText(spaced(`${formatMoney(planRetentionYear.monthlyCost)} в месяц`))).toBeVisible();
    await expect(modal.getByRole('timer')).toHaveTextContent('4:59');

    // Accepting upgrades the plan; then the way to settings.
    await userEvent.click(modal.getByRole('button', { name: MESSAGES.acceptOffer }));
    await expect(args.onAcceptOffer).toHaveBeenCalledTimes(1);
    const done = within(await screen.findByRole('dialog', { name: subscriptionMessages.planUpdatedTitle }));
    await expect(done.getByRole('status')).toHaveTextContent(MESSAGES.planUpgraded);
    await userEvent.click(done.getByRole('button', { name: subscriptionMessages.goToSettings }));
    await expect(args.onDone).toHaveBeenCalledWith('/account/settings');
  },
};

export const NoOfferWithoutSpecialPlan: Story = {
  tags: ['pro'],
  args: { state: { ...m12Flow, step: 'features', reasons: [3] }, accessUntil: subscriptionM12.expires_at },
  play: async () => {
    await expect(m12Flow.offer).toBeNull();
    await userEvent.click(within(await dialog()).getByRole('button', { name: subscriptionMessages.continueCancel }));
    await expect(await screen.findByRole('button', { name: MESSAGES.confirmCancel })).toBeVisible();
    await expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  },
};

export const OfferExpired: Story = {
  tags: ['pro'],
  // The stopped clock stands at the offer's deadline: the countdown shows 0:00.
  args: { state: { ...offerFlow, offerDeadline: storyNow } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onOfferExpired).toHaveBeenCalledTimes(1));
    // Back to step 2; the offer is spent, so continuing now leads to confirmation.
    const modal = within(await dialog());
    await expect(await modal.findByText(MESSAGES.featuresLostTitle)).toBeVisible();
    await expect(modal.queryByRole('timer')).not.toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: subscriptionMessages.continueCancel }));
    await expect(await screen.findByRole('button', { name: MESSAGES.confirmCancel })).toBeVisible();
  },
};

export const OfferRunning: Story = {
  tags: ['pro'],
  render: (args) => <CancelFlow {...args} now={storyNow + 61_000} />,
  args: { state: offerFlow },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('timer')).toHaveTextContent('3:58');
    await userEvent.click(modal.getByRole('button', { name: subscriptionMessages.noThanks }));
    await expect(args.onDeclineOffer).toHaveBeenCalled();
    await expect(await screen.findByRole('button', { name: MESSAGES.confirmCancel })).toBeVisible();
    await expect(args.onOfferExpired).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  tags: ['pro'],
  args: { state: { ...proFlow, step: 'confirm', reasons: [1, 2], offerSpent: true } },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(await dialog()).toHaveAccessibleDescription(subscriptionMessages.confirmCancelQuestion);
    await expect(modal.getByText('PRO доступ сохранится до 22.12.2026, дальнейших списаний не будет.')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: MESSAGES.confirmCancel }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const done = within(await screen.findByRole('dialog', { name: subscriptionMessages.canceledTitle }));
    await expect(done.getByRole('status')).toHaveTextContent(MESSAGES.subscriptionCanceled);
    await userEvent.click(done.getByRole('button', { name: subscriptionMessages.goToSettings }));
    await expect(args.onDone).toHaveBeenCalledWith('/account/settings');
  },
};

export const Canceling: Story = {
  tags: ['pro'],
  args: { state: { ...proFlow, step: 'canceling', reasons: [1], offerSpent: true } },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('button', { name: /Отменяем/ })).toHaveAttribute('aria-busy', 'true');
    // The call is in flight: the dialog cannot be closed.
    await expect(modal.queryByRole('button', { name: MESSAGES.close })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const KeepSubscription: Story = {
  tags: ['pro'],
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: MESSAGES.keepSubscription }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Mobile375: Story = {
  tags: ['pro', 'mobile'],
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const panel = await dialog();
    const rect = panel.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(375);
    // Reasons stack in one column on phones: the first of the second column goes under the fourth.
    const boxes = within(panel).getAllByRole('checkbox');
    // Measured once layout has settled (a loaded machine may still be laying out the portal).
    await waitFor(() =>
      expect(boxes[4]!.getBoundingClientRect().top).toBeGreaterThan(boxes[3]!.getBoundingClientRect().top),
    );
    await waitFor(() =>
      expect(Math.round(boxes[4]!.getBoundingClientRect().left)).toBe(
        Math.round(boxes[0]!.getBoundingClientRect().left),
      ),
    );
    await waitFor(() => expect(boxes[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(24));
  },
};

export const Tablet768: Story = {
  tags: ['pro'],
  globals: { viewport: { value: 'tablet' } },
  play: async () => {
    let panel = await dialog();
    // From 768px the reasons run in two columns.
    const boxes = within(panel).getAllByRole('checkbox');
    await expect(Math.round(boxes[4]!.getBoundingClientRect().top)).toBe(
      Math.round(boxes[0]!.getBoundingClientRect().top),
    );
    await userEvent.click(boxes[0]!);
    await userEvent.click(within(panel).getByRole('button', { name: subscriptionMessages.continueAction }));
    await screen.findByText(MESSAGES.featuresLostTitle);
    panel = await dialog();
    const rect = panel.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(768);
    await expect(rect.width).toBeGreaterThan(375);
    // From 768px the lost features run in two columns.
    const [first, second] = within(panel).getAllByRole('listitem');
    await expect(Math.round(second!.getBoundingClientRect().top)).toBe(Math.round(first!.getBoundingClientRect().top));
  },
};
