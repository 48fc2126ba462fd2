import { useBrand } from '@/lib/public-config';
import { cookiePolicy } from './content/cookie-policy';
import { LegalDocument } from './legal-document';

/** /cookie-policy: the same Cookie Policy as /policy#cookie-policy. */
export function CookiePolicyPage() {
  return <LegalDocument content={cookiePolicy(useBrand())} />;
}
