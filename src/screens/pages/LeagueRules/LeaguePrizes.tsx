import type { NavigateHandler } from '../../shared/inAppLink';
import * as prose from '../prose.css';
import { RuleLink } from './LeagueRulesText';
import * as leagueRulesMessages from './messages';

/** Where coins are spent, and what they are not. */
export function LeaguePrizes({ id, onNavigate }: { id: string; onNavigate?: NavigateHandler }) {
  return (
    <section className={prose.section} aria-labelledby={id}>
      <h2 id={id} className={prose.sectionTitle}>
        {leagueRulesMessages.menuPrizes}
      </h2>
      <p className={prose.paragraph}>
        {leagueRulesMessages.prizesExchangePrefix}
        <RuleLink href="/account/prizes" onNavigate={onNavigate}>
          {leagueRulesMessages.menuPrizes}
        </RuleLink>
        {leagueRulesMessages.prizesExchangeSuffix}
      </p>
      <p className={prose.muted}>
        {leagueRulesMessages.coinsNotMoneyPrefix}{' '}
        <RuleLink href="/terms" onNavigate={onNavigate}>
          {leagueRulesMessages.publicOfferLink}
        </RuleLink>
        .
      </p>
    </section>
  );
}
