import { CALL_STATUSES, type CallStatus, isTerminalCallStatus } from '@arrears/domain';

/** Server answers of this module that the shared contact-center messages do not word. */
export const TELEPHONY_MESSAGES = {
  doNotCall: 'This number is marked Do Not Call. No call was placed.',
  invalidSignature: 'Invalid webhook signature',
  webhooksOff: 'Not found',
} as const;

const RANK: Record<CallStatus, number> = {
  initiated: 0,
  ringing: 1,
  'in-progress': 2,
  completed: 3,
  busy: 3,
  'no-answer': 3,
  failed: 3,
  canceled: 3,
};

/**
 * Whether a reported status may replace the stored one: a call only moves forward (status
 * callbacks can arrive out of order); an ending may correct an earlier ending (Twilio's last word
 * after our own hang-up), but nothing revives an ended call.
 */
export function mayMoveTo(stored: string, reported: CallStatus): boolean {
  if (reported === stored) return false;
  if (isTerminalCallStatus(stored)) return isTerminalCallStatus(reported);
  return RANK[reported] > (RANK[stored as CallStatus] ?? -1);
}

/** A provider's status word as one of ours ('queued' is Twilio's before 'initiated'). */
export function toCallStatus(word: string | undefined): CallStatus | null {
  if (word === 'queued') return 'initiated';
  return (CALL_STATUSES as readonly string[]).includes(word ?? '') ? (word as CallStatus) : null;
}
