import { Alert, Link } from '../../../components';
import { PAYMENT_MESSAGES } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './Checkout.css';
import * as checkoutMessages from './messages';

export type CheckoutPlanNotFoundProps = {
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

/** The checkout of a plan the configuration does not sell (an old or mistyped plan_id): «Тариф не найден» and the way to the plans. */
export function CheckoutPlanNotFound({ plansHref = '/subscription/plans', onNavigate }: CheckoutPlanNotFoundProps) {
  return (
    <div className={styles.page}>
      <Alert tone="danger" title={PAYMENT_MESSAGES.planNotFound}>
        <Link href={plansHref} onClick={inAppClick(onNavigate, plansHref)}>
          {checkoutMessages.choosePlan}
        </Link>
      </Alert>
    </div>
  );
}
