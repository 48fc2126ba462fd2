import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtAccounts } from '../../src/db/schema';
import { rotateDataKey } from '../../src/security/data-key-rotation';
import { FieldEncryption } from '../../src/security/field-encryption';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser } from '../factories';
import { insertAccount } from '../kits/accounts/account-fixtures';

// The identity review trigger (migration 0035, decision 0086) sends an account to review when its
// identity hash changes on an account a debtor login holds. A data key rotation rewrites every
// identity hash (decision 0027) for the same people, so it runs with `arrears.rekeying` on and the
// trigger leaves each account's review state as it was.

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const newOnly = new FieldEncryption(newKey);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { DATA_ENCRYPTION_KEY: oldKey.toString('base64') } });
});
afterAll(async () => t.close());

const town = { city: 'Scranton', state: 'PA', zipCode: '18503' };
const person = { ssn: '123457788', birthDate: '1968-08-08' };

async function stateOf(ids: number[]) {
  const rows = await t.deps.db
    .select({ id: debtAccounts.id, review: debtAccounts.identityReview, hash: debtAccounts.identityHash })
    .from(debtAccounts)
    .where(inArray(debtAccounts.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}

describe('a data key rotation and the identity review', () => {
  it('keeps every account in its review state while it rewrites the identity hashes', async () => {
    const debtor = await createUser(t.deps.db, { role: 'debtor' });
    const linked = await insertAccount(t.deps.db, t.deps.encryption, {
      ...person,
      ...town,
      address1: '8 Linden Street',
      userId: debtor.id,
    });
    const waiting = await insertAccount(t.deps.db, t.deps.encryption, {
      ...person,
      ...town,
      address1: '61 Quarry Road',
    });
    const keptApart = await insertAccount(t.deps.db, t.deps.encryption, {
      ...person,
      ...town,
      address1: '2 Mill Lane',
    });
    // A staff decision writes the column itself, which the trigger leaves alone.
    await t.deps.db
      .update(debtAccounts)
      .set({ identityReview: 'rejected' })
      .where(eq(debtAccounts.id, keptApart.id));
    const ids = [linked.id, waiting.id, keptApart.id];
    const before = await stateOf(ids);
    expect([before[linked.id]?.review, before[waiting.id]?.review, before[keptApart.id]?.review]).toEqual([
      null,
      'pending',
      'rejected',
    ]);

    const report = await rotateDataKey(t.deps.db, new FieldEncryption(newKey, [oldKey]));
    expect(report.misplaced).toEqual([]);

    const after = await stateOf(ids);
    for (const id of ids) {
      expect(after[id]?.hash).toBe(newOnly.identityHash('7788', '1968-08-08'));
      expect(after[id]?.review).toBe(before[id]?.review);
    }
  });

  it('without the rotation, the same change of hash on a login’s account sends it to review', async () => {
    const debtor = await createUser(t.deps.db, { role: 'debtor' });
    const account = await insertAccount(t.deps.db, t.deps.encryption, {
      ssn: '123459911',
      birthDate: '1972-02-02',
      ...town,
      address1: '40 Ash Court',
      userId: debtor.id,
    });
    expect((await stateOf([account.id]))[account.id]?.review).toBeNull();
    await t.deps.db.execute(
      sql`UPDATE debt_accounts SET identity_hash = ${newOnly.identityHash('9911', '1972-02-02')} WHERE id = ${account.id}`,
    );
    expect((await stateOf([account.id]))[account.id]?.review).toBe('pending');
  });
});
