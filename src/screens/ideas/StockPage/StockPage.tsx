import { useId, useState } from 'react';
import { Card, Link, Pagination, Table, type TableColumn } from '../../../components';
import { formatDate, formatNumber, formatPrice, formatSignedPercent, type StockAnswer } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { IdeaCard } from '../IdeaCard';
import type { IdeaSummary, IdeaVote } from '../model';
import { PriceChart, type PriceClose } from '../PriceChart';
import * as detail from '../shared/detail.css';
import * as styles from './StockPage.css';
import * as sharedMessages from '../../shared/messages';
import * as stockMessages from './messages';
import * as chartMessages from '../PriceChart/messages';

export type StockInsiderDeal = StockAnswer['insider_deals'][number];

export type StockPageProps = {
  /** GET /api/stocks/{ticker}: the share, its last price and counts. */
  stock: StockAnswer['stock'];
  /** The mean target of the open ideas with a known target; null: none. */
  consensus: StockAnswer['consensus'];
  openIdeas: readonly IdeaSummary[];
  /** The latest closed ideas, and how many there are in all. */
  closedIdeas: readonly IdeaSummary[];
  closedTotal: number;
  /** The viewer's votes by idea id. */
  votes?: Readonly<Record<number, IdeaVote | null>>;
  onVote: (ideaId: number, vote: IdeaVote) => void;
  /** Ideas of the viewer's portfolio. */
  portfolioIdeaIds?: readonly number[];
  onAddToPortfolio?: (ideaId: number) => void;
  /** The latest insiders' deals of the share. */
  deals: readonly StockInsiderDeal[];
  /** The last year's daily closes; null or empty: no chart. */
  prices: readonly PriceClose[] | null;
  /** The currency of the share's prices; defaults to its ideas' (roubles without ideas). */
  currency?: 'RUB' | 'USD';
  /** The insider radar's deals of this share. */
  dealsHref?: string;
  /** An insider's page. */
  insiderHref?: (insiderId: number) => string;
  onNavigate?: NavigateHandler;
};

const DEAL_KINDS: Readonly<Record<string, string>> = {
  buy: stockMessages.dealBuy,
  sell: stockMessages.dealSell,
  other: stockMessages.dealOther,
};

/** Closed ideas a page of the stock's table shows: a share with dozens of them stays a page, not 5,000 px of cards. */
export const CLOSED_IDEAS_PER_PAGE = 10;

/** A price path's day as the chart's moment: noon of the day. */
const noon = (day: string) => `${day}T12:00:00Z`;

/**
 * `/stocks/{ticker}` (the search's ticker_url): the share's last price, the consensus target and its
 * potential, its year of prices, its open ideas (cards with the vote and the portfolio), its closed ideas (a
 * table of their results, CLOSED_IDEAS_PER_PAGE a page), and
 * the latest deals of its insiders with the way to all of them in the radar.
 */
