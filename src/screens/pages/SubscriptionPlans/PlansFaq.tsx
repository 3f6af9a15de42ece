import { Link } from '../../../components';
import { MESSAGES } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './SubscriptionPlans.css';
import { pagesMessages } from '../messages';

/** Questions about paying: cancelling, PRO forever, how to pay, the bot's own plans. */
export function PlansFaq({ id, telegramPlansHref, onNavigate }: { id: string; telegramPlansHref: string; onNavigate?: NavigateHandler }) {
  const go = (href: string) => inAppClick(onNavigate, href);
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {pagesMessages.paymentFaqTitle}
      </h2>
      <dl className={styles.faqList}>
        <dt>{pagesMessages.faqCancelQuestion}</dt>
        <dd>
          {pagesMessages.faqCancelAnswer}
        </dd>
        <dt>{pagesMessages.faqLifetimeQuestion}</dt>
        <dd>{pagesMessages.faqLifetimeAnswer}</dd>
        <dt>{pagesMessages.faqHowToPayQuestion}</dt>
        <dd>
          {pagesMessages.faqHowToPayAnswerPrefix}{MESSAGES.productName}».
        </dd>
        <dt>{pagesMessages.faqBotOnlyQuestion}</dt>
        <dd>
          {pagesMessages.faqBotOnlyAnswerPrefix}{' '}
          <Link href={telegramPlansHref} onClick={go(telegramPlansHref)}>
            {pagesMessages.botPlansLink}
          </Link>
          {pagesMessages.faqBotOnlyAnswerSuffix}
        </dd>
      </dl>
    </section>
  );
}
