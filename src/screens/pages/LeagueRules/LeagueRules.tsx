import { useId } from 'react';
import { Button, Card, Link, Table, type TableColumn } from '../../../components';
import {
  accountFlags,
  BONUS_POPUP_COINS,
  formatNumber,
  formatShare,
  formatSignedCoins,
  FREE_COINS,
  MESSAGES,
  PRO_COINS,
  type User,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { RichText } from '../../shared/RichText';
import * as prose from '../prose.css';
import * as styles from './LeagueRules.css';

/** One row of the league table: profit in coins counted since 01.02.21. */
export type LeagueLeader = {
  place: number;
  name: string;
  profit: number;
  bets: number;
  /** Share of won bets among closed ones, percent. */
  winRate: number;
};

export type LeagueRulesProps = {
  user: User;
  /** Top of the league table. */
  leaders: readonly LeagueLeader[];
  /** The viewer's place (user.liga_rating.rating) and the number of participants. */
  participants?: number;
  /** The {product} part of /konkurs-liga-{product}, shown in the league's name. */
  productTitle: string;
  /** Registration address with redirect_url back to this page. */
  registerHref: string;
  onNavigate?: NavigateHandler;
  /**
   * The rules as the editors keep them (the `league-rules` page text, rendered by the API): they replace
   * the built-in sections; the account's place and the league table stay.
   */
  contentHtml?: string | null;
};

/** The league rules page (/konkurs-liga-{product}): how bets, coins, the rating and prizes work. */
export function LeagueRules({ user, leaders, participants, productTitle, registerHref, onNavigate, contentHtml }: LeagueRulesProps) {
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
  const place = user.liga_rating?.rating ?? null;
  const columns: TableColumn<LeagueLeader>[] = [
    { key: 'place', header: 'Место', align: 'center', cell: (row) => row.place },
    { key: 'name', header: 'Участник', rowHeader: true, cell: (row) => row.name },
    {
      key: 'profit',
      header: 'Прибыль, монет',
      align: 'end',
      cell: (row) => <span className={row.profit >= 0 ? styles.positive : styles.negative}>{formatSignedCoins(row.profit)}</span>,
    },
    { key: 'bets', header: 'Ставок', align: 'end', cell: (row) => formatNumber(row.bets) },
    { key: 'win', header: 'Угадано', align: 'end', cell: (row) => formatShare(row.winRate) },
  ];
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

      {contentHtml ? (
        <RichText html={contentHtml} />
      ) : (
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
        </>
      )}

      <section className={prose.section} aria-labelledby={`${id}-table`}>
        <h2 id={`${id}-table`} className={prose.sectionTitle}>
          Таблица лиги
        </h2>
        {!flags.isGuest && place !== null ? (
          <p className={prose.paragraph}>
            Ваше место: <strong>{formatNumber(place)}</strong>
            {participants ? ` из ${formatNumber(participants)}` : null}
          </p>
        ) : null}
        <Table
          caption="Лидеры лиги по прибыли в инвесткоинах"
          hideCaption
          columns={columns}
          rows={leaders}
          getRowKey={(row) => row.place}
          emptyText="Пока ни одна ставка не закрыта — таблица появится после первых результатов."
        />
      </section>

      {contentHtml ? null : (
        <>
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
        </>
      )}
    </article>
  );
}
