import { useId } from 'react';
import { Link, Table, type TableColumn } from '../../../components';
import {
  accountFlags,
  DEAL_FORMS,
  formatCompactMoney,
  formatCount,
  formatDate,
  formatNumber,
  formatPrice,
  insiderHref,
  type User,
} from '../../../domain';
import type { NavigateHandler } from '../../shared/inAppLink';
import { inAppClick } from '../../shared/inAppLink';
import { dealTypeLabels, type DealType, type InsiderDeal } from '../model';
import { RadarFreeLimit } from '../shared/RadarPage';
import { DealTypeBadges, ShareCell } from '../shared/cells';
import * as styles from '../shared/page.css';
import * as radarMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

export type InsiderPosition = { ticker: string; companyName: string; position: string; lastFiledAt: string | null };
export type InsiderTotal = {
  type: DealType;
  currency: InsiderDeal['currency'];
  deals: number;
  shares: number;
  value: number | null;
};

export type InsiderProfileProps = {
  user: User;
  insider: { id: number; name: string; position: string; dealsCount: number };
  positions: readonly InsiderPosition[];
  /** The latest deals (free accounts: the latest 20). */
  deals: readonly InsiderDeal[];
  /** Deals of the insider in all. */
  dealsTotal: number;
  totals: readonly InsiderTotal[];
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

/** An insider's page: the person, the positions they hold, totals per deal type and the latest deals. */
export function InsiderProfile({
  user,
  insider,
  positions,
  deals,
  dealsTotal,
  totals,
  plansHref = '/subscription/plans',
  onNavigate,
}: InsiderProfileProps) {
  const id = useId();
  const limited = !accountFlags(user).isPremium;
  const hidden = Math.max(0, dealsTotal - deals.length);
  const dealsHref = insiderHref(insider.id);

  const positionColumns: TableColumn<InsiderPosition>[] = [
    {
      key: 'company',
      header: radarMessages.company,
      rowHeader: true,
      cell: (row) => <ShareCell ticker={row.ticker} companyName={row.companyName} />,
    },
    { key: 'position', header: radarMessages.position, cell: (row) => row.position },
    {
      key: 'filed',
      header: radarMessages.lastDisclosure,
      align: 'end',
      cell: (row) => (row.lastFiledAt ? formatDate(row.lastFiledAt) : '—'),
    },
  ];
  const totalColumns: TableColumn<InsiderTotal>[] = [
    { key: 'type', header: radarMessages.dealTypes, rowHeader: true, cell: (row) => dealTypeLabels[row.type] },
    { key: 'deals', header: radarMessages.dealsCount, align: 'end', cell: (row) => formatNumber(row.deals) },
    { key: 'shares', header: radarMessages.shares, align: 'end', cell: (row) => formatNumber(row.shares) },
    {
      key: 'value',
      header: sharedMessages.amount,
      align: 'end',
      cell: (row) => (row.value === null ? '—' : formatCompactMoney(row.value, row.currency)),
    },
  ];
  const dealColumns: TableColumn<InsiderDeal>[] = [
    { key: 'trade', header: radarMessages.dealDate, rowHeader: true, cell: (deal) => formatDate(deal.tradeDate) },
    {
      key: 'ticker',
      header: radarMessages.ticker,
      cell: (deal) => <ShareCell ticker={deal.ticker} companyName={deal.companyName} lead="ticker" />,
    },
    {
      key: 'type',
      header: radarMessages.deal,
      cell: (deal) => <DealTypeBadges deal={deal} />,
    },
    { key: 'shares', header: radarMessages.shares, align: 'end', cell: (deal) => formatNumber(deal.shares) },
    {
      key: 'price',
      header: radarMessages.price,
      align: 'end',
      cell: (deal) => (deal.price === null ? '—' : formatPrice(deal.price, deal.currency)),
    },
    {
      key: 'value',
      header: sharedMessages.amount,
      align: 'end',
      cell: (deal) => (deal.value === null ? '—' : formatCompactMoney(deal.value, deal.currency)),
    },
  ];

  return (
    <article className={`${styles.page} ${styles.fitWidth}`} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {insider.name}
        </h1>
        <p className={styles.lead}>
          {insider.position}
          {radarMessages.totalPrefix}
          {formatCount(insider.dealsCount, DEAL_FORMS)}
          {radarMessages.inDisclosuresSuffix}
        </p>
        <p className={styles.insider}>
          <Link href={dealsHref} variant="standalone" onClick={inAppClick(onNavigate, dealsHref)}>
            {radarMessages.insiderDealsInRadar}
          </Link>
        </p>
      </header>

      <section className={styles.section} aria-labelledby={`${id}-positions`}>
        <h2 id={`${id}-positions`} className={styles.sectionTitle}>
          {radarMessages.positions}
        </h2>
        <Table
          caption={radarMessages.insiderPositions}
          hideCaption
          columns={positionColumns}
          rows={positions}
          getRowKey={(row) => row.ticker}
          emptyText={radarMessages.positionsNotDisclosed}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${id}-totals`}>
        <h2 id={`${id}-totals`} className={styles.sectionTitle}>
          {radarMessages.dealTotals}
        </h2>
        <Table
          caption={radarMessages.dealTotalsByType}
          hideCaption
          columns={totalColumns}
          rows={totals}
          getRowKey={(row) => `${row.type}-${row.currency}`}
          emptyText={radarMessages.dealsEmpty}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${id}-deals`}>
        <h2 id={`${id}-deals`} className={styles.sectionTitle}>
          {radarMessages.recentDeals}
        </h2>
        <Table
          caption={radarMessages.recentInsiderDeals}
          hideCaption
          columns={dealColumns}
          rows={deals}
          getRowKey={(deal) => deal.id}
          emptyText={radarMessages.dealsEmpty}
        />
        {limited && hidden > 0 ? (
          <RadarFreeLimit limit={deals.length} hidden={hidden} plansHref={plansHref} onNavigate={onNavigate} />
        ) : null}
      </section>
    </article>
  );
}
