import { ACCOUNT_FIELD_KEYS } from '@arrears/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { accountAudit, type DebtAccountRow, debtAccounts } from '../../db/schema';

let t: AccountsTestApp;
let account: DebtAccountRow;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  account = await insertAccount(t.deps.db, t.deps.encryption, {
    accountNumber: 'ACC-200001',
    fullName: 'Robert Smith',
    primaryPhone: '2155550188',
    emailAddress: 'robert.smith@example.com',
    city: 'Philadelphia',
    unpaidBalance: '1500.00',
    scheduledPaymtAmt: '75.00',
    ssn: '555443333',
    birthDate: '1990-07-21',
  });
});
afterAll(() => t.close());

function put(
  id: number | string,
  payload: unknown,
  role: 'admin' | 'staff' | 'collector' | 'debtor' = 'admin',
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/accounts/${id}`,
    headers: { cookie: t.cookies[role] },
    payload: payload as Record<string, unknown>,
  });
}

const stored = async () =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, account.id)))[0] as DebtAccountRow;
const auditRows = () =>
  t.deps.db
    .select()
    .from(accountAudit)
    .where(eq(accountAudit.debtAccountId, account.id))
    .orderBy(asc(accountAudit.id));

describe('GET /api/admin/accounts/{id}', () => {
  it('answers the account object with every field, SSN and birth date masked', async () => {
    const res = await t.get(`/api/admin/accounts/${account.id}`, 'staff');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(ACCOUNT_FIELD_KEYS);
    expect(body).toMatchObject({
      id: account.id,
      account_number: 'ACC-200001',
      ssn: '***-**-3333',
      birth_date: '**/**/1990',
      unpaid_balance: '1500.00',
    });
    expect(res.body).not.toContain('555443333');
    expect(res.body).not.toContain('07-21');
  });

  it('answers 404 Account not found for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const res = await t.get(`/api/admin/accounts/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Account not found' });
    }
  });
});

describe('PUT /api/admin/accounts/{id}', () => {
  it('writes only the changed fields, one audit row each, and answers the updated account', async () => {
    const before = await stored();
    const res = await put(account.id, {
      primary_phone: '(215) 555-0199',
      unpaid_balance: '1,234.5',
      city: 'Philadelphia', // unchanged: no audit row
      scheduled_paymt_amt: '75', // the same amount written differently: unchanged
      next_pymt_due: '2026-05-01',
      balanceChangeReason: 'Creditor corrected the balance',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: account.id,
      primary_phone: '2155550199',
      unpaid_balance: '1234.50',
      city: 'Philadelphia',
      scheduled_paymt_amt: '75.00',
      next_pymt_due: '2026-05-01',
      ssn: '***-**-3333',
    });

    const after = await stored();
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const audit = await auditRows();
    expect(audit.map((a) => [a.field, a.oldValue, a.newValue])).toEqual([
      ['primary_phone', '2155550188', '2155550199'],
      ['unpaid_balance', '1500.00', '1234.50'],
      ['next_pymt_due', null, '2026-05-01'],
    ]);
    expect(audit.every((a) => a.userId === t.users.admin.id && a.source === 'edit')).toBe(true);
  });

  it('clears a field sent empty, and staff may edit too', async () => {
    const res = await put(account.id, { email_address: '', work_phone: '' }, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email_address: null, work_phone: null });
    const audit = await auditRows();
    expect(audit.at(-1)).toMatchObject({
      field: 'email_address',
      oldValue: 'robert.smith@example.com',
      newValue: null,
      userId: t.users.staff.id,
    });
    expect(audit.some((a) => a.field === 'work_phone')).toBe(false); // it was already empty
  });

  it('writes nothing, not even updated_at, when no value changes', async () => {
    const before = await stored();
    const count = (await auditRows()).length;
    const res = await put(account.id, { city: 'Philadelphia', unpaid_balance: '1234.50' });
    expect(res.statusCode).toBe(200);
    expect((await stored()).updatedAt).toEqual(before.updatedAt);
    expect(await auditRows()).toHaveLength(count);
  });

  it('refuses bad values and unknown keys with 400, changing nothing', async () => {
    const before = await stored();
    const count = (await auditRows()).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email_address: 'not-an-email', city: 'Camden' }, 'Please enter a valid email address'],
      [{ unpaid_balance: '12.345', city: 'Camden' }, 'Enter an amount with at most 2 decimals'],
      [{ unpaid_balance: 'lots' }, 'Enter an amount with at most 2 decimals'],
      [{ scheduled_paymt_amt: '1e5' }, 'Enter an amount with at most 2 decimals'],
      [{ next_pymt_due: '2026-02-30' }, 'Enter a valid date'],
      [{ zip_code: '1234' }, 'Enter a 5-digit ZIP code'],
      [{ primary_phone: '12345' }, 'Please enter a valid phone number'],
      [{ city: 'Camden', ssn: '123456789' }, 'Unrecognized key'],
      [{ unpaid_balance: null }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await put(account.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await stored()).toEqual(before);
    expect(await auditRows()).toHaveLength(count);
  });

  it('answers 404 for an unknown account and 403 to collectors and debtors', async () => {
    expect((await put(999999, { city: 'Camden' })).json()).toEqual({ message: 'Account not found' });
    expect((await put('abc', { city: 'Camden' })).statusCode).toBe(404);
    for (const role of ['collector', 'debtor'] as const) {
      expect((await put(account.id, { city: 'Camden' }, role)).statusCode).toBe(403);
    }
    expect((await stored()).city).toBe('Philadelphia');
  });
});
