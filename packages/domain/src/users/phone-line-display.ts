import { formatPhone } from '../format/account-display';

/** What a phone line is: the workspace's browser phone, a phone number, or a SIP address. */
export type PhoneLineKind = 'browser' | 'number' | 'sip';

export function phoneLineKind(line: string | null | undefined): PhoneLineKind {
  if (!line || line === 'browser') return 'browser';
  return /^sip:/i.test(line) ? 'sip' : 'number';
}

/**
 * A phone line as people read it: "Browser phone", "+1 (215) 555-0100" for a US number, another
 * number or a SIP address as stored.
 */
export function formatPhoneLine(line: string | null | undefined): string {
  const kind = phoneLineKind(line);
  if (kind === 'browser' || !line) return 'Browser phone';
  if (kind === 'number' && /^\+1\d{10}$/.test(line)) return `+1 ${formatPhone(line.slice(2))}`;
  return line;
}

/**
 * What an admin typed as a phone number, in E.164 for phoneLineSchema: a US number written with
 * spaces, dashes or brackets ("(215) 555-0100", "1 215 555 0100") gets its +1; a number that starts
 * with + loses its spaces and punctuation; anything else is returned trimmed, for the schema to refuse.
 */
export function phoneNumberToLine(input: string): string {
  const text = input.trim();
  if (!/^[+\d\s().-]+$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return text;
}
