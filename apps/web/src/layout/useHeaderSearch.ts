import { useCallback, useMemo, useRef, useState } from 'react';
import type { NavigateFunction } from 'react-router';
import type { HeaderSearch } from '@investradar/ui';
import { ROUTES, searchRequestQuery, type SearchResponse } from '@investradar/ui/domain';
import type { Api } from '../api/endpoints';

/** The account area (docs/product/screens.md: the account single-page app under /account). */
export const isAccountArea = (pathname: string) =>
  pathname === ROUTES.account || pathname.startsWith(`${ROUTES.account}/`);

/**
 * The header's search (docs/product/screens.md, docs/product/flows.md): each query is sent as typed; an answer is applied only when its
 * meta.query equals the current query (stale answers are ignored) and failures are swallowed. A
 * stock opens its ticker_url with a full page load; an insider opens the deals page (docs/product/screens.md
 * Search) in the app inside the account area (/account…), with a full page load elsewhere.
 * `pathname` is the page the search is on.
 */
export function useHeaderSearch(api: Api, navigate: NavigateFunction, pathname = '/'): HeaderSearch {
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const current = useRef('');

  const onQueryChange = useCallback(
    (query: string) => {
      const requested = searchRequestQuery(query);
      current.current = requested;
      if (!requested) {
        setResponse(null);
        setLoading(false);
        return;
      }
      setLoading(true);
      api.search(requested).then(
        (answer) => {
          if (answer.meta.query !== current.current) return;
          setResponse(answer);
          setLoading(false);
        },
        () => {
          if (requested === current.current) setLoading(false);
        },
      );
    },
    [api],
  );

  const onCloseSearch = useCallback(() => {
    current.current = '';
    setResponse(null);
    setLoading(false);
  }, []);

  return useMemo(
    () => ({
      response,
      loading,
      onQueryChange,
      onCloseSearch,
      onNavigate: (href: string, { kind }: { kind: 'stock' | 'insider' }) => {
        if (kind === 'insider' && isAccountArea(pathname)) void navigate(href);
        else window.location.assign(href);
      },
    }),
    [response, loading, onQueryChange, onCloseSearch, navigate, pathname],
  );
}
