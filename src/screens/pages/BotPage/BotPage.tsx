import { useId } from 'react';
import { Button, Card, Link } from '../../../components';
import { accountFlags, FREE_BOT_TRIAL_WEEKS, MESSAGES, type User } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { RichText } from '../../shared/RichText';
import * as prose from '../prose.css';
import * as styles from './BotPage.css';
import * as pagesMessages from '../messages';
import * as sharedMessages from '../../shared/messages';
import * as botPageMessages from './messages';

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
  { title: botPageMessages.botNewIdeas, text: botPageMessages.botNewIdeasText },
  { title: sharedMessages.insiderDeals, text: botPageMessages.botInsiderDealsText },
  { title: MESSAGES.notifyPortfolioEvents, text: botPageMessages.botPortfolioEventsText },
  { title: botPageMessages.botWeeklySummary, text: botPageMessages.botWeeklySummaryText },
] as const;

const STEPS = [botPageMessages.botStep1, botPageMessages.botStep2, botPageMessages.botStep3] as const;

type Access = { title: string; text: string };

function accessText(user: User): Access {
  const flags = accountFlags(user);
  if (flags.isPremium) {
    return { title: botPageMessages.botIncludedTitle, text: botPageMessages.botIncludedText };
  }
  if (flags.isFree) {
    return {
      title: botPageMessages.botTrialTitle(FREE_BOT_TRIAL_WEEKS),
      text: botPageMessages.botTrialText(FREE_BOT_TRIAL_WEEKS),
    };
  }
  return {
    title: botPageMessages.accountNeededTitle,
    text: botPageMessages.accountNeededText(FREE_BOT_TRIAL_WEEKS),
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
        <p className={prose.eyebrow}>{pagesMessages.botInTelegram}</p>
        <h1 id={`${id}-title`} className={prose.title}>
          {MESSAGES.productName}
          {botPageMessages.inMessengerSuffix}
        </h1>
        <p className={prose.lead}>{botPageMessages.botLead}</p>
        <div className={prose.actions}>
          {flags.isGuest ? (
            <Button asChild size="lg">
              <a href={registerHref} onClick={inAppClick(onNavigate, registerHref)}>
                {sharedMessages.register}
              </a>
            </Button>
          ) : (
            <Button asChild size="lg">
              <a href={botUrl} target="_blank" rel="noopener noreferrer">
                {pagesMessages.openBot}
              </a>
            </Button>
          )}
          {flags.isPremium ? null : (
            <Link href={plansHref} variant="standalone" onClick={inAppClick(onNavigate, plansHref)}>
              {botPageMessages.botPlans}
            </Link>
          )}
        </div>
        {flags.isPremium && user.telegram_bot_user ? (
          <p className={prose.muted}>{botPageMessages.botAlreadyConnected}</p>
        ) : null}
      </header>

      {contentHtml ? (
        <RichText html={contentHtml} />
      ) : (
        <>
          <section className={prose.section} aria-labelledby={`${id}-features`}>
            <h2 id={`${id}-features`} className={prose.sectionTitle}>
              {botPageMessages.whatBotSends}
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
              {botPageMessages.howToConnect}
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
