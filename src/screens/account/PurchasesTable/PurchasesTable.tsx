import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { FormattedDate, Link, Money, Pagination, shortDate, Table, type TableColumn } from '../../../components';
import {
  DEFAULT_TIME_ZONE,
  MESSAGES,
  PAYMENT_TYPE_IDEA,
  PURCHASES_PAGE_SIZE,
  type Pagination as PaginationInfo,
  type Purchase,
} from '../../../domain';
import * as styles from './PurchasesTable.css';
import * as accountMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type PurchasesTableProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The purchases of the current page (GET /api/account/purchases?page={n} → data). */
  purchases: readonly Purchase[];
  /** The current page, 1-based. */
  page: number;
  /** The answer's pagination (per_page, total); 15 a page by default. */
  pagination?: PaginationInfo;
  onPageChange: (page: number) => void;
  /** Real links for the pages (?page=N); clicks still call onPageChange. */
  getPageHref?: (page: number) => string;
  /** A page is loading: rows stay, dimmed. */
  busy?: boolean;
};

const dateOptions: Intl.DateTimeFormatOptions = { ...shortDate, timeZone: DEFAULT_TIME_ZONE };

/** What the operation column says: an idea purchase links to its idea. */
function Operation({ purchase }: { purchase: Purchase }) {
  const { title, idea_link: ideaLink, idea_name: ideaName } = purchase.content;
  if (purchase.type === PAYMENT_TYPE_IDEA && ideaLink) {
    return (
      <span className={styles.operation}>
        <span>{title ?? accountMessages.ideaPurchase}</span>
        <Link href={ideaLink}>{ideaName ?? accountMessages.openIdea}</Link>
      </span>
    );
  }
  return <span>{title ?? ideaName ?? accountMessages.purchase}</span>;
}

const columns: ReadonlyArray<TableColumn<Purchase>> = [
  {
    key: 'date',
    header: sharedMessages.date,
    cell: (purchase) => <FormattedDate value={purchase.date} options={dateOptions} className={styles.date} />,
  },
  {
    key: 'operation',
    header: sharedMessages.operation,
    cell: (purchase) => <Operation purchase={purchase} />,
    rowHeader: true,
  },
  {
    key: 'amount',
    header: sharedMessages.amount,
    align: 'end',
    cell: (purchase) => <Money value={purchase.amount} className={styles.amount} />,
  },
];

/**
 * Purchases (/account/purchases): date, operation and amount in rubles, 15 a page; an idea purchase
 * (PAYMENT_TYPE_IDEA) links to the idea. Empty: 'У Вас еще нет покупок'.
 */
export function PurchasesTable({
  purchases,
  page,
  pagination,
  onPageChange,
  getPageHref,
  busy = false,
  className,
  ...rest
}: PurchasesTableProps) {
  const titleId = useId();
  const perPage = pagination?.per_page ?? PURCHASES_PAGE_SIZE;
  const pageCount = pagination ? Math.max(1, Math.ceil(pagination.total / perPage)) : 1;
  return (
    <section className={clsx(styles.page, className)} aria-labelledby={titleId} {...rest}>
      <h1 id={titleId} className={styles.title}>
        {MESSAGES.menuPurchases}
      </h1>
      <Table
        caption={accountMessages.purchaseHistory}
        hideCaption
        columns={columns}
        rows={purchases}
        getRowKey={(purchase, index) => `${purchase.date}-${purchase.type}-${index}`}
        emptyText={MESSAGES.purchasesEmpty}
        busy={busy}
      />
      {pageCount > 1 ? (
        <Pagination
          className={styles.pagination}
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          getHref={getPageHref}
          aria-label={accountMessages.purchasesPagination}
        />
      ) : null}
    </section>
  );
}
