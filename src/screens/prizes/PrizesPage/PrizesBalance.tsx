import { Card, Link } from '../../../components';
import { COIN_FORMS, formatNumber, pluralize } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as styles from './PrizesPage.css';
import { PRIZES_TEXT } from './texts';

/** The member's coin balance with a link to the coin history. */
export function PrizesBalance({
  coins,
  coinHistoryHref,
  onNavigate,
}: {
  coins: number;
  coinHistoryHref: string;
  onNavigate?: NavigateHandler;
}) {
  return (
    <Card variant="elevated" className={styles.balance}>
      <p className={styles.balanceLabel}>{PRIZES_TEXT.balance}</p>
      <p className={styles.balanceValue} data-testid="coin-balance">
        {formatNumber(coins)} <span className={styles.balanceUnit}>{pluralize(coins, COIN_FORMS)}</span>
      </p>
      <Link variant="standalone" href={coinHistoryHref} onClick={inAppClick(onNavigate, coinHistoryHref)}>
        {PRIZES_TEXT.coinHistory}
      </Link>
    </Card>
  );
}