export function StockPage({
  stock,
  consensus,
  openIdeas,
  closedIdeas,
  closedTotal,
  votes = {},
  onVote,
  portfolioIdeaIds = [],
  onAddToPortfolio,
  deals,
  prices,
  currency = openIdeas[0]?.currency ?? closedIdeas[0]?.currency ?? 'RUB',
  dealsHref = `/insider-radar/deals?search_id=${stock.id}&whose_id=company`,
  insiderHref = (insiderId) => `/insiders/${insiderId}`,
  onNavigate,
}: StockPageProps) {
  const id = useId();
  const ids = {
    title: `${id}-title`,
    chart: `${id}-chart`,
    open: `${id}-open`,
    closed: `${id}-closed`,
    deals: `${id}-deals`,
  };
  const held = new Set(portfolioIdeaIds);
  // The page of the closed ideas, for this share (another share opens on its first page).
  const [closedPaging, setClosedPaging] = useState({ ticker: stock.ticker, page: 1 });
  const closedPage = closedPaging.ticker === stock.ticker ? closedPaging.page : 1;
  const setClosedPage = (page: number) => setClosedPaging({ ticker: stock.ticker, page });
  const closedPages = Math.max(1, Math.ceil(closedIdeas.length / CLOSED_IDEAS_PER_PAGE));
  const closedShown = closedIdeas.slice(
    (Math.min(closedPage, closedPages) - 1) * CLOSED_IDEAS_PER_PAGE,
    Math.min(closedPage, closedPages) * CLOSED_IDEAS_PER_PAGE,
  );
  const closedColumns: TableColumn<IdeaSummary>[] = [
    {
      key: 'idea',
      header: stockMessages.idea,
      rowHeader: true,
      cell: (idea) => (
        <Link href={idea.href} onClick={inAppClick(onNavigate, idea.href)}>
          {idea.name}
        </Link>
      ),
    },
    {
      key: 'source',
      header: stockMessages.source,
      cell: (idea) => (idea.analyst ? `${idea.broker.name} · ${idea.analyst.name}` : idea.broker.name),
    },
    {
      key: 'published',
      header: stockMessages.published,
      cell: (idea) => <time dateTime={idea.publishedAt}>{formatDate(idea.publishedAt)}</time>,
    },
    {
      key: 'result',
      header: sharedMessages.result,
      align: 'end',
      cell: (idea) =>
        idea.result === undefined ? null : (
          <span
            data-sign={idea.result > 0 ? 'positive' : idea.result < 0 ? 'negative' : 'neutral'}
            className={styles.result}
          >
            {formatSignedPercent(idea.result)}
          </span>
        ),
    },
  ];
  const firstClose = prices?.[0];
  const lastClose = prices?.[prices.length - 1];

  const cards = (list: readonly IdeaSummary[]) => (
    <ul className={styles.cards}>
      {list.map((idea) => (
        <li key={idea.id}>
          <IdeaCard
            idea={idea}
            vote={votes[idea.id] ?? null}
            onVote={onVote}
            onAddToPortfolio={onAddToPortfolio}
            inPortfolio={held.has(idea.id)}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  );

  const columns: ReadonlyArray<TableColumn<StockInsiderDeal>> = [
    { key: 'date', header: sharedMessages.date, cell: (deal) => formatDate(deal.date) },
    {
      key: 'insider',
      header: stockMessages.insider,
      rowHeader: true,
      cell: (deal) => {
        const href = insiderHref(deal.insider.id);
        return (
          <>
            <a href={href} onClick={inAppClick(onNavigate, href)}>
              {deal.insider.name}
            </a>
            {deal.insider.position ? <span className={detail.mutedBlock}>{deal.insider.position}</span> : null}
          </>
        );
      },
    },
    { key: 'kind', header: stockMessages.deal, cell: (deal) => DEAL_KINDS[deal.kind] ?? deal.kind },
    { key: 'shares', header: stockMessages.shares, align: 'end', cell: (deal) => formatNumber(deal.shares) },
    {
      key: 'price',
      header: chartMessages.chartPrice,
      align: 'end',
      cell: (deal) => (deal.price === null ? '—' : formatPrice(deal.price, currency)),
    },
  ];

  return (
    <article className={detail.page} aria-labelledby={ids.title}>
      <header className={detail.head}>
        <div className={detail.tags}>
          <span className={detail.ticker}>{stock.ticker}</span>
        </div>
        <h1 id={ids.title} className={detail.title}>
          {stock.name}
        </h1>
      </header>
      <Card padding="md">
        <dl className={detail.figures}>
          <div>
            <dt>{stockMessages.lastPrice}</dt>
            <dd>
              {stock.last_price === null ? '—' : formatPrice(stock.last_price, currency)}
              {stock.last_price_date ? (
                <span className={detail.mutedBlock}>{stockMessages.onDate(formatDate(stock.last_price_date))}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{stockMessages.consensusTarget}</dt>
            <dd>{consensus ? formatPrice(consensus.target_price, currency) : '—'}</dd>
          </div>
          <div>
            <dt>{sharedMessages.potential}</dt>
            <dd data-sign={(consensus?.upside_pct ?? 0) >= 0 ? 'positive' : 'negative'}>
              {consensus === null || consensus.upside_pct === null ? '—' : formatSignedPercent(consensus.upside_pct)}
            </dd>
          </div>
          <div>
            <dt>{stockMessages.ideasCount}</dt>
            <dd>{formatNumber(stock.ideas_count)}</dd>
          </div>
          <div>
            <dt>{stockMessages.dealsCount}</dt>
            <dd>{formatNumber(stock.deals_count)}</dd>
          </div>
        </dl>
        <p className={`${detail.muted} ${styles.note}`}>
          {consensus ? stockMessages.consensusNote(formatNumber(consensus.ideas)) : stockMessages.noConsensus}
        </p>
      </Card>

      {firstClose && lastClose ? (
        <section aria-labelledby={ids.chart} className={detail.section}>
          <h2 id={ids.chart} className={detail.sectionTitle}>
            {stockMessages.yearOfPrices}
          </h2>
          <Card padding="md">
            <PriceChart
              points={[
                { date: noon(firstClose.date), price: firstClose.close, label: stockMessages.yearAgo },
                { date: noon(lastClose.date), price: lastClose.close, label: chartMessages.pointLastPrice },
              ]}
              path={prices}
              target={consensus?.target_price ?? null}
              targetLabel={stockMessages.consensus}
              caption={stockMessages.yearOfPrices}
              endLabel={stockMessages.onDay}
              currency={currency}
              horizon={noon(lastClose.date)}
            />
          </Card>
        </section>
      ) : null}

      <section aria-labelledby={ids.open} className={detail.section}>
        <h2 id={ids.open} className={detail.sectionTitle}>
          {stockMessages.openIdeas} <span className={detail.count}>{formatNumber(openIdeas.length)}</span>
        </h2>
        {openIdeas.length ? cards(openIdeas) : <p className={detail.muted}>{stockMessages.noOpenIdeas}</p>}
      </section>

      <section aria-labelledby={ids.closed} className={detail.section}>
        <h2 id={ids.closed} className={detail.sectionTitle}>
          {stockMessages.closedIdeasTitle} <span className={detail.count}>{formatNumber(closedTotal)}</span>
        </h2>
        {closedIdeas.length ? (
          <Card padding="sm">
            <Table
              caption={stockMessages.closedIdeasCaption}
              hideCaption
              columns={closedColumns}
              rows={closedShown}
              getRowKey={(idea) => idea.id}
              emptyText={stockMessages.noClosedIdeas}
            />
            {closedPages > 1 ? (
              <Pagination
                page={Math.min(closedPage, closedPages)}
                pageCount={closedPages}
                onPageChange={setClosedPage}
                aria-label={stockMessages.closedIdeasPages}
              />
            ) : null}
            {closedTotal > closedIdeas.length ? (
              <p className={detail.muted}>
                {stockMessages.latestShown(formatNumber(closedIdeas.length), formatNumber(closedTotal))}
              </p>
            ) : null}
          </Card>
        ) : (
          <p className={detail.muted}>{stockMessages.noClosedIdeas}</p>
        )}
      </section>

      <section aria-labelledby={ids.deals} className={detail.section}>
        <h2 id={ids.deals} className={detail.sectionTitle}>
          {sharedMessages.insiderDeals}
        </h2>
        {deals.length ? (
          <Card padding="sm">
            <Table
              caption={stockMessages.dealsCaption}
              columns={columns}
              rows={deals}
              getRowKey={(deal) => deal.id}
              emptyText={stockMessages.noDeals}
            />
            <p className={styles.allDeals}>
              <Link href={dealsHref} onClick={inAppClick(onNavigate, dealsHref)}>
                {stockMessages.allStockDeals(stock.ticker)}
              </Link>
            </p>
          </Card>
        ) : (
          <p className={detail.muted}>{stockMessages.noDeals}</p>
        )}
      </section>
    </article>
  );
}
