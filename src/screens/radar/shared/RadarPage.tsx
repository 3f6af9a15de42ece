import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, TextField } from '../../../components';
import {
  can,
  checkPermission,
  countFilterDifferences,
  DEAL_FORMS,
  formatCount,
  formatIsoDay,
  MESSAGES,
  parseDayInput,
  PERMISSION,
  type PermissionOutcome,
  type User,
} from '../../../domain';
import { inAppClick, type NavigateHandler } from '../../shared/inAppLink';
import { FilterMenu, type FilterMenuOption } from '../../shared/FilterMenu';
import { RadarNav, type RadarSection } from '../RadarNav';
import * as styles from './page.css';
import * as radarMessages from '../messages';
import * as sharedMessages from '../../shared/messages';

/** A locked filter or the sort was used: the outcome of the spec's permission check. */
export type PermissionRequiredHandler = (
  outcome: Exclude<PermissionOutcome, { kind: 'proceed' }>,
  permission: string,
) => void;

/** The props both radar pages take: the account, filters and sort with their callbacks, paging, navigation. */
export type RadarScreenProps<F, S> = {
  user: User;
  filters: F;
  onFiltersChange: (next: F) => void;
  sort: S;
  onSortChange: (next: S) => void;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  busy?: boolean;
  /** A locked filter or the sort was used: the outcome of the spec's permission check. */
  onPermissionRequired: PermissionRequiredHandler;
  onNavigate?: NavigateHandler;
};

/**
 * A radar page (/insider-radar/…): its title, lead and the deals/buybacks switch, then the page's
 * own content (toolbar, table, pagination).
 */
export function RadarPage({
  current,
  title,
  lead,
  onNavigate,
  children,
}: {
  current: RadarSection;
  title: ReactNode;
  lead: ReactNode;
  onNavigate?: NavigateHandler;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <RadarNav current={current} onNavigate={onNavigate} />
      </header>
      {children}
    </section>
  );
}

export type RadarFilterMenu<F> = { field: keyof F & string; label: string; options: readonly FilterMenuOption[] };

export type RadarToolbarProps<F extends Record<string, string>, S extends string> = {
  user: User;
  /** The permission of the filters (ir.filters.…); the sort always needs ir.sort. */
  filtersPermission: string;
  menus: readonly RadarFilterMenu<F>[];
  filters: F;
  defaults: Readonly<F>;
  onFiltersChange: (next: F) => void;
  sort: S;
  /** The sort orders offered, each with its label. */
  sorts: readonly S[];
  sortLabels: Readonly<Record<S, string>>;
  onSortChange: (next: S) => void;
  onPermissionRequired: PermissionRequiredHandler;
  /** Further tools at the end of the row (e.g. the Excel export). */
  children?: ReactNode;
};

/**
 * Filters, sort and 'Сбросить фильтры (n)' of a radar page. A menu the account may not use stays
 * closed and reports the spec's permission check instead, marked PRO.
 */
export function RadarToolbar<F extends Record<string, string>, S extends string>({
  user,
  filtersPermission,
  menus,
  filters,
  defaults,
  onFiltersChange,
  sort,
  sorts,
  sortLabels,
  onSortChange,
  onPermissionRequired,
  children,
}: RadarToolbarProps<F, S>) {
  const active = countFilterDifferences(filters, defaults);
  const lock = (permission: string) => {
    if (can(user, permission)) return undefined;
    return () => {
      const outcome = checkPermission(user, permission);
      if (outcome.kind !== 'proceed') onPermissionRequired(outcome, permission);
    };
  };
  const filtersLock = lock(filtersPermission);
  const sortLock = lock(PERMISSION.radarSort);
  return (
    <div className={styles.toolbar} role="group" aria-label={radarMessages.filtersAndSorting}>
      {menus.map(({ field, label, options }) => (
        <FilterMenu
          key={field}
          label={label}
          value={filters[field] ?? ''}
          options={options}
          onChange={(value) => onFiltersChange({ ...filters, [field]: value })}
          onLocked={filtersLock}
          lockedNote={filtersLock ? 'PRO' : undefined}
        />
      ))}
      <FilterMenu
        label={sharedMessages.sorting}
        value={sort}
        options={sorts.map((value) => ({ value, label: sortLabels[value] }))}
        onChange={(value) => onSortChange(value as S)}
        onLocked={sortLock}
        lockedNote={sortLock ? 'PRO' : undefined}
      />
      {active > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => onFiltersChange({ ...defaults })}>
          {radarMessages.resetFiltersPrefix}
          {active})
        </Button>
      ) : null}
      {children}
    </div>
  );
}

/** The range fields of a radar query (GET /api/insider-radar/…: min_value, max_value, date_from, date_to). */
export const RADAR_RANGE_FIELDS = ['min_value', 'max_value', 'date_from', 'date_to'] as const;
type RangeField = (typeof RADAR_RANGE_FIELDS)[number];

const RANGE_LABELS: Record<RangeField, string> = {
  min_value: radarMessages.amountFrom,
  max_value: radarMessages.amountTo,
  date_from: radarMessages.dealDateFrom,
  date_to: radarMessages.dealDateTo,
};
const AMOUNT = /^\d{1,15}$/;
const isDateField = (field: RangeField) => field === 'date_from' || field === 'date_to';

