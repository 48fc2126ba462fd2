import { AUTH_MESSAGES } from '@arrears/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'TakenName', email: 'taken@example.com' });
});
afterAll(() => t.close());

const valid = {
  firstName: 'Dana',
  lastName: 'Lee',
  email: 'dana.lee@example.com',
  phone: '2155550123',
  username: 'danalee',
  password: 'a-long-password',
};
const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
const userCount = async () => (await t.deps.db.select({ n: count() }).from(users))[0].n;

describe('POST /api/register', () => {
  it.each([
    ['firstName', 'D', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['lastName', 'L', 'Last name is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', '12345', 'Please enter a valid phone number'],
    ['phone', '1234567890123456', 'Must be at most 15 characters'],
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'x'.repeat(31), 'Must be at most 30 characters'],
    ['password', 'short', 'Password must be at least 8 characters'],
  ])('refuses %s = %j with "%s" and creates nothing', async (field, value, message) => {
    const before = await userCount();
    const res = await register({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].path).toBe(field);
    expect(res.cookies).toHaveLength(0);
    expect(await userCount()).toBe(before);
  });

  it('refuses a duplicate username (whatever its case) and a duplicate e-mail with 409', async () => {
    const before = await userCount();
    const dupName = await register({ ...valid, username: 'takenname' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    const dupEmail = await register({ ...valid, email: 'TAKEN@example.com' });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it('ignores confirmPassword and any role the caller sends: creates a debtor and signs in', async () => {
    const res = await register({ ...valid, role: 'admin', confirmPassword: valid.password });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user: expect.objectContaining({
        username: 'danalee',
        role: 'debtor',
        firstName: 'Dana',
        email: valid.email,
      }),
    });
    const cookie = res.cookies.find((c) => c.name === 'arrears_sid');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `arrears_sid=${cookie?.value}` },
    });
    expect(me.json().user.username).toBe('danalee');
  });

  it('lets exactly one of two simultaneous registrations of the same name through', async () => {
    const payload = { ...valid, username: 'racer', email: 'racer@example.com' };
    const results = await Promise.all([
      register(payload),
      register({ ...payload, email: 'racer2@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
