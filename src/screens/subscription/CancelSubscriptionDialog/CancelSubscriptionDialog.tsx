import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Dialog } from '../../../components';
import { CANCEL_DONE_PATH, MESSAGES, type CancelReasonId, type CancelState } from '../../../domain';
import * as styles from './CancelSubscriptionDialog.css';
import { CancelConfirmText, CancelReasons, LostFeatures, RetentionOfferBody } from './CancelSteps';
import * as subscriptionMessages from '../messages';

export type CancelSubscriptionDialogProps = {
  open: boolean;
  /** Closing (Esc, overlay, close button, 'Оставить подписку'); not offered while a call is in flight. */
  onOpenChange: (open: boolean) => void;
  /** The domain's cancel flow state (`cancelReducer`): step, reasons, variant, offer, alert. */
  state: CancelState;
  /** Time left on the retention countdown (the app computes `offerRemainingMs(state, now)` every second). */
  offerRemainingMs?: number;
  /** When access ends; shown on the confirmation step. */
  accessUntil?: string | null;
  /** A reason checkbox was toggled: `{ type: 'toggleReason', id }`. */
  onToggleReason: (id: CancelReasonId) => void;
  /** Step 1 'Продолжить': `{ type: 'submitReasons' }` (refused with the alert when no reason is chosen). */
  onSubmitReasons: () => void;
  /** Step 2 'Продолжить отмену': `{ type: 'continue', now }` — to the offer when there is one, else to confirmation. */
  onContinue: () => void;
  /** 'Назад': `{ type: 'back' }`. */
  onBack: () => void;
  /** 'Принять предложение': `{ type: 'acceptOffer', now }`; the app then upgrades to the offer plan. */
  onAcceptOffer: () => void;
  /** 'Нет, спасибо': `{ type: 'declineOffer' }`. */
  onDeclineOffer: () => void;
  /**
   * The countdown shows 0:00: the app ticks the flow (`{ type: 'tick', now }`), which returns to step 2.
   * Called once per offer.
   */
  onOfferExpired: () => void;
  /** 'Подтвердить отмену': `{ type: 'confirm' }`; the app then calls POST /api/subscription/{id}/cancel. */
  onConfirm: () => void;
  /** After 'Подписка была отменена.' (or the accepted offer): go to settings. */
  onDone: (href: string) => void;
  /** Dismisses the current alert: `{ type: 'dismissAlert' }`. */
  onDismissAlert?: () => void;
};

const TITLES: Record<CancelState['step'], string> = {
  reasons: subscriptionMessages.cancelTitle,
  features: subscriptionMessages.cancelTitle,
  offer: MESSAGES.retentionOfferTitle,
  upgrading: MESSAGES.retentionOfferTitle,
  confirm: subscriptionMessages.cancelTitle,
  canceling: subscriptionMessages.cancelTitle,
  canceled: subscriptionMessages.canceledTitle,
  upgraded: subscriptionMessages.planUpdatedTitle,
};

/**
 * The subscription-cancellation dialog (docs/product/flows.md): step 1 reasons (at least one, else
 * 'Пожалуйста укажите причину(ы) отмены подписки'); step 2 the features that will be lost (bot or full
 * variant); a retention offer only when special_plans maps the plan — discount, monthly price of the
 * yearly payment and a countdown from 4:59 that returns to step 2 at 0:00; confirmation; then
 * 'Подписка была отменена.' and the way to settings. Every step is the domain flow's; time and calls are
 * the app's.
 */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  state,
  offerRemainingMs = 0,
  accessUntil,
  onToggleReason,
  onSubmitReasons,
  onContinue,
  onBack,
  onAcceptOffer,
  onDeclineOffer,
  onOfferExpired,
  onConfirm,
  onDone,
  onDismissAlert,
}: CancelSubscriptionDialogProps) {
  const { step, offer, alert } = state;
  const busy = step === 'canceling' || step === 'upgrading';
  const finished = step === 'canceled' || step === 'upgraded';
  const expired = step === 'offer' && offerRemainingMs <= 0;

  // Report the end of the countdown once per offer, not on every render at 0:00.
  const reportedDeadline = useRef<number | null>(null);
  useEffect(() => {
    if (!open || !expired || reportedDeadline.current === state.offerDeadline) return;
    reportedDeadline.current = state.offerDeadline;
    onOfferExpired();
  }, [open, expired, state.offerDeadline, onOfferExpired]);

  const keep = (
    <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
      {MESSAGES.keepSubscription}
    </Button>
  );
  const back = (
    <Button variant="ghost" disabled={busy} onClick={onBack}>
      {subscriptionMessages.back}
    </Button>
  );

  let body: ReactNode;
  let footer: ReactNode;
  let description: string | undefined;
  switch (step) {
    case 'reasons':
      body = <CancelReasons reasons={state.reasons} onToggleReason={onToggleReason} />;
      footer = (
        <>
          {keep}
          <Button onClick={onSubmitReasons}>{subscriptionMessages.continueAction}</Button>
        </>
      );
      break;
    case 'features':
      description = MESSAGES.featuresLostTitle;
      body = <LostFeatures state={state} />;
      footer = (
        <>
          {back}
          {keep}
          <Button variant="danger" onClick={onContinue}>
            {subscriptionMessages.continueCancel}
          </Button>
        </>
      );
      break;
    case 'offer':
    case 'upgrading':
      description = subscriptionMessages.stayWithUs;
      body = offer ? <RetentionOfferBody offer={offer} remainingMs={offerRemainingMs} /> : null;
      footer = (
        <>
          <Button variant="secondary" disabled={busy} onClick={onDeclineOffer}>
            {subscriptionMessages.noThanks}
          </Button>
          <Button
            loading={step === 'upgrading'}
            loadingText={subscriptionMessages.updating}
            disabled={expired}
            onClick={onAcceptOffer}
          >
            {MESSAGES.acceptOffer}
          </Button>
        </>
      );
      break;
    case 'confirm':
    case 'canceling':
      description = subscriptionMessages.confirmCancelQuestion;
      body = <CancelConfirmText accessUntil={accessUntil} />;
      footer = (
        <>
          {back}
          {keep}
          <Button
            variant="danger"
            loading={step === 'canceling'}
            loadingText={subscriptionMessages.canceling}
            onClick={onConfirm}
          >
            {MESSAGES.confirmCancel}
          </Button>
        </>
      );
      break;
    case 'canceled':
    case 'upgraded':
      body = null;
      footer = <Button onClick={() => onDone(CANCEL_DONE_PATH)}>{subscriptionMessages.goToSettings}</Button>;
      break;
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      dismissible={!busy}
      hideCloseButton={busy}
      title={TITLES[step]}
      description={description}
      className={styles.dialog}
      footer={footer}
    >
      <div className={styles.body} data-step={step}>
        {alert ? (
          <Alert tone={finished ? 'success' : 'danger'} onDismiss={finished ? undefined : onDismissAlert}>
            {alert}
          </Alert>
        ) : null}
        {body}
      </div>
    </Dialog>
  );
}
