import { titleFromHash } from '@arrears/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The document title (docs/product/public-site.md): from the URL hash when there is one ("#privacy-policy" →
 * "Privacy Policy"), else the page's own title followed by the company name.
 */
export function pageTitle(hash: string, routeTitle: string | undefined, companyName: string): string {
  const fromHash = titleFromHash(hash);
  if (fromHash) return fromHash;
  return routeTitle ? `${routeTitle} | ${companyName}` : companyName;
}

export function useDocumentTitle(routeTitle: string | undefined, companyName: string): void {
  const { hash } = useLocation();
  useEffect(() => {
    document.title = pageTitle(hash, routeTitle, companyName);
  }, [hash, routeTitle, companyName]);
}
