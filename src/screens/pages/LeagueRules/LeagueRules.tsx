import { useId } from 'react';
import { Button, Card, Link } from '../../../components';
import {
  accountFlags,
  BONUS_POPUP_COINS,
  FREE_COINS,
  MESSAGES,
  PRO_COINS,
  type User,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../navigation';
import * as prose from '../prose.css';
import * as styles from './LeagueRules.css';

export type LeagueRulesProps = {
  user: User;
  /** The {product} part of /konkurs-liga-{product}, shown in the league's name. */
  productTitle: string;
  /** Registration address with redirect_url back to this page. */
  registerHref: string;
  onNavigate?: NavigateHandler;
};

const number = new Intl.NumberFormat('ru-RU');

/** The league rules page (/konkurs-liga-{product}): how bets, coins, the rating and prizes work. */
export function LeagueRules({ user, productTitle, registerHref, onNavigate }: LeagueRulesProps) {
  const id = useId();
  const flags = accountFlags(user);
  const link = (href: string, text: string) => (
    <Link href={href} onClick={inAppClick(onNavigate, href)}>
      {text}
    </Link>
  );
  const steps = [
    {
      title: 'Выберите идею',
      text: 'В ленте идей откройте любую открытую идею брокера или аналитика.',
    },
    {
      title: 'Сделайте ставку',
      text: 'Нажмите «Верю», если считаете, что цена дойдет до цели в срок, или «Не верю», если нет. Ставка делается в инвесткоинах.',
    },
    {
      title: 'Дождитесь закрытия',
      text: `Пока идея открыта, в разделе «Мои ставки» написано «${MESSAGES.ideaNotClosed}». Когда идея закрывается, ставка выигрывает или проигрывает.`,
    },
    {
      title: 'Обменяйте монеты на призы',
      text: 'Накопленные инвесткоины меняются на мерч и продление PRO доступа.',
    },
  ] as const;
  return (
    <article className={prose.page} aria-labelledby={`${id}-title`}>
      <header className={prose.header}>
        <p className={prose.eyebrow}>Конкурс прогнозов</p>
        <h1 id={`${id}-title`} className={prose.title}>
          Лига {productTitle}: правила
        </h1>
        <p className={prose.lead}>
          Соревнуйтесь с другими инвесторами в точности прогнозов: ставьте инвесткоины на идеи, поднимайтесь в
          рейтинге лиги и меняйте выигрыш на призы.
        </p>
        <div className={prose.actions}>
          {flags.isGuest ? (
            <Button asChild size="lg">
              <a href={registerHref} onClick={inAppClick(onNavigate, registerHref)}>
                Участвовать
              </a>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <a href="/ideas" onClick={inAppClick(onNavigate, '/ideas')}>
                  Сделать ставку
                </a>
              </Button>
              {link('/account/contest', 'Мои ставки')}
            </>
          )}
        </div>
      </header>

      <section className={prose.section} aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`} className={prose.sectionTitle}>
          Как участвовать
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card padding="md" className={styles.step}>
                <span className={styles.stepNumber} aria-hidden>
                  {index + 1}
                </span>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section className={prose.section} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className={prose.sectionTitle}>
          Выигрыш и проигрыш
        </h2>
        <ul className={prose.list}>
          <li>
            Ставка выигрывает, если идея закрылась так, как Вы прогнозировали: «Верю» — цель достигнута, «Не верю» —
            идея закрыта без достижения цели. Выигрыш зачисляется на баланс со знаком «+».
          </li>
          <li>Если прогноз не сбылся, ставка списывается: в истории она показана со знаком «−».</li>
          <li>На одну идею можно сделать одну ставку; изменить или отменить ее нельзя.</li>
        </ul>
      </section>

      <section className={prose.section} aria-labelledby={`${id}-coins`}>
        <h2 id={`${id}-coins`} className={prose.sectionTitle}>
          Откуда берутся инвесткоины
        </h2>
        <ul className={prose.list}>
          <li>
            Бесплатный тариф — {number.format(FREE_COINS)} монет, PRO — {number.format(PRO_COINS)} монет; пользователям
            PRO монеты начисляются ежемесячно.
          </li>
          <li>За запуск бота в мессенджере — подарок {number.format(BONUS_POPUP_COINS)} инвесткоинов.</li>
          <li>Выигрыши по ставкам. История начислений — в разделе «Мои ставки».</li>
        </ul>
        {flags.isPremium ? null : (
          <p className={prose.paragraph}>{link('/subscription/plans', 'Подключите PRO')}, чтобы получать больше монет каждый месяц.</p>
        )}
      </section>

      <section className={prose.section} aria-labelledby={`${id}-rating`}>
        <h2 id={`${id}-rating`} className={prose.sectionTitle}>
          Рейтинг лиги
        </h2>
        <p className={prose.paragraph}>
          Место в лиге определяется прибылью в инвесткоинах: сумма выигрышей минус проигранные ставки. Прибыль
          считается с 01.02.21. При равной прибыли выше тот, у кого больше закрытых ставок.
        </p>
      </section>

      <section className={prose.section} aria-labelledby={`${id}-prizes`}>
        <h2 id={`${id}-prizes`} className={prose.sectionTitle}>
          Призы
        </h2>
        <p className={prose.paragraph}>
          Монеты обмениваются на призы в разделе {link('/account/prizes', 'Призы')}: мерч с бесплатной доставкой по
          России и продление PRO доступа. Обмен окончательный, монеты за него не возвращаются.
        </p>
        <p className={prose.muted}>
          Инвесткоины — бонусные баллы конкурса, они не являются деньгами и не выводятся. Полные условия — в{' '}
          {link('/terms', 'публичной оферте')}.
        </p>
      </section>
    </article>
  );
}
