import { useId } from 'react';
import { Alert, Badge, Button, Link, Pagination, Table, type TableColumn } from '../../../components';
import {
  accountFlags,
  can,
  checkPermission,
  countFilterDifferences,
  DEAL_FORMS,
  formatCount,
  formatDate,
  formatNumber,
  FREE_INSIDER_DEALS,
  insiderHref,
  MESSAGES,
  PERMISSION,
  type PermissionOutcome,
  type User,
} from '../../../domain';
import { formatCompactMoney, formatPrice } from '../../ideas/format';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { FilterMenu } from '../FilterMenu';
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
import { RadarNav } from '../RadarNav';
import * as styles from '../page.css';

/** Permission of the deals filters (spec §6: ir.filters.*). */
export const DEALS_FILTERS_PERMISSION = 'ir.filters.deals';

export type InsiderDealsProps = {
  user: User;
  /** The current page of deals, newest disclosure first unless sorted otherwise. */
  deals: readonly InsiderDeal[];
  /** Deals matching the filters on the server. */
  total: number;
  filters: DealsFilterState;
  onFiltersChange: (next: DealsFilterState) => void;
  sort: DealsSort;
  onSortChange: (next: DealsSort) => void;
  /** The insider chosen through search (search_id, whose_id=investor); null for all deals. */
  insider?: { id: number; name: string } | null;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  busy?: boolean;
  /** Exports the filtered deals to Excel (a PRO feature, spec §1); the button shows for PRO accounts only. */
  onExport?: () => void;
  /** The export file is being prepared. */
  exporting?: boolean;
  /** A locked filter or the sort was used: the outcome of the spec's permission check. */
  onPermissionRequired: (outcome: Exclude<PermissionOutcome, { kind: 'proceed' }>, permission: string) => void;
  plansHref?: string;
  onNavigate?: NavigateHandler;
};

const TYPE_OPTIONS = [{ value: '', label: 'Все' }, ...dealTypes.map((type) => ({ value: type, label: dealTypeLabels[type] }))];
const PERIOD_OPTIONS = [
  { value: '', label: 'За все время' },
  { value: 'week', label: 'За неделю' },
  { value: 'month', label: 'За месяц' },
  { value: 'quarter', label: 'За квартал' },
];
const VALUE_OPTIONS = [
  { value: '', label: 'Любая' },
  { value: '100000', label: 'от 100 тыс. $' },
  { value: '1000000', label: 'от 1 млн $' },
  { value: '10000000', label: 'от 10 млн $' },
];
const SORT_OPTIONS = dealsSorts.map((sort) => ({ value: sort, label: dealsSortLabels[sort] }));

const TYPE_TONES = { buy: 'success', sell: 'danger', option: 'brand', gift: 'neutral' } as const;

