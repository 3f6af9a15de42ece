import {
  can,
  MAX_SAVED_FILTERS,
  MESSAGES,
  parseIdeasFilter,
  PERMISSION,
  validateIdeasFilter,
  savedFilterPayloadSchema,
  serializeFilterState,
} from '@investradar/ui/domain';
import { ApiError, invalid, parseBody } from '../../lib/errors';
import type { SavedFiltersRepository } from './saved-filters.repository';
import type { UserRow } from '../account';
import type { PermissionsReader } from './ideas.service';

export const SAVED_FILTERS_PERMISSION = PERMISSION.savedFilters;

export function createSavedFiltersService(deps: {
  savedFilters: SavedFiltersRepository;
  permissionsOf: PermissionsReader;
}) {
  const { savedFilters, permissionsOf } = deps;

  async function requirePro(user: UserRow) {
    if (!can(await permissionsOf(user), SAVED_FILTERS_PERMISSION)) {
      throw new ApiError(403, MESSAGES.proOnly, undefined, { permission: SAVED_FILTERS_PERMISSION });
    }
  }

  const view = (row: { id: number; name: string; query: string; createdAt: Date }) => ({
    id: row.id,
    name: row.name,
    query: row.query,
    filters: parseIdeasFilter(row.query),
    created_at: row.createdAt.toISOString(),
  });

  return {
    async list(user: UserRow) {
      await requirePro(user);
      return { results: { filters: (await savedFilters.list(user.id)).map(view) }, meta: { limit: MAX_SAVED_FILTERS } };
    },

    /** The query is validated as the feed's and stored normalised (serializeFilterState, first page). */
    async add(user: UserRow, body: unknown) {
      await requirePro(user);
      const { name, filters } = parseBody(savedFilterPayloadSchema, body);
      const params = Object.fromEntries(new URLSearchParams(filters.startsWith('?') ? filters.slice(1) : filters));
      const parsed = parseIdeasFilter(params);
      if (Object.keys(validateIdeasFilter(parsed, params)).length)
        throw invalid({ filters: [MESSAGES.ideasFilterInvalid] });
      const query = serializeFilterState({ ...parsed, page: 1, active_id: '' });
      const outcome = await savedFilters.add(user.id, name, query, MAX_SAVED_FILTERS);
      if (outcome === 'limit') throw invalid({ form: [MESSAGES.savedFiltersLimit] });
      if (outcome === 'taken') throw invalid({ name: [MESSAGES.savedFilterNameTaken] });
      return { success: true, filter: view(outcome) };
    },

    async remove(user: UserRow, id: number) {
      await requirePro(user);
      if (!(await savedFilters.remove(user.id, id))) throw new ApiError(404, MESSAGES.notFoundEntity);
      return { success: true };
    },
  };
}
export type SavedFiltersService = ReturnType<typeof createSavedFiltersService>;
