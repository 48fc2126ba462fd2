/**
 * Letters to consumers: the validation notice and the other letters, print batches, returned mail,
 * e-delivery (decisions 0065 to 0071).
 */
export { debtorLetterDocuments } from './debtor-letters';
export { bounceRefusedLetterMails } from './letter-email';
export { lettersPlugin } from './letters.plugin';
export { noticesOverdue } from './notice-overdue';
export { draftPlacementNotices } from './placement-notices';
export { sameAddress } from './returned-mail.service';
export { insertValidationNotices } from './validation-notices';
