import { useId } from 'react';
import { Badge, Button, Card, Link } from '../../../components';
import { formatDate, formatPrice, formatSignedPercent } from '../../../domain';
import { ideaStatusLabels, ideaStatusTones, potentialStat, type IdeaSummary } from '../../shared/idea';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { PriceStats } from '../../shared/PriceStats';
import * as styles from './PortfolioPage.css';
import * as sharedMessages from '../../shared/messages';
import * as portfolioMessages from '../messages';

/** One idea of the portfolio: ticker, status, «Убрать», title, broker and the price row. */
export function PortfolioIdea({
  idea,
  onRemove,
  onNavigate,
}: {
  idea: IdeaSummary;
  onRemove: (ideaId: number) => void;
  onNavigate?: NavigateHandler;
}) {
  const titleId = useId();
  const open = idea.status === 'open';
  const change = ((idea.currentPrice - idea.startPrice) / idea.startPrice) * 100;
  return (
    <Card asChild padding="sm">
      <article aria-labelledby={titleId} className={styles.idea}>
        <div className={styles.ideaTop}>
          <span className={styles.ticker}>{idea.ticker}</span>
          <Badge size="sm" tone={ideaStatusTones[idea.status]}>
            {ideaStatusLabels[idea.status]}
          </Badge>
          <Button
            size="sm"
            variant="ghost"
            className={styles.remove}
            aria-label={portfolioMessages.removeIdea(idea.name)}
            onClick={() => onRemove(idea.id)}
          >
            {portfolioMessages.remove}
          </Button>
        </div>
        <h3 id={titleId} className={styles.ideaTitle}>
          <Link href={idea.href} variant="standalone" onClick={inAppClick(onNavigate, idea.href)}>
            {idea.name}
          </Link>
        </h3>
        <p className={styles.muted}>{idea.broker.name}</p>
        <PriceStats
          className={styles.stats}
          items={[
            { label: portfolioMessages.openingPrice, value: formatPrice(idea.startPrice, idea.currency) },
            {
              label: portfolioMessages.currentPrice,
              value: (
                <>
                  {formatPrice(idea.currentPrice, idea.currency)}{' '}
                  <span className={change >= 0 ? styles.positive : styles.negative}>{formatSignedPercent(change)}</span>
                </>
              ),
            },
            { label: sharedMessages.target, value: formatPrice(idea.targetPrice, idea.currency) },
            {
              label: open ? potentialStat(idea.direction, idea.potentialYield).label : sharedMessages.horizon,
              value: open
                ? formatSignedPercent(potentialStat(idea.direction, idea.potentialYield).change)
                : sharedMessages.until(formatDate(idea.horizonDate)),
            },
          ]}
        />
      </article>
    </Card>
  );
}
