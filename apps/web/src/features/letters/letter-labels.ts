import type { LetterLanguage, LetterStatus } from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

/** The letters' names as the timeline and the server name them. */
export { LETTER_TEMPLATE_LABELS } from '@arrears/domain';

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
