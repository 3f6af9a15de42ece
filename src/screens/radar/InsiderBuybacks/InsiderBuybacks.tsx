import { Badge, Pagination, Table, type TableColumn } from '../../../components';
import { countFilterDifferences, formatDate, MESSAGES } from '../../../domain';
import { formatCompactMoney, formatShare } from '../../ideas/format';
import {
  BUYBACKS_FILTER_DEFAULTS,
  buybacksSortLabels,
  buybacksSorts,
  type Buyback,
  type BuybacksFilterState,
  type BuybacksSort,
} from '../model';
import { RadarPage, RadarToolbar, type RadarFilterMenu, type RadarScreenProps } from '../shared/RadarPage';
import * as styles from '../shared/page.css';

/** Permission of the buybacks filters (spec §6: ir.filters.*). */
export const BUYBACKS_FILTERS_PERMISSION = 'ir.filters.buybacks';

export type InsiderBuybacksProps = RadarScreenProps<BuybacksFilterState, BuybacksSort> & {
  buybacks: readonly Buyback[];
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
const TOOLBAR = { filtersPermission: BUYBACKS_FILTERS_PERMISSION, defaults: BUYBACKS_FILTER_DEFAULTS, menus: MENUS, sorts: buybacksSorts, sortLabels: buybacksSortLabels };

/** Company buyback programmes (/insider-radar/buybacks): size, share of capital, term and status. */
export function InsiderBuybacks({
  buybacks,
  page = 1,
  pageCount = 1,
  onPageChange,
  busy = false,
  onNavigate,
  // user, filters and sort with their callbacks: the toolbar's
  ...controls
}: InsiderBuybacksProps) {
  const active = countFilterDifferences(controls.filters, BUYBACKS_FILTER_DEFAULTS);

  const columns: TableColumn<Buyback>[] = [
    {
      key: 'company',
      header: 'Компания',
      rowHeader: true,
      cell: (row) => (
        <span className={styles.stack}>
          <span className={styles.strong}>{row.companyName}</span>
          <span className={styles.ticker}>{row.ticker}</span>
        </span>
      ),
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
      lead="Программы обратного выкупа акций: компания сама покупает свои бумаги — часто признак того, что менеджмент считает их недооцененными."
      onNavigate={onNavigate}
    >
      <RadarToolbar {...TOOLBAR} {...controls} />
      <Table
        caption="Программы обратного выкупа"
        hideCaption
        columns={columns}
        rows={buybacks}
        getRowKey={(row) => row.id}
        emptyText={active > 0 ? 'Программ с такими фильтрами не найдено.' : 'Программ обратного выкупа пока нет.'}
        busy={busy}
      />
      {onPageChange ? <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} aria-label="Страницы байбэков" /> : null}
    </RadarPage>
  );
}
