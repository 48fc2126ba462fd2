import { StatusBadge } from '@/ui/status-badge';
import { paymentStatusBadge } from '../payment-status';
import { usePaymentWords } from '../payment-words';

/** A payment's status as a coloured pill (docs/product/payments.md). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = usePaymentWords();
  const { label, tone } = paymentStatusBadge(status);
  const key = `status.${status.toLowerCase()}`;
  // Known statuses in the page's language; any other as the server wrote it.
  return <StatusBadge label={tone === 'grey' ? label : t(key)} tone={tone} />;
}
