import { type DisputeBadgeTone, disputeStatusBadge } from '@arrears/domain';
import { cn } from '@/ui/cn';

const TONES: Record<DisputeBadgeTone, string> = {
  yellow: 'border-warning-200 bg-warning-50 text-warning-700',
  blue: 'border-info-200 bg-info-50 text-info-700',
  green: 'border-success-200 bg-success-50 text-success-700',
  red: 'border-danger-200 bg-danger-50 text-danger-700',
  grey: 'border-gray-200 bg-gray-100 text-gray-700',
};

/** A dispute's status as a coloured pill (spec 3 §4): pending yellow, under review blue, resolved green, rejected red, any other value raw. */
export function DisputeStatusBadge({ status }: { status: string }) {
  const { label, tone } = disputeStatusBadge(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        TONES[tone],
      )}
    >
      {label}
    </span>
  );
}
