import { useBrand } from '@/lib/public-config';
import { termsOfUse } from './content/terms-of-use';
import { LegalDocument } from './legal-document';

/** /terms: the same Terms of Use as /policy#terms-of-service. */
export function TermsPage() {
  return <LegalDocument content={termsOfUse(useBrand())} />;
}
