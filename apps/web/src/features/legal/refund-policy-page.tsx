import { useBrand } from '@/lib/public-config';
import { refundPolicy } from './content/refund-policy';
import { LegalDocument } from './legal-document';

/** /refund-policy (spec 3 §2.13). */
export function RefundPolicyPage() {
  return <LegalDocument content={refundPolicy(useBrand())} />;
}
