import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { ChangeNameRoute } from './routes/ChangeNameRoute';
import { LoginRoute } from './routes/LoginRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { RegisterRoute } from './routes/RegisterRoute';
import { HomeRedirect, RequireAccount } from './routes/RequireAccount';
import { SettingsRoute } from './routes/SettingsRoute';

/** The routes of this slice (spec §2). Account pages not built yet answer with the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'auth/login', element: <LoginRoute /> },
      { path: 'auth/register', element: <RegisterRoute /> },
      {
        path: 'account',
        element: <RequireAccount />,
        children: [
          { index: true, element: <Navigate to="/account/settings" replace /> },
          { path: 'settings', element: <SettingsRoute /> },
          { path: 'settings/change-name', element: <ChangeNameRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
      { path: '404', element: <NotFoundRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
