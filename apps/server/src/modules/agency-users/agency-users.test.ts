import { AUTH_MESSAGES, agencyUsersResponseSchema } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { securityEvents, users } from '../../db/schema';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await createUser(t.deps.db, { username: 'ada', role: 'admin', email: 'ada@agency.example' })).id;
  await createUser(t.deps.db, { username: 'sal', role: 'staff' });
  await createUser(t.deps.db, { username: 'cole', role: 'collector' });
  await createUser(t.deps.db, { username: 'dora', role: 'debtor' });
  admin = await signIn(t.app, 'ada');
});
afterAll(() => t.close());

const newUser = {
  username: 'new.staffer',
  email: 'new.staffer@agency.example',
  firstName: 'Nia',
  lastName: 'Staffer',
  phone: '2155550123',
  role: 'staff',
  password: 'initial-password',
};

const create = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie }, payload });

const list = (cookie = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } });

describe('GET /api/admin/users', () => {
  it('lists the agency people (not debtors), sorted by username, without secrets', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = agencyUsersResponseSchema.parse(res.json());
    expect(body.users.map((u) => [u.username, u.role])).toEqual([
      ['ada', 'admin'],
      ['cole', 'collector'],
      ['sal', 'staff'],
    ]);
    const ada = body.users[0];
    expect(ada).toMatchObject({
      active: true,
      mfaEnabled: false,
      mfaSetupRequired: false, // not required outside production by default
      mustChangePassword: false,
      email: 'ada@agency.example',
    });
    expect(new Date(ada.createdAt).toISOString()).toBe(ada.createdAt);
    expect(ada.lastLoginAt === null || !Number.isNaN(Date.parse(ada.lastLoginAt))).toBe(true);
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('$argon2');
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user who can sign in, must pick a new password, and leaves a security event', async () => {
    const res = await create(newUser);
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'new.staffer',
      role: 'staff',
      active: true,
      mustChangePassword: true,
      phone: '2155550123',
    });
    await signIn(t.app, 'new.staffer', 'initial-password');
    // A collector changes the first password too, on /admin/change-password (decision 0089).
    const collector = await create({
      ...newUser,
      username: 'new.collector',
      email: 'nc@agency.example',
      role: 'collector',
    });
    expect(collector.json().user).toMatchObject({ role: 'collector', mustChangePassword: true });
    expect((await list()).json().users.map((u: { username: string }) => u.username)).toContain('new.staffer');

    const created = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'user_created'));
    const event = created.find((e) => e.details?.targetUsername === 'new.staffer');
    expect(created).toHaveLength(2);
    expect(event).toMatchObject({
      userId: adminId,
      username: 'ada',
      success: true,
      details: { via: 'admin', targetUserId: user.id, targetUsername: 'new.staffer', role: 'staff' },
    });
  });

  it('answers 409 with the registration messages for a taken username or e-mail, whatever the case', async () => {
    const sameName = await create({ ...newUser, username: 'NEW.Staffer', email: 'other@agency.example' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    const sameEmail = await create({
      ...newUser,
      username: 'someone.else',
      email: 'New.Staffer@Agency.example',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });

  it('validates with the registration rules and the agency roles', async () => {
    const before = (await t.deps.db.select().from(users)).length;
    const cases: [object, string][] = [
      [{ ...newUser, username: 'ab' }, 'Username must be at least 3 characters'],
      [{ ...newUser, password: 'short' }, 'Password must be at least 8 characters'],
      [{ ...newUser, email: 'nope' }, 'Please enter a valid email address'],
      [{ ...newUser, phone: '123' }, 'Please enter a valid phone number'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const debtor = await create({
      ...newUser,
      username: 'would.be.debtor',
      email: 'wbd@x.example',
      role: 'debtor',
    });
    expect(debtor.statusCode).toBe(400);
    expect((await t.deps.db.select().from(users)).length).toBe(before);
  });
});

describe('who may manage users', () => {
  it('refuses staff and debtors with 403 and an access_denied event, and signed-out callers with 401', async () => {
    const staff = await signIn(t.app, 'sal');
    const debtor = await signIn(t.app, 'dora');
    for (const cookie of [staff, debtor]) {
      expect((await list(cookie)).statusCode).toBe(403);
      expect(
        (await create({ ...newUser, username: 'sneaky', email: 'sneaky@x.example' }, cookie)).statusCode,
      ).toBe(403);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${adminId}`,
        headers: { cookie },
        payload: { active: false },
      });
      expect(patch.statusCode).toBe(403);
    }
    const denied = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'access_denied'));
    expect(denied.filter((e) => e.username === 'sal')).toHaveLength(3);
    expect(denied.filter((e) => e.username === 'dora')).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const [ada] = await t.deps.db.select().from(users).where(eq(users.id, adminId));
    expect(ada.deactivatedAt).toBeNull();
  });
});
