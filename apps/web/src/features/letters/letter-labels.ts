import type { LetterLanguage, LetterStatus, LetterTemplate } from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

export const LETTER_TEMPLATE_LABELS: Record<LetterTemplate, string> = {
  validation_notice: 'Validation notice',
  plan_confirmation: 'Plan confirmation',
  settlement: 'Settlement',
  paid_in_full: 'Paid in full',
  reminder: 'Payment reminder',
  verification: 'Verification',
};

export const LETTER_LANGUAGE_LABELS: Record<LetterLanguage, string> = { en: 'English', es: 'Spanish' };

export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  queued: 'Waiting to print',
  mailed: 'Mailed',
  emailed: 'E-mailed',
  returned: 'Returned',
};

export const LETTER_STATUS_TONES: Record<LetterStatus, StatusTone> = {
  queued: 'yellow',
  mailed: 'green',
  emailed: 'green',
  returned: 'red',
};
