import {
  type AccountSummary,
  type CustomerAccount,
  type CustomerPayment,
  centsToDecimal,
  formatAccountNumber,
  type ProcessPaymentResult,
  parseCents,
} from '@arrears/domain';
import { fireEvent, screen } from '@testing-library/react';

/** Test data of the payment pages' unit tests (shapes of the domain's answer schemas). */

export function customerAccount(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    id: 7,
    account_number: 'ACC-100001',
    principal_original: '3200.00',
    unpaid_balance: '2450.75',
    school_name: 'Camden Technical Institute',
    school_group: null,
    first_name: 'John',
    last_name: 'Doe',
    account_status: 'Active',
    address1: '42 Maple Street',
    city: 'Camden',
    state: 'NJ',
    zip_code: '08102',
    ...overrides,
  };
}

/**
 * The account-summary answer for these accounts and completed payments per account id, built the
 * way the server defines it (original + adjustments − payments = current), for the fake server.
 */
export function accountSummaryOf(
  accounts: readonly CustomerAccount[],
  paid: Record<string, string> = {},
  progressPercent = '0.0',
): AccountSummary {
  const c = (v: string | null | undefined) => (v ? (parseCents(v) ?? 0) : 0);
  const rows = accounts.map((a) => {
    const payments = c(paid[String(a.id)]);
    const balance = c(a.unpaid_balance);
    const original = a.principal_original === null ? balance + payments : c(a.principal_original);
    return { a, original, payments, balance, adjustments: balance + payments - original };
  });
  const sum = (key: 'original' | 'payments' | 'balance' | 'adjustments') =>
    rows.reduce((s, r) => s + r[key], 0);
  return {
    accounts: rows.map(({ a, original, payments, balance, adjustments }) => ({
      id: a.id,
      accountLabel: formatAccountNumber(a.account_number, a.id),
      originalCreditor: a.school_name?.trim() || a.school_group?.trim() || 'N/A',
      original: centsToDecimal(original),
      payments: centsToDecimal(payments),
      adjustments: centsToDecimal(adjustments),
      currentBalance: centsToDecimal(balance),
    })),
    totals: {
      original: centsToDecimal(sum('original')),
      payments: centsToDecimal(sum('payments')),
      adjustments: centsToDecimal(sum('adjustments')),
      currentBalance: centsToDecimal(sum('balance')),
    },
    progress: {
      paid: centsToDecimal(sum('payments')),
      owed: centsToDecimal(sum('balance')),
      whole: centsToDecimal(sum('payments') + sum('balance')),
      // The server computes it; the pages only show it.
      percent: progressPercent,
    },
  };
}

/** The fake server's answers to the portal's two account reads, from the same accounts and payments. */
export function portalAccountsAnswers(
  accounts: () => CustomerAccount[],
  paid: () => Record<string, string> = () => ({}),
) {
  return {
    'GET /api/customer/accounts': () => ({ body: accounts() }),
    'GET /api/customer/account-summary': () => ({ body: accountSummaryOf(accounts(), paid()) }),
  };
}

export function approvedResult(overrides: Partial<ProcessPaymentResult> = {}): ProcessPaymentResult {
  return {
    success: true,
    status: 'approved',
    message: 'Payment approved',
    paymentId: 41,
    confirmationCode: 'CNF-7Q2K9',
    transactionId: '3100000001',
    transaction: null,
    amount: 250,
    requestedAmount: 250,
    paymentDate: '2025-06-02T14:05:00.000Z',
    accountName: 'John Doe',
    accountNumber: 'ACC-100001',
    debtAccountId: 7,
    previousBalance: 2450.75,
    newBalance: 2200.75,
    cardLast4: '2224',
    cardBrand: 'Visa',
    failureReason: null,
    error: null,
    details: null,
    ...overrides,
  };
}

export function declinedResult(overrides: Partial<ProcessPaymentResult> = {}): ProcessPaymentResult {
  return approvedResult({
    success: false,
    status: 'declined',
    message: 'Payment declined',
    paymentId: 42,
    confirmationCode: null,
    amount: 0,
    newBalance: 2450.75,
    error: 'Payment declined',
    failureReason: 'Insufficient funds',
    ...overrides,
  });
}

export function customerPayment(overrides: Partial<CustomerPayment> = {}): CustomerPayment {
  return {
    id: 41,
    amount: '250.00',
    status: 'completed',
    method: 'card',
    reference: '3100000001',
    createdAt: '2025-06-02T14:05:00.000Z',
    paymentDate: '2025-06-02T14:05:00.000Z',
    debtAccountId: 7,
    accountNumber: 'ACC-100001',
    cardBrand: 'Visa',
    cardLast4: '2224',
    confirmationCode: 'CNF-7Q2K9',
    receiptAvailable: true,
    ...overrides,
  };
}

/** Fills the card form's amount and card with a valid future expiry (billing comes from the account). */
export function fillPaymentForm(amount: string, card = '4000100011112224'): void {
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('Payment Amount ($)', amount);
  set('Card Number', card);
  set('Expiry Month', '12');
  set('Expiry Year', String(new Date().getFullYear() + 2).slice(-2));
  set('CVV', '123');
}
