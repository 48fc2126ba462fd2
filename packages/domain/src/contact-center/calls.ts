/** Calls (docs/product/contact-center.md). No zod: the workspace imports these eagerly. */
export const CALL_STATUSES = [
  'initiated',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** Reading the status stops on these (docs/product/contact-center.md). */
export const TERMINAL_CALL_STATUSES: readonly CallStatus[] = [
  'completed',
  'failed',
  'busy',
  'no-answer',
  'canceled',
];

export function isTerminalCallStatus(status: string): boolean {
  return (TERMINAL_CALL_STATUSES as readonly string[]).includes(status);
}

/** The indicator wording (docs/product/contact-center.md). */
export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  initiated: 'Connecting',
  ringing: 'Ringing',
  'in-progress': 'Call In Progress',
  completed: 'Call Ended',
  busy: 'Line Busy',
  'no-answer': 'No Answer',
  failed: 'Call Failed',
  canceled: 'Call Canceled',
};

export const CALL_STATUS_POLL_MS = 1000;

export const CALL_DISPOSITIONS = [
  'contacted',
  'left_message',
  'no_answer',
  'busy',
  'wrong_number',
  'disconnected',
  'payment_promise',
  'dispute',
  'callback_requested',
  'do_not_call',
] as const;
export type CallDisposition = (typeof CALL_DISPOSITIONS)[number];

export const DISPOSITION_LABELS: Record<CallDisposition, string> = {
  contacted: 'Contacted',
  left_message: 'Left Message',
  no_answer: 'No Answer',
  busy: 'Busy',
  wrong_number: 'Wrong Number',
  disconnected: 'Disconnected',
  payment_promise: 'Payment Promise',
  dispute: 'Dispute',
  callback_requested: 'Callback Requested',
  do_not_call: 'Do Not Call',
};

/** The dial pad (docs/product/contact-center.md). */
export const DTMF_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

export const DISPOSITION_NOTICE = 'Please enter call disposition and notes';
