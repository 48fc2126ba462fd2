import { refundPolicyEs } from './content/es/refund-policy';
import { refundPolicy } from './content/refund-policy';
import { LegalDocument, useLegalContent } from './legal-document';

/** /refund-policy (docs/product/public-site.md). */
export function RefundPolicyPage() {
  return <LegalDocument content={useLegalContent({ en: refundPolicy, es: refundPolicyEs })} />;
}
