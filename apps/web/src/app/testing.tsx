import type { PreferredLanguage, User } from '@arrears/domain';
import { render } from '@testing-library/react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { i18n } from './i18n';
import type { LazyPage } from './lazy-page';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { APP_ROUTES, type AppRoute } from './routes';

/** Test helpers for the web project: a fake server and the app rendered at a path. */

/** For a test that renders one widget with the app's data cache and toasts. */
export { AppProviders };

export const TEST_USERS: Record<User['role'], User> = {
  debtor: {
    id: 1,
    username: 'jdoe',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '5551234567',
    role: 'debtor',
    mfaEnabled: false,
    requiredStep: null,
  },
  collector: {
    id: 2,
    username: 'casey',
    email: 'casey@example.com',
    firstName: 'Casey',
    lastName: 'Cole',
    phone: null,
    role: 'collector',
    mfaEnabled: false,
    requiredStep: null,
  },
  staff: {
    id: 3,
    username: 'sam',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Staff',
    phone: null,
    role: 'staff',
    mfaEnabled: false,
    requiredStep: null,
  },
  admin: {
    id: 4,
    username: 'admin',
    email: 'admin@example.com',
    firstName: 'Ada',
    lastName: 'Admin',
    phone: null,
    role: 'admin',
    mfaEnabled: true,
    requiredStep: null,
  },
  client: {
    id: 5,
    username: 'rita',
    email: 'rita@bank.example',
    firstName: 'Rita',
    lastName: 'Moss',
    phone: null,
    role: 'client',
    mfaEnabled: false,
    requiredStep: null,
  },
};

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (
  call: FakeCall,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces fetch with a table of "METHOD /path" handlers. Unknown calls answer 204. Returns the
 * list of calls made, in order.
 */
export function fakeServer(handlers: Record<string, Handler>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, path, body };
      calls.push(call);
      const handler = handlers[`${method} ${path}`];
      if (!handler) return new Response(null, { status: 204 });
      const answer = await handler(call);
      const status = answer.status ?? 200;
      const text = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** GET /api/user answering with this user, or 401 for null. */
export function sessionOf(user: User | null): Record<string, Handler> {
  return {
    'GET /api/user': () =>
      user ? { body: { user } } : { status: 401, body: { message: 'Not authenticated' } },
  };
}

interface Probe {
  location: Location | null;
  navigate: NavigateFunction | null;
}

function RouterProbe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/** Loads the lazy pages of these paths now, so a test's clock or timeouts only cover the page's own work. */
export async function preloadRoutes(...paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) => {
      const route = APP_ROUTES.find((r) => r.path === path);
      if (!route) throw new Error(`No route ${path}`);
      return (route.page as Partial<LazyPage>).preload?.();
    }),
  );
}

/** Puts the page in this language, as the switch does (English is where every test starts). */
export function setTestLanguage(language: PreferredLanguage): void {
  void i18n.changeLanguage(language);
}

/**
 * Renders the whole app (providers, shell, route table) at `path`, optionally with other routes, in English
 * unless `options.language` says otherwise.
 */
export function renderApp(
  path: string,
  routes?: readonly AppRoute[],
  options: { language?: PreferredLanguage } = {},
) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  void i18n.changeLanguage(options.language ?? 'en');
  const probe: Probe = { location: null, navigate: null };
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <RouterProbe probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    /** The current path. */
    pathname: () => probe.location?.pathname,
    /** The current query string ("?from=queue…", or ""). */
    search: () => probe.location?.search,
    navigate: (to: string) => probe.navigate?.(to),
  };
}
