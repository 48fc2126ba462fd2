import type { ReactNode } from 'react';
import { cn } from './cn';

export type StatusTone = 'green' | 'yellow' | 'red' | 'grey' | 'blue';

const TONES: Record<StatusTone, string> = {
  green: 'border-success-200 bg-success-50 text-success-700',
  yellow: 'border-warning-200 bg-warning-50 text-warning-700',
  red: 'border-danger-200 bg-danger-50 text-danger-700',
  grey: 'border-gray-200 bg-gray-100 text-gray-700',
  blue: 'border-info-200 bg-info-50 text-info-700',
};

/** A status as a coloured pill; the page's own rule picks the label and the tone. */
export function StatusBadge({
  label,
  tone,
  className,
}: {
  label: ReactNode;
  tone: StatusTone;
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
      {label}
    </span>
  );
}
