import { Button, Dialog, DialogClose } from '../../../components';
import { formatDate, MESSAGES, PLAN_FEATURES } from '../../../domain';
import { navigateClick, type AccountNavigateHandler } from '../../shared/account/navigation';
import * as styles from './SubscriptionSuccess.css';
import * as subscriptionMessages from '../messages';

export const subscriptionSuccessKinds = ['pro', 'lifetime'] as const;
export type SubscriptionSuccessKind = (typeof subscriptionSuccessKinds)[number];

export type SubscriptionSuccessProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was bought: a PRO subscription or lifetime access. */
  kind: SubscriptionSuccessKind;
  /** The bought plan, e.g. 'PRO на 12 месяцев' (PRO only). */
  planDescription?: string;
  /** Paid until (PRO only). */
  expiresAt?: string | null;
  /** Where the main button leads; default the ideas feed. */
  ideasHref?: string;
  onNavigate?: AccountNavigateHandler;
};

/**
 * The subscription-success dialog: after a PRO purchase, or after lifetime access
 * ('Поздравляем, Вы успешно оформили PRO доступ навсегда!'), with what is now available.
 */
export function SubscriptionSuccess({
  open,
  onOpenChange,
  kind,
  planDescription,
  expiresAt,
  ideasHref = '/ideas',
  onNavigate,
}: SubscriptionSuccessProps) {
  const lifetime = kind === 'lifetime';
  const features = lifetime ? [...PLAN_FEATURES.lifetime] : [...PLAN_FEATURES.pro];
  const description = lifetime
    ? subscriptionMessages.lifetimeAccessNote
    : [planDescription, expiresAt ? subscriptionMessages.accessUntil(formatDate(expiresAt)) : null]
        .filter(Boolean)
        .join(', ') || undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={lifetime ? MESSAGES.lifetimeUpgradeSuccess : subscriptionMessages.proConnected}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{MESSAGES.close}</Button>
          </DialogClose>
          <Button asChild>
            <a
              href={ideasHref}
              onClick={(event) => {
                navigateClick(ideasHref, onNavigate, 'page')?.(event);
                if (event.defaultPrevented) onOpenChange(false);
              }}
            >
              {subscriptionMessages.goToIdeas}
            </a>
          </Button>
        </>
      }
    >
      <div className={styles.body} data-kind={kind}>
        <p className={styles.lead}>{subscriptionMessages.nowAvailable}</p>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
