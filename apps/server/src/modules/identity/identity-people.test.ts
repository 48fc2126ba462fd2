import type { IdentityReviewList } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import {
  completeIdentity,
  insertIdentityAccounts,
  sessionCookieOf,
  startCheck,
} from '../../../test/kits/identity/identity-test-kit';
import { accountAudit, debtAccounts, securityEvents } from '../../db/schema';
import { accountAddressParts, addressKey, formatAddressOption } from './address-options';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t.app, (await createUser(t.deps.db, { role: 'staff' })).username);
});
afterAll(async () => t.close());

let ipSequence = 0;
const nextIp = () => `10.86.0.${++ipSequence}`;
const reviewOf = async (id: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0]?.identityReview;
const accountsSeen = async (res: LightMyRequestResponse) =>
  (
    (
      await t.app.inject({ url: '/api/customer/accounts', headers: { cookie: sessionCookieOf(res) } })
    ).json() as {
      id: number;
    }[]
  ).map((a) => a.id);

async function signInWith(last4: string, birthDate: string, address: string) {
  const ip = nextIp();
  const answer = await startCheck(t, last4, birthDate, { ip });
  expect(answer.addressOptions).toContain(address);
  return completeIdentity(
    t,
    { verificationToken: answer.verificationToken, selectedAddress: address },
    { ip },
  );
}

