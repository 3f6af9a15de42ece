import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { PageLoading } from './layout/PageStates';
import { HomeRedirect, RequireAccount } from './routes/RequireAccount';

// Every page is its own chunk, loaded by the router when a navigation reaches it (route-level `lazy`):
// the first load carries the frame (layout, header, account guard) and the page of the URL only.
const page = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: await load() }) });
const notFound = page(async () => (await import('./routes/NotFoundRoute')).NotFoundRoute);

/** The routes of this slice (spec §2). Account pages not built yet answer with the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Shown while the page of the first URL loads (the router starts once it is there).
    hydrateFallbackElement: <PageLoading label="Загружаем страницу…" />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'auth/login', ...page(async () => (await import('./routes/LoginRoute')).LoginRoute) },
      { path: 'auth/register', ...page(async () => (await import('./routes/RegisterRoute')).RegisterRoute) },
      { path: 'portfolio', ...page(async () => (await import('./routes/PortfolioRoute')).PortfolioRoute) },
      {
        path: 'account',
        element: <RequireAccount />,
        children: [
          { index: true, element: <Navigate to="/account/settings" replace /> },
          { path: 'settings', ...page(async () => (await import('./routes/SettingsRoute')).SettingsRoute) },
          { path: 'settings/change-name', ...page(async () => (await import('./routes/ChangeNameRoute')).ChangeNameRoute) },
          { path: 'settings/change-email', ...page(async () => (await import('./routes/ChangeEmailRoute')).ChangeEmailRoute) },
          { path: 'settings/change-password', ...page(async () => (await import('./routes/ChangePasswordRoute')).ChangePasswordRoute) },
          { path: 'notifications', ...page(async () => (await import('./routes/NotificationsRoute')).NotificationsRoute) },
          { path: 'profile', ...page(async () => (await import('./routes/ProfileRoute')).ProfileRoute) },
          { path: '*', ...notFound },
        ],
      },
      { path: '404', ...notFound },
      { path: '*', ...notFound },
    ],
  },
];
