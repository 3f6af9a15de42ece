import { StrictMode, useEffect, type ReactNode } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type HydrationState,
  type RouteObject,
  type RouterContextProvider,
} from 'react-router';
import { UiProvider } from '@investradar/ui';
import type { AppConfig, StoragePort, User } from '@investradar/ui/domain';
import { createApiClient, SESSION_EXPIRED_URL } from './api/client';
import { createApi } from './api/endpoints';
import { NotificationsProvider } from './notify/Notifications';
import { routes } from './routes';
import { createAccountStore } from './session/accountStore';
import { createConfigStore } from './session/configStore';
import { browserStorage } from './session/storage';
import { AppServicesProvider, type AppServices } from './session/AppContext';
import { routerContextWith } from './session/routerContext';

type Router = ReturnType<typeof createBrowserRouter>;

export type RouterOptions = { getContext: () => RouterContextProvider; hydrationData?: HydrationState };

export type CreateAppOptions = {
  /** Tests pass createMemoryRouter; the browser app uses the History API. */
  createRouter?: (routes: RouteObject[], options: RouterOptions) => Router;
  fetch?: typeof fetch;
  cookies?: () => string;
  theme?: 'light' | 'dark';
  /** Tests pass in-memory storage; the browser app uses localStorage and sessionStorage. */
  storage?: { local: StoragePort; session: StoragePort };
  /** A server-rendered page: the router's data and the account and configuration the server read. */
  hydration?: { state: HydrationState; account: User | null; config: AppConfig | null; origin: string };
};

export type ThemeName = 'light' | 'dark';

/** The providers around the router, the same in the browser and on the server. */
export function AppProviders({
  services,
  theme,
  children,
}: {
  services: AppServices;
  theme: ThemeName;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <UiProvider theme={theme} applyToDocument>
        <AppServicesProvider services={services}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </AppServicesProvider>
      </UiProvider>
    </StrictMode>
  );
}

/** Wires the API client, the account store and the router together. */
export function createApp(options: CreateAppOptions = {}) {
  const hydration = options.hydration;
  // Late-bound: the client is made before the router whose navigation it uses.
  let router: Router | null = null;
  const client = createApiClient({
    fetch: options.fetch,
    cookies: options.cookies,
    redirect: (to) => {
      // The session is gone: nothing on screen may keep showing the old account.
      if (to === SESSION_EXPIRED_URL) account.signOut();
      void router?.navigate(to);
    },
  });
  const api = createApi(client);
  // The same calls for the route loaders, which leave the 401/404 rules to the router.
  const loaderApi = createApi(
    createApiClient({ fetch: options.fetch, cookies: options.cookies, redirect: () => undefined }),
  );
  const account = createAccountStore({
    load: api.getAccount,
    ...(hydration?.account ? { initial: hydration.account } : {}),
  });
  if (!hydration?.account) void account.reload();
  const config = createConfigStore(api.getConfig, hydration?.config ?? undefined);
  void config.load();

  const services: AppServices = {
    api,
    loaderApi,
    account,
    config,
    storage: options.storage ?? browserStorage,
    // The server's idea of the site's address, so that the hydrated page says what the server said.
    origin: hydration?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin),
  };
  router = (options.createRouter ?? createBrowserRouter)(routes, {
    getContext: () => routerContextWith(services),
    ...(hydration ? { hydrationData: hydration.state } : {}),
  });
  const appRouter = router;

  // The loaders read the account (guards, the portfolio): when the visitor signs in or out, the
  // pages on screen load again for the new account.
  let accountId = account.getState().user?.id;
  const stopWatchingAccount = account.subscribe(() => {
    const id = account.getState().user?.id;
    if (id === accountId) return;
    const first = accountId === undefined;
    accountId = id;
    if (!first && appRouter.state.initialized) void appRouter.revalidate();
  });

  const theme: ThemeName =
    options.theme ??
    (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : 'light');

  function App() {
    // Marks the document once the page is interactive (effects run after hydration): the journeys wait
    // for it before typing into a server-rendered form, whose inputs React would not know about yet.
    useEffect(() => {
      document.documentElement.dataset.hydrated = '';
    }, []);
    return (
      <AppProviders services={services} theme={theme}>
        <RouterProvider router={appRouter} />
      </AppProviders>
    );
  }

  function dispose() {
    stopWatchingAccount();
    account.dispose();
    config.dispose();
    appRouter.dispose();
  }

  return { App, router: appRouter, api, account, config, services, dispose };
}
