import { Link } from '../../../components';
import { MESSAGES } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './SubscriptionPlans.css';

/** Questions about paying: cancelling, PRO forever, how to pay, the bot's own plans. */
export function PlansFaq({ id, telegramPlansHref, onNavigate }: { id: string; telegramPlansHref: string; onNavigate?: NavigateHandler }) {
  const go = (href: string) => inAppClick(onNavigate, href);
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        Вопросы об оплате
      </h2>
      <dl className={styles.faqList}>
        <dt>Можно ли отменить подписку?</dt>
        <dd>
          Да, в любой момент в настройках подписки. Доступ сохранится до конца оплаченного периода, списаний больше
          не будет.
        </dd>
        <dt>Чем PRO навсегда отличается от подписки?</dt>
        <dd>Это разовый платеж вместо регулярных списаний: все возможности PRO без срока действия.</dd>
        <dt>Как оплатить?</dt>
        <dd>
          Банковской картой в рублях. Данные карты вводятся в защищенной форме платежного партнера и не передаются
          сервису «{MESSAGES.productName}».
        </dd>
        <dt>Нужен только бот в мессенджере?</dt>
        <dd>
          Для бота есть отдельная подписка —{' '}
          <Link href={telegramPlansHref} onClick={go(telegramPlansHref)}>
            тарифы бота
          </Link>
          . В PRO бот уже включен.
        </dd>
      </dl>
    </section>
  );
}