describe('one person is one identity (decision 0086)', () => {
  it('two people with the same SSN last 4 and birth date but different full SSNs each see only their own', async () => {
    const [ann] = await insertIdentityAccounts(t, [
      {
        firstName: 'Ann',
        ssn: '111225555',
        birthDate: '1970-05-05',
        address1: '3 Elm Street',
        city: 'Reading',
        state: 'PA',
        zipCode: '19601',
      },
    ]);
    const [bea] = await insertIdentityAccounts(t, [
      {
        firstName: 'Bea',
        ssn: '999885555',
        birthDate: '1970-05-05',
        address1: '80 Oak Road',
        city: 'Easton',
        state: 'PA',
        zipCode: '18042',
      },
    ]);
    // Bea's account joined an identity with another address: staff confirm she is someone else.
    expect(await reviewOf(bea?.id ?? 0)).toBe('pending');
    const queue = (
      await t.app.inject({ url: '/api/admin/identity-reviews', headers: { cookie: staff } })
    ).json() as IdentityReviewList;
    const line = queue.reviews.find((r) => r.id === bea?.id);
    expect(line?.others).toEqual([
      expect.objectContaining({ id: ann?.id, match: 'different_full_ssn', hasLogin: false }),
    ]);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-reviews/${bea?.id}`,
      headers: { cookie: staff },
      payload: { decision: 'approve', reason: 'Different full SSN: another person' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await reviewOf(bea?.id ?? 0)).toBeNull();

    // Both addresses are asked now; each address proves its own person's account only.
    const annIn = await signInWith('5555', '1970-05-05', '3 Elm Street, Reading, PA 19601');
    expect(annIn.statusCode).toBe(200);
    expect(await accountsSeen(annIn)).toEqual([ann?.id]);
    const beaIn = await signInWith('5555', '1970-05-05', '80 Oak Road, Easton, PA 18042');
    expect(beaIn.statusCode).toBe(200);
    expect(beaIn.json().id).not.toBe(annIn.json().id);
    expect(await accountsSeen(beaIn)).toEqual([bea?.id]);

    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, bea?.id ?? 0));
    expect(audit.find((a) => a.field === 'identity_review')).toMatchObject({
      oldValue: 'pending',
      newValue: 'approved',
      reason: 'Different full SSN: another person',
    });
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'identity_review_decided'));
    expect(event?.details).toMatchObject({ accountId: bea?.id, decision: 'approve' });
  });

  it('accounts without a full SSN join on SSN last 4 + birth date only at the same address (unconfirmed)', async () => {
    const town = { city: 'Allentown', state: 'PA', zipCode: '18101' };
    const [first, sameAddress, elsewhere] = await insertIdentityAccounts(t, [
      { ssn: '4747', birthDate: '1966-06-06', address1: '9 Hill Street', ...town },
      { ssn: '4747', birthDate: '1966-06-06', address1: '9 Hill St.', ...town },
      { ssn: '4747', birthDate: '1966-06-06', address1: '12 Low Road', ...town },
    ]);
    expect(await reviewOf(first?.id ?? 0)).toBeNull();
    // "9 Hill St." and "9 Hill Street" are written differently: the review decides.
    expect(await reviewOf(sameAddress?.id ?? 0)).toBe('pending');
    expect(await reviewOf(elsewhere?.id ?? 0)).toBe('pending');
    const res = await signInWith('4747', '1966-06-06', '9 Hill Street, Allentown, PA 18101');
    expect(await accountsSeen(res)).toEqual([first?.id]);
  });

  it('a client changing the address of a login’s account, or of one of several, sends it to review', async () => {
    const home = { city: 'Erie', state: 'PA', zipCode: '16501' };
    const [one, two] = await insertIdentityAccounts(t, [
      { ssn: '222336060', birthDate: '1975-07-07', address1: '5 Bay Street', ...home },
      { ssn: '222336060', birthDate: '1975-07-07', address1: '5 Bay Street', ...home },
    ]);
    expect([await reviewOf(one?.id ?? 0), await reviewOf(two?.id ?? 0)]).toEqual([null, null]);
    // A unit or another casing is the same address.
    await t.deps.db
      .update(debtAccounts)
      .set({ address1: '5 BAY STREET, APT 3' })
      .where(eq(debtAccounts.id, two?.id ?? 0));
    expect(await reviewOf(two?.id ?? 0)).toBeNull();
    await t.deps.db
      .update(debtAccounts)
      .set({ address1: '66 Planted Lane' })
      .where(eq(debtAccounts.id, two?.id ?? 0));
    expect(await reviewOf(two?.id ?? 0)).toBe('pending');

    // A single account with a login: its address changing also waits for review.
    const signedIn = await signInWith('6060', '1975-07-07', '5 Bay Street, Erie, PA 16501');
    expect(await accountsSeen(signedIn)).toEqual([one?.id]);
    await t.deps.db
      .update(debtAccounts)
      .set({ zipCode: '16502' })
      .where(eq(debtAccounts.id, one?.id ?? 0));
    expect(await reviewOf(one?.id ?? 0)).toBe('pending');

    // Rejected stays rejected, whatever changes next.
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-reviews/${two?.id}`,
      headers: { cookie: staff },
      payload: { decision: 'reject', reason: 'Address from a file we do not trust' },
    });
    expect(reject.json()).toMatchObject({ identityReview: 'rejected' });
    await t.deps.db
      .update(debtAccounts)
      .set({ address1: '5 Bay Street' })
      .where(eq(debtAccounts.id, two?.id ?? 0));
    expect(await reviewOf(two?.id ?? 0)).toBe('rejected');
    // A decision needs a reason, and an account not waiting cannot be decided.
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-reviews/${one?.id}`,
      headers: { cookie: staff },
      payload: { decision: 'approve' },
    });
    expect(noReason.statusCode).toBe(400);
    const collector = await signIn(t.app, (await createUser(t.deps.db, { role: 'collector' })).username);
    const byCollector = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-reviews/${one?.id}`,
      headers: { cookie: collector },
      payload: { decision: 'approve', reason: 'Looks fine to me' },
    });
    expect(byCollector.statusCode).toBe(403);
    expect(await reviewOf(one?.id ?? 0)).toBe('pending');
  });

  it('the database compares addresses as the identity check does', async () => {
    const lines: [string, string | null, string | null, string | null][] = [
      ['42 Maple Street', 'Philadelphia', 'PA', '19103'],
      ['  42   MAPLE  street, Apt. 4B ', ' philadelphia ', 'pa', '19103-2211'],
      ['1420 N. Broad St., Suite 200', 'Philadelphia', 'PA', '19121'],
      ['77 Route 9 #12', 'Lakewood', 'NJ', '8701'],
      ['12 Unity Way', 'Trenton', 'NJ', '08608'],
      ['300 Floor Ave Fl 2', null, 'NJ', null],
      ['PO Box 12', 'Camden', 'NJ', ''],
      ['5 Apt Street', 'Newark', 'NJ', '07102'],
      ['.', 'Newark', 'NJ', '07102'],
      ['8 O\u2019Brien-McKay Ct', 'Erie', 'PA', '16501'],
    ];
    for (const [street, city, state, zip] of lines) {
      const parts = accountAddressParts({ address1: street, city, state, zipCode: zip });
      const expected = parts ? addressKey(formatAddressOption(parts)) : null;
      const result = await t.deps.db.execute<{ key: string | null }>(
        sql`select identity_address_key(${street}, ${city}, ${state}, ${zip}) as key`,
      );
      expect(result.rows[0]?.key ?? null, street).toBe(expected);
    }
  });
});
