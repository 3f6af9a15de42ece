import type { NavigateHandler } from '../../shared/inAppLink';
import * as prose from '../prose.css';
import { RuleLink } from './LeagueRulesText';

/** Where coins are spent, and what they are not. */
export function LeaguePrizes({ id, onNavigate }: { id: string; onNavigate?: NavigateHandler }) {
  return (
    <section className={prose.section} aria-labelledby={id}>
      <h2 id={id} className={prose.sectionTitle}>
        Призы
      </h2>
      <p className={prose.paragraph}>
        Монеты обмениваются на призы в разделе <RuleLink href="/account/prizes" onNavigate={onNavigate}>
          Призы
        </RuleLink>: мерч с бесплатной доставкой по
        России и продление PRO доступа. Обмен окончательный, монеты за него не возвращаются.
      </p>
      <p className={prose.muted}>
        Инвесткоины — бонусные баллы конкурса, они не являются деньгами и не выводятся. Полные условия — в{' '}
        <RuleLink href="/terms" onNavigate={onNavigate}>
          публичной оферте
        </RuleLink>.
      </p>
    </section>
  );
}