/** Insider deals radar (/insider-radar/deals): filters, sort, deals table; free accounts see 20 deals. */
export function InsiderDeals({
  user,
  deals,
  total,
  filters,
  onFiltersChange,
  sort,
  onSortChange,
  insider = null,
  page = 1,
  pageCount = 1,
  onPageChange,
  busy = false,
  onExport,
  exporting = false,
  onPermissionRequired,
  plansHref = '/subscription/plans',
  onNavigate,
}: InsiderDealsProps) {
  const id = useId();
  const flags = accountFlags(user);
  const limited = !flags.isPremium;
  const rows = limited ? deals.slice(0, FREE_INSIDER_DEALS) : deals;
  const hidden = Math.max(0, total - rows.length);
  const active = countFilterDifferences(filters, DEALS_FILTER_DEFAULTS);
  const go = (href: string) => inAppClick(onNavigate, href);

  const lock = (permission: string) => {
    if (can(user, permission)) return undefined;
    return () => {
      const outcome = checkPermission(user, permission);
      if (outcome.kind !== 'proceed') onPermissionRequired(outcome, permission);
    };
  };
  const filtersLock = lock(DEALS_FILTERS_PERMISSION);
  const sortLock = lock(PERMISSION.radarSort);
  const set = (field: keyof DealsFilterState) => (value: string) => onFiltersChange({ ...filters, [field]: value });

  const columns: TableColumn<InsiderDeal>[] = [
    {
      key: 'insider',
      header: 'Инсайдер',
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
      header: 'Тикер',
      cell: (deal) => (
        <span className={styles.stack}>
          <span className={styles.ticker}>{deal.ticker}</span>
          <span className={styles.muted}>{deal.companyName}</span>
        </span>
      ),
    },
    {
      key: 'type',
      header: 'Сделка',
      cell: (deal) => (
        <Badge size="sm" tone={TYPE_TONES[deal.type]}>
          {dealTypeLabels[deal.type]}
        </Badge>
      ),
    },
    { key: 'shares', header: 'Акций', align: 'end', cell: (deal) => formatNumber(deal.shares) },
    { key: 'price', header: 'Цена', align: 'end', cell: (deal) => (deal.price === null ? '—' : formatPrice(deal.price, deal.currency)) },
    {
      key: 'value',
      header: 'Сумма',
      align: 'end',
      cell: (deal) => (deal.value === null ? '—' : <span className={styles.strong}>{formatCompactMoney(deal.value, deal.currency)}</span>),
    },
    { key: 'trade', header: 'Дата сделки', align: 'end', cell: (deal) => formatDate(deal.tradeDate) },
    { key: 'disclosure', header: 'Раскрыта', align: 'end', cell: (deal) => formatDate(deal.disclosureDate) },
  ];

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {insider ? `Сделки инсайдера: ${insider.name}` : `${MESSAGES.menuInsiderRadar}: сделки`}
        </h1>
        <p className={styles.lead}>
          Покупки и продажи акций руководителями, членами советов директоров и крупными акционерами — по данным
          обязательного раскрытия.
        </p>
        <RadarNav current="deals" onNavigate={onNavigate} />
      </header>

      {insider ? (
        <p className={styles.insider}>
          Показаны сделки одного инсайдера.{' '}
          <Link href="/insider-radar/deals" variant="standalone" onClick={go('/insider-radar/deals')}>
            Все сделки
          </Link>
        </p>
      ) : null}

      <div className={styles.toolbar} role="group" aria-label="Фильтры и сортировка">
        <FilterMenu label="Тип сделки" value={filters.type} options={TYPE_OPTIONS} onChange={set('type')} onLocked={filtersLock} lockedNote={filtersLock ? 'PRO' : undefined} />
        <FilterMenu label="Период" value={filters.period} options={PERIOD_OPTIONS} onChange={set('period')} onLocked={filtersLock} lockedNote={filtersLock ? 'PRO' : undefined} />
        <FilterMenu label="Сумма" value={filters.min_value} options={VALUE_OPTIONS} onChange={set('min_value')} onLocked={filtersLock} lockedNote={filtersLock ? 'PRO' : undefined} />
        <FilterMenu
          label="Сортировка"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(value) => onSortChange(value as DealsSort)}
          onLocked={sortLock}
          lockedNote={sortLock ? 'PRO' : undefined}
        />
        {active > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => onFiltersChange({ ...DEALS_FILTER_DEFAULTS })}>
            Сбросить фильтры ({active})
          </Button>
        ) : null}
        {flags.isPremium && onExport ? (
          <Button variant="ghost" size="sm" className={styles.pushEnd} loading={exporting} loadingText="Готовим файл..." onClick={onExport}>
            Выгрузить в Excel
          </Button>
        ) : null}
      </div>

      <p className={styles.muted} aria-live="polite">
        {busy ? 'Обновляем список…' : `Найдено ${formatCount(total, DEAL_FORMS)}`}
      </p>

      <Table
        caption={insider ? `Сделки инсайдера ${insider.name}` : 'Сделки инсайдеров'}
        hideCaption
        columns={columns}
        rows={rows}
        getRowKey={(deal) => deal.id}
        emptyText={
          active > 0 ? 'Сделок с такими фильтрами не найдено. Попробуйте изменить или сбросить фильтры.' : 'Сделок пока нет.'
        }
        busy={busy}
      />

      {limited && hidden > 0 ? (
        <Alert
          tone="info"
          title={`Бесплатно показаны последние ${formatCount(FREE_INSIDER_DEALS, DEAL_FORMS)}`}
          actions={
            <Button asChild size="sm">
              <a href={plansHref} onClick={go(plansHref)}>
                {MESSAGES.connectPro}
              </a>
            </Button>
          }
        >
          Еще {formatCount(hidden, DEAL_FORMS)} — в полном радаре инсайдеров с фильтрами, сортировкой и выгрузкой в
          Excel в PRO.
        </Alert>
      ) : null}

      {!limited && onPageChange ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} aria-label="Страницы сделок" />
      ) : null}
    </section>
  );
}