/**
 * The range form's fields read as a query: sums as whole roubles (spaces dropped), days typed as the site shows
 * them (01.11.2026) or as ISO days, sent as ISO days. An empty field clears its filter; anything else that is not
 * a sum or a day, or a «по» day before the «с» day, is an error of its field and nothing is applied.
 */
export function readRangeFields(
  typed: Readonly<Record<RangeField, string>>,
): { ok: true; values: Record<RangeField, string> } | { ok: false; errors: Partial<Record<RangeField, string>> } {
  const values = {} as Record<RangeField, string>;
  const errors: Partial<Record<RangeField, string>> = {};
  for (const field of RADAR_RANGE_FIELDS) {
    const text = typed[field].trim();
    if (text === '') {
      values[field] = '';
    } else if (isDateField(field)) {
      const day = parseDayInput(text);
      if (day) values[field] = day;
      else errors[field] = radarMessages.dateInvalid;
    } else {
      const amount = text.replace(/\s/g, '');
      if (AMOUNT.test(amount)) values[field] = amount;
      else errors[field] = radarMessages.amountInvalid;
    }
  }
  if (!errors.date_from && !errors.date_to && values.date_from && values.date_to && values.date_to < values.date_from) {
    errors.date_to = radarMessages.dateRangeReversed;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/**
 * Sum range and dates of a radar page as a small form; «Применить» sends them with the other filters.
 * An account without the filters' permission may type but applying reports the permission check.
 */
export function RadarRangeFilters<F extends Record<string, string>>({
  user,
  filtersPermission,
  filters,
  onFiltersChange,
  onPermissionRequired,
}: {
  user: User;
  filtersPermission: string;
  filters: F;
  onFiltersChange: (next: F) => void;
  onPermissionRequired: PermissionRequiredHandler;
}) {
  const id = useId();
  const locked = !can(user, filtersPermission);
  // Keyed by the applied values, so the fields show them again after a navigation or a reset.
  const key = RADAR_RANGE_FIELDS.map((field) => filters[field] ?? '').join('|');
  // The errors of the last «Применить», for the values they were about (a navigation or a reset drops them).
  const [checked, setChecked] = useState<{ key: string; errors: Partial<Record<RangeField, string>> }>({
    key,
    errors: {},
  });
  const errors = checked.key === key ? checked.errors : {};
  const setErrors = (next: Partial<Record<RangeField, string>>) => setChecked({ key, errors: next });
  return (
    <form
      key={key}
      className={styles.range}
      aria-labelledby={`${id}-legend`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (locked) {
          const outcome = checkPermission(user, filtersPermission);
          if (outcome.kind !== 'proceed') onPermissionRequired(outcome, filtersPermission);
          return;
        }
        const data = new FormData(event.currentTarget);
        const read = readRangeFields(
          Object.fromEntries(RADAR_RANGE_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<
            RangeField,
            string
          >,
        );
        if (!read.ok) {
          setErrors(read.errors);
          const first = RADAR_RANGE_FIELDS.find((field) => read.errors[field]);
          if (first) event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
          return;
        }
        setErrors({});
        onFiltersChange({ ...filters, ...read.values } as F);
      }}
    >
      <span id={`${id}-legend`} className={styles.rangeLegend}>
        {radarMessages.amountAndDates}
        {locked ? ' (PRO)' : ''}
      </span>
      {RADAR_RANGE_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          size="sm"
          label={RANGE_LABELS[field]}
          defaultValue={isDateField(field) ? formatIsoDay(filters[field] ?? '') : (filters[field] ?? '')}
          inputMode={isDateField(field) ? 'text' : 'numeric'}
          error={errors[field]}
          placeholder={isDateField(field) ? radarMessages.dateFormatPlaceholder : radarMessages.amountPlaceholder}
          wrapperClassName={styles.rangeField}
        />
      ))}
      <Button type="submit" variant="secondary" size="sm">
        {radarMessages.apply}
      </Button>
    </form>
  );
}

/** The free account's note under a radar table: the latest deals shown, the rest in PRO. */
export function RadarFreeLimit({
  limit,
  hidden,
  plansHref,
  onNavigate,
}: {
  limit: number;
  hidden: number;
  plansHref: string;
  onNavigate?: NavigateHandler;
}) {
  return (
    <Alert
      tone="info"
      title={radarMessages.freeLatestShown(formatCount(limit, DEAL_FORMS))}
      actions={
        <Button asChild size="sm">
          <a href={plansHref} onClick={inAppClick(onNavigate, plansHref)}>
            {MESSAGES.connectPro}
          </a>
        </Button>
      }
    >
      {radarMessages.morePrefix}
      {formatCount(hidden, DEAL_FORMS)}
      {radarMessages.moreInProSuffix}
    </Alert>
  );
}

/** «Найдено 25 сделок», or «Найдено более 1 000 сделок» when the server stopped counting (meta.total_capped). */
export function foundDeals(total: number, capped = false): string {
  const count = formatCount(total, DEAL_FORMS);
  return capped ? sharedMessages.foundMoreThan(count) : sharedMessages.found(count);
}
