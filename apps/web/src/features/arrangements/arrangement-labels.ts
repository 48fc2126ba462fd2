import type { PromiseStatus } from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

export const PROMISE_STATUS_LABELS: Record<PromiseStatus, string> = {
  open: 'Open',
  kept: 'Kept',
  broken: 'Broken',
};

export const PROMISE_STATUS_TONES: Record<PromiseStatus, StatusTone> = {
  open: 'blue',
  kept: 'green',
  broken: 'red',
};
