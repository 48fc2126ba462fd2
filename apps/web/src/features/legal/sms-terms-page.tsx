import { useBrand } from '@/lib/public-config';
import { smsTerms } from './content/sms-terms';
import { LegalDocument } from './legal-document';

/** /sms-terms: SMS Terms of Service, effective June 19, 2025. */
export function SmsTermsPage() {
  return <LegalDocument content={smsTerms(useBrand())} />;
}
