import type { RemittanceLineKind, RemittanceStatus } from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

export const STATUS_LABELS: Record<RemittanceStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  paid: 'Paid',
};

export const STATUS_TONES: Record<RemittanceStatus, StatusTone> = {
  draft: 'yellow',
  approved: 'blue',
  paid: 'green',
};

export const LINE_KIND_LABELS: Record<RemittanceLineKind, string> = {
  payment: 'Payment',
  payment_reversal: 'Reversal',
  direct_payment: 'Paid to the client',
  direct_payment_reversal: 'Reversal (paid to the client)',
};
