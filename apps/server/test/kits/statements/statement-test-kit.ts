import type { DebtAccountRow } from '../../../src/db/schema';
import type { TestApp } from '../../build-test-app';
import { verifyInChat } from '../../chat-session';
import { insertAccounts } from '../accounts/account-fixtures';

let sequence = 0;

/**
 * Dana Whitfield of Reading, PA, with one account and a verified chat session: a new identity and
 * client address each call, so one test's statement counts and throttles never reach another.
 */
export async function chatDebtorWithAccount(t: TestApp, overrides: Partial<DebtAccountRow> = {}) {
  sequence += 1;
  const last4 = String(4100 + sequence);
  const identity = { last4, birthDate: '1981-02-03', address: `${sequence} Birch Lane, Reading, PA 19601` };
  const [account] = await insertAccounts(t.deps.db, t.deps.encryption, [
    {
      accountNumber: `ST-${Date.now()}-${sequence}`,
      firstName: 'Dana',
      lastName: 'Whitfield',
      fullName: 'Dana Whitfield',
      ssn: `77788${last4}`,
      birthDate: identity.birthDate,
      address1: `${sequence} Birch Lane`,
      city: 'Reading',
      state: 'PA',
      zipCode: '19601',
      schoolName: 'Keystone Auto Finance',
      principalOriginal: '2000.00',
      unpaidBalance: '1234.56',
      ...overrides,
    },
  ]);
  const ip = `10.8.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
  const { cookie } = await verifyInChat(t.app, identity, ip);
  return { account: account as DebtAccountRow, cookie, identity, ip };
}

/** POST /api/statements/request-statement, with the chat session's cookie when there is one. */
export function requestStatement(t: TestApp, cookie: string | undefined, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/statements/request-statement',
    payload,
    headers: cookie ? { cookie } : {},
  });
}
