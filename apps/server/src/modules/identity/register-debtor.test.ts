import {
  AUTH_MESSAGES,
  IDENTITY_MESSAGES,
  PASSWORD_MESSAGES,
  REGISTER_DEBTOR_MESSAGES,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { insertIdentityAccounts, sessionCookieOf } from '../../../test/kits/identity/identity-test-kit';
import {
  debtAccounts,
  identityCheckFailures,
  identityCheckStarts,
  securityEvents,
  users,
} from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

let sequence = 0;
/** A valid body as the page sends it (lastName empty, e-mail from the username): Maria's proof. */
function body(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const username = `reg-debtor-${sequence}`;
  return {
    firstName: 'Maria',
    lastName: '',
    ssn: '4321',
    dateOfBirth: '1979-11-03',
    accountNumber: 'REG-1001',
    username,
    password: 'Correct-Horse-7',
    email: `${username}@debtor-portal.invalid`,
    ...overrides,
  };
}

// Each call comes from its own address unless told, so the start limit (10 per network) of one
// test does not reach the next.
let ipSequence = 0;
const register = (
  payload: Record<string, unknown>,
  ip = `10.9.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`,
) => t.app.inject({ method: 'POST', url: '/api/register-debtor', payload, remoteAddress: ip });

async function ownerOf(id: number) {
  const [row] = await t.deps.db
    .select({ userId: debtAccounts.userId })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id));
  return row?.userId ?? null;
}

async function usersNamed(username: unknown) {
  return t.deps.db
    .select()
    .from(users)
    .where(eq(users.username, String(username)));
}

