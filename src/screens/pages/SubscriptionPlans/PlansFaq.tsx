import { Link } from '../../../components';
import { MESSAGES } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './SubscriptionPlans.css';
import * as subscriptionPlansMessages from './messages';

/** Questions about paying: cancelling, PRO forever, how to pay, the bot's own plans. */
export function PlansFaq({
  id,
  telegramPlansHref,
  onNavigate,
}: {
  id: string;
  telegramPlansHref: string;
  onNavigate?: NavigateHandler;
}) {
  const go = (href: string) => inAppClick(onNavigate, href);
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {subscriptionPlansMessages.paymentFaqTitle}
      </h2>
      <dl className={styles.faqList}>
        <dt>{subscriptionPlansMessages.faqCancelQuestion}</dt>
        <dd>{subscriptionPlansMessages.faqCancelAnswer}</dd>
        <dt>{subscriptionPlansMessages.faqLifetimeQuestion}</dt>
        <dd>{subscriptionPlansMessages.faqLifetimeAnswer}</dd>
        <dt>{subscriptionPlansMessages.faqHowToPayQuestion}</dt>
        <dd>
          {subscriptionPlansMessages.faqHowToPayAnswerPrefix}
          {MESSAGES.productName}».
        </dd>
        <dt>{subscriptionPlansMessages.faqBotOnlyQuestion}</dt>
        <dd>
          {subscriptionPlansMessages.faqBotOnlyAnswerPrefix}{' '}
          <Link href={telegramPlansHref} onClick={go(telegramPlansHref)}>
            {subscriptionPlansMessages.botPlansLink}
          </Link>
          {subscriptionPlansMessages.faqBotOnlyAnswerSuffix}
        </dd>
      </dl>
    </section>
  );
}
