import { termsOfUseEs } from './content/es/terms-of-use';
import { termsOfUse } from './content/terms-of-use';
import { LegalDocument, useLegalContent } from './legal-document';

/** /terms-of-service: the Terms of Use (docs/product/public-site.md), the same text as /terms and /policy#terms-of-service. */
export function TermsOfServicePage() {
  return <LegalDocument content={useLegalContent({ en: termsOfUse, es: termsOfUseEs })} />;
}
