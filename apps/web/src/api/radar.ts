import type { InsiderAnswer, RadarDealsAnswer } from '@investradar/ui/domain';
import type { ApiClient, Parser } from './client';

/** The answer parsers the radar's calls use (endpoints.ts `answer(name)`). */
type RadarParsers = {
  radarDealsAnswerSchema: Parser<RadarDealsAnswer>;
  insiderAnswerSchema: Parser<InsiderAnswer>;
};

/** A radar query: the address's fields as the API takes them; empty values are left out. */
export type RadarQuery = Readonly<Record<string, string | number>>;

function queryOf(query: RadarQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== '' && value !== undefined) out[key] = String(value);
  return out;
}

/**
 * The insider radar's calls (issue #14, apps/api/README.md): the deals and buybacks pages and an
 * insider's page. A refused filter answers 403 naming its permission (see refusedPermission).
 */
export function radarEndpoints(client: ApiClient, parsers: RadarParsers) {
  return {
    /** GET /api/insider-radar/deals with the page's query. */
    radarDeals(query: RadarQuery): Promise<RadarDealsAnswer> {
      return client.request('/api/insider-radar/deals', parsers.radarDealsAnswerSchema, { query: queryOf(query) });
    },

    /** GET /api/insider-radar/buybacks with the page's query. */
    radarBuybacks(query: RadarQuery): Promise<RadarDealsAnswer> {
      return client.request('/api/insider-radar/buybacks', parsers.radarDealsAnswerSchema, { query: queryOf(query) });
    },

    /** GET /api/insiders/{id}: person, positions, latest deals, totals; 404 for an unknown id. */
    insider(id: number): Promise<InsiderAnswer> {
      return client.request(`/api/insiders/${encodeURIComponent(String(id))}`, parsers.insiderAnswerSchema);
    },
  };
}
