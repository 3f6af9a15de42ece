import { useEffect, useRef } from 'react';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';
import type { RadarPageData } from './radarLoaders';
import { radarSearchOf, type RadarState } from './radarQuery';

/**
 * What both radar pages do with their loader's data: filters, sort and page go into the address (the
 * loader reads them back, so they survive a reload and a shared link); a locked choice, or a locked
 * address the API refused, opens the app's permission dialog.
 */
export function useRadarPage() {
  const data = useLoaderData<RadarPageData>();
  const account = useAccount();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { requirePermission: refuse } = usePortfolioActions();
  const { state } = data;

  // The API refused the address (403 naming the permission): once per answer, after hydration. The
  // address then drops what was ignored, so it says what the list shows (and a reload does not ask again).
  const shownFor = useRef<RadarPageData | null>(null);
  const search = radarSearchOf(state).toString();
  useEffect(() => {
    if (!data.refused || shownFor.current === data) return;
    shownFor.current = data;
    refuse(data.refused);
    void navigate(search ? `${pathname}?${search}` : pathname, { replace: true, preventScrollReset: true });
  }, [data, refuse, navigate, pathname, search]);

  const go = (next: RadarState) => {
    const nextSearch = radarSearchOf(next).toString();
    void navigate(nextSearch ? `${pathname}?${nextSearch}` : pathname);
  };

  return {
    data,
    user: account.status === 'ready' ? account.user : null,
    busy: navigation.state === 'loading' && navigation.location.pathname === pathname,
    pageCount: Math.max(1, Math.ceil(data.total / Math.max(1, data.perPage))),
    onFiltersChange: (filters: Record<string, string>) =>
      go({ ...state, filters: { ...state.filters, ...filters }, page: 1 }),
    onSortChange: (sort: string) => go({ ...state, sort, page: 1 }),
    onPageChange: (page: number) => go({ ...state, page }),
    onPermissionRequired: (_outcome: unknown, permission: string) => refuse(permission),
    onNavigate: (href: string) => void navigate(href),
    /** The Excel export of the current filter and order (PRO; the API answers the file as an attachment). */
    exportHref: (page: 'deals' | 'buybacks') => `/api/insider-radar/${page}/export${search ? `?${search}` : ''}`,
  };
}
