import { useBrand } from '@/lib/public-config';
import { privacyPolicy } from './content/privacy-policy';
import { LegalDocument } from './legal-document';

/** /privacy: the same Privacy Policy as /policy#privacy-policy. */
export function PrivacyPage() {
  return <LegalDocument content={privacyPolicy(useBrand())} />;
}
