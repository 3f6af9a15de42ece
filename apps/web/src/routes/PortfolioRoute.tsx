import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import {
  PageLoading,
  PORTFOLIO_NOTICES,
  portfolioHead,
  PortfolioIdeaDeleteConfirm,
  PortfolioPage,
} from '@investradar/ui';
import { can, MESSAGES, PERMISSION, type User } from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { PageMeta } from '../layout/PageMeta';
import { useNotify } from '../notify/Notifications';
import type { PortfolioData } from '../portfolio/portfolioLoader';
import { usePortfolioActions } from '../portfolio/PortfolioActions';
import { usePortfolioUpdatesRefresh } from '../portfolio/usePortfolioUpdates';
import { useAccount, useApi } from '../session/AppContext';

/**
 * /portfolio (docs/product/screens.md): a guest and an account without ii.portfolio get the page's own gates
 * (login/registration, 'Доступно для аккаунтов уровня PRO'); everyone else their portfolio, read by
 * the route's loader (portfolio/portfolioLoader.ts).
 */
export function PortfolioRoute() {
  const account = useAccount();
  const navigate = useNavigate();
  const data = useLoaderData<PortfolioData | null>();
  const meta = <PageMeta {...portfolioHead} noindex />;

  if (account.status !== 'ready') return <PageLoading />;
  const user = account.user;
  if (!data || user.portfolio?.id !== data.portfolioId || !can(user, PERMISSION.portfolio)) {
    return (
      <>
        {meta}
        <PortfolioPage
          user={user}
          ideas={[]}
          updates={[]}
          onRemove={() => undefined}
          onNavigate={(href) => void navigate(href)}
        />
      </>
    );
  }
  return (
    <>
      {meta}
      <Portfolio user={user} data={data} />
    </>
  );
}

function Portfolio({ user, data }: { user: User; data: PortfolioData }) {
  const api = useApi();
  const { store } = useAccount();
  const notify = useNotify();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const actions = usePortfolioActions();
  const refreshUpdates = usePortfolioUpdatesRefresh();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const [pending, setPending] = useState<{ id: number; name: string } | null>(null);
  const [removing, setRemoving] = useState(false);
  const { portfolioId } = data;
  const ideas = data.ideas.filter((idea) => !removed.has(idea.id));

  // The updates this page shows count as seen: POST mark-as-viewed for each idea with unviewed
  // updates, then the header's dropdown is refreshed. A side effect of showing the data, once per
  // answer of the loader (StrictMode's second run of the effect, and re-renders, do not repeat it).
  const markedFor = useRef<PortfolioData | null>(null);
  useEffect(() => {
    if (markedFor.current === data) return;
    markedFor.current = data;
    const unseen = [...new Set(data.updates.filter((update) => !update.viewed).map((update) => update.idea_id))];
    if (!unseen.length) return;
    void (async () => {
      try {
        for (const ideaId of unseen) await api.markPortfolioViewed(data.portfolioId, ideaId);
      } catch {
        return; // Still unseen: the header keeps counting them.
      }
      await refreshUpdates();
    })();
  }, [api, data, refreshUpdates]);

  async function remove(ideaId: number) {
    setRemoving(true);
    try {
      const result = await api.removeFromPortfolio(portfolioId, ideaId);
      setRemoved((current) => new Set(current).add(ideaId));
      const latest = store.getState().user;
      if (latest?.portfolio) store.setUser({ ...latest, portfolio: { ...latest.portfolio, ideas: result.ideas } });
      notify(PORTFOLIO_NOTICES.removed, 'success', {
        action: {
          label: PORTFOLIO_NOTICES.undo,
          altText: PORTFOLIO_NOTICES.undoAlt,
          onClick: () =>
            void actions.add(ideaId).then(async (added) => {
              if (!added) return;
              await revalidator.revalidate();
              setRemoved((current) => {
                const next = new Set(current);
                next.delete(ideaId);
                return next;
              });
            }),
        },
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.redirected)) notify(MESSAGES.genericError, 'danger');
    }
    setRemoving(false);
    setPending(null);
  }

  return (
    <>
      <PortfolioPage
        user={user}
        ideas={ideas}
        updates={data.updates}
        updatesCount={data.updatesCount}
        onRemove={(ideaId) => {
          const idea = ideas.find((item) => item.id === ideaId);
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
