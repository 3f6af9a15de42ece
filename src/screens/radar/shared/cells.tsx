import { Badge } from '../../../components';
import { dealTypeLabels, type InsiderDeal } from '../model';
import * as styles from './page.css';
import * as radarMessages from '../messages';

/** Tone of each deal type's badge: purchases green, sales red. */
export const DEAL_TYPE_TONES = {
  buy: 'success',
  sell: 'danger',
  option: 'brand',
  gift: 'neutral',
  other: 'neutral',
} as const;

/** A table cell naming a share: the company first (lists of issuers) or the ticker first (lists of deals). */
export function ShareCell({
  ticker,
  companyName,
  lead = 'company',
}: {
  ticker: string;
  companyName: string;
  lead?: 'company' | 'ticker';
}) {
  return lead === 'company' ? (
    <span className={styles.stack}>
      <span className={styles.strong}>{companyName}</span>
      <span className={styles.ticker}>{ticker}</span>
    </span>
  ) : (
    <span className={styles.stack}>
      <span className={styles.ticker}>{ticker}</span>
      <span className={styles.muted}>{companyName}</span>
    </span>
  );
}

/** The deal's type (the filing's own label when it gives one) and, for a cluster buy, its badge. */
export function DealTypeBadges({ deal }: { deal: Pick<InsiderDeal, 'type' | 'typeLabel' | 'cluster'> }) {
  return (
    <span className={styles.badges}>
      <Badge size="sm" tone={DEAL_TYPE_TONES[deal.type]}>
        {deal.typeLabel ?? dealTypeLabels[deal.type]}
      </Badge>
      {deal.cluster ? (
        <Badge size="sm" tone="warning" title={radarMessages.clusterBuyHint}>
          {radarMessages.cluster}
        </Badge>
      ) : null}
    </span>
  );
}
