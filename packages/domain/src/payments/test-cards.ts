/**
 * The sandbox gateway's eight test cards (docs/product/payments.md). Where the card processor's own sandbox has a
 * card for the outcome, the number is the same, so the cards behave alike against it. The test panel
 * shows this list in development only; the sandbox gateway answers from it.
 */
export type TestCardOutcome =
  | 'approved'
  | 'declined'
  | 'insufficient_funds'
  | 'processing_error'
  | 'expired_card'
  | 'cvv_mismatch';

export interface TestCard {
  name: string;
  number: string;
  description: string;
  /** What the payment page shows: success, decline or error (docs/product/payments.md). */
  expected: 'success' | 'decline' | 'error';
  outcome: TestCardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    name: 'Visa success',
    number: '4000100011112224',
    description: 'Approved; address and ZIP match (AVS YYY), CVV matches (M).',
    expected: 'success',
    outcome: 'approved',
  },
  {
    name: 'Visa decline',
    number: '4000300011112220',
    description: 'Declined by the issuing bank.',
    expected: 'decline',
    outcome: 'declined',
  },
  {
    name: 'Insufficient funds',
    number: '4000300611112224',
    description: 'Declined: insufficient funds.',
    expected: 'decline',
    outcome: 'insufficient_funds',
  },
  {
    name: 'Processing error',
    number: '4000300211112228',
    description: 'The processor answers with an error; nothing is charged.',
    expected: 'error',
    outcome: 'processing_error',
  },
  {
    name: 'Mastercard success',
    number: '5555444433332226',
    description: 'Approved Mastercard.',
    expected: 'success',
    outcome: 'approved',
  },
  {
    name: 'Amex success',
    number: '371122223332225',
    description: 'Approved American Express (4-digit CVV).',
    expected: 'success',
    outcome: 'approved',
  },
  {
    name: 'Expired card',
    number: '4000300411112226',
    description: 'Declined: the issuer reports the card expired, whatever date is entered.',
    expected: 'decline',
    outcome: 'expired_card',
  },
  {
    name: 'Invalid CVV',
    number: '4000301311112225',
    description: 'Declined: the security code does not match (CVV result N).',
    expected: 'decline',
    outcome: 'cvv_mismatch',
  },
];

/** Test panel guidance (docs/product/payments.md). */
export const TEST_CARD_GUIDANCE = 'Use any future expiry date. CVV is 3-4 digits.';
