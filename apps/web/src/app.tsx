import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { UiProvider } from '@investradar/ui';
import type { StoragePort } from '@investradar/ui/domain';
import { createApiClient, SESSION_EXPIRED_URL } from './api/client';
import { createApi } from './api/endpoints';
import { NotificationsProvider } from './notify/Notifications';
import { routes } from './routes';
import { createAccountStore } from './session/accountStore';
import { createConfigStore } from './session/configStore';
import { browserStorage } from './session/storage';
import { AppServicesProvider } from './session/AppContext';

type Router = ReturnType<typeof createBrowserRouter>;

export type CreateAppOptions = {
  /** Tests pass createMemoryRouter; the browser app uses the History API. */
  createRouter?: (routes: RouteObject[]) => Router;
  fetch?: typeof fetch;
  cookies?: () => string;
  theme?: 'light' | 'dark';
  /** Tests pass in-memory storage; the browser app uses localStorage and sessionStorage. */
  storage?: { local: StoragePort; session: StoragePort };
};

/** Wires the API client, the account store and the router together. */
export function createApp(options: CreateAppOptions = {}) {
  const router = (options.createRouter ?? createBrowserRouter)(routes);
  const client = createApiClient({
    fetch: options.fetch,
    cookies: options.cookies,
    redirect: (to) => {
      // The session is gone: nothing on screen may keep showing the old account.
      if (to === SESSION_EXPIRED_URL) account.signOut();
      void router.navigate(to);
    },
  });
  const api = createApi(client);
  const account = createAccountStore({ load: api.getAccount });
  void account.reload();
  const config = createConfigStore(api.getConfig);
  void config.load();

  const services = { api, account, config, storage: options.storage ?? browserStorage };
  const theme =
    options.theme ??
    (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');

  function App() {
    return (
      <StrictMode>
        <UiProvider theme={theme} applyToDocument>
          <AppServicesProvider services={services}>
            <NotificationsProvider>
              <RouterProvider router={router} />
            </NotificationsProvider>
          </AppServicesProvider>
        </UiProvider>
      </StrictMode>
    );
  }

  function dispose() {
    account.dispose();
    config.dispose();
    router.dispose();
  }

  return { App, router, api, account, config, dispose };
}
