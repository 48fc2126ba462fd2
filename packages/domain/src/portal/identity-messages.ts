/**
 * Texts of the identity checks (quick access, dispute quick access) and of debtor registration
 * (docs/product/identity.md). Plain constants, no zod: pages on the first download may import them.
 */
export const IDENTITY_MESSAGES = {
  /** docs/product/identity.md. */
  ssnLast4Min: 'Please enter the last 4 digits',
  ssnLast4Exact: 'Please enter exactly 4 digits',
  dateOfBirthRequired: 'Date of birth is required',
  addressRequired: 'Please select an address',
  /** Ours: a date that does not exist (the picker cannot produce one; a hand-made call can). */
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  verificationRequired: 'Your verification has expired. Please start again.',
  /** docs/product/identity.md (wrong address). Also the answer to an expired, reused or unknown token. */
  addressMismatchTitle: 'Identity Verification Failed',
  addressMismatch: 'The selected address does not match our records. Please try again.',
  /** docs/product/identity.md: step one failures are titled 'Access Denied' and show the server message. */
  accessDeniedTitle: 'Access Denied',
  accessDeniedFallback: 'We could not verify your identity. Please check your information and try again.',
  /** The dispute variant's fallback names the agency (docs/product/identity.md). */
  disputeAccessDeniedFallback: (companyName: string) =>
    `We could not verify your identity. Please try again or contact ${companyName} for help with your dispute.`,
  throttled: 'Too many failed verification attempts. Please wait 15 minutes and try again.',
  /** Ours: the 11th start from one network within 15 minutes, whatever the outcome of the others. */
  tooManyStarts: 'Too many verification attempts from your connection. Please wait 15 minutes and try again.',
  /** Ours: step two's last choice, sent as selectedAddress; it fails the check like a wrong pick. */
  noneOfTheseOption: 'None of these is my address',
  noneOfTheseTitle: 'We could not verify your identity',
  noneOfThese: (companyName: string, phone: string) =>
    `We could not confirm your identity online. Please call ${companyName} at ${phone} and we will help you.`,
  /** Success toast (docs/product/identity.md). */
  verifiedTitle: 'Credentials Verified',
  verifiedDescription: 'Your identity has been verified.',
} as const;

export const REGISTER_DEBTOR_MESSAGES = {
  /** docs/product/identity.md. */
  firstNameRequired: 'First name is required',
  ssnRequired: 'Last 4 digits of SSN required',
  usernameMin: 'Username must be at least 3 characters',
  /** Decision 0030: 8, not the spec's 6 (PCI DSS 8.3.6, NIST SP 800-63B). */
  passwordMin: 'Password must be at least 8 characters',
  /** Ours: the spec gives no text for these. */
  tooLong: (max: number) => `Must be at most ${max} characters`,
  emailInvalid: 'Please enter a valid email address',
  /** Ours. */
  accountNumberRequired: 'Account number is required',
  /**
   * Ours: one answer for details that match nothing and for a match whose accounts all have a login
   * already, so the form does not tell a stranger whether someone owes a debt here.
   */
  noMatchingAccount:
    'We could not create a login with these details. Check the account number on your letter, ' +
    'your SSN and date of birth, or sign in if you already have a login. You can also use Pay Bill.',
  /** Ours: POST /api/register takes the proof whole or not at all (decision 0044). */
  proofIncomplete: 'Enter the last 4 digits of your SSN, your date of birth and your account number',
  /** Ours: the heading over noMatchingAccount on /register (decision 0044). */
  noMatchTitle: 'We found no account for these details',
  /** docs/product/identity.md. */
  welcomeTitle: 'Welcome',
  failedTitle: 'Registration failed',
  failedFallback: 'Could not create your account',
} as const;

/** Field limits of the register-debtor form (minimums from docs/product/identity.md; maximums are ours). */
export const REGISTER_DEBTOR_LIMITS = {
  firstNameMax: 50,
  lastNameMax: 50,
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 254,
  accountNumberMax: 40,
} as const;

/**
 * The e-mail registration sends is built from the username at a placeholder domain (docs/product/identity.md).
 * `.invalid` is reserved (RFC 2606): nothing is ever delivered there.
 */
export const DEBTOR_PLACEHOLDER_EMAIL_DOMAIN = 'debtor-portal.invalid';

/** `<username>@debtor-portal.invalid`, the username reduced to characters an address may hold. */
export function placeholderEmailFor(username: string): string {
  const local =
    username
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[.-]+|[.-]+$/g, '') || 'debtor';
  return `${local}@${DEBTOR_PLACEHOLDER_EMAIL_DOMAIN}`;
}
