import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Checkout,
  CheckoutPlanNotFound,
  CheckoutPromocode,
  checkoutHead,
  PageLoading,
  SubscriptionSuccess,
} from '@investradar/ui';
import { MESSAGES, PAYMENT_MESSAGES, ROUTES, type Plan } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { PageMeta } from '../layout/PageMeta';
import { openPaymentWidget } from '../money/paymentWidget';
import { salePlans } from '../money/plans';
import { useCheckoutPromocode } from '../money/useCheckoutPromocode';
import { useInvoiceOutcome } from '../money/useInvoiceOutcome';
import { useAccount, useApi, useConfig } from '../session/AppContext';

/**
 * /checkout?plan_id=… (the spec's «checkout» route): the plan, the price and the card
 * widget, and the promo code (a discount on this payment, or days of PRO activated at once; see
 * useCheckoutPromocode). The widget sends the payer back with `&invoice=…`; the page then waits for the provider's
 * notification (the invoice paid or failed) and shows the success dialog or the bank's refusal.
 */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const account = useAccount();
  const { config } = useConfig();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [successOpen, setSuccessOpen] = useState(true);
  const invoiceId = params.get('canceled') ? null : params.get('invoice');
  const outcome = useInvoiceOutcome(api, invoiceId, () => account.store.reload());
  const plan = config ? salePlans(config).find((p) => String(p.id) === params.get('plan_id')) : undefined;
  const promo = useCheckoutPromocode(plan, account.status === 'ready' ? account.user : null);

  if (!config || account.status !== 'ready') return <PageLoading subject="plan" />;
  if (!plan) {
    return (
      <>
        <PageMeta {...checkoutHead(false)} noindex />
        <CheckoutPlanNotFound onNavigate={(href) => void navigate(href)} />
      </>
    );
  }

  async function pay(chosen: Plan) {
    setPaying(true);
    setPayError(null);
    try {
      const answer = await promo.invoiceFor(chosen);
      const result = await openPaymentWidget(answer);
      if (result === 'redirected') return;
      if (result === 'paid')
        void navigate(`${ROUTES.checkout}?plan_id=${chosen.id}&invoice=${encodeURIComponent(answer.widget.invoiceId)}`);
      else setPayError(PAYMENT_MESSAGES.declined);
    } catch (error) {
      if (error instanceof ApiError && error.redirected) return;
      const body = error instanceof ApiError ? (error.body as { message?: string } | undefined) : undefined;
      setPayError(body?.message ?? MESSAGES.genericError);
    }
    setPaying(false);
  }

  const waiting = outcome.status === 'pending';
  const error =
    payError ??
    (outcome.status === 'failed'
      ? PAYMENT_MESSAGES.declined
      : outcome.status === 'timeout'
        ? MESSAGES.lifetimeUpgradeTimeout
        : null);
  const user = account.user;
  const lifetime = plan.code === 'lifetime';
  return (
    <>
      <PageMeta {...checkoutHead(lifetime)} noindex />
      <Checkout
        plan={plan}
        user={user}
        paying={paying || waiting}
        error={error}
        onPay={(chosen) => void pay(chosen)}
        onNavigate={(href) => void navigate(href)}
        price={promo.state.applied?.amount}
        testMode={config.payments.test_mode === true}
        promocode={
          <CheckoutPromocode
            busy={promo.state.busy}
            disabled={paying || waiting}
            errors={promo.state.errors}
            applied={promo.state.applied}
            onApply={promo.apply}
            onRemove={promo.remove}
            successMessage={promo.state.successMessage}
          />
        }
      />
      <SubscriptionSuccess
        open={outcome.status === 'paid' && successOpen}
        onOpenChange={(open) => {
          setSuccessOpen(open);
          if (!open) void navigate('/account/settings/subscription');
        }}
        kind={lifetime ? 'lifetime' : 'pro'}
        planDescription={plan.description}
        expiresAt={user.meta.premium_access?.expires_at ?? null}
        onNavigate={(href) => void navigate(href)}
      />
    </>
  );
}
