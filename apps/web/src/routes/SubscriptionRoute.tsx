import { useEffect, useReducer, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CancelSubscriptionDialog, PageLoading, subscriptionHead, SubscriptionPage } from '@investradar/ui';
import {
  cancelReducer,
  initialCancelState,
  MESSAGES,
  offerRemainingMs,
  retentionOffer,
  type AppConfig,
  type Subscription,
} from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { PageMeta } from '../layout/PageMeta';
import { useInvoiceOutcome } from '../money/useInvoiceOutcome';
import { useAccount, useApi, useConfig } from '../session/AppContext';

/** /account/settings/subscription (docs/product/screens.md): the subscription, the upgrade button and the cancel flow. */
export function SubscriptionRoute() {
  const navigate = useNavigate();
  const account = useAccount();
  const { config } = useConfig();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [shownAt] = useState(() => Date.now());
  // Back from the billing update page (the overdue banner's pay link) with `?invoice=…`.
  const [params] = useSearchParams();
  const api = useApi();
  const paidOverdue = useInvoiceOutcome(api, params.get('canceled') ? null : params.get('invoice'), () =>
    account.store.reload(),
  );
  if (account.status !== 'ready' || !config) return <PageLoading />;
  const subscription = account.user.subscription;
  return (
    <>
      <PageMeta {...subscriptionHead} noindex />
      <SubscriptionPage
        user={account.user}
        config={config}
        now={shownAt}
        renewal={paidOverdue.status === 'paid' || paidOverdue.status === 'failed' ? paidOverdue.status : null}
        onCancel={() => setCancelOpen(true)}
        onNavigate={(href) => void navigate(href)}
      />
      {subscription && cancelOpen ? (
        <CancelFlow
          key={subscription.id}
          subscription={subscription}
          config={config}
          onClose={() => setCancelOpen(false)}
        />
      ) : null}
    </>
  );
}

/**
 * The spec's cancellation wizard over the domain's cancelReducer: reasons, the features that will be
 * lost, the retention offer with its 4:59 countdown when special_plans maps the plan (accepting it
 * switches the plan through the upgrade call), then 'Подписка была отменена.'.
 */
function CancelFlow({
  subscription,
  config,
  onClose,
}: {
  subscription: Subscription;
  config: AppConfig;
  onClose: () => void;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const { store } = useAccount();
  const [state, dispatch] = useReducer(cancelReducer, undefined, () =>
    initialCancelState(subscription, retentionOffer(subscription, config)),
  );
  const [now, setNow] = useState(() => Date.now());

  // The countdown: one tick a second while the offer is shown.
  useEffect(() => {
    if (state.step !== 'offer') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.step]);

  // The flow's calls: the cancel itself, or the offer's plan.
  useEffect(() => {
    if (state.step !== 'canceling' && state.step !== 'upgrading') return;
    const call =
      state.step === 'canceling'
        ? api.cancelSubscription(state.subscriptionId, state.reasons).then(() => dispatch({ type: 'canceled' }))
        : api
            .upgradeSubscription(state.subscriptionId, state.offer!.plan.id)
            .then((answer) => dispatch({ type: 'upgraded', message: answer.message }));
    call
      .then(() => store.reload())
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError ? (error.body as { message?: string } | undefined)?.message : undefined;
        dispatch({ type: 'failed', message: message ?? MESSAGES.genericError });
      });
    // One call per entry into a calling step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  return (
    <CancelSubscriptionDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      state={state}
      offerRemainingMs={offerRemainingMs(state, now)}
      accessUntil={subscription.expires_at}
      onToggleReason={(id) => dispatch({ type: 'toggleReason', id })}
      onSubmitReasons={() => dispatch({ type: 'submitReasons' })}
      onContinue={() => {
        const at = Date.now();
        setNow(at);
        dispatch({ type: 'continue', now: at });
      }}
      onBack={() => dispatch({ type: 'back' })}
      onAcceptOffer={() => dispatch({ type: 'acceptOffer', now: Date.now() })}
      onDeclineOffer={() => dispatch({ type: 'declineOffer' })}
      onOfferExpired={() => dispatch({ type: 'tick', now: Date.now() })}
      onConfirm={() => dispatch({ type: 'confirm' })}
      onDone={(href) => {
        onClose();
        void navigate(href);
      }}
      onDismissAlert={() => dispatch({ type: 'dismissAlert' })}
    />
  );
}
