import { StatusBadge } from '@/ui/status-badge';
import { paymentStatusBadge } from '../payment-status';

/** A payment's status as a coloured pill (docs/product/payments.md). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone } = paymentStatusBadge(status);
  return <StatusBadge label={label} tone={tone} />;
}
