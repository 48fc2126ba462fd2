import { CHAT_MESSAGES, DEMO_BRAND, fillChatText } from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import {
  chatCookieOf,
  chatVerify,
  chatVerifyAddress,
  newChatDebtor,
  newIp,
  startChatCheck,
  verifiedChat,
} from '../../../test/kits/chat/chat-test-kit';
import { insertIdentityAccounts, sessionCookieOf } from '../../../test/kits/identity/identity-test-kit';
import { debtAccounts, securityEvents, users } from '../../db/schema';

/**
 * Verifying in the chat signs the browser in to the portal (decision 0119), with the rules of quick
 * access, and nothing short of a passed identity check gives a portal session.
 */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t.app, (await createUser(t.deps.db, { role: 'staff' })).username);
});
afterAll(async () => t.close());

const failed = { message: fillChatText(CHAT_MESSAGES.verificationFailed, { phone: DEMO_BRAND.phone }) };
const SESSION = 'arrears_sid';
const sessionSet = (res: LightMyRequestResponse) => res.cookies.some((c) => c.name === SESSION && c.value);

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {}, remoteAddress: newIp() });
const accountIdsSeen = async (cookie: string) =>
  ((await get('/api/customer/accounts', cookie)).json() as { id: number }[]).map((a) => a.id).sort();

describe('the chat verification signs the browser in', () => {
  it('sets the session cookie as quick access does; the portal then opens as the debtor, on their accounts only', async () => {
    const debtor = await newChatDebtor(t, [{ unpaidBalance: '410.00' }, { unpaidBalance: '95.50' }]);
    const ip = newIp();
    const check = await startChatCheck(t, debtor, ip);
    const res = await chatVerifyAddress(
      t,
      { debtor_id: check.debtor_id, selected_address: debtor.address },
      ip,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().signed_in).toBe(true);

    const session = res.cookies.find((c) => c.name === SESSION);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy(); // Secure only in production
    const cookie = sessionCookieOf(res);

    const me = await get('/api/user', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user ?? me.json()).toMatchObject({ role: 'debtor', firstName: 'Ana' });
    // /payment-plan's call, debtors only, answers: the chat's link lands where it points.
    expect((await get('/api/customer/plans', cookie)).statusCode).toBe(200);
    expect(await accountIdsSeen(cookie)).toEqual(debtor.accounts.map((a) => a.id).sort());

    // Both accounts are now linked to that one login, and the sign-in is a security event.
    const owners = await t.deps.db
      .select({ userId: debtAccounts.userId })
      .from(debtAccounts)
      .where(
        inArray(
          debtAccounts.id,
          debtor.accounts.map((a) => a.id),
        ),
      );
    const userId = (me.json().user ?? me.json()).id;
    expect(owners).toEqual([{ userId }, { userId }]);
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'quick_access_success'), eq(securityEvents.ipAddress, ip)));
    expect(event).toMatchObject({ success: true, riskLevel: 'LOW', userId });
    expect(event?.details).toMatchObject({ purpose: 'chat', createdUser: true, linkedAccounts: 2 });

    // A second verification of the same person signs in the same login, with a new session.
    const ip2 = newIp();
    const check2 = await startChatCheck(t, debtor, ip2);
    const again = await chatVerifyAddress(
      t,
      { debtor_id: check2.debtor_id, selected_address: debtor.address },
      ip2,
    );
    expect(sessionCookieOf(again)).not.toBe(cookie);
    const me2 = (await get('/api/user', sessionCookieOf(again))).json();
    expect((me2.user ?? me2).id).toBe(userId);
  });

  it('replaces the session the browser had (no fixation, no one else signed in beside it)', async () => {
    const before = await createUser(t.deps.db, { role: 'debtor' });
    const earlier = await signIn(t.app, before.username);
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const check = await startChatCheck(t, debtor, ip);
    const res = await chatVerifyAddress(
      t,
      { debtor_id: check.debtor_id, selected_address: debtor.address },
      ip,
      earlier,
    );
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).not.toBe(earlier);
    expect((await get('/api/user', earlier)).statusCode).toBe(401);
    expect(await accountIdsSeen(sessionCookieOf(res))).toEqual([debtor.accounts[0]?.id]);
  });

  it('a deactivated login gets no session; the chat itself still works', async () => {
    const debtor = await newChatDebtor(t);
    const first = await verifiedChat(t, debtor);
    expect(first.answer.signed_in).toBe(true);
    const [account] = await t.deps.db
      .select({ userId: debtAccounts.userId })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, debtor.accounts[0]?.id ?? 0));
    await t.deps.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, account?.userId ?? 0));

    const ip = newIp();
    const check = await startChatCheck(t, debtor, ip);
    const res = await chatVerifyAddress(
      t,
      { debtor_id: check.debtor_id, selected_address: debtor.address },
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().signed_in).toBe(false);
    expect(sessionSet(res)).toBe(false);
    expect((await get(`/api/chat/payments/${res.json().debtor_id}`, chatCookieOf(res))).statusCode).toBe(200);
  });
});

