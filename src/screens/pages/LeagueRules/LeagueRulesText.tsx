import type { ReactNode } from 'react';
import { Card, Link } from '../../../components';
import { BONUS_POPUP_COINS, formatNumber, FREE_COINS, MESSAGES, PRO_COINS } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as prose from '../prose.css';
import * as styles from './LeagueRules.css';

/** A link of the rules' text, navigated in-app when possible. */
export function RuleLink({ href, onNavigate, children }: { href: string; onNavigate?: NavigateHandler; children: ReactNode }) {
  return (
    <Link href={href} onClick={inAppClick(onNavigate, href)}>
      {children}
    </Link>
  );
}

/** The built-in rules (when the editors keep none): how to take part, winning and losing, coins, the rating. */
export function LeagueRulesText({ id, isPremium, onNavigate }: { id: string; isPremium: boolean; onNavigate?: NavigateHandler }) {
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
    <>
      <section className={prose.section} aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`} className={prose.sectionTitle}>
          Как участвовать
        </h2>
        <ol className={prose.cards}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card padding="md" className={prose.card}>
                <span className={styles.stepNumber} aria-hidden>
                  {index + 1}
                </span>
                <h3 className={prose.cardTitle}>{step.title}</h3>
                <p className={prose.cardText}>{step.text}</p>
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
            Бесплатный тариф — {formatNumber(FREE_COINS)} монет, PRO — {formatNumber(PRO_COINS)} монет; пользователям
            PRO монеты начисляются ежемесячно.
          </li>
          <li>За запуск бота в мессенджере — подарок {formatNumber(BONUS_POPUP_COINS)} инвесткоинов.</li>
          <li>Выигрыши по ставкам. История начислений — в разделе «Мои ставки».</li>
        </ul>
        {isPremium ? null : (
          <p className={prose.paragraph}><RuleLink href="/subscription/plans" onNavigate={onNavigate}>
              Подключите PRO
            </RuleLink>, чтобы получать больше монет каждый месяц.</p>
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
    </>
  );
}
