import { smsTermsEs } from './content/es/sms-terms';
import { smsTerms } from './content/sms-terms';
import { LegalDocument, useLegalContent } from './legal-document';

/** /sms-terms: SMS Terms of Service, effective June 19, 2025. */
export function SmsTermsPage() {
  return <LegalDocument content={useLegalContent({ en: smsTerms, es: smsTermsEs })} />;
}
