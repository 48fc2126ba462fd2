import { IDENTITY_MESSAGES, REGISTER_DEBTOR_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertIdentityAccounts, sessionCookieOf } from '../../../test/kits/identity/identity-test-kit';
import { accountAudit, debtAccounts, identityCheckFailures, securityEvents, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

let sequence = 0;
/** The /register form's payload with the proof (decision 0044): Lena Ortiz, born 1981-04-09, SSN ending 7070. */
function body(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    firstName: 'Lena',
    lastName: 'Ortiz',
    email: `lena${sequence}@example.com`,
    phone: '2155550177',
    username: `lena-${sequence}`,
    password: 'Correct-Horse-7',
    ssn: '7070',
    dateOfBirth: '1981-04-09',
    accountNumber: 'LNK-1001',
    ...overrides,
  };
}

// Each call from its own address unless told: the per-network limits of one test stay in it.
let ipSequence = 0;
const register = (
  payload: Record<string, unknown>,
  ip = `10.44.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`,
) => t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: ip });

async function ownerOf(id: number | undefined) {
  const [row] = await t.deps.db
    .select({ userId: debtAccounts.userId })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id ?? 0));
  return row?.userId ?? null;
}

const usersNamed = (username: unknown) =>
  t.deps.db
    .select()
    .from(users)
    .where(eq(users.username, String(username)));

describe('POST /api/register with the proof', () => {
  it('links every account of the person to the new login, keeps the form details, and signs in', async () => {
    const home = { address1: '31 Laurel Street', city: 'Camden', state: 'NJ', zipCode: '08102' };
    const [a, b, otherPerson, sameLast4OtherSsn] = await insertIdentityAccounts(t, [
      {
        accountNumber: 'LNK-1001',
        firstName: 'Lena',
        lastName: 'Ortiz',
        ssn: '123457070',
        birthDate: '1981-04-09',
        ...home,
      },
      {
        accountNumber: 'LNK-1002',
        firstName: 'Lena',
        lastName: 'Ortiz',
        ssn: '123457070',
        birthDate: '1981-04-09',
        ...home,
      },
      {
        accountNumber: 'LNK-1003',
        firstName: 'Lena',
        lastName: 'Ortiz',
        ssn: '123457070',
        birthDate: '1990-01-01',
      },
      // The same SSN last 4 and birth date with another full SSN is another person (decision 0086).
      {
        accountNumber: 'LNK-1004',
        firstName: 'Lena',
        lastName: 'Ortiz',
        ssn: '000007070',
        birthDate: '1981-04-09',
        ...home,
      },
    ]);
    const payload = body({ accountNumber: ' lnk-1002 ' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: payload.username,
      email: payload.email,
      firstName: 'Lena',
      lastName: 'Ortiz',
      phone: '2155550177',
      role: 'debtor',
    });
    expect(await ownerOf(a?.id)).toBe(user.id);
    expect(await ownerOf(b?.id)).toBe(user.id);
    expect(await ownerOf(otherPerson?.id)).toBeNull();
    expect(await ownerOf(sameLast4OtherSsn?.id)).toBeNull();

    const cookie = sessionCookieOf(res);
    const accounts = (await t.app.inject({ url: '/api/customer/accounts', headers: { cookie } })).json();
    expect(accounts.map((x: { id: number }) => x.id)).toEqual([a?.id, b?.id]);

    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, a?.id ?? 0), eq(accountAudit.field, 'user_id')));
    expect(audit.map((row) => row.reason)).toEqual([
      'Registration (SSN last 4, birth date and account number)',
    ]);
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'registration'), eq(securityEvents.userId, user.id)));
    expect(event.details).toEqual({ source: 'register', linkedAccounts: 2 });
  });

  it('with no match creates no login, counts a failure and says so plainly', async () => {
    const ip = '10.45.0.1';
    const payload = body({ ssn: '1212' });
    const res = await register(payload, ip);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount });
    expect(res.cookies).toHaveLength(0);
    expect(await usersNamed(payload.username)).toHaveLength(0);
    const failures = await t.deps.db
      .select()
      .from(identityCheckFailures)
      .where(eq(identityCheckFailures.ipAddress, ip));
    expect(failures.map((f) => f.purpose)).toEqual(['register']);
  });

  it("cannot attach someone else's accounts: the account number alone, or accounts with a login already, get the no-match answer", async () => {
    const [owned, free] = await insertIdentityAccounts(t, [
      {
        accountNumber: 'LNK-2001',
        firstName: 'Omar',
        ssn: '000002020',
        birthDate: '1970-02-02',
        address1: '8 Ash St',
      },
      {
        accountNumber: 'LNK-2002',
        firstName: 'Omar',
        ssn: '000002020',
        birthDate: '1970-02-02',
        address1: '8 Ash St',
      },
    ]);
    const first = await register(body({ ssn: '2020', dateOfBirth: '1970-02-02', accountNumber: 'LNK-2001' }));
    expect(first.statusCode).toBe(201);
    const ownerId = first.json().user.id;

    // Someone with the letter but the wrong birth date, and then someone with all of it once a login exists.
    const wrongBirth = await register(
      body({ ssn: '2020', dateOfBirth: '1970-02-03', accountNumber: 'LNK-2002' }),
    );
    const second = await register(
      body({ ssn: '2020', dateOfBirth: '1970-02-02', accountNumber: 'LNK-2002' }),
    );
    for (const res of [wrongBirth, second]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount });
    }
    expect(await ownerOf(owned?.id)).toBe(ownerId);
    expect(await ownerOf(free?.id)).toBe(ownerId);
  });

  it('shares the identity throttles with quick access and /register-debtor', async () => {
    // Two failures of one identity lock it for 24 h, whichever door they came through.
    expect((await register(body({ ssn: '3131', accountNumber: 'WRONG-1' }))).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/register-debtor',
          payload: { ...body({ ssn: '3131', accountNumber: 'WRONG-2' }), lastName: '' },
          remoteAddress: '10.46.0.1',
        })
      ).statusCode,
    ).toBe(404);
    const locked = await register(body({ ssn: '3131' }));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: IDENTITY_MESSAGES.throttled });

    // Each registration with the proof is a start of an identity check: the 11th from a network is refused.
    const ip = '10.47.0.1';
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/quick-access-verify',
        payload: { ssnLast4: '4040', dateOfBirth: '1981-04-09' },
        remoteAddress: ip,
      });
    }
    const refused = await register(body(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: IDENTITY_MESSAGES.tooManyStarts });
  });

  it('takes the proof whole or not at all', async () => {
    const { accountNumber: _left, ...partial } = body();
    const res = await register(partial);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REGISTER_DEBTOR_MESSAGES.proofIncomplete);
    expect(res.json().issues[0].path).toBe('accountNumber');
    expect(await usersNamed(partial.username)).toHaveLength(0);
  });

  it('without the proof still creates a login that sees no account, as the spec call always did', async () => {
    const { ssn: _s, dateOfBirth: _d, accountNumber: _a, ...plain } = body();
    const res = await register(plain);
    expect(res.statusCode).toBe(201);
    const accounts = await t.app.inject({
      url: '/api/customer/accounts',
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(accounts.json()).toEqual([]);
  });
});