describe('POST /api/register-debtor', () => {
  it('links every account of the person on SSN last 4 + birth date + an account number of it, and signs in', async () => {
    const home = { address1: '718 Oak Avenue', city: 'Trenton', state: 'NJ', zipCode: '08608' };
    const [a, b, sameSsnOtherBirth, stranger, otherPerson] = await insertIdentityAccounts(t, [
      {
        accountNumber: 'REG-1001',
        firstName: 'MARIA',
        lastName: 'Garcia',
        ssn: '987654321',
        birthDate: '1979-11-03',
        ...home,
      },
      {
        accountNumber: 'REG-1002',
        firstName: 'Maria',
        lastName: 'Garcia',
        ssn: '987654321',
        birthDate: '1979-11-03',
        ...home,
      },
      {
        accountNumber: 'REG-1003',
        firstName: 'Maria',
        lastName: 'Garcia',
        ssn: '987654321',
        birthDate: '1980-01-01',
      },
      {
        accountNumber: 'REG-1004',
        firstName: 'Maria',
        lastName: 'Lopez',
        ssn: '987651234',
        birthDate: '1979-11-03',
      },
      // The same SSN last 4 and birth date, another full SSN: another person (decision 0086).
      {
        accountNumber: 'REG-1005',
        firstName: 'Maria',
        lastName: 'Garcia',
        ssn: '000004321',
        birthDate: '1979-11-03',
        ...home,
      },
    ]);
    // The account number is compared without case or spaces, and any account of the person proves it.
    const payload = body({ firstName: 'maria', accountNumber: ' reg-1002 ' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: payload.username,
      email: payload.email,
      firstName: 'maria',
      lastName: 'Garcia',
      role: 'debtor',
      phone: null,
    });
    expect(await ownerOf(a?.id ?? 0)).toBe(user.id);
    expect(await ownerOf(b?.id ?? 0)).toBe(user.id);
    expect(await ownerOf(sameSsnOtherBirth?.id ?? 0)).toBeNull();
    expect(await ownerOf(stranger?.id ?? 0)).toBeNull();
    expect(await ownerOf(otherPerson?.id ?? 0)).toBeNull();

    const cookie = sessionCookieOf(res);
    const me = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(me.json()).toEqual({ user });
    const accounts = (await t.app.inject({ url: '/api/customer/accounts', headers: { cookie } })).json();
    expect(accounts.map((x: { id: number }) => x.id)).toEqual([a?.id, b?.id]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: payload.username, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('first name and SSN last 4 alone link and create nothing', async () => {
    const [account] = await insertIdentityAccounts(t, [
      { accountNumber: 'REG-2001', firstName: 'Nadia', ssn: '000002468', birthDate: '1985-05-05' },
    ]);
    const attempts = [
      body({ firstName: 'Nadia', ssn: '2468', dateOfBirth: '1985-05-06', accountNumber: 'REG-2001' }), // wrong birth date
      body({ firstName: 'Nadia', ssn: '2468', dateOfBirth: '1985-05-05', accountNumber: 'REG-2002' }), // wrong account number
    ];
    for (const payload of attempts) {
      const res = await register(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount });
      expect(res.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();
      expect(await usersNamed(payload.username)).toHaveLength(0);
    }
    expect(await ownerOf(account?.id ?? 0)).toBeNull();
  });

  it('a no-match answers exactly like a match whose accounts all have a login already', async () => {
    const owner = await createUser(t.deps.db, { username: 'owen-has-login' });
    await insertIdentityAccounts(t, [
      {
        accountNumber: 'REG-3001',
        firstName: 'Owen',
        ssn: '000003131',
        birthDate: '1970-03-03',
        userId: owner.id,
      },
    ]);
    const claimed = await register(
      body({ firstName: 'Owen', ssn: '3131', dateOfBirth: '1970-03-03', accountNumber: 'REG-3001' }),
      '10.8.0.1',
    );
    const nothing = await register(
      body({ firstName: 'Owen', ssn: '3132', dateOfBirth: '1970-03-03', accountNumber: 'REG-3001' }),
      '10.8.0.2',
    );
    for (const res of [claimed, nothing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount });
      expect(res.headers['content-type']).toBe(claimed.headers['content-type']);
      expect(res.body).toBe(claimed.body);
    }
    // Both count as one failed check, with the same event.
    for (const ip of ['10.8.0.1', '10.8.0.2']) {
      const failures = await t.deps.db
        .select()
        .from(identityCheckFailures)
        .where(eq(identityCheckFailures.ipAddress, ip));
      expect(failures).toHaveLength(1);
      const events = await t.deps.db.select().from(securityEvents).where(eq(securityEvents.ipAddress, ip));
      expect(events.map((e) => [e.eventType, e.riskLevel, e.description])).toEqual([
        ['identity_check_failed', 'MEDIUM', 'Identity check failed (register_debtor): no match'],
      ]);
    }
  });

  it('an identity that already has a login keeps its one user: new accounts are not claimed by a second login', async () => {
    const owner = await createUser(t.deps.db, { username: 'pia-has-login' });
    const [, fresh] = await insertIdentityAccounts(t, [
      {
        accountNumber: 'REG-4001',
        firstName: 'Pia',
        ssn: '000004141',
        birthDate: '1975-04-04',
        address1: '5 Birch Lane',
        userId: owner.id,
      },
      {
        accountNumber: 'REG-4002',
        firstName: 'Pia',
        ssn: '000004141',
        birthDate: '1975-04-04',
        address1: '5 Birch Lane',
      },
    ]);
    const res = await register(
      body({ firstName: 'Pia', ssn: '4141', dateOfBirth: '1975-04-04', accountNumber: 'REG-4002' }),
    );
    expect(res.statusCode).toBe(404);
    expect(await ownerOf(fresh?.id ?? 0)).toBeNull();
  });

  it('a taken username is a 409 whatever the proof, and nothing is linked or counted', async () => {
    await createUser(t.deps.db, { username: 'Taken-Name' });
    const [account] = await insertIdentityAccounts(t, [
      { accountNumber: 'REG-5001', firstName: 'Omar', ssn: '000006161', birthDate: '1990-01-01' },
    ]);
    for (const proof of [
      { ssn: '6161', dateOfBirth: '1990-01-01', accountNumber: 'REG-5001' },
      { ssn: '6162', dateOfBirth: '1990-01-01', accountNumber: 'REG-5001' },
    ]) {
      const res = await register(body({ firstName: 'Omar', username: 'taken-name', ...proof }), '10.8.1.1');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    }
    expect(await ownerOf(account?.id ?? 0)).toBeNull();
    const failures = await t.deps.db
      .select()
      .from(identityCheckFailures)
      .where(eq(identityCheckFailures.ipAddress, '10.8.1.1'));
    expect(failures).toHaveLength(0);
  });

  it('after 5 failed registrations from one network, the next is refused with 429', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 5; i += 1)
      expect((await register(body({ ssn: `777${i}` }), ip)).statusCode).toBe(404);
    const res = await register(body({ ssn: '7779' }), ip);
    expect(res.statusCode).toBe(429);
  });

  it('counts as a start of an identity check: the 11th from one network within 15 minutes is refused', async () => {
    const ip = '2001:db8:77::1';
    // Registrations that fail on a taken username still count as starts (counted before judged).
    await createUser(t.deps.db, { username: 'start-limit-taken' });
    for (let i = 0; i < 10; i += 1) {
      const res = await register(body({ username: 'start-limit-taken' }), `2001:db8:77::${i + 1}`);
      expect(res.statusCode).toBe(409);
    }
    const res = await register(body(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: IDENTITY_MESSAGES.tooManyStarts });
  });

  it('a burst of parallel guesses from one network gets no more than 5 judged', async () => {
    const ip = '10.1.0.9';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(body({ ssn: `66${String(i).padStart(2, '0')}` }), ip)),
    );
    const judged = answers.filter((a) => a.statusCode === 404).length;
    expect(judged).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(12 - judged);
  });

  it('the same identity fails twice a day at most, from any address, and then quick access is locked too', async () => {
    for (const n of [1, 2])
      expect(
        (await register(body({ ssn: '5151', accountNumber: `WRONG-${n}` }), `10.2.0.${n}`)).statusCode,
      ).toBe(404);
    expect((await register(body({ ssn: '5151' }), '10.2.0.3')).statusCode).toBe(429);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/quick-access-verify',
      payload: { ssnLast4: '5151', dateOfBirth: '1979-11-03' },
      remoteAddress: '10.2.0.4',
    });
    expect(verify.statusCode).toBe(429);
  });

  it.each([
    [{ firstName: '' }, REGISTER_DEBTOR_MESSAGES.firstNameRequired],
    [{ firstName: '   ' }, REGISTER_DEBTOR_MESSAGES.firstNameRequired],
    [{ ssn: '432' }, REGISTER_DEBTOR_MESSAGES.ssnRequired],
    [{ ssn: '43210' }, REGISTER_DEBTOR_MESSAGES.ssnRequired],
    [{ ssn: '43a1' }, REGISTER_DEBTOR_MESSAGES.ssnRequired],
    [{ dateOfBirth: '' }, IDENTITY_MESSAGES.dateOfBirthRequired],
    [{ dateOfBirth: '1979-02-30' }, IDENTITY_MESSAGES.dateOfBirthInvalid],
    [{ accountNumber: '  ' }, REGISTER_DEBTOR_MESSAGES.accountNumberRequired],
    [{ accountNumber: 'A'.repeat(41) }, REGISTER_DEBTOR_MESSAGES.tooLong(40)],
    [{ username: 'ab' }, REGISTER_DEBTOR_MESSAGES.usernameMin],
    [{ password: '12345' }, REGISTER_DEBTOR_MESSAGES.passwordMin],
    [{ password: 'password1' }, PASSWORD_MESSAGES.tooCommon],
    [{ password: 'Sunshine1' }, PASSWORD_MESSAGES.tooCommon],
    [{ email: 'not-an-email' }, REGISTER_DEBTOR_MESSAGES.emailInvalid],
  ])('%j → 400 %s, nothing counted', async (overrides, message) => {
    const res = await register(body(overrides), '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const starts = await t.deps.db
      .select()
      .from(identityCheckStarts)
      .where(eq(identityCheckStarts.network, '10.1.0.3'));
    expect(starts).toHaveLength(0);
  });
});
