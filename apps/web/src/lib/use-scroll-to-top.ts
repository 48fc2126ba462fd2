import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page (docs/product/public-site.md). A page that links to its own
 * sections (/#contact) scrolls to them itself, one frame later (marketing/use-scroll-to-hash).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling is the reaction to a new path.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
