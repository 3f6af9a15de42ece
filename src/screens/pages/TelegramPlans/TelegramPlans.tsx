import { useId } from 'react';
import { Alert, Badge, Button, Card, Link } from '../../../components';
import { accountFlags, FREE_BOT_TRIAL_WEEKS, formatMoney, YEARLY_PLAN_LABEL, type Plan, type User } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { isBotPlan, periodLabel, planMonths } from '../plans';
import * as styles from '../plans.css';

export type TelegramPlansProps = {
  user: User;
  /** Plan configuration; only the bot plans are shown here. */
  plans: readonly Plan[];
  /** Deep link that opens the bot in the messenger. */
  botUrl: string;
  checkoutHref?: (plan: Plan) => string;
  registerHref?: (redirect: string) => string;
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

const BOT_FEATURES = [
  'Новые идеи брокеров в момент публикации',
  'Сделки инсайдеров в день раскрытия',
  'События Вашего портфеля: цель достигнута, идея закрыта',
  'Итоги недели и результаты ставок',
] as const;

const defaultCheckoutHref = (plan: Plan) => `/subscription/checkout?plan_id=${plan.id}`;
const defaultRegisterHref = (redirect: string) => `/auth/register?redirect_url=${encodeURIComponent(redirect)}`;

/** Plans of the messenger bot (/subscription/plans/telegram); free users are led here from the header. */
export function TelegramPlans({
  user,
  plans,
  botUrl,
  checkoutHref = defaultCheckoutHref,
  registerHref = defaultRegisterHref,
  plansHref = '/subscription/plans',
  onNavigate,
}: TelegramPlansProps) {
  const id = useId();
  const flags = accountFlags(user);
  const botPlans = plans.filter(isBotPlan).sort((a, b) => (planMonths(a) ?? 0) - (planMonths(b) ?? 0));
  const includedInPro = flags.isPremium;
  const go = (href: string) => inAppClick(onNavigate, href);
  const buyHref = (plan: Plan) => (flags.isGuest ? registerHref(checkoutHref(plan)) : checkoutHref(plan));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          Бот в Telegram
        </h1>
        <p className={styles.lead}>Идеи, сделки инсайдеров и события портфеля — сообщением в мессенджер, как только они появились.</p>
        <ul className={styles.features}>
          {BOT_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </header>

      {includedInPro ? (
        <Alert
          tone="success"
          title="Бот уже входит в Ваш PRO"
          actions={
            <Button asChild size="sm">
              <a href={botUrl} target="_blank" rel="noopener noreferrer">
                Открыть бота
              </a>
            </Button>
          }
        >
          Отдельная подписка не нужна: все уведомления бота доступны, пока действует PRO доступ.
        </Alert>
      ) : flags.isFree ? (
        <Alert tone="info" title={`Первые ${FREE_BOT_TRIAL_WEEKS} недели — бесплатно`}>
          На бесплатном тарифе бот работает {FREE_BOT_TRIAL_WEEKS} недели. Чтобы получать уведомления дальше, выберите
          подписку на бота или PRO, в который бот входит.
        </Alert>
      ) : null}

      <ul className={styles.grid} aria-label="Подписка на бота">
        {botPlans.map((plan) => {
          const months = planMonths(plan) ?? 1;
          const yearly = months === 12;
          return (
            <li key={plan.id} className={styles.cell}>
              <Card asChild padding="md" variant={yearly ? 'brand' : 'outlined'} className={styles.card}>
                <article aria-labelledby={`${id}-${plan.id}`}>
                  <div className={styles.cardHeader}>
                    <h2 id={`${id}-${plan.id}`} className={styles.planTitle}>
                      Бот на {periodLabel(plan)}
                    </h2>
                    {yearly ? (
                      <Badge tone="success" size="sm">
                        {YEARLY_PLAN_LABEL}
                      </Badge>
                    ) : null}
                  </div>
                  <p className={styles.price}>
                    <span className={styles.priceValue}>{formatMoney(plan.monthlyCost)}</span>{' '}
                    <span className={styles.priceNote}>в месяц</span>
                  </p>
                  <p className={styles.priceNote}>
                    {months > 1 ? `${formatMoney(plan.cost)} за ${periodLabel(plan)}, ` : null}
                    продление автоматически
                  </p>
                  {includedInPro ? null : (
                    <Button asChild fullWidth variant={yearly ? 'primary' : 'secondary'}>
                      <a href={buyHref(plan)} onClick={go(buyHref(plan))} aria-label={`Подключить бота на ${periodLabel(plan)}`}>
                        Подключить
                      </a>
                    </Button>
                  )}
                </article>
              </Card>
            </li>
          );
        })}
        <li className={styles.cell}>
          <Card asChild padding="md" variant="muted" className={styles.card}>
            <article aria-labelledby={`${id}-pro`}>
              <h2 id={`${id}-pro`} className={styles.planTitle}>
                Бот в составе PRO
              </h2>
              <p className={styles.priceNote}>
                Бот включен во все тарифы PRO вместе с расширенным поиском, полным радаром инсайдеров и статистикой
                аналитиков.
              </p>
              <Link href={plansHref} variant="standalone" onClick={go(plansHref)}>
                {includedInPro ? 'Все тарифы' : 'Сравнить с PRO'}
              </Link>
            </article>
          </Card>
        </li>
      </ul>
    </div>
  );
}
