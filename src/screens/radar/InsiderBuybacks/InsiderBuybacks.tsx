import { useId } from 'react';
import { Badge, Button, Pagination, Table, type TableColumn } from '../../../components';
import {
  can,
  checkPermission,
  countFilterDifferences,
  formatDate,
  MESSAGES,
  PERMISSION,
  type PermissionOutcome,
  type User,
} from '../../../domain';
import { formatCompactMoney, formatShare } from '../../ideas/format';
import type { NavigateHandler } from '../../shared/inAppLink';
import { FilterMenu } from '../FilterMenu';
import {
  BUYBACKS_FILTER_DEFAULTS,
  buybacksSortLabels,
  buybacksSorts,
  type Buyback,
  type BuybacksFilterState,
  type BuybacksSort,
} from '../model';
import { RadarNav } from '../RadarNav';
import * as styles from '../page.css';

/** Permission of the buybacks filters (spec §6: ir.filters.*). */
export const BUYBACKS_FILTERS_PERMISSION = 'ir.filters.buybacks';

export type InsiderBuybacksProps = {
  user: User;
  buybacks: readonly Buyback[];
  filters: BuybacksFilterState;
  onFiltersChange: (next: BuybacksFilterState) => void;
  sort: BuybacksSort;
  onSortChange: (next: BuybacksSort) => void;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  busy?: boolean;
  /** A locked filter or the sort was used: the outcome of the spec's permission check. */
  onPermissionRequired: (outcome: Exclude<PermissionOutcome, { kind: 'proceed' }>, permission: string) => void;
  onNavigate?: NavigateHandler;
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
const SORT_OPTIONS = buybacksSorts.map((sort) => ({ value: sort, label: buybacksSortLabels[sort] }));

/** Company buyback programmes (/insider-radar/buybacks): size, share of capital, term and status. */
export function InsiderBuybacks({
  user,
  buybacks,
  filters,
  onFiltersChange,
  sort,
  onSortChange,
  page = 1,
  pageCount = 1,
  onPageChange,
  busy = false,
  onPermissionRequired,
  onNavigate,
}: InsiderBuybacksProps) {
  const id = useId();
  const active = countFilterDifferences(filters, BUYBACKS_FILTER_DEFAULTS);
  const lock = (permission: string) => {
    if (can(user, permission)) return undefined;
    return () => {
      const outcome = checkPermission(user, permission);
      if (outcome.kind !== 'proceed') onPermissionRequired(outcome, permission);
    };
  };
  const filtersLock = lock(BUYBACKS_FILTERS_PERMISSION);
  const sortLock = lock(PERMISSION.radarSort);
  const set = (field: keyof BuybacksFilterState) => (value: string) => onFiltersChange({ ...filters, [field]: value } as BuybacksFilterState);

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
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {MESSAGES.menuInsiderRadar}: байбэки
        </h1>
        <p className={styles.lead}>
          Программы обратного выкупа акций: компания сама покупает свои бумаги — часто признак того, что менеджмент
          считает их недооцененными.
        </p>
        <RadarNav current="buybacks" onNavigate={onNavigate} />
      </header>
      <div className={styles.toolbar} role="group" aria-label="Фильтры и сортировка">
        <FilterMenu label="Статус" value={filters.status} options={STATUS_OPTIONS} onChange={set('status')} onLocked={filtersLock} lockedNote={filtersLock ? 'PRO' : undefined} />
        <FilterMenu label="Рынок" value={filters.market} options={MARKET_OPTIONS} onChange={set('market')} onLocked={filtersLock} lockedNote={filtersLock ? 'PRO' : undefined} />
        <FilterMenu
          label="Сортировка"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => onSortChange(value as BuybacksSort)}
          onLocked={sortLock}
          lockedNote={sortLock ? 'PRO' : undefined}
        />
        {active > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onFiltersChange({ ...BUYBACKS_FILTER_DEFAULTS })}>
            Сбросить фильтры ({active})
          </Button>
        ) : null}
      </div>
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
    </section>
  );
}
