import { useId } from 'react';
import { Link, Pagination, Spinner, Table, type TableColumn } from '../../../components';
import {
  COIN_FORMS,
  COIN_HISTORY_PAGE_SIZE,
  MESSAGES,
  formatDate,
  formatSignedCoins,
  pluralize,
  type CoinHistoryItem,
  type Pagination as PaginationInfo,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { BecomeProButton } from '../../shared/contest/BecomePro';
import { CONTEST_ROUTES } from '../../shared/contest/navigation';
import * as screen from '../../shared/contest/screen.css';
import * as styles from './CoinHistory.css';
import * as contestMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type CoinHistoryProps = {
  /** Rows of the current page of GET /api/coining?page={n}; null while the first page loads. */
  items: readonly CoinHistoryItem[] | null;
  /** Pagination block of the answer; 15 rows a page. */
  pagination?: PaginationInfo;
  /** Current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** Another page is loading: the current rows stay, dimmed. */
  loading?: boolean;
  /** PRO members already get the monthly coins: the empty text then offers no «Стать PRO». */
  isPro?: boolean;
  contestHref?: string;
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

const TEXT = {
  title: contestMessages.coinHistory,
  back: MESSAGES.menuBets,
  caption: contestMessages.coinHistoryCaption,
  loading: contestMessages.loadingHistory,
  date: sharedMessages.date,
  operation: sharedMessages.operation,
  coins: contestMessages.coins,
  pages: contestMessages.historyPagination,
} as const;

/**
 * History of coin accruals (/account/contest/coining): date, operation and the coin amount, 15 rows
 * a page. When empty it explains that coins accrue monthly to PRO users and offers «Стать PRO».
 */
export function CoinHistory({
  items,
  pagination,
  page,
  onPageChange,
  loading = false,
  isPro = false,
  contestHref = CONTEST_ROUTES.contest,
  plansHref = CONTEST_ROUTES.plans,
  onNavigate,
}: CoinHistoryProps) {
  const headingId = useId();
  const perPage = pagination?.per_page ?? COIN_HISTORY_PAGE_SIZE;
  const pageCount = pagination ? Math.ceil(pagination.total / perPage) : 0;

  const columns: ReadonlyArray<TableColumn<CoinHistoryItem>> = [
    {
      key: 'date',
      header: TEXT.date,
      cell: (item) => <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>,
    },
    { key: 'operation', header: TEXT.operation, rowHeader: true, cell: (item) => item.comment },
    {
      key: 'coins',
      header: TEXT.coins,
      align: 'end',
      cell: (item) => (
        <span className={item.coins > 0 ? screen.positive : item.coins < 0 ? screen.negative : undefined}>
          {formatSignedCoins(item.coins)}{' '}
          <span className={styles.unit}>{pluralize(Math.abs(item.coins), COIN_FORMS)}</span>
        </span>
      ),
    },
  ];

  return (
    <section className={screen.page} aria-labelledby={headingId} aria-busy={!items || loading || undefined}>
      <header className={screen.pageHeader}>
        <Link
          variant="standalone"
          href={contestHref}
          onClick={inAppClick(onNavigate, contestHref)}
          className={styles.back}
        >
          ← {TEXT.back}
        </Link>
        <h1 id={headingId} className={screen.pageTitle}>
          {TEXT.title}
        </h1>
      </header>
      {items ? (
        <div className={screen.section}>
          <Table
            caption={TEXT.caption}
            hideCaption
            columns={columns}
            rows={items}
            getRowKey={(item, index) => `${item.created_at}-${index}`}
            busy={loading}
            emptyText={
              <div className={styles.empty}>
                <p className={styles.emptyText}>{MESSAGES.coinHistoryEmpty}</p>
                {isPro ? null : <BecomeProButton plansHref={plansHref} onNavigate={onNavigate} />}
              </div>
            }
          />
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} aria-label={TEXT.pages} />
        </div>
      ) : (
        <div className={screen.centered}>
          <Spinner size="lg" label={TEXT.loading} />
        </div>
      )}
    </section>
  );
}
