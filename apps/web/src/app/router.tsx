import { Route, Routes } from 'react-router';
import { AppShell } from './app-shell';
import { AdminRoute, ProtectedRoute } from './guards';
import { APP_ROUTES, type AppRoute, NOT_FOUND_ROUTE } from './routes';

/** One route of the table: its guard and its page. */
function RoutePage({ route }: { route: AppRoute }) {
  const { access, page: Page } = route;
  if (access === undefined || access === 'public') return <Page />;
  if (access === 'back-office')
    return (
      <AdminRoute>
        <Page />
      </AdminRoute>
    );
  return (
    <ProtectedRoute roles={access === 'signed-in' ? undefined : access}>
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
      </Route>
    </Routes>
  );
}
