import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change starts at the top of the page (spec 1 §2). A link to a section (/#contact)
 * goes to that section instead when the page has it.
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new path (or section) scrolls; hash is read for the section case.
  }, [pathname, hash]);
}
