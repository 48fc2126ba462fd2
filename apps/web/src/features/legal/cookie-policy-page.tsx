import { cookiePolicy } from './content/cookie-policy';
import { cookiePolicyEs } from './content/es/cookie-policy';
import { LegalDocument, useLegalContent } from './legal-document';

/** /cookie-policy: the same Cookie Policy as /policy#cookie-policy. */
export function CookiePolicyPage() {
  return <LegalDocument content={useLegalContent({ en: cookiePolicy, es: cookiePolicyEs })} />;
}
