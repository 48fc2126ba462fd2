import type { ProcessPaymentBody } from '@arrears/domain';
import type { TestApp } from '../../build-test-app';
import { createUser, signIn } from '../../factories';
import { type AccountFixture, insertAccount } from '../accounts/account-fixtures';

let sequence = 0;

/** A fresh invoice per call, like a payment form's new attempt. */
export function newInvoice(): string {
  sequence += 1;
  return `INV-TEST-${Date.now()}-${sequence}`;
}

/** A card payment body with the Visa success card, a card good through next year. */
export function cardBody(
  debtAccountId: number,
  overrides: Partial<ProcessPaymentBody> = {},
): ProcessPaymentBody {
  return {
    cardNumber: '4000 1000 1111 2224',
    expMonth: '12',
    expYear: String(new Date().getFullYear() + 1),
    cvv: '123',
    amount: 25,
    billingInfo: {
      firstName: 'Jane',
      lastName: 'Doe',
      address: '1 Main St',
      city: 'Cherry Hill',
      state: 'NJ',
      zip: '08002',
    },
    invoice: newInvoice(),
    description: 'Test payment',
    accountId: debtAccountId,
    debtAccountId,
    ...overrides,
  };
}

/** A debtor who owns an account (balance as given), signed in. */
export async function debtorWithAccount(t: TestApp, fixture: AccountFixture = {}) {
  const user = await createUser(t.deps.db, { role: 'debtor' });
  const account = await insertAccount(t.deps.db, t.deps.encryption, {
    unpaidBalance: '1000.00',
    firstName: 'Jane',
    lastName: 'Doe',
    fullName: 'Jane Doe',
    emailAddress: 'jane.doe@example.com',
    ...fixture,
    userId: user.id,
  });
  const cookie = await signIn(t.app, user.username);
  return { user, account, cookie };
}

/** POST process-payment with this Cookie header (a sign-in or a chat session), from `ip` when given. */
export async function pay(t: TestApp, cookie: string, body: unknown, ip?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/usaepay/process-payment',
    headers: { cookie },
    payload: body as object,
    remoteAddress: ip,
  });
}
