/** Texts of the dispute screens and calls (docs/product/disputes.md). */
export const DISPUTE_MESSAGES = {
  /** Portal form (docs/product/disputes.md). */
  accountRequired: 'Account is required',
  typeRequired: 'Please select a dispute type',
  reasonRequired: 'Please provide details about your dispute',
  actionRequired: "Please specify what action you're requesting",
  reasonTooLong: 'Please keep your explanation under 5,000 characters',
  actionTooLong: 'Please keep the requested action under 1,000 characters',
  certification:
    'By submitting this dispute, you certify that the information provided is true and accurate.',
  submit: 'Submit Dispute Request',
  submitting: 'Submitting Your Dispute...',
  emptyHistory: 'No disputes filed yet',
  /** Portal toasts (docs/product/disputes.md). */
  submittedTitle: '✅ Dispute Submitted',
  submittedDescription:
    "Your dispute has been received. We'll review it and contact you within 2-3 business days.",
  submissionErrorTitle: '❌ Submission Error',
  submissionErrorDescription:
    'There was a problem submitting your dispute. Please try again or contact us directly.',
  /** Server answers. */
  notYourAccount: 'You can only file a dispute on your own account.',
  alreadyOpen:
    'You already have an open dispute of this type on this account. We will contact you about it within 2-3 business days.',
  notFound: 'Dispute not found',
  statusInvalid: 'Please choose a valid status',
  notesTooLong: 'Resolution notes must be at most 5,000 characters',
  /** Back office toasts (docs/product/disputes.md). */
  updatedTitle: 'Dispute Updated',
  updatedDescription: 'The dispute has been updated successfully.',
  updateFailedTitle: 'Update Failed',
  updateFailedDescription: 'Failed to update the dispute. Please try again.',
} as const;

export const DISPUTE_LIMITS = {
  reasonMin: 10,
  reasonMax: 5000,
  actionMin: 5,
  actionMax: 1000,
  notesMax: 5000,
} as const;

/** Toast durations: the portal's success toast 5 s (docs/product/disputes.md), errors 5 s, back-office toasts 4-5 s (docs/product/disputes.md). */
export const DISPUTE_TOAST_MS = {
  success: 5_000,
  error: 5_000,
  adminSuccess: 4_000,
  adminError: 5_000,
} as const;

/**
 * The consumer notice of the back office's dispute screen (docs/product/disputes.md): the 30-day dispute window
 * and the right to validation (FDCPA §1692g).
 */
export const DISPUTE_CONSUMER_NOTICE =
  'Consumers have 30 days from receiving the validation notice to dispute all or part of a debt. ' +
  'A consumer who disputes in writing within those 30 days has the right to validation: collection of the ' +
  'disputed amount must stop until verification of the debt is mailed to the consumer.';
