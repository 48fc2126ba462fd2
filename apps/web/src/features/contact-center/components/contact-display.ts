import { type CallDisposition, DISPOSITION_LABELS } from '@arrears/domain';
import { formatUsDateTime } from '../compliance/compliance-format';

/** A timeline time stamp in the agent's local time, US form ("03/02/2026 9:05 AM"); the raw text when it is not a date. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return 'N/A';
  return formatUsDateTime(value, undefined, false);
}

/** docs/product/contact-center.md: an empty user is shown as 'System'. */
export const userOf = (name: string | null | undefined) => name?.trim() || 'System';

export const dispositionLabel = (code: string | null | undefined) =>
  code ? (DISPOSITION_LABELS[code as CallDisposition] ?? code) : '';
