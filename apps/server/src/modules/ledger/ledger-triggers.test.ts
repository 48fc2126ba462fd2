import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { debtAccounts, ledgerEntries } from '../../db/schema';
import { ledgerMismatches, postLedgerEntry } from './ledger-posting';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const balanceOf = async (id: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0].unpaidBalance;

/** The database's own message (drizzle wraps it as the cause). */
async function failureOf(query: Promise<unknown>): Promise<string> {
  try {
    await query;
    return 'no error';
  } catch (error) {
    return String((error as Error & { cause?: Error }).cause?.message ?? error);
  }
}

describe('the database keeps the balance equal to the ledger', () => {
  it('posts the placed balance of an inserted account as its first entry', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '1250.40' });
    const entries = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.debtAccountId, account.id));
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([['placement', '1250.40']]);
    expect(await balanceOf(account.id)).toBe('1250.40');
  });

  it('moves the balance by each posted entry and reports before and after', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '100.00' });
    const posted = await postLedgerEntry(t.deps.db, {
      debtAccountId: account.id,
      kind: 'payment',
      amountCents: -3333,
      effectiveDate: '2026-11-01',
      postedByUserId: null,
      source: 'agent',
    });
    expect(posted).toMatchObject({ balanceBeforeCents: 10000, balanceAfterCents: 6667 });
    await postLedgerEntry(t.deps.db, {
      debtAccountId: account.id,
      kind: 'fee',
      amountCents: 1,
      effectiveDate: '2026-11-02',
      postedByUserId: null,
      source: 'agent',
    });
    expect(await balanceOf(account.id)).toBe('66.68');
    expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  });

  it('refuses a bare edit of the balance and any change to a posted entry', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '50.00' });
    expect(
      await failureOf(
        t.deps.db.update(debtAccounts).set({ unpaidBalance: '0.00' }).where(eq(debtAccounts.id, account.id)),
      ),
    ).toMatch(/only by posting a ledger entry/);
    expect(
      await failureOf(
        t.deps.db.execute(sql`UPDATE ledger_entries SET amount = 0 WHERE debt_account_id = ${account.id}`),
      ),
    ).toMatch(/never changed/);
    expect(await balanceOf(account.id)).toBe('50.00');
  });

  it('adds a bulk insert of entries once per account', async () => {
    const a = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '10.00' });
    const b = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '20.00' });
    await t.deps.db.execute(sql`
      INSERT INTO ledger_entries (debt_account_id, kind, amount, effective_date, source)
      VALUES (${a.id}, 'interest', 1.05, '2026-11-01', 'import'), (${a.id}, 'interest', 2.10, '2026-11-01', 'import'),
             (${b.id}, 'payment', -20.00, '2026-11-01', 'import')`);
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual(['13.15', '0.00']);
    expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  });
});
