import { clsx } from 'clsx';
import { useId } from 'react';
import { Badge, Button, Card, Link, type BadgeTone } from '../../../components';
import { formatDate, formatNumber, formatPrice, formatSignedPercent, type BetChoice } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { potentialStat } from '../../shared/idea';
import { Monogram } from '../../shared/Monogram';
import { PriceStats } from '../../shared/PriceStats';
import { ideaStatusLabels, ideaStatusTones, type IdeaSummary, type IdeaVote } from '../model';
import * as styles from './IdeaCard.css';
import * as ideasMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type IdeaCardProps = {
  idea: IdeaSummary;
  /** The viewer's vote on this idea (from likes/dislikes, or local storage for guests). */
  vote?: IdeaVote | null;
  /** «Верю» / «Не верю» pressed; the app records the vote (server or local storage for guests). */
  onVote: (ideaId: number, vote: IdeaVote) => void;
  /** Shows «В портфель»; the app runs the portfolio permission check. */
  onAddToPortfolio?: (ideaId: number) => void;
  inPortfolio?: boolean;
  /**
   * Shows «Сделать ставку» on an open idea (the contest league): the app opens the bet dialog, or leads
   * a visitor to registration first.
   */
  onBet?: (ideaId: number) => void;
  /** The viewer's bet on this idea (the account's bets): the button says «Ставка сделана» and is off. */
  bet?: BetChoice | null;
  /** Level of the idea title in the page outline. */
  headingLevel?: 2 | 3;
  onNavigate?: NavigateHandler;
  className?: string;
};

/** One idea of the feed: who published it, prices, potential yield, horizon, status and the vote. */
export function IdeaCard({
  idea,
  vote = null,
  onVote,
  onAddToPortfolio,
  inPortfolio = false,
  onBet,
  bet = null,
  headingLevel = 3,
  onNavigate,
  className,
}: IdeaCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const open = idea.status === 'open';
  const potential = potentialStat(idea.direction, idea.potentialYield);
  const priceMove = ((idea.currentPrice - idea.startPrice) / idea.startPrice) * 100;
  const result = idea.result ?? (idea.direction === 'short' ? -priceMove : priceMove);
  const resultSign = result > 0 ? 'positive' : result < 0 ? 'negative' : 'neutral';
  return (
    <Card asChild padding="sm" className={clsx(styles.card, className)}>
      <article aria-labelledby={titleId} data-status={idea.status}>
        <div className={styles.top}>
          <span className={styles.ticker}>{idea.ticker}</span>
          <span className={styles.company}>{idea.companyName}</span>
          <Badge size="sm" tone={ideaStatusTones[idea.status] satisfies BadgeTone} data-status={idea.status}>
            {ideaStatusLabels[idea.status]}
          </Badge>
          {idea.premium ? (
            <Badge size="sm" tone="warning">
              {ideasMessages.premiumBadge}
            </Badge>
          ) : null}
        </div>
        <Heading id={titleId} className={styles.title}>
          <Link href={idea.href} variant="standalone" onClick={inAppClick(onNavigate, idea.href)}>
            {idea.name}
          </Link>
        </Heading>
        <p className={styles.source}>
          <span className={styles.sourcePart}>
            <Monogram name={idea.broker.name} kind="broker" />
            {idea.broker.name}
          </span>
          {idea.analyst ? (
            <span className={styles.sourcePart}>
              <Monogram name={idea.analyst.name} kind="person" />
              {idea.analyst.name}
            </span>
          ) : null}
        </p>
        <PriceStats
          nowrap
          items={[
            { label: ideasMessages.currentPrice, value: formatPrice(idea.currentPrice, idea.currency) },
            {
              label: sharedMessages.target,
              value: idea.locked ? ideasMessages.inPremiumIdea : formatPrice(idea.targetPrice, idea.currency),
            },
            {
              label: open ? potential.label : sharedMessages.result,
              value: formatSignedPercent(open ? potential.change : result),
              valueClassName: styles.yieldValue,
              sign: open ? potential.sign : resultSign,
            },
            {
              label: sharedMessages.horizon,
              value: (
                <>
                  {ideasMessages.horizonUntilPrefix}
                  <time dateTime={idea.horizonDate}>{formatDate(idea.horizonDate)}</time>
                </>
              ),
            },
          ]}
        />
        <div className={styles.actions}>
          <div
            role="group"
            aria-label={open ? sharedMessages.yourForecast : ideasMessages.forecastsClosed}
            className={styles.votes}
          >
            <Button
              size="sm"
              variant={vote === 'believe' ? 'primary' : 'secondary'}
              aria-pressed={vote === 'believe'}
              disabled={!open}
              onClick={() => onVote(idea.id, 'believe')}
            >
              {ideasMessages.believe}
              <span className={styles.count}>{formatNumber(idea.believeCount)}</span>
            </Button>
            <Button
              size="sm"
              variant={vote === 'notbelieve' ? 'primary' : 'secondary'}
              aria-pressed={vote === 'notbelieve'}
              disabled={!open}
              onClick={() => onVote(idea.id, 'notbelieve')}
            >
              {ideasMessages.notBelieve}
              <span className={styles.count}>{formatNumber(idea.notBelieveCount)}</span>
            </Button>
          </div>
          <div className={styles.votes}>
            {onBet && (open || bet) ? (
              <Button size="sm" variant="secondary" disabled={!open || bet !== null} onClick={() => onBet(idea.id)}>
                {bet ? ideasMessages.betPlaced : sharedMessages.placeBet}
              </Button>
            ) : null}
            {onAddToPortfolio ? (
              <Button size="sm" variant="ghost" disabled={inPortfolio} onClick={() => onAddToPortfolio(idea.id)}>
                {inPortfolio ? ideasMessages.inPortfolio : ideasMessages.addToPortfolio}
              </Button>
            ) : null}
          </div>
        </div>
      </article>
    </Card>
  );
}
