import { useId } from 'react';
import { Badge, Button, CheckboxGroup, RadioGroup } from '../../../components';
import { countFilterDifferences, IDEAS_FILTER_DEFAULTS, type IdeasFilterState, type User } from '../../../domain';
import type { IdeasFilterOptions } from '../model';
import {
  IDEAS_FILTER_GROUPS,
  ideaFilterLock,
  ideaFilterPermission,
  withField,
  type FilterLock,
  type IdeasFilterField,
  type IdeasFilterGroup,
} from './groups';
import * as styles from './IdeasFilters.css';
import * as ideasMessages from '../messages';

export type IdeasFiltersProps = {
  user: User;
  value: IdeasFilterState;
  defaults?: IdeasFilterState;
  options: IdeasFilterOptions;
  onChange: (next: IdeasFilterState) => void;
  /** A locked filter was used; its change is not applied (docs/product/flows.md: the default action is cancelled). */
  onPermissionRequired: (outcome: FilterLock, permission: string) => void;
};

function lockNote(lock: FilterLock) {
  return lock.kind === 'register' ? ideasMessages.afterRegistration : 'PRO';
}

/** The ideas filter panel: groups of the filter state, a counter of differences from the defaults and a reset. */
export function IdeasFilters({
  user,
  value,
  defaults = IDEAS_FILTER_DEFAULTS,
  options,
  onChange,
  onPermissionRequired,
}: IdeasFiltersProps) {
  const id = useId();
  const changed = countFilterDifferences(value, defaults);

  /** Applies a change unless the filter is locked, in which case the permission flow runs instead. */
  const guard = (field: IdeasFilterField, apply: () => void) => {
    const lock = ideaFilterLock(user, field);
    if (lock) {
      onPermissionRequired(lock, ideaFilterPermission(field));
      return;
    }
    apply();
  };

  const renderGroup = (group: IdeasFilterGroup) => {
    const lock = ideaFilterLock(user, group.field);
    const title = (
      <span className={styles.groupTitle}>
        {group.title}
        {lock ? (
          <Badge tone={lock.kind === 'register' ? 'neutral' : 'warning'} size="sm">
            {lockNote(lock)}
          </Badge>
        ) : null}
      </span>
    );
    switch (group.kind) {
      case 'single':
        return (
          <RadioGroup
            key={group.field}
            label={title}
            value={value[group.field]}
            options={group.options(options).map((option) => ({ value: option.value, label: option.label }))}
            onValueChange={(next) => guard(group.field, () => onChange(withField(value, group.field, next)))}
          />
        );
      case 'numbers':
        return (
          <CheckboxGroup
            key={group.field}
            label={title}
            value={value[group.field].map(String)}
            options={group.options(options).map((option) => ({ value: String(option.value), label: option.label }))}
            onValueChange={(next) =>
              guard(group.field, () => onChange(withField(value, group.field, next.map(Number))))
            }
          />
        );
      case 'strings':
        return (
          <CheckboxGroup
            key={group.field}
            label={title}
            value={value[group.field]}
            options={group.options(options)}
            onValueChange={(next) => guard(group.field, () => onChange(withField(value, group.field, next)))}
          />
        );
      case 'flag':
        return (
          <CheckboxGroup
            key={group.field}
            label={title}
            value={value.iis === 1 ? ['1'] : []}
            options={[{ value: '1', label: group.label }]}
            onValueChange={(next) => guard('iis', () => onChange(withField(value, 'iis', next.includes('1') ? 1 : 0)))}
          />
        );
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          {ideasMessages.filters}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={changed === 0}
          onClick={() => onChange({ ...defaults, sort_by: value.sort_by, sort_order: value.sort_order })}
        >
          {ideasMessages.reset}
        </Button>
      </div>
      <p className={styles.counter} aria-live="polite">
        {changed > 0 ? ideasMessages.filtersChanged(changed) : ideasMessages.defaultFilters}
      </p>
      <div className={styles.groups}>{IDEAS_FILTER_GROUPS.map(renderGroup)}</div>
    </section>
  );
}
