import { useId, useState, type FormEvent } from 'react';
import { Badge, Button, Dialog, FormErrors, Spinner, TextField } from '../../../components';
import {
  can,
  checkPermission,
  formatNumber,
  MAX_SAVED_FILTERS,
  MESSAGES,
  PERMISSION,
  SAVED_FILTER_NAME_MAX,
  type PermissionOutcome,
  type User,
} from '../../../domain';
import * as styles from './SavedFilters.css';
import * as savedMessages from './messages';

/** The permission of saved filter sets (docs/product/permissions.md). */
export const SAVED_FILTERS_PERMISSION = PERMISSION.savedFilters;

/** One saved set: its name and the feed's query it applies (GET /api/ideas/filters). */
export type SavedFilterItem = { id: number; name: string; query: string };

/** Field and form errors of a failed save, as the API's 422 names them. */
export type SavedFilterErrors = { name?: readonly string[]; form?: readonly string[] };

export type SavedFiltersProps = {
  user: User;
  /** The account's saved sets; null while they load (the dialog loads them when it opens). */
  items: readonly SavedFilterItem[] | null;
  /** The feed's filters differ from the defaults: there is something to save. */
  canSave: boolean;
  /** The dialog opened or closed (the app loads the sets on the first open). */
  onOpenChange?: (open: boolean) => void;
  /** Applies a set to the feed; the dialog closes. */
  onApply: (item: SavedFilterItem) => void;
  /** Saves the current filters under a name; resolves on success, rejects with SavedFilterErrors. */
  onSave: (name: string) => Promise<unknown>;
  onDelete: (item: SavedFilterItem) => void;
  /** A free account or a guest opened the sets: the spec's permission check decides what opens. */
  onPermissionRequired: (outcome: Exclude<PermissionOutcome, { kind: 'proceed' }>, permission: string) => void;
  limit?: number;
};

const isErrors = (value: unknown): value is SavedFilterErrors =>
  typeof value === 'object' && value !== null && ('name' in value || 'form' in value);

/**
 * «Мои фильтры» of the ideas feed (PRO, ii.filters.saved): a dialog listing the saved sets — apply or delete each —
 * and a form that saves the feed's current filters under a name (up to MAX_SAVED_FILTERS, names unique). Without
 * the permission the button runs the spec's permission check instead of opening.
 */
export function SavedFilters({
  user,
  items,
  canSave,
  onOpenChange,
  onApply,
  onSave,
  onDelete,
  onPermissionRequired,
  limit = MAX_SAVED_FILTERS,
}: SavedFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<SavedFilterErrors>({});
  const [savedName, setSavedName] = useState<string | null>(null);
  const allowed = can(user, SAVED_FILTERS_PERMISSION);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setErrors({});
      setSavedName(null);
    }
    onOpenChange?.(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setErrors({ name: [MESSAGES.savedFilterNameRequired] });
      return;
    }
    setSaving(true);
    setErrors({});
    setSavedName(null);
    try {
      await onSave(trimmed);
      setSavedName(trimmed);
      setName('');
    } catch (error) {
      setErrors(isErrors(error) ? error : { form: [MESSAGES.genericError] });
    } finally {
      setSaving(false);
    }
  };

  if (!allowed) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          const outcome = checkPermission(user, SAVED_FILTERS_PERMISSION);
          if (outcome.kind !== 'proceed') onPermissionRequired(outcome, SAVED_FILTERS_PERMISSION);
        }}
      >
        {savedMessages.myFilters}
        <Badge tone="warning" size="sm">
          PRO
        </Badge>
      </Button>
    );
  }

  const full = items !== null && items.length >= limit;
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={savedMessages.dialogTitle}
      description={savedMessages.dialogLead}
      trigger={
        <Button variant="secondary" size="sm">
          {savedMessages.myFilters}
          {items?.length ? (
            <Badge tone="brand" variant="solid" size="sm">
              {items.length}
            </Badge>
          ) : null}
        </Button>
      }
    >
      <div className={styles.body}>
        {items === null ? (
          <Spinner label={savedMessages.loading} />
        ) : items.length === 0 ? (
          <p className={styles.muted}>{savedMessages.none}</p>
        ) : (
          <ul className={styles.list} aria-label={savedMessages.listCaption}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <span className={styles.name}>{item.name}</span>
                <Button
                  size="sm"
                  aria-label={savedMessages.applyNamed(item.name)}
                  onClick={() => {
                    onApply(item);
                    changeOpen(false);
                  }}
                >
                  {savedMessages.apply}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={savedMessages.removeNamed(item.name)}
                  onClick={() => onDelete(item)}
                >
                  {savedMessages.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {items !== null ? (
          <p className={styles.muted}>{savedMessages.usage(formatNumber(items.length), formatNumber(limit))}</p>
        ) : null}
        <form className={styles.form} aria-labelledby={`${id}-save`} onSubmit={submit} noValidate>
          <h3 id={`${id}-save`} className={styles.formTitle}>
            {savedMessages.saveCurrent}
          </h3>
          {canSave ? (
            <>
              <FormErrors errors={errors.form} />
              <TextField
                label={savedMessages.nameLabel}
                placeholder={savedMessages.namePlaceholder}
                value={name}
                maxLength={SAVED_FILTER_NAME_MAX}
                onChange={(event) => {
                  setName(event.target.value);
                  setErrors({});
                }}
                error={errors.name ? [...errors.name] : undefined}
                disabled={saving || full}
                description={full ? MESSAGES.savedFiltersLimit : undefined}
              />
              <Button type="submit" size="sm" loading={saving} disabled={full}>
                {savedMessages.save}
              </Button>
              {savedName ? (
                <p role="status" className={styles.muted}>
                  {savedMessages.saved(savedName)}
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.muted}>{savedMessages.nothingToSave}</p>
          )}
        </form>
      </div>
    </Dialog>
  );
}
