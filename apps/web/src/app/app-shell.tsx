import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router';
import { AuthProvider, useAuth } from '@/features/auth';
import { ChatWidget } from '@/features/chat/chat-widget';
import { ErrorBoundary } from '@/features/errors/error-boundary';
import { LanguageSync } from '@/features/language';
import { PortalMenu, showsPortalMenu } from '@/features/portal';
import { SessionTimeout } from '@/features/session/session-timeout';
import { footerFor, showsChatLauncher, showsSiteChrome } from '@/lib/layout-rules';
import { useBrand } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageView } from '@/lib/use-page-view';
import { useScrollToTop } from '@/lib/use-scroll-to-top';
import { PageSpinner } from '@/ui/spinner';
import { adminNavFor, isFramedAdminPath } from './admin-nav';
import { DebtorFooter } from './debtor-footer';
import type { AppRoute } from './routes';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The root route: auth state, the inactivity watch and the site frame around every page. */
export function AppShell({ routes }: { routes: readonly AppRoute[] }) {
  return (
    <AuthProvider>
      <SiteLayout routes={routes} />
      <SessionTimeout />
      <LanguageSync />
    </AuthProvider>
  );
}

// The back office's frame is its own chunk: a visitor of the public pages never downloads it.
const AdminFrame = lazy(() => import('./admin-frame').then((m) => ({ default: m.AdminFrame })));

/** Around a signed-in back-office user's /admin pages, the back office's frame (decision 0042); else the page as is. */
function BackOfficeFrameFor({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { user } = useAuth();
  const framed = !!user && isFramedAdminPath(pathname) && adminNavFor(user.role).length > 0;
  if (!framed) return <>{children}</>;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminFrame>{children}</AdminFrame>
    </Suspense>
  );
}

/**
 * Layout (docs/product/public-site.md): header and footer except on /account*, /register, /auth and /admin* (the
 * marketing or the debtor's footer, docs/decisions/0046); the chat
 * launcher except on /admin*; scroll to top, a page view and the document title on every route.
 */
function SiteLayout({ routes }: { routes: readonly AppRoute[] }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const route = routes.find((r) => matchPath(r.path, pathname));
  useScrollToTop();
  usePageView();
  useDocumentTitle(route?.title, useBrand().companyName);

  const chrome = showsSiteChrome(pathname);
  const signedInDebtor = useAuth().user?.role === 'debtor';
  const debtorFooter = footerFor(pathname, signedInDebtor) === 'debtor';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      {chrome && <SiteHeader />}
      {/* A signed-in debtor's portal pages carry the portal's menu (decision 0120). */}
      {chrome && signedInDebtor && showsPortalMenu(pathname) && <PortalMenu />}
      <BackOfficeFrameFor pathname={pathname}>
        {/* With the site footer, main fills the viewport: the footer starts below the fold, so a page
          whose content arrives after its data does not push it down (a layout shift, CLS). */}
        <main
          id="main-content"
          tabIndex={-1}
          className={`flex flex-1 flex-col focus:outline-none ${chrome ? 'min-h-dvh' : ''}`}
        >
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </BackOfficeFrameFor>
      {chrome && (debtorFooter ? <DebtorFooter /> : <SiteFooter />)}
      {showsChatLauncher(pathname) && (
        <div data-testid="chat-launcher-slot">
          <ChatWidget />
        </div>
      )}
    </div>
  );
}
