import { type CallDisposition, DISPOSITION_LABELS } from '@arrears/domain';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A timeline time stamp in the agent's local time; the raw text when it is not a date. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

/** docs/product/contact-center.md: an empty user is shown as 'System'. */
export const userOf = (name: string | null | undefined) => name?.trim() || 'System';

export const dispositionLabel = (code: string | null | undefined) =>
  code ? (DISPOSITION_LABELS[code as CallDisposition] ?? code) : '';
