/**
 * Every word of the validation notice, in Model Form B-1's order (12 CFR part 1006, appendix B;
 * decision 0065). The statements §1006.34(c)(3) requires keep the regulation's wording; the rest is
 * ours where the form lets us. One catalogue per language: Spanish adds `es` beside `en`.
 */
export interface NoticeText {
  title: string;
  /** Money and dates as the language writes them: the figures are the same in every language. */
  money: (cents: number) => string;
  date: (isoDate: string) => string;
  reference: (ref: string) => string;
  callUs: (phone: string, hours: string) => string;
  intro: (collector: string, creditor: string) => string;
  infoShows: string;
  hadAccount: (creditor: string, accountNumber: string) => string;
  owedAsOf: (date: string) => string;
  between: (date: string) => string;
  interest: string;
  fees: string;
  paymentsCredits: string;
  reversedPayments: string;
  otherCharges: string;
  totalNow: string;
  disputeHeading: string;
  disputeCallOrWrite: (endDate: string) => string;
  disputeWrite: (endDate: string) => string;
  /** Followed by the dispute page's address on a line of its own (a link is never broken). */
  disputeOnline: (phone: string) => string;
  elseHeading: string;
  originalCreditor: (endDate: string) => string;
  cfpb: string;
  paymentOptions: (phone: string) => string;
  /** The Spanish-language offer, in Spanish as the form has it; none on the Spanish notice. */
  spanishOffer: string | null;
  /** At the foot of the itemization: the Spanish notice says the English one comes with it. */
  companionNote: string | null;
  tearOffLine: string;
  mailTo: string;
  respondHeading: string;
  checkAll: string;
  disputeBecause: string;
  notMine: string;
  amountWrong: string;
  other: string;
  sendOriginalCreditor: string;
  enclosed: string;
  payableTo: (collector: string, ref: string) => string;
  /** The form's box asking for it in Spanish; none on the Spanish form. */
  spanishCopy: string | null;
}
