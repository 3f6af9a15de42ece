import { useId } from 'react';
import { Button } from '../../../components';
import { accountFlags, type User } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { RichText } from '../../shared/RichText';
import * as prose from '../prose.css';
import { LeaguePrizes } from './LeaguePrizes';
import { LeagueRulesText, RuleLink } from './LeagueRulesText';
import { LeagueTable } from './LeagueTable';
import * as leagueRulesMessages from './messages';

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
export function LeagueRules({
  user,
  leaders,
  participants,
  productTitle,
  registerHref,
  onNavigate,
  contentHtml,
}: LeagueRulesProps) {
  const id = useId();
  const flags = accountFlags(user);
  const place = user.liga_rating?.rating ?? null;
  return (
    <article className={prose.page} aria-labelledby={`${id}-title`}>
      <header className={prose.header}>
        <p className={prose.eyebrow}>{leagueRulesMessages.contestTitle}</p>
        <h1 id={`${id}-title`} className={prose.title}>
          {leagueRulesMessages.leaguePrefix}
          {productTitle}
          {leagueRulesMessages.rulesSuffix}
        </h1>
        <p className={prose.lead}>{leagueRulesMessages.contestLead}</p>
        <div className={prose.actions}>
          {flags.isGuest ? (
            <Button asChild size="lg">
              <a href={registerHref} onClick={inAppClick(onNavigate, registerHref)}>
                {leagueRulesMessages.participate}
              </a>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <a href="/ideas" onClick={inAppClick(onNavigate, '/ideas')}>
                  {leagueRulesMessages.placeBet}
                </a>
              </Button>
              <RuleLink href="/account/contest" onNavigate={onNavigate}>
                {leagueRulesMessages.menuBets}
              </RuleLink>
            </>
          )}
        </div>
      </header>

      {contentHtml ? (
        <RichText html={contentHtml} />
      ) : (
        <LeagueRulesText id={id} isPremium={flags.isPremium} onNavigate={onNavigate} />
      )}

      <LeagueTable
        id={`${id}-table`}
        leaders={leaders}
        place={flags.isGuest ? null : place}
        participants={participants}
      />

      {contentHtml ? null : <LeaguePrizes id={`${id}-prizes`} onNavigate={onNavigate} />}
    </article>
  );
}
