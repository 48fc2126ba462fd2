import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { isAdminPath } from '@/lib/layout-rules';
import { AppShell } from './app-shell';
import { AdminRoute, ProtectedRoute } from './guards';
import { preloadPage } from './lazy-page';
import { APP_ROUTES, type AppRoute, NOT_FOUND_ROUTE, RETIRED_PATHS } from './routes';

/**
 * One route of the table: its guard and its page. Back-office pages, and role lists under /admin,
 * send signed-out visitors to /admin-login.
 */
function RoutePage({ route }: { route: AppRoute }) {
  const { access, denied, page: Page } = route;
  // The page's code downloads while the guard waits for the session, not after it.
  useEffect(() => preloadPage(Page), [Page]);
  if (access === undefined || access === 'public') return <Page />;
  if (access === 'back-office' || (access !== 'signed-in' && isAdminPath(route.path)))
    return (
      <AdminRoute roles={access === 'back-office' ? undefined : access} denied={denied}>
        <Page />
      </AdminRoute>
    );
  return (
    <ProtectedRoute roles={access === 'signed-in' ? undefined : access} denied={denied}>
      <Page />
    </ProtectedRoute>
  );
}

/**
 * The route table rendered inside the shell. Declarative routes (not the data router): the app
 * loads no data through the router, and this keeps the first download small.
 */
export function AppRoutes({ routes = APP_ROUTES }: { routes?: readonly AppRoute[] }) {
  const all = [...routes, NOT_FOUND_ROUTE];
  return (
    <Routes>
      <Route element={<AppShell routes={all} />}>
        {all.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
        ))}
        {RETIRED_PATHS.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
      </Route>
    </Routes>
  );
}
