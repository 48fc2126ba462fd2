import type { ReactNode } from 'react';
import { cn } from '@/ui/cn';
import { type PaymentStatusTone, paymentStatusBadge } from '../payment-status';

const TONES: Record<PaymentStatusTone, string> = {
  green: 'border-success-200 bg-success-50 text-success-700',
  yellow: 'border-warning-200 bg-warning-50 text-warning-700',
  red: 'border-danger-200 bg-danger-50 text-danger-700',
  grey: 'border-gray-200 bg-gray-100 text-gray-700',
};

/** A coloured pill. */
export function ToneBadge({ tone, children }: { tone: PaymentStatusTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A payment's status as a coloured pill (spec 3 §4). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone } = paymentStatusBadge(status);
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}
