import { z } from 'zod';

/**
 * The staff's identity review queue (decision 0086): accounts that joined someone's SSN last 4 +
 * birth date with another address, or a debtor login's account whose address changed, wait here
 * before an identity check may prove them.
 */
export const IDENTITY_REVIEW_MESSAGES = {
  notPending: 'This account is not waiting for an identity review.',
  notFound: 'Account not found',
  decisionRequired: 'Choose whether the account belongs to this person or stays apart',
  reasonRequired: 'Please say why (at least 5 characters)',
  approved: 'The account may now be proven by the identity check.',
  rejected: 'The account stays apart: only its own account number and the proof reach it.',
} as const;

/** How the account's full SSN compares with the other accounts of its SSN last 4 + birth date. */
export const identityMatchSchema = z.enum(['same_full_ssn', 'different_full_ssn', 'no_full_ssn']);
export type IdentityMatch = z.infer<typeof identityMatchSchema>;

const accountLineSchema = z.object({
  id: z.number().int(),
  accountNumber: z.string(),
  clientName: z.string(),
  name: z.string(),
  address: z.string(),
  hasLogin: z.boolean(),
});

export const identityReviewSchema = accountLineSchema.extend({
  /** Placed or changed (the account's last update). */
  updatedAt: z.string(),
  /** The provable accounts of the same SSN last 4 + birth date, each with how its full SSN compares. */
  others: z.array(accountLineSchema.extend({ match: identityMatchSchema })),
});
export type IdentityReview = z.infer<typeof identityReviewSchema>;

export const identityReviewListSchema = z.object({
  reviews: z.array(identityReviewSchema),
  total: z.number().int(),
});
export type IdentityReviewList = z.infer<typeof identityReviewListSchema>;

/** POST /api/admin/identity-reviews/{id}: approve (it is the person's) or reject (it stays apart). */
export const identityReviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: IDENTITY_REVIEW_MESSAGES.decisionRequired }),
  reason: z
    .string({ error: IDENTITY_REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(5, IDENTITY_REVIEW_MESSAGES.reasonRequired)
    .max(500),
});
export type IdentityReviewDecision = z.infer<typeof identityReviewDecisionSchema>;

export const identityReviewDecisionResponseSchema = z.object({
  id: z.number().int(),
  identityReview: z.enum(['rejected']).nullable(),
  message: z.string(),
});
