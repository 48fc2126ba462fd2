import type { HotLeadPriority } from '@arrears/domain';
import { cn } from '@/ui/cn';

const STYLES: Record<HotLeadPriority, { label: string; classes: string }> = {
  high: { label: 'High', classes: 'border-danger-200 bg-danger-50 text-danger-700' },
  medium: { label: 'Medium', classes: 'border-warning-200 bg-warning-50 text-warning-700' },
  low: { label: 'Low', classes: 'border-gray-200 bg-gray-100 text-gray-700' },
};

/** The priority of a hot lead (docs/product/dashboard.md), in words as well as colour. */
export function HotLeadPriorityBadge({ priority }: { priority: HotLeadPriority }) {
  const { label, classes } = STYLES[priority];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 font-semibold text-xs',
        classes,
      )}
      data-priority={priority}
    >
      {label}
    </span>
  );
}
