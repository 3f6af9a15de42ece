import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { PORTFOLIO_NOTICES } from '@investradar/ui';
import {
  accountFlags,
  checkPermission,
  consumeDeferredPortfolioIdea,
  consumeDeferredRedirect,
  MESSAGES,
  PERMISSION,
  portfolioAddBlocker,
  REGISTRATION_PERMISSIONS,
  storeDeferredPortfolioIdea,
  type User,
} from '@investradar/ui/domain';
import { ApiError } from '../api/client';
import { refusedPermission } from '../api/endpoints';
import { useAuthDrawers } from '../auth/AuthDrawers';
import { useNotify } from '../notify/Notifications';
import { useAccount, useApi, useConfig, useServices } from '../session/AppContext';
import type { Refusal } from './RefusalDialog';

const RefusalDialog = lazy(() => import('./RefusalDialog'));

type PortfolioActions = {
  /**
   * Adds an idea to the portfolio behind the permission check (docs/product/flows.md, docs/product/validation.md, docs/product/permissions.md): a guest keeps the
   * idea for after registration and is offered it; without ii.portfolio 'Доступно для аккаунтов
   * уровня PRO' leads to the plans; at the free limit of 3 ideas the permission dialog lists the PRO
   * features. A refusal of the server (403 naming the permission) opens the same. Resolves true once
   * the idea is in the portfolio.
   */
  add: (ideaId: number) => Promise<boolean>;
  /**
   * A refused permission from elsewhere (a locked filter, a 403 naming it, the API's meta.ignored_filters,
   * full statistics): the registration drawer or the permission dialog, by the same rule as the portfolio's.
   */
  requirePermission: (permission: string) => void;
};

const PortfolioActionsContext = createContext<PortfolioActions | null>(null);

export function usePortfolioActions(): PortfolioActions {
  const actions = useContext(PortfolioActionsContext);
  if (!actions) throw new Error('usePortfolioActions() outside <PortfolioActionsProvider>');
  return actions;
}

/** Which dialog a refused permission opens (null: the registration drawer, no dialog). */
function refusalOf(user: User | null, permission: string): Refusal | null {
  if (REGISTRATION_PERMISSIONS.includes(permission)) return null;
  if (!user || accountFlags(user).isGuest) return { kind: 'permission', type: permission, isGuest: true };
  // docs/product/permissions.md: without ii.portfolio a modal 'Доступно для аккаунтов уровня PRO' with a connect button.
  if (permission === PERMISSION.portfolio) return { kind: 'upgrade' };
  return { kind: 'permission', type: permission, isGuest: false };
}

export function PortfolioActionsProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { storage } = useServices();
  const { store } = useAccount();
  const config = useConfig().config;
  const notify = useNotify();
  const navigate = useNavigate();
  const drawers = useAuthDrawers();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const refuse = useCallback(
    (permission: string) => {
      const next = refusalOf(store.getState().user, permission);
      if (next) setRefusal(next);
      else drawers.open('register');
    },
    [store, drawers],
  );

  /** POST …/add/{ideaId}; the account takes the idea ids the server holds now. */
  const send = useCallback(
    async (portfolioId: number, ideaId: number): Promise<boolean> => {
      try {
        const result = await api.addToPortfolio(portfolioId, ideaId);
        const user = store.getState().user;
        if (user?.portfolio) store.setUser({ ...user, portfolio: { ...user.portfolio, ideas: result.ideas } });
        notify(PORTFOLIO_NOTICES.added, 'success');
        return true;
      } catch (error) {
        const permission = refusedPermission(error);
        if (permission) refuse(permission);
        else if (!(error instanceof ApiError && error.redirected)) notify(MESSAGES.genericError, 'danger');
        return false;
      }
    },
    [api, store, notify, refuse],
  );

  const add = useCallback(
    async (ideaId: number): Promise<boolean> => {
      const user = store.getState().user;
      if (!user || accountFlags(user).isGuest || !user.portfolio) {
        // Added after registration or login (the deferred add-to-portfolio of docs/product/flows.md).
        if (!user || accountFlags(user).isGuest) storeDeferredPortfolioIdea(storage.local, ideaId);
        refuse(PERMISSION.portfolio);
        return false;
      }
      const held = user.portfolio.ideas;
      const blocker = held.includes(ideaId) ? null : portfolioAddBlocker(user, held.length);
      if (blocker) {
        const outcome = checkPermission(user, blocker);
        if (outcome.kind !== 'proceed') {
          refuse(blocker);
          return false;
        }
      }
      return send(user.portfolio.id, ideaId);
    },
    [store, storage, refuse, send],
  );

  const value = useMemo(() => ({ add, requirePermission: refuse }), [add, refuse]);

  return (
    <PortfolioActionsContext value={value}>
      {children}
      <DeferredPortfolioAdd send={send} refuse={refuse} />
      {refusal ? (
        <Suspense fallback={null}>
          <RefusalDialog
            refusal={refusal}
            features={config?.pro_features}
            onClose={() => setRefusal(null)}
            onRegister={() => drawers.open('register')}
            onNavigate={(href) => void navigate(href)}
          />
        </Suspense>
      ) : null}
    </PortfolioActionsContext>
  );
}

/**
 * docs/product/flows.md: after the account loads for a non-guest, an idea id kept in local storage is consumed —
 * refused by the permission check for ii.portfolio_add_many_ideas, or added with a redirect to
 * /portfolio stored; a deferred redirect is followed once and removed.
 */
function DeferredPortfolioAdd({
  send,
  refuse,
}: {
  send: (portfolioId: number, ideaId: number) => Promise<boolean>;
  refuse: (permission: string) => void;
}) {
  const account = useAccount();
  const { storage } = useServices();
  const navigate = useNavigate();
  const handled = useRef<number | null>(null);
  const user = account.status === 'ready' ? account.user : null;
  const userId = user && !accountFlags(user).isGuest ? user.id : null;

  useEffect(() => {
    const current = account.store.getState().user;
    if (userId === null || !current || handled.current === userId) return;
    handled.current = userId;
    const outcome = consumeDeferredPortfolioIdea(storage.local, current);
    const follow = () => {
      const to = consumeDeferredRedirect(storage.local);
      if (to) void navigate(to);
    };
    if (outcome.kind === 'permission') {
      if (checkPermission(current, outcome.permission).kind !== 'proceed') refuse(outcome.permission);
      follow();
    } else if (outcome.kind === 'add') {
      void send(outcome.portfolioId, outcome.ideaId).then((added) => {
        // Not added: the stored redirect to /portfolio must not outlive the failed add.
        if (added) follow();
        else consumeDeferredRedirect(storage.local);
      });
    } else {
      follow();
    }
  }, [userId, account.store, storage, navigate, send, refuse]);

  return null;
}
