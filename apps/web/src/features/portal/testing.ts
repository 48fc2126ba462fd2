import type { AccountStatus } from '@arrears/domain';

/** One card of GET /api/customer/account-status for the tests, nothing going on unless told. */
export function accountStatus(overrides: Partial<AccountStatus> = {}): AccountStatus {
  return {
    id: 7,
    accountLabel: 'ACC-100001',
    originalCreditor: 'CFC AUTO CREDIT',
    original: '3200.00',
    payments: '549.25',
    adjustments: '-200.00',
    currentBalance: '2450.75',
    plan: null,
    promise: null,
    dispute: null,
    validation: null,
    ...overrides,
  };
}
