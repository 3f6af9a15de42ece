import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PortfolioIdeaDeleteConfirm, PortfolioPage, type IdeaSummary } from '@investradar/ui';
import { can, MESSAGES, PERMISSION, type PortfolioEvent, type User } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { PageLoadError, PageLoading } from '../layout/PageStates';
import { useNotify } from '../notify/Notifications';
import { toIdeaSummary } from '../portfolio/ideas';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { usePortfolioUpdatesRefresh } from '../portfolio/usePortfolioUpdates';
import { useAccount, useApi } from '../session/AppContext';

/** Texts the spec does not give: the removal notice and its undo. */
export const PORTFOLIO_ROUTE_TEXTS = {
  title: 'Портфель идей',
  loading: 'Загружаем портфель…',
  loadFailed: 'Не удалось загрузить портфель',
  removed: 'Идея убрана из портфеля',
  undo: 'Вернуть',
  undoAlt: 'Добавьте идею в портфель снова из ленты идей',
} as const;

/**
 * /portfolio (spec §2): a guest and an account without ii.portfolio get the page's own gates
 * (login/registration, 'Доступно для аккаунтов уровня PRO'); everyone else their portfolio.
 */
export function PortfolioRoute() {
  const account = useAccount();
  const navigate = useNavigate();
  const title = <title>{`${PORTFOLIO_ROUTE_TEXTS.title} — ${MESSAGES.productName}`}</title>;

  if (account.status === 'loading') return <PageLoading />;
  if (account.status === 'error') return <PageLoadError onRetry={() => void account.store.reload()} />;
  const user = account.user;
  const portfolioId = user.portfolio?.id;
  if (portfolioId === undefined || !can(user, PERMISSION.portfolio)) {
    return (
      <div className="app-portfolio">
        {title}
        <PortfolioPage user={user} ideas={[]} updates={[]} onRemove={() => undefined} onNavigate={(href) => void navigate(href)} />
      </div>
    );
  }
  return (
    <div className="app-portfolio">
      {title}
      <Portfolio user={user} portfolioId={portfolioId} />
    </div>
  );
}

type Loaded = { ideas: IdeaSummary[]; updates: PortfolioEvent[]; updatesCount: number };

function Portfolio({ user, portfolioId }: { user: User; portfolioId: number }) {
  const api = useApi();
  const { store } = useAccount();
  const notify = useNotify();
  const navigate = useNavigate();
  const actions = usePortfolioActions();
  const refreshUpdates = usePortfolioUpdatesRefresh();
  const [data, setData] = useState<Loaded | 'loading' | 'error'>('loading');
  const [generation, setGeneration] = useState(0);
  const [pending, setPending] = useState<{ id: number; name: string } | null>(null);
  const [removing, setRemoving] = useState(false);

  // GET /api/portfolios/{id}; then the updates this page shows count as seen: POST mark-as-viewed for
  // each idea with unviewed updates, and the header's dropdown is refreshed.
  useEffect(() => {
    let cancelled = false;
    api.getPortfolio(portfolioId).then(
      async (portfolio) => {
        if (cancelled) return;
        setData({ ideas: portfolio.ideas.map(toIdeaSummary), updates: portfolio.updates, updatesCount: portfolio.updates_count });
        const unseen = [...new Set(portfolio.updates.filter((update) => !update.viewed).map((update) => update.idea_id))];
        if (!unseen.length) return;
        try {
          for (const ideaId of unseen) {
            if (cancelled) return;
            await api.markPortfolioViewed(portfolioId, ideaId);
          }
        } catch {
          // Still unseen: the header keeps counting them.
        }
        if (!cancelled) await refreshUpdates();
      },
      (error: unknown) => {
        if (!cancelled && !(error instanceof ApiError && error.redirected)) setData('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, portfolioId, generation, refreshUpdates]);

  const reload = () => {
    setData('loading');
    setGeneration((n) => n + 1);
  };

  async function remove(ideaId: number) {
    setRemoving(true);
    try {
      const result = await api.removeFromPortfolio(portfolioId, ideaId);
      setData((current) => (typeof current === 'object' ? { ...current, ideas: current.ideas.filter((idea) => idea.id !== ideaId) } : current));
      const latest = store.getState().user;
      if (latest?.portfolio) store.setUser({ ...latest, portfolio: { ...latest.portfolio, ideas: result.ideas } });
      notify(PORTFOLIO_ROUTE_TEXTS.removed, 'success', {
        action: {
          label: PORTFOLIO_ROUTE_TEXTS.undo,
          altText: PORTFOLIO_ROUTE_TEXTS.undoAlt,
          onClick: () => void actions.add(ideaId).then((added) => (added ? reload() : undefined)),
        },
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.redirected)) notify(MESSAGES.genericError, 'danger');
    }
    setRemoving(false);
    setPending(null);
  }

  if (data === 'loading') return <PageLoading label={PORTFOLIO_ROUTE_TEXTS.loading} />;
  if (data === 'error') return <PageLoadError title={PORTFOLIO_ROUTE_TEXTS.loadFailed} onRetry={reload} />;

  return (
    <>
      <PortfolioPage
        user={user}
        ideas={data.ideas}
        updates={data.updates}
        updatesCount={data.updatesCount}
        onRemove={(ideaId) => {
          const idea = data.ideas.find((item) => item.id === ideaId);
          if (idea) setPending({ id: idea.id, name: idea.name });
        }}
        onNavigate={(href) => void navigate(href)}
      />
      {pending ? (
        <PortfolioIdeaDeleteConfirm
          open
          ideaName={pending.name}
          busy={removing}
          onOpenChange={(open) => (open || removing ? undefined : setPending(null))}
          onConfirm={() => {
            if (!removing) void remove(pending.id);
          }}
        />
      ) : null}
    </>
  );
}
