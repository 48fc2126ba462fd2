/**
 * Where an identity check comes from. A challenge made for one purpose cannot be completed for
 * another; the throttle counts failures of every purpose together (one budget per IP and identity).
 */
export const IDENTITY_PURPOSES = ['quick_access', 'dispute_quick_access', 'chat'] as const;
export type IdentityPurpose = (typeof IDENTITY_PURPOSES)[number];

/**
 * Failed registrations share the throttle (first name + SSN last 4 is an identity guess too):
 * /register-debtor, and /register when it carries the proof (decision 0044); the IVR's keypad check
 * counts in the same budgets (decision 0127).
 */
export type IdentityFailurePurpose = IdentityPurpose | 'register_debtor' | 'register' | 'ivr';
