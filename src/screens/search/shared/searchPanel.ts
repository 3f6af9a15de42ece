import type { InsiderResult, SearchResponse, StockResult } from '../../../domain';

/** What choosing a result leads to: a stock page (always a full page load) or the insider deals. */
export const searchResultKinds = ['stock', 'insider'] as const;
export type SearchResultKind = (typeof searchResultKinds)[number];

/**
 * Navigation is the app's decision (spec §2: an insider result navigates in-app inside the account
 * single-page app and with a full page load elsewhere; a stock always loads its ticker_url).
 */
export type SearchNavigate = (href: string, options: { kind: SearchResultKind }) => void;

export type SearchOption =
  | { kind: 'stock'; href: string; result: StockResult }
  | { kind: 'insider'; href: string; result: InsiderResult };

/** Spec §2: /insider-radar/deals?search_id={id}&whose_id=investor */
export function insiderDealsHref(id: number): string {
  return `/insider-radar/deals?search_id=${encodeURIComponent(String(id))}&whose_id=investor`;
}

/** The flat option order used by the arrow keys: stocks first, then insiders, as rendered. */
export function searchOptions(response: SearchResponse | null): SearchOption[] {
  if (!response) return [];
  return [
    ...response.results.stocks.map((result): SearchOption => ({ kind: 'stock', href: result.ticker_url, result })),
    ...response.results.insiders.map(
      (result): SearchOption => ({ kind: 'insider', href: insiderDealsHref(result.id), result }),
    ),
  ];
}

/** A response belongs to the query it echoes in meta.query (spec §4: stale answers are ignored). */
export function answersQuery(response: SearchResponse | null | undefined, query: string): response is SearchResponse {
  return response != null && query.trim() !== '' && response.meta.query.trim() === query.trim();
}
