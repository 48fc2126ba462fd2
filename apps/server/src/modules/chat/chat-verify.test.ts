import { CHAT_MESSAGES, DEMO_BRAND, fillChatText, IDENTITY_MESSAGES } from '@arrears/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  chatCookieOf,
  chatVerify,
  chatVerifyAddress,
  newChatDebtor,
  newIp,
  startChatCheck,
  verifiedChat,
} from '../../../test/kits/chat/chat-test-kit';
import { chatSessions, debtAccounts, securityEvents, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const failed = { message: fillChatText(CHAT_MESSAGES.verificationFailed, { phone: DEMO_BRAND.phone }) };

describe('POST /api/chat/verify', () => {
  it.each([
    [{ dob: '1980-01-01' }, IDENTITY_MESSAGES.ssnLast4Min],
    [{ ssn_last4: '12', dob: '1980-01-01' }, IDENTITY_MESSAGES.ssnLast4Min],
    [{ ssn_last4: '12a4', dob: '1980-01-01' }, IDENTITY_MESSAGES.ssnLast4Exact],
    [{ ssn_last4: '1234' }, IDENTITY_MESSAGES.dateOfBirthRequired],
    [{ ssn_last4: '1234', dob: '1980-02-30' }, IDENTITY_MESSAGES.dateOfBirthInvalid],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await chatVerify(t, body, newIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers a match and a no-match alike: a one-use token, no name, five options', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const match = await chatVerify(t, { ssn_last4: debtor.last4, dob: debtor.dob }, ip);
    const noMatch = await chatVerify(t, { ssn_last4: '0000', dob: '1901-01-01' }, ip);
    for (const res of [match, noMatch]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.cookies).toEqual([]);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['address_options', 'debtor_id', 'name', 'success']);
      expect(body).toMatchObject({ success: true, name: null });
      expect(body.debtor_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.address_options).toHaveLength(5);
      expect(new Set(body.address_options).size).toBe(5);
    }
    expect(match.json().address_options).toContain(debtor.address);
    expect(noMatch.json().address_options).not.toContain(debtor.address);
  });
});

