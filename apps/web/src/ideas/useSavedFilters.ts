import { useRef, useState } from 'react';
import {
  SAVED_FILTERS_PERMISSION,
  type SavedFilterErrors,
  type SavedFilterItem,
  type SavedFiltersProps,
} from '@investradar/ui';
import { can, MESSAGES, type SavedFilter, type User } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { useServices } from '../session/AppContext';

/** The 422 of POST /api/ideas/filters as the dialog's field and form errors. */
function saveErrors(error: unknown): SavedFilterErrors {
  if (error instanceof ApiError && error.status === 422) {
    const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    return {
      name: errors.name,
      form: errors.form ?? errors.filters ?? (errors.name ? undefined : [MESSAGES.genericError]),
    };
  }
  return { form: [MESSAGES.genericError] };
}

/**
 * The feed's «Мои фильтры» (PRO): the account's sets, loaded when the dialog first opens; saving the feed's
 * current query; deleting (the row goes at once, and comes back if the call fails). Applying navigates to the
 * set's query, as a filter change does. Without the permission nothing loads: the button runs the permission check.
 */
export function useSavedFilters(
  user: User,
  currentQuery: string,
  apply: (query: string) => void,
): Omit<SavedFiltersProps, 'user' | 'canSave' | 'onPermissionRequired'> {
  const { api } = useServices();
  const [items, setItems] = useState<SavedFilter[] | null>(null);
  const loading = useRef(false);
  const allowed = can(user, SAVED_FILTERS_PERMISSION);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    api.savedFilters().then(setItems, () => {
      loading.current = false;
      setItems([]);
    });
  };

  return {
    items,
    onOpenChange: (open: boolean) => {
      if (open && allowed && items === null) load();
    },
    onApply: (item: SavedFilterItem) => apply(item.query),
    onSave: async (name: string) => {
      try {
        const saved = await api.saveFilter(name, currentQuery);
        setItems((list) => [...(list ?? []), saved]);
      } catch (error) {
        throw saveErrors(error);
      }
    },
    onDelete: (item: SavedFilterItem) => {
      setItems((list) => list?.filter((row) => row.id !== item.id) ?? null);
      api.deleteFilter(item.id).catch(() => setItems((list) => (list ? [...list, item as SavedFilter] : list)));
    },
  };
}