describe('no portal session without a passed identity check', () => {
  it('an unverified chat: step one alone, or a wrong address, sets no session and opens nothing', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const step1 = await chatVerify(t, { ssn_last4: debtor.last4, dob: debtor.dob }, ip);
    expect(step1.statusCode).toBe(200);
    expect(step1.cookies).toEqual([]);

    const wrong = step1.json().address_options.find((a: string) => a !== debtor.address);
    const res = await chatVerifyAddress(
      t,
      { debtor_id: step1.json().debtor_id, selected_address: wrong },
      ip,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(failed);
    expect(res.cookies).toEqual([]);
    // Nothing was linked to a login either.
    const [row] = await t.deps.db
      .select({ userId: debtAccounts.userId })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, debtor.accounts[0]?.id ?? 0));
    expect(row?.userId).toBeNull();
  });

  it('a replayed or foreign chat id is refused and sets no session', async () => {
    const debtor = await newChatDebtor(t);
    const { handle, answer, cookie: chatCookie } = await verifiedChat(t, debtor);
    const attacker = newIp();
    const tries: Record<string, unknown>[] = [
      // The spent one-use token of the person's own verification, replayed with the right address.
      { debtor_id: handle, selected_address: debtor.address },
      // The chat's account handle (the debtor_id verify-address answers).
      { debtor_id: String(answer.debtor_id), selected_address: debtor.address },
      // A made-up token.
      { debtor_id: 'A'.repeat(43), selected_address: debtor.address },
    ];
    for (const body of tries) {
      const res = await chatVerifyAddress(t, body, attacker, chatCookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(401);
      expect(sessionSet(res)).toBe(false);
    }
    // A quick access token is another purpose: refused in the chat, no session.
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/quick-access-verify',
      payload: { ssnLast4: debtor.last4, dateOfBirth: debtor.dob },
      remoteAddress: attacker,
    });
    const res = await chatVerifyAddress(
      t,
      { debtor_id: quick.json().verificationToken, selected_address: debtor.address },
      attacker,
    );
    expect(res.statusCode).toBe(401);
    expect(sessionSet(res)).toBe(false);

    // The chat cookie itself, copied to another browser, is no portal session.
    for (const url of ['/api/user', '/api/customer/accounts', '/api/customer/plans']) {
      expect((await get(url, chatCookie)).statusCode, url).toBe(401);
    }
  });

  it("another person's account: a check proves one person, whose login sees their accounts and no one else's", async () => {
    const ann = (
      await insertIdentityAccounts(t, [
        {
          firstName: 'Ann',
          ssn: '111227711',
          birthDate: '1971-06-06',
          address1: '4 Birch Lane',
          city: 'Reading',
          state: 'PA',
          zipCode: '19601',
        },
      ])
    )[0];
    const bea = (
      await insertIdentityAccounts(t, [
        {
          firstName: 'Bea',
          ssn: '999887711',
          birthDate: '1971-06-06',
          address1: '81 Cedar Road',
          city: 'Easton',
          state: 'PA',
          zipCode: '18042',
        },
      ])
    )[0];
    // Until staff say who is who, Bea's account waits: the chat never reaches it.
    const annAddress = '4 Birch Lane, Reading, PA 19601';
    const beaAddress = '81 Cedar Road, Easton, PA 18042';
    const pending = await startChatCheck(t, { last4: '7711', dob: '1971-06-06' }, newIp());
    expect(pending.address_options).toContain(annAddress);
    expect(pending.address_options).not.toContain(beaAddress);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/identity-reviews/${bea?.id}`,
      headers: { cookie: staff },
      payload: { decision: 'approve', reason: 'Different full SSN: another person' },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    const verifyAs = async (address: string) => {
      const ip = newIp();
      const check = await startChatCheck(t, { last4: '7711', dob: '1971-06-06' }, ip);
      expect(check.address_options).toContain(address);
      const res = await chatVerifyAddress(t, { debtor_id: check.debtor_id, selected_address: address }, ip);
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const annIn = await verifyAs(annAddress);
    expect(await accountIdsSeen(sessionCookieOf(annIn))).toEqual([ann?.id]);
    const beaIn = await verifyAs(beaAddress);
    expect(await accountIdsSeen(sessionCookieOf(beaIn))).toEqual([bea?.id]);
    const whoIs = async (res: LightMyRequestResponse) => {
      const body = (await get('/api/user', sessionCookieOf(res))).json();
      return (body.user ?? body).id;
    };
    expect(await whoIs(annIn)).not.toBe(await whoIs(beaIn));

    // Ann's session cannot read Bea's account by its id either.
    const plan = await get(`/api/customer/plan-options?debtAccountId=${bea?.id}`, sessionCookieOf(annIn));
    expect(plan.statusCode).toBeGreaterThanOrEqual(400);
  });
});
