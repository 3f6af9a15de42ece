import { Badge, Pagination, Table, type TableColumn } from '../../../components';
import {
  accountFlags,
  countFilterDifferences,
  DEAL_FORMS,
  formatCompactMoney,
  formatCount,
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
import { RadarFreeLimit, RadarPage, RadarRangeFilters, RadarToolbar, type RadarFilterMenu, type RadarScreenProps } from '../shared/RadarPage';
import { ShareCell } from '../shared/cells';
import * as styles from '../shared/page.css';

/** Permission of the buybacks filters (spec §6: ir.filters.*). */
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
  { value: '', label: 'Все' },
  { value: 'active', label: 'Действующие' },
  { value: 'completed', label: 'Завершенные' },
];
const MARKET_OPTIONS = [
  { value: '', label: 'Все' },
  { value: 'ru', label: 'Россия' },
  { value: 'us', label: 'США' },
];
const MENUS: RadarFilterMenu<BuybacksFilterState>[] = [
  { field: 'status', label: 'Статус', options: STATUS_OPTIONS },
  { field: 'market', label: 'Рынок', options: MARKET_OPTIONS },
];

/** Company buyback programmes (/insider-radar/buybacks): size, share of capital, term and status. */
export function InsiderBuybacks({
  buybacks = [],
  deals,
  total = 0,
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
      header: 'Компания',
      rowHeader: true,
      cell: (row) => <ShareCell ticker={row.ticker} companyName={row.companyName} />,
    },
    { key: 'shares', header: 'Акций', align: 'end', cell: (row) => formatNumber(row.shares) },
    { key: 'price', header: 'Цена', align: 'end', cell: (row) => (row.price === null ? '—' : formatPrice(row.price, row.currency)) },
    {
      key: 'value',
      header: 'Сумма',
      align: 'end',
      cell: (row) => (row.value === null ? '—' : <span className={styles.strong}>{formatCompactMoney(row.value, row.currency)}</span>),
    },
    { key: 'trade', header: 'Дата выкупа', align: 'end', cell: (row) => formatDate(row.tradeDate) },
    { key: 'disclosure', header: 'Раскрыт', align: 'end', cell: (row) => formatDate(row.disclosureDate) },
  ];

  const columns: TableColumn<Buyback>[] = [
    {
      key: 'company',
      header: 'Компания',
      rowHeader: true,
      cell: (row) => <ShareCell ticker={row.ticker} companyName={row.companyName} />,
    },
    { key: 'announced', header: 'Объявлена', align: 'end', cell: (row) => formatDate(row.announcedAt) },
    { key: 'amount', header: 'Объем программы', align: 'end', cell: (row) => <span className={styles.strong}>{formatCompactMoney(row.amount, row.currency)}</span> },
    { key: 'share', header: 'Доля капитала', align: 'end', cell: (row) => formatShare(row.capitalShare) },
    { key: 'until', header: 'Срок', align: 'end', cell: (row) => (row.until ? `до ${formatDate(row.until)}` : 'Без срока') },
    {
      key: 'status',
      header: 'Статус',
      cell: (row) =>
        row.status === 'active' ? (
          <Badge size="sm" tone="success">
            Действует
          </Badge>
        ) : (
          <Badge size="sm" tone="neutral">
            Завершена
          </Badge>
        ),
    },
  ];

  return (
    <RadarPage
      current="buybacks"
      title={`${MESSAGES.menuInsiderRadar}: байбэки`}
      lead={
        deals
          ? 'Обратный выкуп акций: компания сама покупает свои бумаги — часто признак того, что менеджмент считает их недооцененными. Выкупы по данным раскрытий эмитентов.'
          : 'Программы обратного выкупа акций: компания сама покупает свои бумаги — часто признак того, что менеджмент считает их недооцененными.'
      }
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
            {busy ? 'Обновляем список…' : `Найдено ${formatCount(total, DEAL_FORMS)}`}
          </p>
          <Table
            caption="Обратные выкупы акций"
            hideCaption
            columns={dealColumns}
            rows={dealRows}
            getRowKey={(row) => row.id}
            emptyText={active > 0 ? 'Выкупов с такими фильтрами не найдено. Попробуйте изменить или сбросить фильтры.' : 'Выкупов пока нет.'}
            busy={busy}
          />
          {limited && hidden > 0 ? <RadarFreeLimit limit={FREE_INSIDER_DEALS} hidden={hidden} plansHref={plansHref} onNavigate={onNavigate} /> : null}
        </>
      ) : (
        <Table
          caption="Программы обратного выкупа"
          hideCaption
          columns={columns}
          rows={buybacks}
          getRowKey={(row) => row.id}
          emptyText={active > 0 ? 'Программ с такими фильтрами не найдено.' : 'Программ обратного выкупа пока нет.'}
          busy={busy}
        />
      )}
      {onPageChange && !(deals && limited) ? <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} aria-label="Страницы байбэков" /> : null}
    </RadarPage>
  );
}
