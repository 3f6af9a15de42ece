import { useId } from 'react';
import { Badge, Button, Card, Link } from '../../../components';
import {
  formatDate,
  formatNumber,
  formatPrice,
  formatShare,
  formatSignedPercent,
  IDEA_ASSET_TITLES,
  IDEA_GROWTH_FACTOR_TITLES,
  IDEA_RISK_TITLES,
  IDEA_STATUS_TITLES,
  type BetChoice,
  type IdeaDetailsAnswer,
  type IdeaGrowthFactor,
} from '../../../domain';
import { potentialStat } from '../../shared/idea';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { ideaStatusLabels, ideaStatusTones, type IdeaVote } from '../model';
import { PriceChart, type PriceClose, type PricePoint } from '../PriceChart';
import * as detail from '../shared/detail.css';
import * as styles from './IdeaPage.css';
import * as sharedMessages from '../../shared/messages';
import * as ideaPageMessages from './messages';
import * as chartMessages from '../PriceChart/messages';

/** The analyst's line of the forecasters rating (GET /api/forecasters). */
export type IdeaAnalystRecord = {
  rank: number;
  closedIdeas: number;
  /** Share of closed ideas that reached the target, percent. */
  successRate: number;
  /** Average return of closed ideas, percent; null: shown to PRO only. */
  averageReturn: number | null;
};

/** The viewer's vote and the idea's counts. */
export type IdeaVotes = { vote: IdeaVote | null; likes: number; dislikes: number };

export type IdeaPageProps = {
  /** GET /api/ideas/{id}: the idea, its description (null: a premium idea not bought) and status history. */
  idea: IdeaDetailsAnswer;
  /** Daily closes from the opening day to the closing day (or today); null: the chart joins the marked points. */
  prices: readonly PriceClose[] | null;
  /** When the data was read: the end of an open idea's price path. */
  asOf: string;
  /** The analyst's (or broker's) line of the rating; null: not in the rating. */
  record: IdeaAnalystRecord | null;
  /** The rating is the limited one (the API's meta.limited): a missing record reads «в PRO». */
  recordLimited?: boolean;
  votes: IdeaVotes;
  /** «Верю» / «Не верю» pressed; pressing the current vote again is for the app to take back. */
  onVote: (choice: IdeaVote) => void;
  inPortfolio: boolean;
  /** «В портфель»: the app runs the portfolio permission check. */
  onAddToPortfolio: () => void;
  /** The viewer's bet on this idea (the account's bets); null: none yet. */
  bet: BetChoice | null;
  /** «Сделать ставку» (the contest league): the app opens the bet dialog, or leads a visitor to registration. */
  onBet: () => void;
  ideasHref?: string;
  ratingHref?: string;
  onNavigate?: NavigateHandler;
};

