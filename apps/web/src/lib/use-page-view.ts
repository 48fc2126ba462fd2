import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { apiRequest } from './api-client';

/** POST /api/page-view { page } — fire and forget; the server keeps it only for debtors. */
export function recordPageView(page: string): void {
  apiRequest('POST', '/api/page-view', { page }).catch(() => {
    // A lost page view must never disturb the visitor.
  });
}

/** Records a page view on every route change (docs/product/public-site.md). */
export function usePageView(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    recordPageView(pathname);
  }, [pathname]);
}
