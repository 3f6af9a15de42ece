import { useEffect, useReducer, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageLoading, subscriptionUpgradeHead, SubscriptionUpgradePage } from '@investradar/ui';
import { accountFlags, initialUpgradeState, MESSAGES, upgradeReducer, type Plan } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { PageMeta } from '../layout/PageMeta';
import { openPaymentWidget } from '../money/paymentWidget';
import { useAccount, useApi, useConfig } from '../session/AppContext';

const failureText = (error: unknown) =>
  (error instanceof ApiError ? (error.body as { message?: string } | undefined)?.message : undefined) ??
  MESSAGES.genericError;

/**
 * /account/settings/subscription-upgrade (docs/product/screens.md, docs/product/flows.md): the 12-month plan from the current expiry, or
 * PRO forever through the card widget, after which the account is polled every 2 s up to 25 times
 * until it is lifetime. The sandbox widget sends the payer back here with `?invoice=…`: polling goes on.
 */
export function SubscriptionUpgradeRoute() {
  const navigate = useNavigate();
  const api = useApi();
  const account = useAccount();
  const { config } = useConfig();
  const [params] = useSearchParams();
  const [shownAt] = useState(() => Date.now());
  const returned = params.get('invoice') !== null && params.get('canceled') === null;
  const [state, dispatch] = useReducer(upgradeReducer, initialUpgradeState, (initial) =>
    returned
      ? upgradeReducer(upgradeReducer(initial, { type: 'start', kind: 'lifetime' }), {
          type: 'paymentSucceeded',
          now: Date.now(),
        })
      : initial,
  );

  // The polling clock: due polls are marked by ticks, the account read answers them.
  useEffect(() => {
    if (state.phase !== 'polling') return;
    const timer = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 250);
    return () => clearInterval(timer);
  }, [state.phase]);
  useEffect(() => {
    if (!state.pollDue) return;
    void account.store
      .reload()
      .then((user) =>
        dispatch({ type: 'pollResult', lifetime: accountFlags(user).isPremiumLifetime, now: Date.now() }),
      );
    // A poll per due mark.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.pollDue]);

  if (account.status !== 'ready' || !config) return <PageLoading />;
  const user = account.user;
  // Lifetime users are redirected to settings (docs/product/screens.md) — except right after buying it here.
  if (accountFlags(user).isPremiumLifetime && state.phase !== 'succeeded' && state.phase !== 'polling') {
    return <Navigate to="/account/settings" replace />;
  }
  const subscriptionId = user.subscription?.id ?? null;

  async function upgradePlan(planId: number) {
    if (subscriptionId === null) return;
    dispatch({ type: 'start', kind: 'm12' });
    try {
      const answer = await api.upgradeSubscription(subscriptionId, planId);
      dispatch({ type: 'upgradeSucceeded', message: answer.message });
      void account.store.reload();
    } catch (error) {
      dispatch({ type: 'upgradeFailed', message: failureText(error) });
    }
  }

  async function payLifetime(plan: Plan) {
    dispatch({ type: 'start', kind: 'lifetime' });
    try {
      const payment =
        subscriptionId === null
          ? await api.createInvoice(plan.id)
          : (await api.upgradeSubscription(subscriptionId, plan.id)).payment;
      if (!payment) throw new Error('no payment');
      const result = await openPaymentWidget(payment);
      if (result === 'paid') dispatch({ type: 'paymentSucceeded', now: Date.now() });
      else if (result === 'failed') dispatch({ type: 'paymentFailed' });
    } catch {
      dispatch({ type: 'paymentFailed' });
    }
  }

  return (
    <>
      <PageMeta {...subscriptionUpgradeHead} noindex />
      <SubscriptionUpgradePage
        user={user}
        plans={config.plans}
        now={shownAt}
        state={state}
        onUpgradePlan={(planId) => void upgradePlan(planId)}
        onPayLifetime={(plan) => void payLifetime(plan)}
        onDismissMessage={() => dispatch({ type: 'dismiss' })}
        testMode={config.payments.test_mode === true}
        onNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
