import { AUTH_MESSAGES, REGISTER_DEBTOR_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { debtAccounts, securityEvents, users } from '../../db/schema';
import { insertIdentityAccounts, sessionCookieOf } from './testing/identity-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

let sequence = 0;
/** A valid body as the page sends it (lastName empty, e-mail from the username). */
function body(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const username = `reg-debtor-${sequence}`;
  return {
    firstName: 'Maria',
    lastName: '',
    ssn: '4321',
    username,
    password: 'secret6',
    email: `${username}@debtor-portal.invalid`,
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/register-debtor', payload, remoteAddress: ip });

async function ownerOf(id: number) {
  const [row] = await t.deps.db
    .select({ userId: debtAccounts.userId })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id));
  return row?.userId ?? null;
}

describe('POST /api/register-debtor', () => {
  it('links the accounts with that first name (any case) and SSN last 4 that have no user, and signs in', async () => {
    const taken = await createUser(t.deps.db, { username: 'maria-already' });
    const [a, b, otherName, otherSsn, alreadyOwned] = await insertIdentityAccounts(t, [
      { firstName: 'MARIA', lastName: 'Garcia', ssn: '987654321', birthDate: '1979-11-03' },
      { firstName: ' maria ', lastName: 'Garcia', ssn: '000004321', birthDate: '1980-01-01' },
      { firstName: 'Mario', lastName: 'Garcia', ssn: '987654321', birthDate: '1979-11-03' },
      { firstName: 'Maria', lastName: 'Lopez', ssn: '987651234', birthDate: '1979-11-03' },
      { firstName: 'Maria', lastName: 'Garcia', ssn: '987654321', birthDate: '1979-11-03', userId: taken.id },
    ]);
    const payload = body({ firstName: 'maria' });
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
    expect(await ownerOf(otherName?.id ?? 0)).toBeNull();
    expect(await ownerOf(otherSsn?.id ?? 0)).toBeNull();
    expect(await ownerOf(alreadyOwned?.id ?? 0)).toBe(taken.id);

    const cookie = sessionCookieOf(res);
    const me = await t.app.inject({ url: '/api/user', headers: { cookie } });
    expect(me.json()).toEqual({ user });
    const accounts = (await t.app.inject({ url: '/api/customer/accounts', headers: { cookie } })).json();
    expect(accounts.map((x: { id: number }) => x.id)).toEqual([a?.id, b?.id]);

    // The password works for a normal sign-in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: payload.username, password: payload.password },
    });
    expect(login.statusCode).toBe(200);

    // The same accounts cannot be claimed twice.
    const again = await register(body({ firstName: 'Maria' }));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount });
  });

  it('no matching account: 404 with a clear message, no user created, counted as a failed check', async () => {
    await insertIdentityAccounts(t, [{ firstName: 'Lena', ssn: '000005858', birthDate: '1990-01-01' }]);
    const payload = body({ firstName: 'Lena', ssn: '5859' });
    const res = await register(payload, '10.1.0.1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount });
    expect(res.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();
    expect(await t.deps.db.select().from(users).where(eq(users.username, payload.username))).toHaveLength(0);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.ipAddress, '10.1.0.1'));
    expect(events.map((e) => [e.eventType, e.riskLevel])).toEqual([['identity_check_failed', 'MEDIUM']]);
  });

  it('a taken username is a 409 and nothing is linked', async () => {
    await createUser(t.deps.db, { username: 'Taken-Name' });
    const [account] = await insertIdentityAccounts(t, [
      { firstName: 'Omar', ssn: '000006161', birthDate: '1990-01-01' },
    ]);
    const res = await register(body({ firstName: 'Omar', ssn: '6161', username: 'taken-name' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    expect(await ownerOf(account?.id ?? 0)).toBeNull();
  });

  it('after 5 failed registrations from one IP, the next is refused with 429', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 5; i += 1)
      expect((await register(body({ ssn: `777${i}` }), ip)).statusCode).toBe(404);
    const res = await register(body({ ssn: '7779' }), ip);
    expect(res.statusCode).toBe(429);
  });

  it('a burst of parallel guesses from one IP gets no more than 5 judged', async () => {
    const ip = '10.1.0.9';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(body({ ssn: `66${String(i).padStart(2, '0')}` }), ip)),
    );
    const judged = answers.filter((a) => a.statusCode === 404).length;
    expect(judged).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(12 - judged);
  });

  it('the same claim (first name + SSN last 4) fails twice a day at most, from any address', async () => {
    for (const n of [1, 2])
      expect((await register(body({ ssn: '5151' }), `10.2.0.${n}`)).statusCode).toBe(404);
    expect((await register(body({ ssn: '5151' }), '10.2.0.3')).statusCode).toBe(429);
  });

  it.each([
    [{ firstName: '' }, REGISTER_DEBTOR_MESSAGES.firstNameRequired],
    [{ firstName: '   ' }, REGISTER_DEBTOR_MESSAGES.firstNameRequired],
    [{ ssn: '432' }, REGISTER_DEBTOR_MESSAGES.ssnRequired],
    [{ ssn: '43210' }, REGISTER_DEBTOR_MESSAGES.ssnRequired],
    [{ ssn: '43a1' }, REGISTER_DEBTOR_MESSAGES.ssnRequired],
    [{ username: 'ab' }, REGISTER_DEBTOR_MESSAGES.usernameMin],
    [{ password: '12345' }, REGISTER_DEBTOR_MESSAGES.passwordMin],
    [{ email: 'not-an-email' }, REGISTER_DEBTOR_MESSAGES.emailInvalid],
  ])('%j → 400 %s', async (overrides, message) => {
    const res = await register(body(overrides), '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
