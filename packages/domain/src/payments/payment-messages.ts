/** Texts of the payment screens and the answers of the payment calls (docs/product/payments.md). */
export const PAYMENT_MESSAGES = {
  /** Portal payment failure (docs/product/payments.md). */
  failedFallback: 'Payment processing failed. Please try again.',
  failedToastTitle: '❌ Payment Failed',
  /** Declined dialog (docs/product/payments.md). */
  declinedFallback: 'Payment was declined by the processor',
  declinedHints: ['Verify your card information', 'Check with your bank', 'Try a different payment method'],
  approved: 'Payment approved',
  partiallyApproved: 'Payment partially approved: only the approved amount was applied.',
  declined: 'Payment declined',
  processorError: 'The card processor reported an error. No payment was taken.',
  verificationRequired: 'The card issuer requires additional verification. No payment was taken.',
  pendingReconciliation:
    'We could not confirm this payment with the card processor. It has not been applied to your balance; ' +
    'our team will check it with the processor. Please do not pay again until we contact you.',
  inProgress: 'This payment is still being processed. Please wait a moment.',
  /** 429: the card-testing limits (decision 0031); nothing was sent to the processor. */
  tooManyDeclines: (phone: string) =>
    `Too many declined payments. Please try again later or call us at ${phone}.`,
  invoiceReused: 'This payment reference was already used for a different payment.',
  amountMin: 'Amount must be at least $0.01',
  amountFormat: 'Enter an amount with at most 2 decimals',
  amountAboveBalance: (balance: string) => `Amount cannot exceed the unpaid balance of ${balance}.`,
  zeroBalance: 'This account has no unpaid balance.',
  cardNumber: 'Please enter a valid card number',
  cardNumberRequired: 'Card number is required',
  expiryMonth: 'Please choose the expiry month',
  expiryYear: 'Please choose the expiry year',
  expired: 'The card has expired',
  cvv: 'CVV must be 3 or 4 digits',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  state: 'State must be 2 letters',
  zip: 'ZIP code must be 5 digits',
  invoice: 'A payment reference is required',
  account: 'Account is required',
  accountNotFound: 'Account not found',
  notYourAccount: 'You can only pay your own account.',
  receiptNotAvailable: 'A receipt is available only for an approved payment.',
  receiptSent: 'Receipt Sent',
  receiptSendFailed: 'Could not send email receipt. Please try again.',
  noReceiptEmail: 'There is no e-mail address to send the receipt to.',
  testPaymentsSandboxOnly: 'Test payments are available only with the sandbox card gateway.',
  /** Record external payment (docs/product/payments.md). */
  recordFailed: 'Failed to record payment',
  searchFailed: 'Search failed',
  searchTooShort: 'Search term must be at least 3 characters',
  noSearchHits: 'No accounts found matching the term.',
  paymentDateRequired: 'Payment date is required',
  paymentDateInFuture: 'Payment date cannot be in the future',
  cardLast4: 'Card last 4 must be exactly 4 digits',
  paidTo: 'Say who received the payment: the agency or the client',
  transactionIdReused: (id: string) => `Transaction ID ${id} was already recorded for a different payment.`,
} as const;

/** Quick amounts of the payment forms (docs/product/payments.md): the full balance plus these, in cents. */
export const QUICK_AMOUNT_CENTS = [10000, 25000, 50000] as const;

/** docs/product/payments.md: ACH fee and processing time shown on the payment pages. */
export const ACH_FEE = '$0.25';
export const PROCESSING_DAYS = '1-2 business days';
