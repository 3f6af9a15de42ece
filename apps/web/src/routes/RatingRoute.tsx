import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { BestForecasters, Pagination, type Forecaster } from '@investradar/ui';
import { can, FREE_FORECASTERS_LIMIT, guestUser, ideaFilterPermission } from '@investradar/ui/domain';
import type { RatingData } from '../ideas/ideasLoaders';
import { PageMeta } from '../layout/PageMeta';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { useAccount } from '../session/AppContext';

export const RATING_ROUTE_TEXTS = {
  title: 'Рейтинг аналитиков',
  description:
    'Рейтинг аналитиков и брокеров по успешности инвестиционных идей за месяц, квартал, год и всё время: доля идей, достигших цели, и средняя доходность.',
} as const;

const PERIODS = [
  { value: '1m', label: 'Месяц' },
  { value: '3m', label: '3 месяца' },
  { value: '1y', label: 'Год' },
  { value: 'all', label: 'Всё время' },
] as const;

const KINDS = [
  { value: 'analyst', label: 'Аналитики' },
  { value: 'broker', label: 'Брокеры' },
] as const;

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
  const kind = meta.kind === 'broker' ? 'broker' : 'analyst';

  const go = (next: { kind?: string; period?: string; page?: number }) => {
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
      <PageMeta title={RATING_ROUTE_TEXTS.title} description={RATING_ROUTE_TEXTS.description} />
      <BestForecasters
        user={user}
        forecasters={rows}
        busy={navigation.state === 'loading' && navigation.location.pathname === pathname}
        periods={PERIODS}
        period={meta.period}
        onPeriodChange={(period) => go({ period })}
        onPermissionRequired={(_outcome, permission) => requirePermission(permission)}
        onNavigate={(href) => void navigate(href)}
        limited={meta.limited}
        openRows={FREE_FORECASTERS_LIMIT}
        hiddenCount={meta.limited ? Math.max(0, results.total - results.forecasters.length) : 0}
        kind={kind}
        toolbar={
          <nav aria-label="Кого показывать" className="app-switch">
            {KINDS.map((item) => (
              <a
                key={item.value}
                href={item.value === 'analyst' ? pathname : `${pathname}?kind=${item.value}`}
                aria-current={item.value === kind ? 'page' : undefined}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  go({ kind: item.value, page: 1 });
                }}
              >
                {item.label}
              </a>
            ))}
          </nav>
        }
      />
      {meta.limited ? null : (
        <div className="app-pages">
          <Pagination
            page={meta.page}
            pageCount={Math.max(1, Math.ceil(results.total / meta.per_page))}
            onPageChange={(page) => go({ page })}
            aria-label="Страницы рейтинга"
          />
        </div>
      )}
    </>
  );
}
