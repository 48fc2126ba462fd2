import { privacyPolicyEs } from './content/es/privacy-policy';
import { privacyPolicy } from './content/privacy-policy';
import { LegalDocument, useLegalContent } from './legal-document';

/** /privacy: the same Privacy Policy as /policy#privacy-policy. */
export function PrivacyPage() {
  return <LegalDocument content={useLegalContent({ en: privacyPolicy, es: privacyPolicyEs })} />;
}
