import {
  forecasterKinds,
  FREE_FORECASTERS_LIMIT,
  ideaPeriods,
  IDEAS_MAX_PER_PAGE,
  IDEAS_PER_PAGE,
  MESSAGES,
  PERMISSION,
  can,
  type ForecasterKind,
  type ForecastersResponse,
  type IdeaPeriod,
} from '@investradar/ui/domain';
import { invalid } from '../../lib/errors';
import type { ForecastersRepository } from './forecasters.repository';
import type { UserRow } from '../account';
import { flattenQuery, type PermissionsReader } from './ideas.service';

export function createForecastersService(deps: {
  forecasters: ForecastersRepository;
  permissionsOf: PermissionsReader;
}) {
  const { forecasters, permissionsOf } = deps;
  return {
    /**
     * GET /api/forecasters: the rating of one kind for one period, best score first. Without
     * ii.best_forecasters the limited view: the first FREE_FORECASTERS_LIMIT rows, without returns.
     */
    async list(user: UserRow | null, query: unknown): Promise<ForecastersResponse> {
      const raw = flattenQuery(query);
      const errors: Record<string, string[]> = {};
      const period = (raw.period || 'all') as IdeaPeriod;
      const kind = (raw.kind || 'analyst') as ForecasterKind;
      const page = raw.page ? Number(raw.page) : 1;
      const perPage = raw.per_page ? Number(raw.per_page) : IDEAS_PER_PAGE;
      if (!ideaPeriods.includes(period)) errors.period = [MESSAGES.ideasFilterInvalid];
      if (!forecasterKinds.includes(kind)) errors.kind = [MESSAGES.ideasFilterInvalid];
      if (!Number.isInteger(page) || page < 1 || page > 100_000) errors.page = [MESSAGES.ideasFilterInvalid];
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > IDEAS_MAX_PER_PAGE)
        errors.per_page = [MESSAGES.ideasFilterInvalid];
      if (Object.keys(errors).length) throw invalid(errors);

      const limited = !can(await permissionsOf(user), PERMISSION.bestForecasters);
      const offset = (page - 1) * perPage;
      const limit = limited ? Math.max(0, Math.min(perPage, FREE_FORECASTERS_LIMIT - offset)) : perPage;
      const { rows, total } = await forecasters.page({ period, kind, offset, limit });
      const percent = (value: string) => (limited ? null : Math.round(Number(value) * 100) / 100);
      return {
        results: {
          forecasters: rows.map((r) => ({
            kind,
            id: r.id,
            name: r.name,
            broker: r.brokerId === null || r.brokerName === null ? null : { id: r.brokerId, name: r.brokerName },
            rank: r.rank,
            closed_ideas: r.closed,
            successful_ideas: r.successes,
            success_rate: Math.round((r.successes / r.closed) * 10_000) / 100,
            score: Number(r.score),
            average_return: percent(r.averageReturn),
            annualised_return: percent(r.annualisedReturn),
            vs_index: percent(r.vsIndex),
          })),
          total,
        },
        meta: {
          period,
          kind,
          page,
          per_page: perPage,
          limited,
          computed_at: rows[0]?.computedAt.toISOString() ?? null,
          prior: rows[0] ? Math.round(Number(rows[0].prior) * 10_000) / 100 : 0,
        },
      };
    },
  };
}
export type ForecastersService = ReturnType<typeof createForecastersService>;
