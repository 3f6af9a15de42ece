import type { NavigateHandler } from '../../shared/inAppLink';
import * as prose from '../prose.css';
import { RuleLink } from './LeagueRulesText';
import { pagesMessages } from '../messages';

/** Where coins are spent, and what they are not. */
export function LeaguePrizes({ id, onNavigate }: { id: string; onNavigate?: NavigateHandler }) {
  return (
    <section className={prose.section} aria-labelledby={id}>
      <h2 id={id} className={prose.sectionTitle}>
        {pagesMessages.menuPrizes}
      </h2>
      <p className={prose.paragraph}>
        {pagesMessages.prizesExchangePrefix}<RuleLink href="/account/prizes" onNavigate={onNavigate}>
          {pagesMessages.menuPrizes}
        </RuleLink>{pagesMessages.prizesExchangeSuffix}
      </p>
      <p className={prose.muted}>
        {pagesMessages.coinsNotMoneyPrefix}{' '}
        <RuleLink href="/terms" onNavigate={onNavigate}>
          {pagesMessages.publicOfferLink}
        </RuleLink>.
      </p>
    </section>
  );
}
