import { GLOBAL_SEARCH_MESSAGES } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { payments } from '../../db/schema';
import { searchAccounts } from './global-search.repository';

let t: AccountsTestApp;
let zed: number;
let abe: number;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  ({ id: zed } = await insertAccount(db, encryption, {
    accountNumber: 'GS-700',
    fullName: 'Zed Garcia-Lopez',
    firstName: 'Zed',
    lastName: 'Garcia-Lopez',
    primaryPhone: '6095550144',
    emailAddress: 'zed.gl@example.com',
    ssn: '123-45-6789',
    birthDate: '1980-02-03',
    assignedUserId: t.users.collector.id,
  }));
  ({ id: abe } = await insertAccount(db, encryption, {
    accountNumber: 'GS-7001',
    fullName: 'Abe Garcia',
    primaryPhone: '2155550188',
    emailAddress: 'abe@mail.test',
  }));
  await insertAccounts(
    db,
    encryption,
    Array.from({ length: 12 }, (_, i) => ({
      accountNumber: `GSL-${String(i).padStart(2, '0')}`,
      fullName: `Limit Person ${String(i).padStart(2, '0')}`,
    })),
  );
  await db.insert(payments).values([
    {
      debtAccountId: zed,
      amount: '50.00',
      paymentDate: '2026-11-03',
      paymentMethod: 'credit_card',
      source: 'agent',
      invoice: 'INV-GS-1',
      confirmationCode: 'PAY-7K3M-Q9XD',
      transactionId: '3123456789',
    },
    {
      debtAccountId: abe,
      amount: '12.34',
      paymentDate: '2026-10-01',
      paymentMethod: 'check',
      source: 'external',
      referenceNumber: 'CHK-88123',
      transactionId: 'CHK-88123',
    },
  ]);
});
afterAll(() => t.close());

const search = (q: string | null, role: 'admin' | 'staff' | 'collector' | 'debtor' = 'admin') =>
  t.get(q === null ? '/api/admin/search' : `/api/admin/search?q=${encodeURIComponent(q)}`, role);
const resultsOf = async (q: string) => {
  const res = await search(q);
  expect(res.statusCode).toBe(200);
  return res.json().results as {
    accountId: number;
    accountNumber: string;
    matchedOn: string;
    detail: string;
  }[];
};

