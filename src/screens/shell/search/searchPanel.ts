import { insiderHref, type SearchResults, type InsiderResult, type StockResult } from '../../../domain';

/** What choosing a result leads to: a stock page (always a full page load) or the insider deals. */
export const searchResultKinds = ['stock', 'insider'] as const;
export type SearchResultKind = (typeof searchResultKinds)[number];

/**
 * Navigation is the app's decision (docs/product/screens.md: an insider result navigates in-app inside the account
 * single-page app and with a full page load elsewhere; a stock always loads its ticker_url — see
 * the domain's stockTarget / insiderTarget).
 */
export type SearchNavigate = (href: string, options: { kind: SearchResultKind }) => void;

export type SearchOption =
  { kind: 'stock'; href: string; result: StockResult } | { kind: 'insider'; href: string; result: InsiderResult };

/** The flat option order used by the arrow keys: stocks first, then insiders, as rendered. */
export function searchOptions(results: SearchResults | null): SearchOption[] {
  if (!results) return [];
  return [
    ...results.stocks.map((result): SearchOption => ({ kind: 'stock', href: result.ticker_url, result })),
    ...results.insiders.map((result): SearchOption => ({ kind: 'insider', href: insiderHref(result.id), result })),
  ];
}
