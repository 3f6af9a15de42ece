import { Badge, Pagination, Table, type TableColumn } from '../../../components';
import {
  accountFlags,
  countFilterDifferences,
  formatCompactMoney,
  formatDate,
  formatNumber,
  formatPrice,
  formatShare,
  FREE_INSIDER_DEALS,
  MESSAGES,
} from '../../../domain';
import type { FilterMenuOption } from '../../shared/FilterMenu';
import {
  BUYBACKS_FILTER_DEFAULTS,
  buybacksSortLabels,
  buybacksSorts,
  type Buyback,
  type BuybacksFilterState,
  type BuybacksSort,
  type InsiderDeal,
} from '../model';
import {
  foundDeals,
  RadarFreeLimit,
  RadarPage,
  RadarRangeFilters,
  RadarToolbar,
  type RadarFilterMenu,
  type RadarScreenProps,
} from '../shared/RadarPage';
import { ShareCell } from '../shared/cells';
import * as styles from '../shared/page.css';
import * as radarMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

/** Permission of the buybacks filters (docs/product/permissions.md: ir.filters.*). */
export const BUYBACKS_FILTERS_PERMISSION = 'ir.filters.buybacks';

export type InsiderBuybacksProps = RadarScreenProps<Record<string, string>, BuybacksSort | (string & {})> & {
  /** Buyback programmes (the default table). */
  buybacks?: readonly Buyback[];
  /**
   * The issuers' own purchases as filed (the radar API's buybacks: deals without an insider); when
   * given, the table lists them instead of programmes.
   */
  deals?: readonly InsiderDeal[];
  /** Deals matching the filters on the server (with `deals`). */
  total?: number;
  /** The server stopped counting at `total` (meta.total_capped): more deals match. */
  totalCapped?: boolean;
  /** Filter menus in place of the default ones (status, market); [] for none. */
  menus?: readonly { field: string; label: string; options: readonly FilterMenuOption[] }[];
  filterDefaults?: Readonly<Record<string, string>>;
  sorts?: readonly string[];
  sortLabels?: Readonly<Record<string, string>>;
  /** Shows the sum range and dates form. */
  rangeFilters?: boolean;
  plansHref?: string;
};

const STATUS_OPTIONS = [
  { value: '', label: radarMessages.all },
  { value: 'active', label: radarMessages.activeFilter },
  { value: 'completed', label: radarMessages.completedFilter },
];
const MARKET_OPTIONS = [
  { value: '', label: radarMessages.all },
  { value: 'ru', label: radarMessages.russia },
  { value: 'us', label: radarMessages.usa },
];
const MENUS: RadarFilterMenu<BuybacksFilterState>[] = [
  { field: 'status', label: radarMessages.status, options: STATUS_OPTIONS },
  { field: 'market', label: radarMessages.market, options: MARKET_OPTIONS },
];

