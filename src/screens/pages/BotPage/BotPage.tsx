import { useId } from 'react';
import { Button, Card, Link } from '../../../components';
import { accountFlags, FREE_BOT_TRIAL_WEEKS, MESSAGES, type User } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { RichText } from '../../shared/RichText';
import * as prose from '../prose.css';
import * as styles from './BotPage.css';

export type BotPageProps = {
  /** The viewer's account (the guest account for visitors). */
  user: User;
  /** Deep link that opens the bot in the messenger. */
  botUrl: string;
  /** Address of the registration page; the app adds redirect_url. */
  registerHref?: string;
  /** Bot plans page. */
  plansHref?: string;
  onNavigate?: NavigateHandler;
  /**
   * What the bot sends and how to connect it, as the editors keep it (the `bot` page text, rendered by
   * the API); without it the built-in text is shown.
   */
  contentHtml?: string | null;
};

const FEATURES = [
  { title: 'Новые идеи', text: 'Сообщение в момент публикации идеи: тикер, целевая цена, срок и потенциальная доходность.' },
  { title: 'Сделки инсайдеров', text: 'Крупные покупки и продажи руководителей компаний в день раскрытия.' },
  { title: 'События портфеля', text: 'Идея достигла цели, закрыта или у нее изменилась целевая цена.' },
  { title: 'Итоги недели', text: 'Короткий обзор лучших идей и результатов Ваших ставок в конкурсе.' },
] as const;

const STEPS = [
  'Нажмите «Открыть бота» — бот откроется в Telegram.',
  'Нажмите «Старт» в чате с ботом.',
  'Бот пришлет ссылку для привязки аккаунта — откройте ее, и уведомления начнут приходить.',
] as const;

type Access = { title: string; text: string };

function accessText(user: User): Access {
  const flags = accountFlags(user);
  if (flags.isPremium) {
    return { title: 'Бот включен в Ваш тариф', text: 'Все уведомления бота доступны без доплаты, пока действует PRO доступ.' };
  }
  if (flags.isFree) {
    return {
      title: `${FREE_BOT_TRIAL_WEEKS} недели бесплатно`,
      text: `На бесплатном тарифе бот работает ${FREE_BOT_TRIAL_WEEKS} недели. Дальше — отдельная подписка на бота или PRO, в который бот уже входит.`,
    };
  }
  return {
    title: 'Нужен аккаунт',
    text: `Бот присылает уведомления по Вашему аккаунту. Зарегистрируйтесь — и ${FREE_BOT_TRIAL_WEEKS} недели бот работает бесплатно.`,
  };
}

/** The bot page (/bot): what the messenger bot sends, how to start it and how it is paid. */
export function BotPage({
  user,
  botUrl,
  registerHref = '/auth/register?redirect_url=%2Fbot',
  plansHref = '/subscription/plans/telegram',
  onNavigate,
  contentHtml,
}: BotPageProps) {
  const id = useId();
  const flags = accountFlags(user);
  const access = accessText(user);
  return (
    <article className={prose.page} aria-labelledby={`${id}-title`}>
      <header className={prose.header}>
        <p className={prose.eyebrow}>Бот в Telegram</p>
        <h1 id={`${id}-title`} className={prose.title}>
          {MESSAGES.productName} в мессенджере
        </h1>
        <p className={prose.lead}>
          Бот присылает новые идеи, сделки инсайдеров и события Вашего портфеля сразу, как они появляются, — не
          нужно заходить на сайт.
        </p>
        <div className={prose.actions}>
          {flags.isGuest ? (
            <Button asChild size="lg">
              <a href={registerHref} onClick={inAppClick(onNavigate, registerHref)}>
                Зарегистрироваться
              </a>
            </Button>
          ) : (
            <Button asChild size="lg">
              <a href={botUrl} target="_blank" rel="noopener noreferrer">
                Открыть бота
              </a>
            </Button>
          )}
          {flags.isPremium ? null : (
            <Link href={plansHref} variant="standalone" onClick={inAppClick(onNavigate, plansHref)}>
              Тарифы бота
            </Link>
          )}
        </div>
        {flags.isPremium && user.telegram_bot_user ? <p className={prose.muted}>Бот уже подключен к Вашему аккаунту.</p> : null}
      </header>

      {contentHtml ? (
        <RichText html={contentHtml} />
      ) : (
        <>
          <section className={prose.section} aria-labelledby={`${id}-features`}>
            <h2 id={`${id}-features`} className={prose.sectionTitle}>
              Что присылает бот
            </h2>
            <ul className={prose.cards}>
              {FEATURES.map((feature) => (
                <li key={feature.title}>
                  <Card padding="md" className={prose.card}>
                    <h3 className={prose.cardTitle}>{feature.title}</h3>
                    <p className={prose.cardText}>{feature.text}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>

          <section className={prose.section} aria-labelledby={`${id}-steps`}>
            <h2 id={`${id}-steps`} className={prose.sectionTitle}>
              Как подключить
            </h2>
            <ol className={prose.list}>
              {STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </>
      )}

      <section aria-labelledby={`${id}-access`}>
        <Card variant={flags.isPremium ? 'muted' : 'brand'} padding="lg" className={styles.access}>
          <h2 id={`${id}-access`} className={prose.sectionTitle}>
            {access.title}
          </h2>
          <p className={prose.paragraph}>{access.text}</p>
        </Card>
      </section>
    </article>
  );
}
