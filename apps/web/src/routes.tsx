import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { ChangeNameRoute } from './routes/ChangeNameRoute';
import { LoginRoute } from './routes/LoginRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { RegisterRoute } from './routes/RegisterRoute';
import { HomeRedirect, RequireAccount } from './routes/RequireAccount';
import { SettingsRoute } from './routes/SettingsRoute';

// Areas loaded on first visit (route-level code splitting); auth and settings stay in the entry chunk.
const ChangeEmailRoute = lazy(() => import('./routes/ChangeEmailRoute').then((m) => ({ default: m.ChangeEmailRoute })));
const ChangePasswordRoute = lazy(() => import('./routes/ChangePasswordRoute').then((m) => ({ default: m.ChangePasswordRoute })));
const NotificationsRoute = lazy(() => import('./routes/NotificationsRoute').then((m) => ({ default: m.NotificationsRoute })));
const ProfileRoute = lazy(() => import('./routes/ProfileRoute').then((m) => ({ default: m.ProfileRoute })));
const PortfolioRoute = lazy(() => import('./routes/PortfolioRoute').then((m) => ({ default: m.PortfolioRoute })));

/** The routes of this slice (spec §2). Account pages not built yet answer with the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'auth/login', element: <LoginRoute /> },
      { path: 'auth/register', element: <RegisterRoute /> },
      { path: 'portfolio', element: <PortfolioRoute /> },
      {
        path: 'account',
        element: <RequireAccount />,
        children: [
          { index: true, element: <Navigate to="/account/settings" replace /> },
          { path: 'settings', element: <SettingsRoute /> },
          { path: 'settings/change-name', element: <ChangeNameRoute /> },
          { path: 'settings/change-email', element: <ChangeEmailRoute /> },
          { path: 'settings/change-password', element: <ChangePasswordRoute /> },
          { path: 'notifications', element: <NotificationsRoute /> },
          { path: 'profile', element: <ProfileRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      { path: '404', element: <NotFoundRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