/** Company buyback programmes (/insider-radar/buybacks): size, share of capital, term and status. */
export function InsiderBuybacks({
  buybacks = [],
  deals,
  total = 0,
  totalCapped = false,
  page = 1,
  pageCount = 1,
  onPageChange,
  busy = false,
  onNavigate,
  menus = MENUS,
  filterDefaults = BUYBACKS_FILTER_DEFAULTS,
  sorts = buybacksSorts,
  sortLabels = buybacksSortLabels,
  rangeFilters = false,
  plansHref = '/subscription/plans',
  // user, filters and sort with their callbacks: the toolbar's
  ...controls
}: InsiderBuybacksProps) {
  const active = countFilterDifferences(controls.filters, filterDefaults);
  const limited = !accountFlags(controls.user).isPremium;
  const dealRows = deals ? (limited ? deals.slice(0, FREE_INSIDER_DEALS) : deals) : [];
  const hidden = Math.max(0, total - dealRows.length);

  const dealColumns: TableColumn<InsiderDeal>[] = [
    {
      key: 'company',
      header: radarMessages.company,
      rowHeader: true,
      cell: (row) => <ShareCell ticker={row.ticker} companyName={row.companyName} />,
    },
    { key: 'shares', header: radarMessages.shares, align: 'end', cell: (row) => formatNumber(row.shares) },
    {
      key: 'price',
      header: radarMessages.price,
      align: 'end',
      cell: (row) => (row.price === null ? '—' : formatPrice(row.price, row.currency)),
    },
    {
      key: 'value',
      header: sharedMessages.amount,
      align: 'end',
      cell: (row) =>
        row.value === null ? '—' : <span className={styles.strong}>{formatCompactMoney(row.value, row.currency)}</span>,
    },
    { key: 'trade', header: radarMessages.buybackDate, align: 'end', cell: (row) => formatDate(row.tradeDate) },
    { key: 'disclosure', header: radarMessages.disclosed, align: 'end', cell: (row) => formatDate(row.disclosureDate) },
  ];

  const columns: TableColumn<Buyback>[] = [
    {
      key: 'company',
      header: radarMessages.company,
      rowHeader: true,
      cell: (row) => <ShareCell ticker={row.ticker} companyName={row.companyName} />,
    },
    { key: 'announced', header: radarMessages.announced, align: 'end', cell: (row) => formatDate(row.announcedAt) },
    {
      key: 'amount',
      header: radarMessages.programVolume,
      align: 'end',
      cell: (row) => <span className={styles.strong}>{formatCompactMoney(row.amount, row.currency)}</span>,
    },
    { key: 'share', header: radarMessages.capitalShare, align: 'end', cell: (row) => formatShare(row.capitalShare) },
    {
      key: 'until',
      header: radarMessages.term,
      align: 'end',
      cell: (row) => (row.until ? sharedMessages.until(formatDate(row.until)) : radarMessages.noTerm),
    },
    {
      key: 'status',
      header: radarMessages.status,
      cell: (row) =>
        row.status === 'active' ? (
          <Badge size="sm" tone="success">
            {radarMessages.activeStatus}
          </Badge>
        ) : (
          <Badge size="sm" tone="neutral">
            {radarMessages.completedStatus}
          </Badge>
        ),
    },
  ];

  return (
    <RadarPage
      current="buybacks"
      title={radarMessages.buybacksTitle(MESSAGES.menuInsiderRadar)}
      lead={deals ? radarMessages.buybacksLead : radarMessages.programsLead}
      onNavigate={onNavigate}
    >
      <RadarToolbar
        filtersPermission={BUYBACKS_FILTERS_PERMISSION}
        defaults={filterDefaults}
        menus={menus}
        sorts={sorts}
        sortLabels={sortLabels}
        {...controls}
      />
      {rangeFilters ? <RadarRangeFilters filtersPermission={BUYBACKS_FILTERS_PERMISSION} {...controls} /> : null}
      {deals ? (
        <>
          <p className={styles.muted} aria-live="polite">
            {busy ? radarMessages.updatingList : foundDeals(total, totalCapped)}
          </p>
          <Table
            caption={radarMessages.buybacksCaption}
            hideCaption
            columns={dealColumns}
            rows={dealRows}
            getRowKey={(row) => row.id}
            emptyText={active > 0 ? radarMessages.buybacksFilteredEmpty : radarMessages.buybacksEmpty}
            busy={busy}
          />
          {limited && hidden > 0 ? (
            <RadarFreeLimit limit={FREE_INSIDER_DEALS} hidden={hidden} plansHref={plansHref} onNavigate={onNavigate} />
          ) : null}
        </>
      ) : (
        <Table
          caption={radarMessages.programsCaption}
          hideCaption
          columns={columns}
          rows={buybacks}
          getRowKey={(row) => row.id}
          emptyText={active > 0 ? radarMessages.programsFilteredEmpty : radarMessages.programsEmpty}
          busy={busy}
        />
      )}
      {onPageChange && !(deals && limited) ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          aria-label={radarMessages.buybacksPagination}
        />
      ) : null}
    </RadarPage>
  );
}
