import { IDENTITY_MESSAGES, type IdentityReviewList } from '@arrears/domain';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, debtAccounts, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../factories';
import { toCsv } from '../kits/accounts-import/import-test-kit';
import { chatCookieOf } from '../kits/chat/chat-test-kit';
import { insertIdentityAccounts, sessionCookieOf } from '../kits/identity/identity-test-kit';
import { multipart } from '../multipart';

/**
 * The attack of a client user who knows a consumer's SSN last 4 and birth date (decision 0086):
 * a placement file plants an account with that identity and an address of the attacker's choosing,
 * then every public door of the identity check is tried with it. None may give a session, an
 * account or a login of the real person, and the real person still gets in.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const VERA = {
  ssn: '321549876',
  last4: '9876',
  birthDate: '1982-03-14',
  address: '27 Walnut Street, Harrisburg, PA 17101',
};
const PLANTED = { street: '1 Lantern Way', city: 'Dover', state: 'DE', zip: '19901' };
const PLANTED_ADDRESS = '1 Lantern Way, Dover, DE 19901';

const post = (url: string, payload: object, ip: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const idsOf = (res: LightMyRequestResponse) => (res.json() as { id: number }[]).map((a) => a.id).sort();

async function clientUserCookie(code: string): Promise<string> {
  const [client] = await t.deps.db
    .insert(clients)
    .values({
      code,
      name: `${code} Lending`,
      remitMethod: 'net',
      remitFrequency: 'daily',
      commissionRate: '25',
    })
    .returning();
  const user = await createUser(t.deps.db, {
    role: 'client',
    clientId: client?.id,
    username: `${code}-user`,
  });
  // Signed in through the public call, as the attacker would.
  const res = await post('/api/login', { username: user.username, password: TEST_PASSWORD }, '10.77.0.1');
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}

function placementFile(cookie: string, rows: string[][]) {
  const header = [
    'account_number',
    'debtor_name',
    'current_amount',
    'ssn',
    'birth_date',
    'address_1',
    'city',
    'state',
    'zip_code',
  ];
  const form = multipart({}, [
    { field: 'file', name: 'plant.csv', content: toCsv([header, ...rows]), type: 'text/csv' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/client/placements',
    headers: { cookie, ...form.headers },
    payload: form.payload,
    remoteAddress: '10.77.0.1',
  });
}

describe('a client cannot plant or lift an identity through a placement file', () => {
  it('planted accounts give no session, account or login of the victim; the victim still signs in', async () => {
    // The victim: two accounts at the agency's clients, and a password login of their own.
    const victimAccounts = await insertIdentityAccounts(t, [
      {
        accountNumber: 'VERA-1',
        firstName: 'Vera',
        lastName: 'Quill',
        ssn: VERA.ssn,
        birthDate: VERA.birthDate,
        address1: '27 Walnut Street',
        city: 'Harrisburg',
        state: 'PA',
        zipCode: '17101',
      },
      {
        accountNumber: 'VERA-2',
        firstName: 'Vera',
        lastName: 'Quill',
        ssn: VERA.ssn,
        birthDate: VERA.birthDate,
        address1: '27 WALNUT STREET, Apt 1',
        city: 'Harrisburg',
        state: 'PA',
        zipCode: '17101',
      },
    ]);
    const victimIds = victimAccounts.map((a) => a.id).sort();
    const registered = await post(
      '/api/register-debtor',
      {
        username: 'vera-quill',
        email: 'vera@example.com',
        password: 'Walnut-Street-27!',
        firstName: 'Vera',
        ssn: VERA.last4,
        dateOfBirth: VERA.birthDate,
        accountNumber: 'VERA-1',
      },
      '10.77.1.1',
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const victimUserId = registered.json().user.id as number;

    // The attacker: a user of another client. Two planted rows: a made-up full SSN with the victim's
    // last 4, and the victim's true full SSN (the worst case), both at the attacker's address.
    const attacker = await clientUserCookie('EVIL');
    const birth = '03/14/1982';
    const plant = await placementFile(attacker, [
      [
        'EVIL-1',
        'Vera Quill',
        '10.00',
        '000009876',
        birth,
        PLANTED.street,
        PLANTED.city,
        PLANTED.state,
        PLANTED.zip,
      ],
      [
        'EVIL-2',
        'Vera Quill',
        '10.00',
        VERA.ssn,
        birth,
        PLANTED.street,
        PLANTED.city,
        PLANTED.state,
        PLANTED.zip,
      ],
    ]);
    expect(plant.statusCode, plant.body).toBe(200);
    const planted = await t.deps.db
      .select()
      .from(debtAccounts)
      .where(inArray(debtAccounts.accountNumber, ['EVIL-1', 'EVIL-2']));
    expect(planted.map((a) => a.identityReview)).toEqual(['pending', 'pending']);

    // Quick access: the planted address is not asked, so picking it fails like any wrong pick.
    const quick = await post(
      '/api/quick-access-verify',
      { ssnLast4: VERA.last4, dateOfBirth: VERA.birthDate },
      '10.77.2.1',
    );
    expect(quick.statusCode).toBe(200);
    expect(quick.json().addressOptions).not.toContain(PLANTED_ADDRESS);
    expect(quick.json().addressOptions).toContain(VERA.address);
    const quickPick = await post(
      '/api/quick-access',
      { verificationToken: quick.json().verificationToken, selectedAddress: PLANTED_ADDRESS },
      '10.77.2.1',
    );
    expect(quickPick.statusCode).toBe(401);
    expect(quickPick.json()).toEqual({ message: IDENTITY_MESSAGES.addressMismatch });
    expect(quickPick.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();

    // Registration with a planted account number: a login for that planted account alone.
    const register = await post(
      '/api/register-debtor',
      {
        username: 'not-vera',
        email: 'attacker@example.com',
        password: 'Lantern-Way-1-Dover!',
        firstName: 'Vera',
        ssn: VERA.last4,
        dateOfBirth: VERA.birthDate,
        accountNumber: 'EVIL-2',
      },
      '10.77.3.1',
    );
    expect(register.statusCode, register.body).toBe(201);
    const attackerLogin = sessionCookieOf(register);
    const seen = idsOf(await get('/api/customer/accounts', attackerLogin));
    expect(seen).toEqual(planted.filter((a) => a.accountNumber === 'EVIL-2').map((a) => a.id));
    for (const id of victimIds) {
      expect((await get(`/api/customer/accounts/${id}`, attackerLogin)).statusCode).not.toBe(200);
    }

    // The chat: the planted address is not among the options and is refused.
    const chat = await post('/api/chat/verify', { ssn_last4: VERA.last4, dob: VERA.birthDate }, '10.77.4.1');
    expect(chat.statusCode).toBe(200);
    expect(chat.json().address_options).not.toContain(PLANTED_ADDRESS);
    const chatPick = await post(
      '/api/chat/verify-address',
      { debtor_id: chat.json().debtor_id, selected_address: PLANTED_ADDRESS },
      '10.77.4.1',
    );
    expect(chatPick.statusCode).toBe(401);
    expect(chatPick.cookies.find((c) => c.name === 'arrears_chat')?.value ?? '').toBe('');

    // The victim's accounts and login are untouched.
    const victimRows = await t.deps.db.select().from(debtAccounts).where(inArray(debtAccounts.id, victimIds));
    expect(victimRows.map((a) => a.userId)).toEqual([victimUserId, victimUserId]);
    const [victimUser] = await t.deps.db.select().from(users).where(eq(users.id, victimUserId));
    expect(victimUser?.email).toBe('vera@example.com');

    // Two failures lock the identity for a day (decision 0028); then the victim gets in with the
    // true address, into their own login, and sees their accounts and nothing planted.
    t.clock.advance(DAY_MS + 60_000);
    const again = await post(
      '/api/quick-access-verify',
      { ssnLast4: VERA.last4, dateOfBirth: VERA.birthDate },
      '10.77.5.1',
    );
    expect(again.json().addressOptions).not.toContain(PLANTED_ADDRESS);
    const victimIn = await post(
      '/api/quick-access',
      { verificationToken: again.json().verificationToken, selectedAddress: VERA.address },
      '10.77.5.1',
    );
    expect(victimIn.statusCode, victimIn.body).toBe(200);
    expect(victimIn.json().id).toBe(victimUserId);
    expect(idsOf(await get('/api/customer/accounts', sessionCookieOf(victimIn)))).toEqual(victimIds);

    // The chat, for the victim, reaches the victim's accounts only.
    const victimChat = await post(
      '/api/chat/verify',
      { ssn_last4: VERA.last4, dob: VERA.birthDate },
      '10.77.6.1',
    );
    const victimChatIn = await post(
      '/api/chat/verify-address',
      { debtor_id: victimChat.json().debtor_id, selected_address: VERA.address },
      '10.77.6.1',
    );
    expect(victimChatIn.statusCode, victimChatIn.body).toBe(200);
    chatCookieOf(victimChatIn);
    expect((victimChatIn.json().accounts as { id: number }[]).map((a) => a.id).sort()).toEqual(victimIds);

    // Staff see both planted accounts in the review queue, each beside the victim's.
    const staff = await signIn(t.app, (await createUser(t.deps.db, { role: 'staff' })).username);
    const queue = (await get('/api/admin/identity-reviews', staff)).json() as IdentityReviewList;
    const byNumber = new Map(queue.reviews.map((r) => [r.accountNumber, r]));
    expect(byNumber.get('EVIL-1')?.others.map((o) => o.match)).toEqual([
      'different_full_ssn',
      'different_full_ssn',
    ]);
    expect(byNumber.get('EVIL-2')?.others.map((o) => o.match)).toEqual(['same_full_ssn', 'same_full_ssn']);
    expect(byNumber.get('EVIL-2')?.address).toBe(PLANTED_ADDRESS);
  });
});
