/**
 * The API's answers for cases PLAN_MESSAGES (packages/domain) does not word: agents' settlements,
 * staff review and method changes. The screens show the server's `message` as it comes.
 */
export const ARRANGEMENT_MESSAGES = {
  settlementNotBelowBalance: 'A settlement is less than the balance; for the whole balance set up a plan',
  settlementAmountOnPlan: 'A settlement amount is only for a settlement',
  settlementAfterOffer: (validUntil: string) =>
    `Every payment of the settlement must be made by ${validUntil}, when the offer ends`,
  notPendingApproval: 'This plan is not waiting for approval',
  nothingLeftToChange: 'This plan has no payments left to change',
  approved: 'The plan is approved; its payments will be charged on their dates.',
  declined: 'The plan is declined; nothing will be charged.',
} as const;
