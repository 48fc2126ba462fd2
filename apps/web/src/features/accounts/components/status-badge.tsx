import { cn } from '@/ui/cn';
import type { BadgeTone } from '../account-display';

const TONES: Record<BadgeTone, string> = {
  green: 'border-success-200 bg-success-50 text-success-700',
  yellow: 'border-warning-200 bg-warning-50 text-warning-700',
  grey: 'border-gray-200 bg-gray-100 text-gray-700',
  red: 'border-danger-200 bg-danger-50 text-danger-700',
};

/** An account status as a coloured pill; the colour comes from the page's rule (detail or table). */
export function StatusBadge({
  status,
  tone,
  className,
}: {
  status: string;
  tone: BadgeTone;
  className?: string;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        TONES[tone],
        className,
      )}
    >
      {status}
    </span>
  );
}