describe('GET /api/admin/search', () => {
  it('finds an account by the PAY- code however it is typed, and says which payment', async () => {
    for (const q of ['PAY-7K3M-Q9XD', 'pay 7k3m q9xd', 'PAY7K3MQ9XD']) {
      expect(await resultsOf(q)).toEqual([
        {
          accountId: zed,
          accountNumber: 'GS-700',
          fullName: 'Zed Garcia-Lopez',
          matchedOn: 'confirmation_code',
          detail: 'Payment PAY-7K3M-Q9XD · $50.00 on Nov 3, 2026',
        },
      ]);
    }
    expect(await resultsOf('PAY-0000-0000')).toEqual([]);
  });

  it("finds an account by the processor's reference (card refnum or external transaction id)", async () => {
    expect(await resultsOf('3123456789')).toEqual([
      expect.objectContaining({
        accountId: zed,
        matchedOn: 'processor_reference',
        detail: 'Processor reference 3123456789 · $50.00 on Nov 3, 2026',
      }),
    ]);
    const [check] = await resultsOf('CHK-88123');
    expect(check).toMatchObject({ accountId: abe, matchedOn: 'processor_reference' });
  });

  it('finds accounts by name, exact matches first', async () => {
    const hits = await resultsOf('garcia');
    expect(hits.map((h) => [h.accountNumber, h.matchedOn])).toEqual([
      ['GS-7001', 'name'],
      ['GS-700', 'name'],
    ]);
    expect(hits[0].detail).toBe('Name Abe Garcia');
    expect((await resultsOf('ABE GARCIA'))[0]).toMatchObject({ accountId: abe, matchedOn: 'name' });
  });

  it('finds accounts by account number, the whole number first', async () => {
    const hits = await resultsOf('gs-7001');
    expect(hits[0]).toMatchObject({
      accountId: abe,
      matchedOn: 'account_number',
      detail: 'Account number GS-7001',
    });
    expect((await resultsOf('GS-700')).map((h) => h.accountNumber)).toEqual(['GS-700', 'GS-7001']);
  });

  it('finds accounts by phone in any formatting, and by e-mail', async () => {
    for (const q of ['(609) 555-0144', '+1 609.555.0144', '6095550144', '555-0144']) {
      const [hit] = await resultsOf(q);
      expect(hit).toMatchObject({ accountId: zed, matchedOn: 'phone', detail: 'Phone (609) 555-0144' });
    }
    expect(await resultsOf('ABE@MAIL.TEST')).toEqual([
      expect.objectContaining({ accountId: abe, matchedOn: 'email', detail: 'E-mail abe@mail.test' }),
    ]);
  });

  it('finds a long number only where all of it appears, and a first and last name anywhere in the name', async () => {
    const { db, encryption } = t.deps;
    await insertAccounts(db, encryption, [
      { accountNumber: 'TL-0123457', fullName: 'Tail Owner', primaryPhone: '6090123457' },
      // The same last six digits in the number and the phone, but not the whole term.
      { accountNumber: 'TL-9123457', fullName: 'Tail Sharer', primaryPhone: '2159123457' },
      { accountNumber: 'FL-1', fullName: 'Maria Garcia' },
      { accountNumber: 'FL-2', fullName: 'Ana Maria Garcia' },
      { accountNumber: 'FL-3', fullName: 'Maria Gomez' },
    ]);
    expect((await resultsOf('TL-0123457')).map((h) => [h.accountNumber, h.matchedOn])).toEqual([
      ['TL-0123457', 'account_number'],
    ]);
    expect((await resultsOf('(609) 012-3457')).map((h) => [h.accountNumber, h.matchedOn])).toEqual([
      ['TL-0123457', 'phone'],
    ]);
    // The whole name first (exact), then the others containing it by name.
    expect((await resultsOf('maria garcia')).map((h) => h.accountNumber)).toEqual(['FL-1', 'FL-2']);
  });

  it('answers a full name twelve accounts share with the first ten of them, oldest first', async () => {
    const { db, encryption } = t.deps;
    const ids = (
      await insertAccounts(
        db,
        encryption,
        Array.from({ length: 12 }, (_, i) => ({ accountNumber: `SN-${i}`, fullName: 'Shared Name' })),
      )
    ).map((a) => a.id);
    const hits = await resultsOf('SHARED NAME');
    expect(hits.map((h) => h.accountId)).toEqual([...ids].sort((a, b) => a - b).slice(0, 10));
    expect(new Set(hits.map((h) => h.matchedOn))).toEqual(new Set(['name']));
  });

  it('answers at most 10 accounts, and never the SSN or the birth date', async () => {
    const res = await search('limit person');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().results).toHaveLength(10);
    const body = (await search('zed')).body;
    expect(Object.keys(JSON.parse(body).results[0]).sort()).toEqual(
      ['accountId', 'accountNumber', 'detail', 'fullName', 'matchedOn'].sort(),
    );
    expect(body).not.toMatch(/6789|1980|ssn|birth/i);
  });

  it('refuses a term under 2 or over 100 characters with a clear message', async () => {
    for (const q of ['a', '  a  ', '', null, 'x'.repeat(101)]) {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GLOBAL_SEARCH_MESSAGES.queryLength);
    }
    expect((await search('%%')).json().results).toEqual([]);
  });

  it('finds whole values only for a 2-character term (no index serves shorter substrings)', async () => {
    const { db, encryption } = t.deps;
    const { id } = await insertAccount(db, encryption, { accountNumber: 'Q7', fullName: 'Short Number' });
    expect((await resultsOf('q7')).map((h) => [h.accountId, h.matchedOn])).toEqual([[id, 'account_number']]);
    expect(await resultsOf('ar')).toEqual([]); // inside "Garcia", "Short", but no whole value
  });

  it('is for the agency: a debtor gets 403, 401 signed out', async () => {
    expect((await search('garcia', 'staff')).statusCode).toBe(200);
    expect((await search('garcia', 'debtor')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/search?q=garcia' })).statusCode).toBe(401);
  });

  it('answers a collector with the accounts assigned to them only', async () => {
    const res = await search('garcia', 'collector');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((h: { accountId: number }) => h.accountId)).toEqual([zed]);
  });

  it('puts an exact match first even when its name sorts last, then the others by name, each once', async () => {
    const { id } = await insertAccount(t.deps.db, t.deps.encryption, {
      accountNumber: 'GSL',
      fullName: 'Zoe Last',
    });
    const hits = await resultsOf('gsl');
    expect(hits.map((h) => h.accountId)[0]).toBe(id);
    expect(hits.map((h) => h.accountNumber)).toEqual([
      'GSL',
      ...Array.from({ length: 9 }, (_, i) => `GSL-0${i}`),
    ]);
    expect(new Set(hits.map((h) => h.accountId)).size).toBe(10);
  });

  it('can be scoped to the accounts assigned to one user', async () => {
    const scoped = await searchAccounts(t.deps.db, 'garcia', { assignedUserId: t.users.collector.id });
    expect(scoped.map((h) => h.accountId)).toEqual([zed]);
    expect(await searchAccounts(t.deps.db, 'CHK-88123', { assignedUserId: t.users.collector.id })).toEqual(
      [],
    );
  });
});
