import { useId } from 'react';
import { Card, Link, Pagination, Spinner, Table, type TableColumn } from '../../../components';
import {
  COIN_FORMS,
  MESSAGES,
  formatIsoDay,
  PROFIT_COUNTED_SINCE,
  formatNumber,
  formatSignedCoins,
  pluralize,
  type Bet,
  type BetsResponse,
} from '../../../domain';
import { BetChoiceIcon } from '../shared/BetChoiceIcon';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { BecomeProAlert } from '../../shared/contest/BecomePro';
import { CONTEST_ROUTES } from '../../shared/contest/navigation';
import * as screen from '../../shared/contest/screen.css';
import * as styles from './ContestPage.css';
import * as contestMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type ContestPageProps = {
  /** The member's coin balance (account coins). */
  coins: number;
  /** PRO members get coins monthly; everyone else is invited to become PRO. */
  isPro: boolean;
  /** GET /api/bets of the current page; null while the first page loads. */
  data: BetsResponse | null;
  /** Current page of bets, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** Another page is loading: the current rows stay, dimmed. */
  loading?: boolean;
  coinHistoryHref?: string;
  prizesHref?: string;
  plansHref?: string;
  ideasHref?: string;
  onNavigate?: NavigateHandler;
};

/**
 * 01.02.2021, the date profit is counted from, written as the site writes dates: read off the ISO date, so that
 * importing the screen builds no Intl formatter (the first one of a page costs 12–26 ms).
 */
const PROFIT_SINCE = formatIsoDay(PROFIT_COUNTED_SINCE);

const TEXT = {
  title: MESSAGES.menuBets,
  lead: contestMessages.contestLead,
  loading: contestMessages.loadingBets,
  balance: contestMessages.balance,
  place: contestMessages.ratingPlace,
  placeOf: (place: number, total: number) => contestMessages.placeOfTotal(formatNumber(place), formatNumber(total)),
  noPlace: contestMessages.noPlace,
  noPlaceHint: contestMessages.noPlaceHint,
  placeAfterFirstClose: contestMessages.placeAfterFirstClose,
  profit: contestMessages.profit,
  profitSince: contestMessages.since(PROFIT_SINCE),
  coinHistory: contestMessages.coinHistory,
  prizes: contestMessages.exchangeForPrizes,
  bets: contestMessages.bets,
  columnIdea: contestMessages.idea,
  columnStake: contestMessages.bet,
  columnResult: sharedMessages.result,
  noBets: contestMessages.noBets,
  toIdeas: contestMessages.chooseIdea,
  pages: contestMessages.betsPagination,
} as const;

const coinsWord = (value: number) => pluralize(Math.abs(value), COIN_FORMS);

/** Result of a bet (docs/product/screens.md): plus result_coins for a win, minus the stake for a loss, open otherwise. */
function BetResultCell({ bet }: { bet: Bet }) {
  if (bet.result === 'win') {
    const won = bet.result_coins ?? 0;
    return (
      <span className={`${screen.positive} ${styles.result}`} data-result="win">
        {formatSignedCoins(won)} <span className={styles.unit}>{coinsWord(won)}</span>
      </span>
    );
  }
  if (bet.result === 'loss') {
    return (
      <span className={`${screen.negative} ${styles.result}`} data-result="loss">
        {formatSignedCoins(-bet.coins)} <span className={styles.unit}>{coinsWord(bet.coins)}</span>
      </span>
    );
  }
  return (
    <span className={styles.open} data-result="open">
      {MESSAGES.ideaNotClosed}
    </span>
  );
}

/**
 * «Мои ставки» (/account/contest): coin balance, rating place out of all participants, profit in
 * coins counted since 01.02.21 and the paged list of bets — idea name linking to the idea, the stake
 * with a like (верю) or dislike (не верю) icon and the result. The page size comes from the server.
 */
