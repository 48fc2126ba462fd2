import { COLLECTION_DISCLOSURE } from '../compliance/disclosure';

/** The chat assistant's texts (docs/product/chat.md). `{phone}` is the brand's phone. */
export const CHAT_MESSAGES = {
  /** Tracking and the chat's public requests are throttled per device (IP). */
  tooManyRequests: 'Too many requests from this device. Please try again later.',
  /**
   * The chat's first message carries the full debt-collector disclosure (decision 0097) as its second
   * line; each line is said in the page's language on its own (chat-text.ts: messages.collectorDisclosure).
   */
  greeting:
    "Hello! I can help you make a payment, check your balance, dispute a debt, get a statement or see your transactions. First, let's verify your identity.\n" +
    COLLECTION_DISCLOSURE,
  fillAllFields: 'Please fill in all fields to verify your identity.',
  verificationFailed: "I couldn't verify your information. Please try again or call {phone} for assistance.",
  tryAgain: 'Try Verification Again',
  tooManyAttempts:
    'Unable to verify your information after 2 attempts... Please call {phone} so a representative can help you.',
  pickAddress: 'Please select the address associated with your account.',
  addressRetry: "That address doesn't match our records. Please select your address again.",
  addressStartOver: "We couldn't confirm your address. Please start over and enter your information again.",
  /** Ours: after "None of these is my address" (it fails the check; the person may have mistyped a detail). */
  noneOfThese:
    "I can't verify you without your address. Please check your details and try again, or call {phone} and our team will help you.",
  networkError: 'There was an error processing your request. Please call {phone} for assistance.',
  needVerification:
    'I need to verify your account first... Please enter the last 4 digits of your SSN and your date of birth.',
  unknownIntent:
    "I'm not sure how to help with that specific request... Please choose an option from the menu or call {phone}.",
  callOnly: 'For this request, please call us at {phone}, Monday-Friday 8 AM to 6 PM EST.',
  paymentFailed: 'Payment failed: {error}. Please try again or call {phone} for assistance.',
  paymentException: 'Payment processing failed... Please try again or call {phone} for assistance.',
  paymentMissingFields: 'Please fill in: {fields}.',
  disputeRequired: 'Please fill in all required fields marked with an asterisk (*).',
  disputeFailed: 'There was an error submitting your dispute. Please call {phone} for immediate assistance.',
  disputeConfirmed:
    'Your dispute has been submitted. A representative will contact you within 24 hours, and we will complete our investigation within 30 days, during which collections may be suspended.',
  statementPdfError: 'Error generating PDF statement... Please try again or call {phone}.',
  statementEmailError: 'Error sending statement... Please try again or call {phone}.',
  statementEmailFellBack: "We couldn't e-mail your statement, so here it is as a PDF to download.",
  statementEmailed: 'Your statement has been sent to {email}.',
  statementReady: 'Your statement is ready to download.',
  /** The typed address is not the account's (decision 0031): the PDF comes in the chat instead. */
  statementNotOnFile:
    'For your privacy we only e-mail statements to the address on file. You can download it here instead.',
  statementNoAddressOnFile:
    'For your privacy we only e-mail statements to the address on file, and we have none for this account. You can download it here instead.',
  statementEmailHint: 'We e-mail statements only to the address we have on file.',
  invalidEmail: 'Please enter a valid email address.',
  historyError: "I couldn't load your transactions. Please call {phone} for assistance.",
  historyEmpty: 'There are no transactions on this account yet.',
  contactUpdateReasonRequired: 'Please tell us why you are updating your contact information.',
  contactUpdateEmpty: 'Please enter at least one new phone, e-mail or address.',
  contactUpdateSent: 'Thank you. Our team will review your contact update and apply it to your account.',
  sessionWarning: 'Your session will end in {countdown} due to inactivity.',
  stayConnected: 'Stay Connected',
  sessionExpired: 'Your session has expired due to inactivity. For your security, the chat will now close.',
  loggedOut: 'You have been securely logged out. Thank you for contacting us.',
  /** Ours (the spec leaves these open): the widget's prompts and buttons. */
  verified: 'Thank you, {name}. Your identity is verified. How can I help you today?',
  chooseAccount: 'You have more than one account with us. Choose the account I should help you with.',
  balance: 'The balance of account {account} is {balance}.',
  paymentPrompt: 'Enter the amount and your card details to make a payment.',
  paymentApproved: 'Your payment of {amount} was approved. Confirmation code: {code}.',
  disputePrompt: 'Tell us about your dispute. Fields marked with an asterisk (*) are required.',
  statementPrompt: 'How would you like to receive your statement?',
  historyLoading: 'Loading your transactions...',
  contactUpdatePrompt: 'Enter the contact details that have changed and tell us why.',
  updateContact: 'Update Contact Info',
  mainMenu: 'Return to Main Menu',
  makeAnotherPayment: 'Make Another Payment',
  submitAnotherDispute: 'Submit Another Dispute',
  endSession: 'End Session',
  logout: 'Logout',
  openChat: 'Open chat',
  closeChat: 'Close chat',
  freeTextLabel: 'Type your message',
  /** Ours (docs/product/chat.md, decision 0048): the call-only answers, "More", stop contacting me, wrong person. */
  more: 'More',
  moreTitle: 'More things I can help with',
  haveReady: 'Have this ready when you call:',
  stopContactAsk:
    'Do you want us to stop contacting you about your debt? We will stop calls, texts, e-mails and letters to collect it.',
  stopContactConfirm: 'Yes, stop contacting me',
  stopContactCancel: 'No, go back',
  stopContactDone:
    'Your request is recorded. We will stop contacting you to collect this debt. We may still send notices the law requires, such as a letter confirming this request. The debt is not erased: you still owe it, and you can still pay here or call {phone}.',
  stopContactFailed: "I couldn't record your request. Please call {phone} and we will record it for you.",
  stopContactNeedsVerification:
    'To send this request here, please verify your identity first. You can also call {phone}.',
  wrongPartyAsk: 'Which phone number did we contact?',
  wrongPartyNumberLabel: 'Phone number we contacted',
  wrongPartySubmit: 'Stop contact on this number',
  wrongPartyInvalid: 'Please enter a 10-digit phone number.',
  wrongPartyDone:
    'Thank you. We will stop calling and texting {number}, and our team will review our records. You do not need to do anything else.',
  wrongPartyFailed: "I couldn't record this. Please call {phone} and tell us the number we contacted.",
  /** Decision 0088: a report from someone who did not verify (or about a number not on their accounts). */
  wrongPartyReview:
    'Thank you. Our team will review {number} and stop calls and texts to it if it is not the right person. You do not need to do anything else.',
  /** Server answers. */
  sessionRequired: 'Your chat session has ended. Please verify your identity again.',
  notYourAccount: 'This chat session can only access the verified account.',
} as const;

/** Replaces `{name}` placeholders: fillChatText(CHAT_MESSAGES.verificationFailed, { phone }). */
export function fillChatText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
