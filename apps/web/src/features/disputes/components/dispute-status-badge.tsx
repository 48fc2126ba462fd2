import { disputeStatusBadge } from '@arrears/domain';
import { StatusBadge } from '@/ui/status-badge';

/** A dispute's status as a coloured pill (docs/product/disputes.md): pending yellow, under review blue, resolved green, rejected red, any other value raw. */
export function DisputeStatusBadge({ status }: { status: string }) {
  const { label, tone } = disputeStatusBadge(status);
  return <StatusBadge label={label} tone={tone} />;
}
