/**
 * The ABA routing number check: nine digits whose weighted sum (3, 7, 1 repeating) is a multiple
 * of 10. It catches a mistyped digit before the processor is asked.
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export type TestBankOutcome = 'approved' | 'returned_nsf';

/**
 * The sandbox processor's test bank accounts (any valid routing number). The NSF account is
 * accepted at the sale and returned a day later (return code R01), as real ACH returns arrive.
 * Any other account number is approved.
 */
export const TEST_BANK_ACCOUNTS: readonly {
  accountNumber: string;
  outcome: TestBankOutcome;
  label: string;
}[] = [
  { accountNumber: '1234567890', outcome: 'approved', label: 'Approved' },
  {
    accountNumber: '2222222222',
    outcome: 'returned_nsf',
    label: 'Returned a day later: insufficient funds (R01)',
  },
];

/** A routing number that passes the check, for the demo and tests (JPMorgan Chase, New York). */
export const TEST_ROUTING_NUMBER = '021000021';
