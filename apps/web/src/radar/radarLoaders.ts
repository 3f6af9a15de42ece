import type { LoaderFunctionArgs } from 'react-router';
import type { RadarDeal } from '@investradar/ui/domain';
import { refusedPermission } from '../api/endpoints';
import { load, notFound } from '../session/routerContext';
import { openState, radarSearchOf, radarStateOf, type RadarState } from './radarQuery';

export type RadarPageData = {
  state: RadarState;
  /** The API's deals (the page maps them for the screen: radar/toInsiderDeal.ts). */
  deals: RadarDeal[];
  total: number;
  /** The API stopped counting at `total`: more deals match. */
  totalCapped: boolean;
  perPage: number;
  /** Free and guest accounts: the latest this many deals only; null for PRO. */
  visibleLimit: number | null;
  /** The address asked for what the account may not use: the permission the API named (the page opens its dialog). */
  refused: string | null;
  /** The insider of search_id (whose_id=investor), named by their deals. */
  insider: { id: number; name: string } | null;
};

function radarLoader(kind: 'deals' | 'buybacks') {
  return (args: LoaderFunctionArgs): Promise<RadarPageData> =>
    load(args, async ({ api }) => {
      const asked = radarStateOf(new URL(args.request.url).searchParams);
      if (asked.nav.search_id !== '' && !/^\d{1,15}$/.test(asked.nav.search_id)) throw notFound();
      const call = (state: RadarState) => {
        const query = Object.fromEntries(radarSearchOf(state));
        return kind === 'deals' ? api.radarDeals(query) : api.radarBuybacks(query);
      };
      let state = asked;
      let refused: string | null = null;
      let answer;
      try {
        answer = await call(asked);
      } catch (error) {
        // A locked filter, sort or page in the address (a shared link, the back button): the API
        // refuses it with 403 naming the permission; the page shows what everyone sees and says why.
        refused = refusedPermission(error);
        if (!refused) throw error;
        state = openState(asked);
        answer = await call(state);
      }
      const searchId = Number(state.nav.search_id);
      const byInsider = kind === 'deals' && state.nav.search_id !== '' && state.nav.whose_id !== 'company';
      // The insider's name from their deals; with none on this page (a filter left nothing), from their page's call.
      const named = byInsider
        ? (answer.results.deals.find((deal) => deal.insider?.id === searchId)?.insider ??
          (await api.insider(searchId).then(
            (found) => found.results.insider,
            () => undefined,
          )))
        : undefined;
      return {
        state,
        deals: answer.results.deals,
        total: answer.results.total,
        totalCapped: answer.meta.total_capped,
        perPage: answer.meta.per_page,
        visibleLimit: answer.meta.visible_limit,
        refused,
        insider: byInsider ? { id: searchId, name: named?.name ?? `№ ${searchId}` } : null,
      };
    });
}

/** /insider-radar/deals: GET /api/insider-radar/deals with the address's query. */
export const radarDealsLoader = radarLoader('deals');
/** /insider-radar/buybacks: GET /api/insider-radar/buybacks with the address's query. */
export const radarBuybacksLoader = radarLoader('buybacks');

/** /insiders/{id}: GET /api/insiders/{id}; an unknown id (or not a number) is the 404 page with status 404. */
export function insiderLoader(args: LoaderFunctionArgs) {
  return load(args, async ({ api }) => {
    const id = Number(args.params.id);
    if (!/^\d{1,15}$/.test(args.params.id ?? '') || !Number.isSafeInteger(id)) throw notFound();
    return api.insider(id);
  });
}
