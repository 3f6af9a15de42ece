import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { RatingPage, ratingHead, type Forecaster, type RatingKind } from '@investradar/ui';
import { can, FREE_FORECASTERS_LIMIT, guestUser, ideaFilterPermission } from '@investradar/ui/domain';
import type { RatingData } from '../ideas/ideasLoaders';
import { PageMeta } from '../layout/PageMeta';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';

/** `/rating`: the forecasters rating (period, analysts or brokers); the limited view and «PRO» as the API's meta.limited says. */
export function RatingRoute() {
  const data = useLoaderData<RatingData>();
  const account = useAccount();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { requirePermission } = usePortfolioActions();
  const user = account.status === 'ready' ? account.user : guestUser;
  const { meta, results } = data;
  const kind: RatingKind = meta.kind === 'broker' ? 'broker' : 'analyst';

  const go = (next: { kind?: RatingKind; period?: string; page?: number }) => {
    const params = new URLSearchParams();
    const k = next.kind ?? kind;
    const period = next.period ?? meta.period;
    const page = next.page ?? 1;
    if (k !== 'analyst') params.set('kind', k);
    if (period !== 'all') params.set('period', period);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    void navigate({ pathname, search: search ? `?${search}` : '' }, { preventScrollReset: true });
  };

  const rows: Forecaster[] = results.forecasters.map((row) => ({
    id: row.id,
    place: row.rank,
    name: row.name,
    broker: row.broker?.name ?? '',
    successRate: row.success_rate,
    score: row.score,
    averageReturn: row.average_return ?? 0,
    ideasCount: row.closed_ideas,
    // A name opens its ideas: an analyst's through the open analyst_id, a broker's through the broker
    // filter (PRO: linked only for accounts that may use it).
    href:
      kind === 'analyst'
        ? `/ideas?status=all&analyst_id=${row.id}`
        : can(user, ideaFilterPermission('broker_id'))
          ? `/ideas?status=all&broker_id=${row.id}`
          : '',
  }));

  return (
    <>
      <PageMeta {...ratingHead} />
      <RatingPage
        user={user}
        forecasters={rows}
        busy={navigation.state === 'loading' && navigation.location.pathname === pathname}
        period={meta.period}
        onPeriodChange={(period) => go({ period })}
        onPermissionRequired={(_outcome, permission) => requirePermission(permission)}
        onNavigate={(href) => void navigate(href)}
        limited={meta.limited}
        openRows={FREE_FORECASTERS_LIMIT}
        hiddenCount={meta.limited ? Math.max(0, results.total - results.forecasters.length) : 0}
        kind={kind}
        kindHref={(value) => (value === 'analyst' ? pathname : `${pathname}?kind=${value}`)}
        onKindChange={(value) => go({ kind: value, page: 1 })}
        page={meta.page}
        pageCount={Math.max(1, Math.ceil(results.total / meta.per_page))}
        onPageChange={(page) => go({ page })}
      />
    </>
  );
}