export function ContestPage({
  coins,
  isPro,
  data,
  page,
  onPageChange,
  loading = false,
  coinHistoryHref = CONTEST_ROUTES.coinHistory,
  prizesHref = CONTEST_ROUTES.prizes,
  plansHref = CONTEST_ROUTES.plans,
  ideasHref = CONTEST_ROUTES.ideas,
  onNavigate,
}: ContestPageProps) {
  const headingId = useId();

  const columns: ReadonlyArray<TableColumn<Bet>> = [
    {
      key: 'idea',
      header: TEXT.columnIdea,
      rowHeader: true,
      cell: (bet) => (
        <Link href={bet.idea.link} onClick={inAppClick(onNavigate, bet.idea.link)}>
          {bet.idea.name}
        </Link>
      ),
    },
    {
      key: 'stake',
      header: TEXT.columnStake,
      cell: (bet) => (
        <span className={styles.stake}>
          <BetChoiceIcon choice={bet.bet} />
          <span>
            {formatNumber(bet.coins)} <span className={styles.unit}>{coinsWord(bet.coins)}</span>
          </span>
        </span>
      ),
    },
    { key: 'result', header: TEXT.columnResult, align: 'end', cell: (bet) => <BetResultCell bet={bet} /> },
  ];

  const pageCount = data ? Math.ceil(data.pagination.total / data.pagination.per_page) : 0;

  return (
    <section className={screen.page} aria-labelledby={headingId} aria-busy={!data || loading || undefined}>
      <header className={screen.pageHeader}>
        <h1 id={headingId} className={screen.pageTitle}>
          {TEXT.title}
        </h1>
        <p className={screen.lead}>{TEXT.lead}</p>
      </header>

      {data ? (
        <>
          <dl className={styles.stats}>
            <Card variant="elevated" className={styles.stat}>
              <dt className={styles.statLabel}>{TEXT.balance}</dt>
              <dd className={styles.statValue} data-testid="contest-balance">
                {formatNumber(coins)} <span className={styles.statUnit}>{coinsWord(coins)}</span>
              </dd>
              <dd className={styles.statLinks}>
                <Link variant="standalone" href={coinHistoryHref} onClick={inAppClick(onNavigate, coinHistoryHref)}>
                  {TEXT.coinHistory}
                </Link>
                <Link variant="standalone" href={prizesHref} onClick={inAppClick(onNavigate, prizesHref)}>
                  {TEXT.prizes}
                </Link>
              </dd>
            </Card>
            <Card variant="elevated" className={styles.stat}>
              <dt className={styles.statLabel}>{TEXT.place}</dt>
              {data.rating !== null ? (
                <dd className={styles.statValue} data-testid="contest-place">
                  {TEXT.placeOf(data.rating, data.total)}
                </dd>
              ) : (
                <>
                  <dd className={styles.statValue} data-testid="contest-place">
                    {TEXT.noPlace}
                  </dd>
                  <dd className={screen.muted}>
                    {/* Places come from closed bets: someone whose bets are all open has one coming. */}
                    {data.pagination.total > 0 ? TEXT.placeAfterFirstClose : TEXT.noPlaceHint}
                  </dd>
                </>
              )}
            </Card>
            <Card variant="elevated" className={styles.stat}>
              <dt className={styles.statLabel}>
                {TEXT.profit} <span className={styles.since}>{TEXT.profitSince}</span>
              </dt>
              <dd
                className={`${styles.statValue} ${data.profit > 0 ? screen.positive : data.profit < 0 ? screen.negative : ''}`}
                data-testid="contest-profit"
              >
                {formatSignedCoins(data.profit)} <span className={styles.statUnit}>{coinsWord(data.profit)}</span>
              </dd>
            </Card>
          </dl>

          {isPro ? null : <BecomeProAlert plansHref={plansHref} onNavigate={onNavigate} />}

          <section className={screen.section} aria-labelledby={`${headingId}-bets`}>
            <h2 id={`${headingId}-bets`} className={screen.sectionTitle}>
              {TEXT.bets}
            </h2>
            <Table
              caption={TEXT.bets}
              hideCaption
              columns={columns}
              rows={data.bets}
              getRowKey={(bet) => bet.idea_id}
              busy={loading}
              emptyText={
                <span className={styles.empty}>
                  {TEXT.noBets}{' '}
                  <Link href={ideasHref} onClick={inAppClick(onNavigate, ideasHref)}>
                    {TEXT.toIdeas}
                  </Link>
                </span>
              }
            />
            <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} aria-label={TEXT.pages} />
          </section>
        </>
      ) : (
        <div className={screen.centered}>
          <Spinner size="lg" label={TEXT.loading} />
        </div>
      )}
    </section>
  );
}
