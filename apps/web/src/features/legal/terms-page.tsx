import { termsOfUseEs } from './content/es/terms-of-use';
import { termsOfUse } from './content/terms-of-use';
import { LegalDocument, useLegalContent } from './legal-document';

/** /terms: the same Terms of Use as /policy#terms-of-service. */
export function TermsPage() {
  return <LegalDocument content={useLegalContent({ en: termsOfUse, es: termsOfUseEs })} />;
}
