import { Button, Link, Pagination, Table, type TableColumn } from '../../../components';
import {
  accountFlags,
  countFilterDifferences,
  formatCompactMoney,
  formatDate,
  formatNumber,
  formatPrice,
  FREE_INSIDER_DEALS,
  insiderHref,
  MESSAGES,
} from '../../../domain';
import type { FilterMenuOption } from '../../shared/FilterMenu';
import { inAppClick } from '../../shared/inAppLink';
import {
  DEALS_FILTER_DEFAULTS,
  dealsSortLabels,
  dealsSorts,
  dealTypeLabels,
  dealTypes,
  type DealsFilterState,
  type DealsSort,
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
import { DealTypeBadges, ShareCell } from '../shared/cells';
import * as styles from '../shared/page.css';
import * as radarMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

/** Permission of the deals filters (docs/product/permissions.md: ir.filters.*). */
export const DEALS_FILTERS_PERMISSION = 'ir.filters.deals';

/** Filters as the page holds them: the screen's own (DealsFilterState) or the app's, with its menus. */
type Filters = Record<string, string>;

export type InsiderDealsProps = RadarScreenProps<Filters, DealsSort | (string & {})> & {
  /** The current page of deals, newest disclosure first unless sorted otherwise. */
  deals: readonly InsiderDeal[];
  /** Deals matching the filters on the server. */
  total: number;
  /** The server stopped counting at `total` (meta.total_capped): more deals match. */
  totalCapped?: boolean;
  /** The insider chosen through search (search_id, whose_id=investor); null for all deals. */
  insider?: { id: number; name: string } | null;
  /** Exports the filtered deals to Excel (a PRO feature, docs/product/overview.md); the button shows for PRO accounts only. */
  onExport?: () => void;
  /** The export file is being prepared. */
  exporting?: boolean;
  plansHref?: string;
  /** Filter menus in place of the default ones (type, period, sum), e.g. the API's radarApiMenus. */
  menus?: readonly { field: string; label: string; options: readonly FilterMenuOption[] }[];
  /** Defaults of those filters (the reset and the counter compare with them). */
  filterDefaults?: Readonly<Filters>;
  /** Sort orders in place of the default ones, with their labels. */
  sorts?: readonly string[];
  sortLabels?: Readonly<Record<string, string>>;
  /** Shows the sum range and dates form (min_value, max_value, date_from, date_to). */
  rangeFilters?: boolean;
  /** The chosen insider's own page, linked beside «Все сделки». */
  insiderProfileHref?: string;
};

const TYPE_OPTIONS = [
  { value: '', label: radarMessages.all },
  ...dealTypes.map((type) => ({ value: type, label: dealTypeLabels[type] })),
];
const PERIOD_OPTIONS = [
  { value: '', label: radarMessages.allTime },
  { value: 'week', label: radarMessages.week },
  { value: 'month', label: radarMessages.month },
  { value: 'quarter', label: radarMessages.quarter },
];
const VALUE_OPTIONS = [
  { value: '', label: radarMessages.anyAmount },
  { value: '100000', label: radarMessages.from100k },
  { value: '1000000', label: radarMessages.from1m },
  { value: '10000000', label: radarMessages.from10m },
];
const MENUS: RadarFilterMenu<DealsFilterState>[] = [
  { field: 'type', label: radarMessages.dealType, options: TYPE_OPTIONS },
  { field: 'period', label: radarMessages.period, options: PERIOD_OPTIONS },
  { field: 'min_value', label: sharedMessages.amount, options: VALUE_OPTIONS },
];

/** Insider deals radar (/insider-radar/deals): filters, sort, deals table; free accounts see 20 deals. */
export function InsiderDeals({
  deals,
  total,
  totalCapped = false,
  insider = null,
  page = 1,
  pageCount = 1,
  onPageChange,
  busy = false,
  onExport,
  exporting = false,
  plansHref = '/subscription/plans',
  onNavigate,
  menus = MENUS,
  filterDefaults = DEALS_FILTER_DEFAULTS,
  sorts = dealsSorts,
  sortLabels = dealsSortLabels,
  rangeFilters = false,
  insiderProfileHref,
  // user, filters and sort with their callbacks: the toolbar's
  ...controls
}: InsiderDealsProps) {
  const flags = accountFlags(controls.user);
  const limited = !flags.isPremium;
  const rows = limited ? deals.slice(0, FREE_INSIDER_DEALS) : deals;
  const hidden = Math.max(0, total - rows.length);
  const active = countFilterDifferences(controls.filters, filterDefaults);
  const go = (href: string) => inAppClick(onNavigate, href);

  const columns: TableColumn<InsiderDeal>[] = [
    {
      key: 'insider',
      header: radarMessages.insider,
      rowHeader: true,
      cell: (deal) => (
        <span className={styles.stack}>
          {insider ? (
            <span className={styles.strong}>{deal.insider.name}</span>
          ) : (
            <Link href={insiderHref(deal.insider.id)} variant="standalone" onClick={go(insiderHref(deal.insider.id))}>
              {deal.insider.name}
            </Link>
          )}
          <span className={styles.muted}>{deal.position}</span>
        </span>
      ),
    },
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
      cell: (deal) =>
        deal.value === null ? (
          '—'
        ) : (
          <span className={styles.strong}>{formatCompactMoney(deal.value, deal.currency)}</span>
        ),
    },
    { key: 'trade', header: radarMessages.dealDate, align: 'end', cell: (deal) => formatDate(deal.tradeDate) },
    {
      key: 'disclosure',
      header: radarMessages.disclosedDeal,
      align: 'end',
      cell: (deal) => formatDate(deal.disclosureDate),
    },
  ];

  return (
    <RadarPage
      current="deals"
      title={
        insider ? radarMessages.insiderDealsTitle(insider.name) : radarMessages.dealsTitle(MESSAGES.menuInsiderRadar)
      }
      lead={radarMessages.dealsLead}
      onNavigate={onNavigate}
    >
      {insider ? (
        <p className={styles.insider}>
          {radarMessages.oneInsiderShown}{' '}
          {insiderProfileHref ? (
            <Link href={insiderProfileHref} variant="standalone" onClick={go(insiderProfileHref)}>
              {radarMessages.insiderPage}
            </Link>
          ) : null}
          <Link href="/insider-radar/deals" variant="standalone" onClick={go('/insider-radar/deals')}>
            {radarMessages.allDeals}
          </Link>
        </p>
      ) : null}

      <RadarToolbar
        filtersPermission={DEALS_FILTERS_PERMISSION}
        defaults={filterDefaults}
        menus={menus}
        sorts={sorts}
        sortLabels={sortLabels}
        {...controls}
      >
        {flags.isPremium && onExport ? (
          <Button
            variant="ghost"
            size="sm"
            className={styles.pushEnd}
            loading={exporting}
            loadingText={radarMessages.preparingFile}
            onClick={onExport}
          >
            {radarMessages.exportToExcel}
          </Button>
        ) : null}
      </RadarToolbar>

      {rangeFilters ? <RadarRangeFilters filtersPermission={DEALS_FILTERS_PERMISSION} {...controls} /> : null}

      <p className={styles.muted} aria-live="polite">
        {busy ? radarMessages.updatingList : foundDeals(total, totalCapped)}
      </p>

      <Table
        caption={insider ? radarMessages.insiderDealsCaption(insider.name) : sharedMessages.insiderDeals}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(deal) => deal.id}
        emptyText={active > 0 ? radarMessages.dealsFilteredEmpty : radarMessages.dealsEmpty}
        busy={busy}
      />

      {limited && hidden > 0 ? (
        <RadarFreeLimit limit={FREE_INSIDER_DEALS} hidden={hidden} plansHref={plansHref} onNavigate={onNavigate} />
      ) : null}

      {!limited && onPageChange ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          aria-label={radarMessages.dealsPagination}
        />
      ) : null}
    </RadarPage>
  );
}
