import type { ReactNode } from 'react';
import { Card, Link } from '../../../components';
import { BONUS_POPUP_COINS, formatNumber, FREE_COINS, MESSAGES, PRO_COINS } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as prose from '../prose.css';
import * as styles from './LeagueRules.css';
import * as leagueRulesMessages from './messages';

/** A link of the rules' text, navigated in-app when possible. */
export function RuleLink({
  href,
  onNavigate,
  children,
}: {
  href: string;
  onNavigate?: NavigateHandler;
  children: ReactNode;
}) {
  return (
    <Link href={href} onClick={inAppClick(onNavigate, href)}>
      {children}
    </Link>
  );
}

/** The built-in rules (when the editors keep none): how to take part, winning and losing, coins, the rating. */
export function LeagueRulesText({
  id,
  isPremium,
  onNavigate,
}: {
  id: string;
  isPremium: boolean;
  onNavigate?: NavigateHandler;
}) {
  const steps = [
    {
      title: leagueRulesMessages.stepChooseIdea,
      text: leagueRulesMessages.stepChooseIdeaText,
    },
    {
      title: leagueRulesMessages.stepPlaceBet,
      text: leagueRulesMessages.stepPlaceBetText,
    },
    {
      title: leagueRulesMessages.stepWaitForClose,
      text: leagueRulesMessages.stepWaitForCloseText(MESSAGES.ideaNotClosed),
    },
    {
      title: leagueRulesMessages.stepExchangeCoins,
      text: leagueRulesMessages.stepExchangeCoinsText,
    },
  ] as const;
  return (
    <>
      <section className={prose.section} aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`} className={prose.sectionTitle}>
          {leagueRulesMessages.howToParticipate}
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
          {leagueRulesMessages.winAndLoss}
        </h2>
        <ul className={prose.list}>
          <li>{leagueRulesMessages.winText}</li>
          <li>{leagueRulesMessages.lossText}</li>
          <li>{leagueRulesMessages.oneBetPerIdea}</li>
        </ul>
      </section>

      <section className={prose.section} aria-labelledby={`${id}-coins`}>
        <h2 id={`${id}-coins`} className={prose.sectionTitle}>
          {leagueRulesMessages.whereCoinsComeFrom}
        </h2>
        <ul className={prose.list}>
          <li>
            {leagueRulesMessages.coinsFreePlanPrefix}
            {formatNumber(FREE_COINS)}
            {leagueRulesMessages.coinsProSeparator}
            {formatNumber(PRO_COINS)}
            {leagueRulesMessages.coinsMonthlySuffix}
          </li>
          <li>
            {leagueRulesMessages.coinsBotGiftPrefix}
            {formatNumber(BONUS_POPUP_COINS)}
            {leagueRulesMessages.coinsBotGiftSuffix}
          </li>
          <li>{leagueRulesMessages.coinsFromWins}</li>
        </ul>
        {isPremium ? null : (
          <p className={prose.paragraph}>
            <RuleLink href="/subscription/plans" onNavigate={onNavigate}>
              {leagueRulesMessages.connectProLink}
            </RuleLink>
            {leagueRulesMessages.connectProSuffix}
          </p>
        )}
      </section>

      <section className={prose.section} aria-labelledby={`${id}-rating`}>
        <h2 id={`${id}-rating`} className={prose.sectionTitle}>
          {leagueRulesMessages.leagueRating}
        </h2>
        <p className={prose.paragraph}>{leagueRulesMessages.leagueRatingText}</p>
      </section>
    </>
  );
}
