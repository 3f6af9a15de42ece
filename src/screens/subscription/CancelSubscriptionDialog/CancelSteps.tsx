import { CheckboxGroup } from '../../../components';
import {
  CANCEL_REASONS,
  formatCountdown,
  formatDate,
  formatMoney,
  formatPercent,
  lostFeatures,
  MESSAGES,
  type CancelReasonId,
  type CancelState,
} from '../../../domain';
import * as styles from './CancelSubscriptionDialog.css';
import * as subscriptionMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

const reasonOptions = CANCEL_REASONS.map((reason) => ({ value: String(reason.id), label: reason.title }));

/** Step 1: the reasons, at least one of which the flow requires. */
export function CancelReasons({
  reasons,
  onToggleReason,
}: {
  reasons: readonly CancelReasonId[];
  onToggleReason: (id: CancelReasonId) => void;
}) {
  return (
    <CheckboxGroup
      label={MESSAGES.cancelReasonsTitle}
      options={reasonOptions}
      columns={2}
      value={reasons.map(String)}
      onValueChange={(next) => {
        const chosen = new Set(next.map(Number));
        for (const { id } of CANCEL_REASONS) {
          if (chosen.has(id) !== reasons.includes(id)) onToggleReason(id);
        }
      }}
    />
  );
}

/** Step 2: what the subscription's variant (bot or full) loses. */
export function LostFeatures({ state }: { state: Pick<CancelState, 'variant'> }) {
  return (
    <ul className={styles.features} data-variant={state.variant}>
      {lostFeatures(state).map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

/** The retention offer: discount, monthly price of the yearly payment and the countdown. */
export function RetentionOfferBody({
  offer,
  remainingMs,
}: {
  offer: NonNullable<CancelState['offer']>;
  remainingMs: number;
}) {
  return (
    <div className={styles.offer}>
      <p className={styles.discount}>−{formatPercent(offer.discountPercent)}</p>
      <p className={styles.offerText}>
        {offer.plan.description}:{' '}
        <strong>
          {formatMoney(offer.monthlyPrice)}
          {sharedMessages.perMonth}
        </strong>
        {subscriptionMessages.yearlyPaymentPrefix}
        {formatMoney(offer.plan.cost)}).
      </p>
      <p className={styles.countdown}>
        {subscriptionMessages.offerValidFor}{' '}
        <span
          role="timer"
          aria-label={subscriptionMessages.timeLeft(formatCountdown(remainingMs))}
          className={styles.timer}
        >
          {formatCountdown(remainingMs)}
        </span>
      </p>
    </div>
  );
}

/** The confirmation: until when PRO stays. */
export function CancelConfirmText({ accessUntil }: { accessUntil?: string | null }) {
  return (
    <p className={styles.text}>
      {accessUntil
        ? subscriptionMessages.accessKeptUntil(formatDate(accessUntil))
        : subscriptionMessages.noFurtherCharges}
    </p>
  );
}
