import { useId, type ReactNode } from 'react';
import { Button } from '../../../components';
import { can, checkPermission, countFilterDifferences, PERMISSION, type PermissionOutcome, type User } from '../../../domain';
import type { NavigateHandler } from '../../shared/inAppLink';
import { FilterMenu, type FilterMenuOption } from '../FilterMenu';
import { RadarNav, type RadarSection } from '../RadarNav';
import * as styles from './page.css';

/** A locked filter or the sort was used: the outcome of the spec's permission check. */
export type PermissionRequiredHandler = (outcome: Exclude<PermissionOutcome, { kind: 'proceed' }>, permission: string) => void;

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
    <div className={styles.toolbar} role="group" aria-label="Фильтры и сортировка">
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
        label="Сортировка"
        value={sort}
        options={sorts.map((value) => ({ value, label: sortLabels[value] }))}
        onChange={(value) => onSortChange(value as S)}
        onLocked={sortLock}
        lockedNote={sortLock ? 'PRO' : undefined}
      />
      {active > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => onFiltersChange({ ...defaults })}>
          Сбросить фильтры ({active})
        </Button>
      ) : null}
      {children}
    </div>
  );
}