describe('POST /api/chat/verify-address', () => {
  it.each([
    [{ selected_address: 'x' }, CHAT_MESSAGES.sessionRequired],
    [{ debtor_id: '   ', selected_address: 'x' }, CHAT_MESSAGES.sessionRequired],
    [{ debtor_id: 'abc' }, IDENTITY_MESSAGES.addressRequired],
    [{ debtor_id: 'abc', selected_address: '' }, IDENTITY_MESSAGES.addressRequired],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await chatVerifyAddress(t, body, newIp());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('the right pick starts a chat session and answers the primary account and all the others', async () => {
    const debtor = await newChatDebtor(t, [
      {
        accountNumber: `CH-A-${Date.now()}`,
        unpaidBalance: '250.10',
        emailAddress: null,
        schoolName: 'Acme U',
      },
      {
        accountNumber: `CH-B-${Date.now()}`,
        unpaidBalance: '1320.45',
        emailAddress: 'ana@example.com',
        schoolName: 'Beta College',
      },
    ]);
    const [small, big] = debtor.accounts;
    const [usersBefore] = await t.deps.db.select({ n: count() }).from(users);
    const ip = newIp();
    const check = await startChatCheck(t, debtor, ip);
    const res = await chatVerifyAddress(
      t,
      { debtor_id: check.debtor_id, selected_address: debtor.address },
      ip,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');

    const cookie = res.cookies.find((c) => c.name === 'arrears_chat');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy(); // Secure only in production
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const name = `Ana ${big.lastName}`;
    const info = (row: typeof big, balance: number, email: string, creditor: string) => ({
      id: row.id,
      first_name: 'Ana',
      last_name: row.lastName,
      address1: row.address1,
      city: 'Camden',
      state: 'NJ',
      zip_code: '08102',
      email_address: email,
      account_number: row.accountNumber,
      principal_balance: balance,
      unpaid_balance: balance,
      creditor,
    });
    const body = res.json();
    expect(body).toEqual({
      success: true,
      signed_in: true,
      debtor_id: big.id,
      name,
      account_info: info(big, 1320.45, 'ana@example.com', 'Beta College'),
      accounts: expect.arrayContaining([
        info(big, 1320.45, 'ana@example.com', 'Beta College'),
        info(small, 250.1, '', 'Acme U'),
      ]),
    });
    expect(body.accounts).toHaveLength(2);

    // The session reaches both accounts; the verification also signed this browser in as the
    // person's one debtor login, to which both accounts are now linked (decision 0119).
    const [session] = await t.deps.db.select().from(chatSessions).where(eq(chatSessions.ipAddress, ip));
    expect(session.accountIds.sort()).toEqual([small.id, big.id].sort());
    expect(session.id).not.toBe(cookie?.value);
    const [usersAfter] = await t.deps.db.select({ n: count() }).from(users);
    expect(usersAfter.n).toBe(usersBefore.n + 1);
    const owners = await t.deps.db
      .select({ userId: debtAccounts.userId })
      .from(debtAccounts)
      .where(eq(debtAccounts.identityHash, t.deps.encryption.identityHash(debtor.last4, debtor.dob)));
    expect(new Set(owners.map((o) => o.userId)).size).toBe(1);
    expect(owners[0]?.userId).not.toBeNull();

    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'chat_verified'), eq(securityEvents.ipAddress, ip)));
    expect(event).toMatchObject({ success: true, riskLevel: 'LOW' });

    // The session works: the primary account's payments can be read.
    const list = await t.app.inject({
      url: `/api/chat/payments/${big.id}`,
      headers: { cookie: chatCookieOf(res) },
    });
    expect(list.statusCode).toBe(200);
  });

  it('ties on the balance go to the most recently updated account', async () => {
    const debtor = await newChatDebtor(t, [
      { unpaidBalance: '300.00', updatedAt: new Date('2026-01-01T00:00:00Z') },
      { unpaidBalance: '300.00', updatedAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    const { answer } = await verifiedChat(t, debtor);
    expect(answer.debtor_id).toBe(debtor.accounts[1].id);
  });

  it('a first wrong pick is 401; verifying again offers the same options and the right pick still works', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const first = await startChatCheck(t, debtor, ip);
    const wrong = first.address_options.find((a) => a !== debtor.address);
    const res = await chatVerifyAddress(t, { debtor_id: first.debtor_id, selected_address: wrong }, ip);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(failed);
    expect(res.cookies).toEqual([]);

    const again = await startChatCheck(t, debtor, ip);
    expect([...again.address_options].sort()).toEqual([...first.address_options].sort());
    expect(again.debtor_id).not.toBe(first.debtor_id);
    const right = await chatVerifyAddress(
      t,
      { debtor_id: again.debtor_id, selected_address: debtor.address },
      ip,
    );
    expect(right.statusCode).toBe(200);
    expect(chatCookieOf(right)).toMatch(/^arrears_chat=/);
  });

  it('after a second wrong pick the identity is throttled: verify answers 429', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    for (let i = 0; i < 2; i++) {
      const check = await startChatCheck(t, debtor, ip);
      const wrong = check.address_options.find((a) => a !== debtor.address);
      const res = await chatVerifyAddress(t, { debtor_id: check.debtor_id, selected_address: wrong }, ip);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(failed);
    }
    const res = await chatVerify(t, { ssn_last4: debtor.last4, dob: debtor.dob }, newIp());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(IDENTITY_MESSAGES.throttled);
  });

  it('a no-match token fails at the pick like a wrong address', async () => {
    const ip = newIp();
    const check = await startChatCheck(t, { last4: '0001', dob: '1902-03-04' }, ip);
    const res = await chatVerifyAddress(
      t,
      { debtor_id: check.debtor_id, selected_address: check.address_options[0] },
      ip,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(failed);
  });

  it('five failures from one IP throttle that IP, whatever the identity', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const check = await startChatCheck(t, { last4: `090${i}`, dob: `1903-01-0${i + 1}` }, ip);
      const pick = { debtor_id: check.debtor_id, selected_address: check.address_options[0] };
      expect((await chatVerifyAddress(t, pick, ip)).statusCode).toBe(401);
    }
    const debtor = await newChatDebtor(t);
    const res = await chatVerify(t, { ssn_last4: debtor.last4, dob: debtor.dob }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(IDENTITY_MESSAGES.throttled);
  });

  it('a spent token fails even with the right address', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const check = await startChatCheck(t, debtor, ip);
    const pick = { debtor_id: check.debtor_id, selected_address: debtor.address };
    expect((await chatVerifyAddress(t, pick, ip)).statusCode).toBe(200);
    const reused = await chatVerifyAddress(t, pick, ip);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(failed);
  });

  it('a quick access token does not verify a chat (purposes are apart)', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const quick = await t.app.inject({
      method: 'POST',
      url: '/api/quick-access-verify',
      payload: { ssnLast4: debtor.last4, dateOfBirth: debtor.dob },
      remoteAddress: ip,
    });
    const token = quick.json().verificationToken;
    const res = await chatVerifyAddress(t, { debtor_id: token, selected_address: debtor.address }, ip);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(failed);
  });
});
