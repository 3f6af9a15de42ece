import { useId, type ReactNode } from 'react';
import { Alert, Button, Card, Link } from '../../../components';
import {
  accountFlags,
  formatDate,
  formatMoney,
  formatPercent,
  MESSAGES,
  PAYMENT_CURRENCY,
  type Plan,
  type User,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { PaymentTestModeNotice } from '../../shared/PaymentTestModeNotice';
import { isBotPlan, isLifetimePlan, LIFETIME_FEATURES, periodLabel, planMonths, PRO_FEATURES } from '../plans';
import * as styles from './Checkout.css';
import * as pagesMessages from '../messages';
import * as sharedMessages from '../../shared/messages';
import * as checkoutMessages from './messages';

export type CheckoutProps = {
  /** The plan being bought (from the app configuration). */
  plan: Plan;
  /** The paying account; its email receives the receipt. */
  user: User;
  /** Opens the card payment widget for the plan; the widget itself is the app's. */
  onPay: (plan: Plan) => void;
  /** The widget is opening or the payment is being confirmed. */
  paying?: boolean;
  /** Payment failure text to show above the button. */
  error?: string | null;
  /** The amount due when it differs from the plan's price (a promo code's discount), rubles. */
  price?: number;
  /** The promo code block (CheckoutPromocode), under the amount due. */
  promocode?: ReactNode;
  /** The server takes test payments only (`payments.test_mode` of the configuration): a notice says so. */
  testMode?: boolean;
  plansHref?: string;
  termsHref?: string;
  onNavigate?: NavigateHandler;
};

const BOT_FEATURES: readonly string[] = [
  checkoutMessages.checkoutBotNewIdeas,
  pagesMessages.insiderDealsOnDisclosure,
  checkoutMessages.portfolioEvents,
];

/** Checkout (route «checkout»): the plan summary, the price in rubles and the card payment button. */
export function Checkout({
  plan,
  user,
  onPay,
  paying = false,
  error = null,
  price: due = plan.cost,
  promocode,
  testMode = false,
  plansHref = '/subscription/plans',
  termsHref = '/terms',
  onNavigate,
}: CheckoutProps) {
  const id = useId();
  const lifetime = isLifetimePlan(plan);
  const months = planMonths(plan);
  const features = lifetime ? [...LIFETIME_FEATURES, ...PRO_FEATURES] : isBotPlan(plan) ? BOT_FEATURES : PRO_FEATURES;
  const price = formatMoney(due);
  const discounted = due < plan.cost;
  const flags = accountFlags(user);
  // Buying what the account already has: PRO (a PRO plan) or the bot's PRO (a bot plan).
  const alreadyHas = isBotPlan(plan) ? flags.isPremiumBot : flags.isPremium;
  const lifetimeAccess = alreadyHas && flags.isPremiumLifetime;
  const activeUntil = user.meta.premium_access?.expires_at ?? null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link href={plansHref} variant="standalone" onClick={inAppClick(onNavigate, plansHref)}>
          {checkoutMessages.chooseAnotherPlan}
        </Link>
        <h1 className={styles.title}>
          {lifetime ? checkoutMessages.lifetimeCheckoutTitle : checkoutMessages.checkoutTitle}
        </h1>
        {testMode ? <PaymentTestModeNotice /> : null}
        {lifetimeAccess ? (
          <Alert tone="info" title={checkoutMessages.lifetimeActiveTitle}>
            {checkoutMessages.lifetimeActiveText}
          </Alert>
        ) : alreadyHas ? (
          <Alert tone="info" title={checkoutMessages.proActiveTitle}>
            {activeUntil ? checkoutMessages.proActiveUntil(formatDate(activeUntil)) : checkoutMessages.proActiveNoEnd}
          </Alert>
        ) : null}
      </header>
      <div className={styles.columns}>
        <Card asChild padding="lg">
          <section aria-labelledby={`${id}-order`} className={styles.order}>
            <h2 id={`${id}-order`} className={styles.cardTitle}>
              {checkoutMessages.yourOrder}
            </h2>
            <p className={styles.planName}>{plan.description}</p>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{checkoutMessages.term}</dt>
                <dd>{lifetime ? checkoutMessages.lifetime : periodLabel(plan)}</dd>
              </div>
              {months !== null && months > 1 ? (
                <div className={styles.fact}>
                  <dt>{checkoutMessages.perMonthEquivalent}</dt>
                  <dd>{formatMoney(plan.monthlyCost)}</dd>
                </div>
              ) : null}
              {plan.discountPercentage > 0 ? (
                <div className={styles.fact}>
                  <dt>{checkoutMessages.saving}</dt>
                  <dd className={styles.saving}>{formatPercent(plan.discountPercentage)}</dd>
                </div>
              ) : null}
              <div className={styles.fact}>
                <dt>{checkoutMessages.renewal}</dt>
                <dd>
                  {lifetime
                    ? checkoutMessages.renewalNotRequired
                    : checkoutMessages.renewalAutomatic(months === 1 ? checkoutMessages.month : periodLabel(plan))}
                </dd>
              </div>
            </dl>
            <h3 className={styles.subTitle}>{checkoutMessages.whatIsIncluded}</h3>
            <ul className={styles.features}>
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        </Card>
        <Card asChild padding="lg" variant="muted">
          <section aria-labelledby={`${id}-payment`} className={styles.payment}>
            <h2 id={`${id}-payment`} className={styles.cardTitle}>
              {checkoutMessages.payment}
            </h2>
            <dl className={styles.total}>
              <dt>{checkoutMessages.toPay}</dt>
              <dd className={styles.totalValue}>{price}</dd>
            </dl>
            {discounted ? (
              <p className={styles.note}>
                {checkoutMessages.withoutDiscountPrefix}
                <s>{formatMoney(plan.cost)}</s>
              </p>
            ) : null}
            {promocode}
            <p className={styles.note}>
              {checkoutMessages.payByCardPrefix}
              {PAYMENT_CURRENCY}
              {checkoutMessages.cardDataSecurePrefix}
              {MESSAGES.productName}».
              {user.email ? checkoutMessages.receiptTo(user.email) : null}
            </p>
            {error ? (
              <Alert tone="danger" title={checkoutMessages.paymentFailed}>
                {error}
              </Alert>
            ) : null}
            <Button
              size="lg"
              fullWidth
              loading={paying}
              loadingText={checkoutMessages.openingPayment}
              disabled={lifetimeAccess}
              onClick={() => onPay(plan)}
            >
              {checkoutMessages.payPrefix}
              {price}
            </Button>
            <p className={styles.consent}>
              {checkoutMessages.payAcceptTermsPrefix}{' '}
              <Link href={termsHref} onClick={inAppClick(onNavigate, termsHref)}>
                {sharedMessages.publicOffer}
              </Link>
              {lifetime ? '.' : checkoutMessages.payAcceptTermsSuffix}
            </p>
          </section>
        </Card>
      </div>
    </div>
  );
}
