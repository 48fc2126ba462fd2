import { PAYMENT_MESSAGES } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount, insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  await insertAccount(db, encryption, {
    accountNumber: 'SRCH-500',
    fullName: 'Zed Garcia-Lopez',
    firstName: 'Zed',
    lastName: 'Garcia-Lopez',
    unpaidBalance: '4875.00',
    accountStatus: 'ACTIVE',
    primaryPhone: '6095550144',
    emailAddress: 'zed.gl@example.com',
    schoolName: 'CFC AUTO CREDIT',
  });
  await insertAccount(db, encryption, {
    accountNumber: 'SRCH-5001',
    fullName: 'Abe Garcia',
    firstName: 'Abe',
    lastName: 'Garcia',
    unpaidBalance: '10.05',
    primaryPhone: '2155550188',
    emailAddress: 'abe@mail.test',
  });
  await insertAccount(db, encryption, {
    accountNumber: 'OTHER-1',
    fullName: 'Nobody Else',
    unpaidBalance: '1.00',
  });
  // An account number that is also a word of 25 names: it comes first although the page is full.
  await insertAccount(db, encryption, { accountNumber: 'person', fullName: 'Zoe Exact' });
  await insertAccounts(
    db,
    encryption,
    Array.from({ length: 25 }, (_, i) => ({
      accountNumber: `LIM-${String(i).padStart(2, '0')}`,
      fullName: `Limit Person ${String(i).padStart(2, '0')}`,
    })),
  );
});
afterAll(() => t.close());

const search = (term: string | null, role: 'admin' | 'staff' | 'collector' | 'debtor' = 'admin') =>
  t.get(
    term === null
      ? '/api/admin/debt-accounts/search'
      : `/api/admin/debt-accounts/search?searchTerm=${encodeURIComponent(term)}`,
    role,
  );
const numbersOf = (res: { json(): unknown }) =>
  (res.json() as { accountNumber: string }[]).map((hit) => hit.accountNumber);

describe('GET /api/admin/debt-accounts/search', () => {
  it('refuses a term shorter than 3 characters (after trimming) or none at all', async () => {
    for (const term of ['ab', '  ab  ', '', null]) {
      const res = await search(term);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.searchTooShort);
    }
  });

  it('finds accounts by part of the name, whatever the case, with the fields the page shows', async () => {
    const res = await search('gArCiA');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const hits = res.json();
    expect(numbersOf(res)).toEqual(['SRCH-5001', 'SRCH-500']); // by name: Abe before Zed
    expect(hits[1]).toEqual({
      id: expect.any(Number),
      accountNumber: 'SRCH-500',
      fullName: 'Zed Garcia-Lopez',
      firstName: 'Zed',
      lastName: 'Garcia-Lopez',
      unpaidBalance: '4875.00',
      accountStatus: 'ACTIVE',
      emailAddress: 'zed.gl@example.com',
      primaryPhone: '6095550144',
      schoolName: 'CFC AUTO CREDIT',
      // The spec's names ("Account search result") for the same values.
      first_name: 'Zed',
      last_name: 'Garcia-Lopez',
      account_number: 'SRCH-500',
      unpaid_balance: '4875.00',
      school_name: 'CFC AUTO CREDIT',
    });
    expect(hits[0]).toMatchObject({ first_name: 'Abe', account_number: 'SRCH-5001', school_name: null });
  });

  it('puts the exact account number first, then the other matches by name', async () => {
    expect(numbersOf(await search('srch-500'))).toEqual(['SRCH-500', 'SRCH-5001']);
    expect(numbersOf(await search('SRCH-5001'))).toEqual(['SRCH-5001']);
    expect(numbersOf(await search('rch-50'))).toEqual(['SRCH-5001', 'SRCH-500']);
  });

  it('finds accounts by phone digits however they are typed, and by e-mail', async () => {
    expect(numbersOf(await search('(609) 555-01'))).toEqual(['SRCH-500']);
    expect(numbersOf(await search('215-555'))).toEqual(['SRCH-5001']);
    expect(numbersOf(await search('ABE@MAIL'))).toEqual(['SRCH-5001']);
  });

  it('answers at most 20 accounts, and none when nothing matches', async () => {
    const res = await search('limit person');
    expect(res.json()).toHaveLength(20);
    expect(numbersOf(res)[0]).toBe('LIM-00');
    expect((await search('no such debtor')).json()).toEqual([]);
  });

  it('keeps the exact account number first when the name matches alone fill the 20 places', async () => {
    const hits = numbersOf(await search('PERSON'));
    expect(hits).toHaveLength(20);
    expect(hits[0]).toBe('person');
    expect(hits.slice(1)).toEqual(Array.from({ length: 19 }, (_, i) => `LIM-${String(i).padStart(2, '0')}`));
    expect(numbersOf(await search('lim-07'))).toEqual(['LIM-07']);
  });

  it('finds a whole account number or phone only where all of it appears, not where its last digits do', async () => {
    const { db, encryption } = t.deps;
    await insertAccounts(db, encryption, [
      { accountNumber: 'BN-0123457', fullName: 'Tail Owner', primaryPhone: '6090123457' },
      // The same last six digits in the number and the phone, but not the whole term.
      { accountNumber: 'ZZ-9123457', fullName: 'Tail Sharer', primaryPhone: '2159123457' },
      { accountNumber: 'BN-01234570', fullName: 'Tail Longer', primaryPhone: '6090123457' },
    ]);
    expect(numbersOf(await search('BN-0123457'))).toEqual(['BN-0123457', 'BN-01234570']);
    expect(numbersOf(await search('(609) 012-3457'))).toEqual(['BN-01234570', 'BN-0123457']);
    expect(numbersOf(await search('9123457'))).toEqual(['ZZ-9123457']);
  });

  it('finds a first and last name anywhere in the name, in name order', async () => {
    const { db, encryption } = t.deps;
    await insertAccounts(db, encryption, [
      { accountNumber: 'FL-1', fullName: 'Maria Garcia' },
      { accountNumber: 'FL-2', fullName: 'Ana Maria Garcia' },
      { accountNumber: 'FL-3', fullName: 'Maria Garcia-Lopez' },
      { accountNumber: 'FL-4', fullName: 'Maria Gomez' },
    ]);
    expect(numbersOf(await search('maria GARCIA'))).toEqual(['FL-2', 'FL-1', 'FL-3']);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect((await search('%%%')).json()).toEqual([]);
    expect((await search('___')).json()).toEqual([]);
  });

  it('is for admin and staff only: 403 for collectors and debtors, 401 signed out', async () => {
    expect((await search('garcia', 'staff')).statusCode).toBe(200);
    expect((await search('garcia', 'collector')).statusCode).toBe(403);
    expect((await search('garcia', 'debtor')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/admin/debt-accounts/search?searchTerm=garcia',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
