/** The dispute types of the portal form, in the spec's order (docs/product/disputes.md). */
export const DISPUTE_TYPES = [
  'incorrect_amount',
  'already_paid',
  'not_my_debt',
  'statute_limitations',
  'identity_theft',
  'settlement_agreement',
  'bankruptcy_discharge',
  'other',
] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];

/** The chat's dispute form (chat dispute, docs/product/disputes.md): a shorter list of types, and requested actions. */
export const CHAT_DISPUTE_TYPES = [
  'not_my_debt',
  'already_paid',
  'incorrect_amount',
  'statute_limitations',
  'identity_theft',
  'other',
] as const;
export type ChatDisputeType = (typeof CHAT_DISPUTE_TYPES)[number];

export const CHAT_REQUESTED_ACTIONS = [
  'remove_debt',
  'correct_amount',
  'provide_validation',
  'stop_collection',
  'payment_plan',
  'other',
] as const;
export type ChatRequestedAction = (typeof CHAT_REQUESTED_ACTIONS)[number];

export function isDisputeType(value: string): value is DisputeType {
  return (DISPUTE_TYPES as readonly string[]).includes(value);
}

/**
 * A stored code as people read it (docs/product/disputes.md): underscores turned to spaces, each word
 * title-cased. "statute_limitations" → "Statute Limitations".
 */
export function disputeTypeLabel(code: string): string {
  return code
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
