import { useBrand } from '@/lib/public-config';
import { refundPolicy } from './content/refund-policy';
import { LegalDocument } from './legal-document';

/** /refund-policy (docs/product/public-site.md). */
export function RefundPolicyPage() {
  return <LegalDocument content={refundPolicy(useBrand())} />;
}