/** The marked points of the idea's chart: the opening, every priced status change, the last price of an open idea. */
export function ideaPricePoints(idea: IdeaDetailsAnswer, asOf: string): PricePoint[] {
  const points: PricePoint[] = [
    { date: idea.opened_at, price: idea.start_price, label: ideaPageMessages.pointOpening },
  ];
  for (const change of idea.status_history) {
    if (change.price !== null && change.changed_at !== idea.opened_at) {
      points.push({ date: change.changed_at, price: change.price, label: IDEA_STATUS_TITLES[change.status] });
    }
  }
  if (idea.status === 'open')
    points.push({ date: asOf, price: idea.current_price, label: chartMessages.pointLastPrice });
  return points.sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

const signOf = (value: number) => (value >= 0 ? 'positive' : 'negative');

/**
 * `/ideas/{id}`: the idea — ticker, status, who published it; its prices, target, potential and result;
 * the price since opening with the target; what it is about; its status history; the viewer's vote,
 * the portfolio and the league's bet; the analyst's record in the rating.
 */
export function IdeaPage({
  idea,
  prices,
  asOf,
  record,
  recordLimited = false,
  votes,
  onVote,
  inPortfolio,
  onAddToPortfolio,
  bet,
  onBet,
  ideasHref = '/ideas',
  ratingHref = '/rating',
  onNavigate,
}: IdeaPageProps) {
  const id = useId();
  const open = idea.status === 'open';
  const potential = potentialStat(idea.direction, idea.potential_yield);
  const brokerName = idea.broker?.name ?? ideaPageMessages.independentAnalyst;
  const price = idea.close_price ?? idea.current_price;
  const ids = {
    title: `${id}-title`,
    chart: `${id}-chart`,
    about: `${id}-about`,
    history: `${id}-history`,
    bet: `${id}-bet`,
    analyst: `${id}-analyst`,
  };

  return (
    <article className={detail.page} aria-labelledby={ids.title}>
      <nav aria-label={ideaPageMessages.breadcrumbs} className={styles.crumbs}>
        <a href={ideasHref} onClick={inAppClick(onNavigate, ideasHref)}>
          {ideaPageMessages.crumbIdeas}
        </a>
        <span aria-hidden="true"> / </span>
        <a href={idea.ticker_url} onClick={inAppClick(onNavigate, idea.ticker_url)}>
          {idea.company_name}
        </a>
      </nav>
      <header className={detail.head}>
        <div className={detail.tags}>
          <span className={detail.ticker}>{idea.ticker}</span>
          <Badge tone={ideaStatusTones[idea.status]}>{ideaStatusLabels[idea.status]}</Badge>
          {idea.premium ? <Badge tone="warning">{ideaPageMessages.premiumBadge}</Badge> : null}
          <Badge tone="neutral">
            {idea.direction === 'long' ? ideaPageMessages.directionLong : ideaPageMessages.directionShort}
          </Badge>
        </div>
        <h1 id={ids.title} className={detail.title}>
          {idea.name}
        </h1>
        <p className={detail.muted}>
          {brokerName}
          {idea.analyst ? ` · ${idea.analyst.name}` : null}
          {ideaPageMessages.openedOn}
          <time dateTime={idea.opened_at}>{formatDate(idea.opened_at)}</time>
        </p>
      </header>

      <div className={styles.grid}>
        <div className={styles.column}>
          <Card padding="md">
            <dl className={detail.figures}>
              <div>
                <dt>{ideaPageMessages.startPrice}</dt>
                <dd>{formatPrice(idea.start_price, idea.currency)}</dd>
              </div>
              <div>
                <dt>{idea.close_price === null ? ideaPageMessages.currentPrice : ideaPageMessages.closePrice}</dt>
                <dd>{formatPrice(price, idea.currency)}</dd>
              </div>
              <div>
                <dt>{sharedMessages.target}</dt>
                <dd>
                  {idea.target_price === null
                    ? ideaPageMessages.targetInPremium
                    : formatPrice(idea.target_price, idea.currency)}
                </dd>
              </div>
              <div>
                <dt>{potential.label}</dt>
                <dd data-sign={potential.sign}>{formatSignedPercent(potential.change)}</dd>
              </div>
              <div>
                <dt>{open ? ideaPageMessages.resultNow : sharedMessages.result}</dt>
                <dd data-sign={signOf(idea.return_pct)}>{formatSignedPercent(idea.return_pct)}</dd>
              </div>
              <div>
                <dt>{sharedMessages.horizon}</dt>
                <dd>
                  {ideaPageMessages.horizonUntilPrefix}
                  <time dateTime={idea.horizon_at}>{formatDate(idea.horizon_at)}</time>
                </dd>
              </div>
            </dl>
          </Card>

          <section aria-labelledby={ids.chart} className={detail.section}>
            <h2 id={ids.chart} className={detail.sectionTitle}>
              {ideaPageMessages.priceDynamics}
            </h2>
            <Card padding="md">
              <PriceChart
                points={ideaPricePoints(idea, asOf)}
                path={prices}
                target={idea.target_price}
                currency={idea.currency}
                horizon={idea.horizon_at}
              />
            </Card>
          </section>

          <section aria-labelledby={ids.about} className={detail.section}>
            <h2 id={ids.about} className={detail.sectionTitle}>
              {ideaPageMessages.aboutIdea}
            </h2>
            <Card padding="md">
              <p className={styles.text}>{idea.description ?? ideaPageMessages.lockedDescription}</p>
              <dl className={detail.facts}>
                <div>
                  <dt>{ideaPageMessages.assetType}</dt>
                  <dd>{IDEA_ASSET_TITLES[idea.asset_type]}</dd>
                </div>
                <div>
                  <dt>{ideaPageMessages.risk}</dt>
                  <dd>{IDEA_RISK_TITLES[idea.risk_level]}</dd>
                </div>
                <div>
                  <dt>{ideaPageMessages.forIis}</dt>
                  <dd>{idea.iis ? ideaPageMessages.yes : ideaPageMessages.no}</dd>
                </div>
                {idea.growth_factors.length ? (
                  <div>
                    <dt>{ideaPageMessages.growthFactors}</dt>
                    <dd>
                      {idea.growth_factors
                        .map((factor) => IDEA_GROWTH_FACTOR_TITLES[factor as IdeaGrowthFactor] ?? factor)
                        .join(', ')}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </Card>
          </section>

          <section aria-labelledby={ids.history} className={detail.section}>
            <h2 id={ids.history} className={detail.sectionTitle}>
              {ideaPageMessages.statusHistory}
            </h2>
            <Card padding="md">
              <ol className={styles.history}>
                {idea.status_history.map((change) => (
                  <li key={`${change.status}-${change.changed_at}`} className={styles.historyRow}>
                    <time dateTime={change.changed_at}>{formatDate(change.changed_at)}</time>
                    <span>{IDEA_STATUS_TITLES[change.status]}</span>
                    <span>{change.price === null ? '' : formatPrice(change.price, idea.currency)}</span>
                  </li>
                ))}
              </ol>
            </Card>
          </section>
        </div>

        <aside className={styles.side} aria-label={ideaPageMessages.actionsAndAnalyst}>
          <Card padding="md" className={styles.sideCard}>
            <h2 className={detail.sectionTitle}>{sharedMessages.yourForecast}</h2>
            <p className={detail.muted}>{open ? ideaPageMessages.voteQuestion : ideaPageMessages.votesClosed}</p>
            <div role="group" aria-label={sharedMessages.yourForecast} className={styles.votes}>
              <Button
                variant={votes.vote === 'believe' ? 'primary' : 'secondary'}
                aria-pressed={votes.vote === 'believe'}
                disabled={!open}
                onClick={() => onVote('believe')}
              >
                {ideaPageMessages.believe}
                <span className={styles.voteCount}>{formatNumber(votes.likes)}</span>
              </Button>
              <Button
                variant={votes.vote === 'notbelieve' ? 'primary' : 'secondary'}
                aria-pressed={votes.vote === 'notbelieve'}
                disabled={!open}
                onClick={() => onVote('notbelieve')}
              >
                {ideaPageMessages.notBelieve}
                <span className={styles.voteCount}>{formatNumber(votes.dislikes)}</span>
              </Button>
            </div>
            <Button variant="ghost" fullWidth disabled={inPortfolio} onClick={onAddToPortfolio}>
              {inPortfolio ? ideaPageMessages.inPortfolio : ideaPageMessages.addToPortfolio}
            </Button>
          </Card>
          <Card padding="md" className={styles.sideCard}>
            <section aria-labelledby={ids.bet} className={styles.bet}>
              <h2 id={ids.bet} className={detail.sectionTitle}>
                {ideaPageMessages.leagueBet}
              </h2>
              <p className={detail.muted}>
                {bet
                  ? ideaPageMessages.yourBet(
                      bet === 'believe' ? ideaPageMessages.believe.trim() : ideaPageMessages.notBelieve.trim(),
                    )
                  : open
                    ? ideaPageMessages.leagueBetLead
                    : ideaPageMessages.leagueBetClosed}
              </p>
              <Button variant="primary" fullWidth disabled={!open || bet !== null} onClick={onBet}>
                {bet ? ideaPageMessages.betPlaced : sharedMessages.placeBet}
              </Button>
            </section>
          </Card>
          <Card padding="md" className={styles.sideCard}>
            <section aria-labelledby={ids.analyst} className={styles.sideCard}>
              <h2 id={ids.analyst} className={detail.sectionTitle}>
                {idea.analyst ? idea.analyst.name : brokerName}
              </h2>
              <p className={detail.muted}>
                {idea.analyst ? ideaPageMessages.analystOf(brokerName) : ideaPageMessages.brokerRole}
              </p>
              {record ? (
                <dl className={detail.facts}>
                  <div>
                    <dt>{ideaPageMessages.ratingPlace}</dt>
                    <dd>{record.rank}</dd>
                  </div>
                  <div>
                    <dt>{ideaPageMessages.closedIdeas}</dt>
                    <dd>{formatNumber(record.closedIdeas)}</dd>
                  </div>
                  <div>
                    <dt>{ideaPageMessages.successfulIdeas}</dt>
                    <dd>{formatShare(record.successRate)}</dd>
                  </div>
                  <div>
                    <dt>{ideaPageMessages.averageReturn}</dt>
                    <dd>
                      {record.averageReturn === null
                        ? ideaPageMessages.inPro
                        : formatSignedPercent(record.averageReturn)}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className={detail.muted}>
                  {recordLimited ? ideaPageMessages.limitedRecord : ideaPageMessages.noRecord}
                </p>
              )}
              <Link href={ratingHref} onClick={inAppClick(onNavigate, ratingHref)}>
                {ideaPageMessages.ratingTitle}
              </Link>
            </section>
          </Card>
        </aside>
      </div>
    </article>
  );
}
