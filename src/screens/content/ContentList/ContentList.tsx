import { useId, type ReactNode } from 'react';
import { Badge, Card, FormattedDate, Pagination } from '../../../components';
import type { ContentEntryView } from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import * as shared from '../content.css';
import * as styles from './ContentList.css';
import * as contentMessages from '../messages';

export type ContentListProps = {
  /** The page's h1: «Новости», «Обзоры идей». */
  title: string;
  lead?: ReactNode;
  /** The entries of this page, newest first (GET /api/content/all, one kind). */
  entries: readonly ContentEntryView[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Address of a page of the list (real links: ?page=N). */
  pageHref?: (page: number) => string;
  /** Shown when there is nothing yet. */
  emptyText?: string;
  /** A page is loading: the list is marked busy. */
  busy?: boolean;
  onNavigate?: NavigateHandler;
};

/** A list of editorial entries (/news, /reviews): date, title linked to the entry, lead, PRO mark, tickers. */
export function ContentList({
  title,
  lead,
  entries,
  page,
  pageCount,
  onPageChange,
  pageHref,
  emptyText = contentMessages.noArticles,
  busy = false,
  onNavigate,
}: ContentListProps) {
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {entries.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Card padding="md" className={styles.item}>
                <p className={shared.meta}>
                  <FormattedDate value={entry.published_at} />
                  {entry.pro_only ? (
                    <Badge tone="brand" size="sm">
                      PRO
                    </Badge>
                  ) : null}
                </p>
                <h2 className={styles.itemTitle}>
                  <a href={entry.url} className={styles.itemLink} onClick={inAppClick(onNavigate, entry.url)}>
                    {entry.title}
                  </a>
                </h2>
                {entry.lead ? <p className={styles.itemLead}>{entry.lead}</p> : null}
                {entry.stocks.length ? (
                  <ul className={shared.tickers} aria-label={contentMessages.stocksInArticle}>
                    {entry.stocks.map((stock) => (
                      <li key={stock.ticker}>
                        <a
                          href={`/stocks/${stock.ticker}`}
                          className={shared.tickerLink}
                          title={stock.name}
                          onClick={inAppClick(onNavigate, `/stocks/${stock.ticker}`)}
                        >
                          {stock.ticker}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.pages}>
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          {...(pageHref ? { getHref: pageHref } : {})}
          aria-label={contentMessages.paginationOf(title)}
        />
      </div>
    </section>
  );
}
