import { Badge } from '../../../components';
import { formatDateTime, type PortfolioUpdate } from '../../../domain';
import * as styles from './PortfolioPage.css';
import * as portfolioMessages from '../messages';

/** Events of the portfolio's ideas, newest first, with the count of unseen ones. */
export function PortfolioUpdates({
  id,
  updates,
  updatesCount,
}: {
  id: string;
  updates: readonly PortfolioUpdate[];
  updatesCount: number;
}) {
  return (
    <section aria-labelledby={id} className={styles.updates}>
      <h2 id={id} className={styles.sectionTitle}>
        {portfolioMessages.updates}{' '}
        {updatesCount > 0 ? (
          <Badge tone="brand" size="sm">
            {updatesCount}
            {portfolioMessages.newSuffix}
          </Badge>
        ) : null}
      </h2>
      {updates.length === 0 ? (
        <p className={styles.muted}>{portfolioMessages.noUpdates}</p>
      ) : (
        <ol className={styles.updateList}>
          {updates.map((update) => (
            <li key={`${update.dt}-${update.idea_name}-${update.event}`} className={styles.update}>
              <p className={styles.updateEvent}>
                {update.event_txt}
                {update.closed_with_profit === true ? (
                  <Badge tone="success" size="sm">
                    {portfolioMessages.withProfit}
                  </Badge>
                ) : update.closed_with_profit === false ? (
                  <Badge tone="danger" size="sm">
                    {portfolioMessages.withLoss}
                  </Badge>
                ) : null}
              </p>
              <p className={styles.updateIdea}>{update.idea_name}</p>
              <time className={styles.muted} dateTime={update.dt}>
                {formatDateTime(update.dt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
