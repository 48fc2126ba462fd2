import {
  CLIENT_REQUIRED_STEP_MESSAGES,
  COLLECTOR_REQUIRED_STEP_MESSAGES,
  MFA_MESSAGES,
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  type Role,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import {
  enrol,
  otherThan,
  passwordStep,
  STEP,
  sessionCookieOf,
  verifyLogin,
} from '../../../test/kits/mfa/mfa-test-kit';
import { referenceTotp } from '../../../test/kits/mfa/reference-totp';
import { clients, users } from '../../db/schema';
import { ROUTE_ACCESS } from '../../route-access';

/**
 * Decision 0089: a client's user (the client portal) and a collector keep a second factor and a
 * password of their own, exactly like admin and staff: the same calls, the same sign-in step with
 * its lock and backup codes, and, where BACK_OFFICE_MFA_REQUIRED is on, the same hold.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let dev: TestApp;
let required: TestApp;
const defaultClient: Record<'dev' | 'required', number> = { dev: 0, required: 0 };
beforeAll(async () => {
  [dev, required] = await Promise.all([
    buildTestApp(),
    buildTestApp({ env: { BACK_OFFICE_MFA_REQUIRED: 'true' } }),
  ]);
  for (const [key, t] of [
    ['dev', dev],
    ['required', required],
  ] as const) {
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.isDefault, true));
    defaultClient[key] = row.id;
  }
});
afterAll(() => Promise.all([dev?.close(), required?.close()]));

const call = (t: TestApp, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A user of the role (a client's user of the default client) on the app. */
function newUser(t: TestApp, username: string, role: 'client' | 'collector') {
  const clientId = defaultClient[t === dev ? 'dev' : 'required'];
  return createUser(t.deps.db, { username, role, ...(role === 'client' ? { clientId } : {}) });
}

/** A call of the role's own pages, which answers 200 once nothing holds the user back. */
const HOME_CALL: Record<'client' | 'collector', string> = {
  client: '/api/client/dashboard',
  collector: '/api/admin/contact-center/my-queue',
};

describe('the calls of two-factor and of the password', () => {
  it('are open to admin, staff, collectors and client users, and to no debtor', () => {
    for (const key of [
      'GET /api/mfa/status',
      'POST /api/mfa/setup',
      'POST /api/mfa/verify',
      'POST /api/mfa/disable',
      'POST /api/admin/change-password',
      'GET /api/admin/password-status',
    ]) {
      expect(ROUTE_ACCESS[key], key).toEqual(['admin', 'staff', 'collector', 'client']);
    }
  });
});

describe.each(['client', 'collector'] as const)('a %s', (role) => {
  it('enrols a second factor, then signs in with a code, and with a backup code once', async () => {
    const username = `enrol-${role}`;
    const user = await newUser(dev, username, role);
    const cookie = await signIn(dev.app, username);
    expect((await call(dev, 'GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: false });
    const { secret, backupCodes } = await enrol(dev.app, cookie, dev.clock);
    expect(backupCodes).toHaveLength(10);
    expect((await call(dev, 'GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: true });
    const [row] = await dev.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.mfaEnabled).toBe(true);
    await call(dev, 'POST', '/api/logout', cookie);
    dev.clock.advance(3 * STEP);

    // The password alone is no session: the second step is asked for.
    const step = await passwordStep(dev.app, username);
    expect(step.res.statusCode).toBe(200);
    expect(step.res.json()).toEqual({ mfaRequired: true, role });
    expect(sessionCookieOf(step.res)).toBe('');
    const wrong = await verifyLogin(dev.app, step.mfaCookie, {
      token: otherThan(referenceTotp(secret, dev.clock.now())),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MFA_MESSAGES.invalidCode);
    const ok = await verifyLogin(dev.app, step.mfaCookie, { token: referenceTotp(secret, dev.clock.now()) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ username, role, mfaEnabled: true, requiredStep: null });
    const session = sessionCookieOf(ok);
    expect((await call(dev, 'GET', HOME_CALL[role], session)).statusCode).toBe(200);
    await call(dev, 'POST', '/api/logout', session);

    // A backup code signs in once.
    const again = await passwordStep(dev.app, username);
    const backup = await verifyLogin(dev.app, again.mfaCookie, { backupCode: backupCodes[0] });
    expect(backup.statusCode, backup.body).toBe(200);
    const third = await passwordStep(dev.app, username);
    expect((await verifyLogin(dev.app, third.mfaCookie, { backupCode: backupCodes[0] })).statusCode).toBe(
      401,
    );

    // Turning it off needs the current password.
    const signedIn = sessionCookieOf(backup);
    const refused = await call(dev, 'POST', '/api/mfa/disable', signedIn, { currentPassword: 'not-mine' });
    expect(refused.json().message).toBe(MFA_MESSAGES.wrongPassword);
    const off = await call(dev, 'POST', '/api/mfa/disable', signedIn, { currentPassword: TEST_PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect((await passwordStep(dev.app, username)).res.json()).toMatchObject({ role, mfaEnabled: false });
  });

  it('is locked for 15 minutes after 5 wrong codes, like the back office', async () => {
    const username = `lock-${role}`;
    await newUser(dev, username, role);
    const cookie = await signIn(dev.app, username);
    const { secret } = await enrol(dev.app, cookie, dev.clock);
    await call(dev, 'POST', '/api/logout', cookie);
    dev.clock.advance(3 * STEP);
    const { mfaCookie } = await passwordStep(dev.app, username);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verifyLogin(dev.app, mfaCookie, {
        token: otherThan(referenceTotp(secret, dev.clock.now())),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    const right = await verifyLogin(dev.app, mfaCookie, { token: referenceTotp(secret, dev.clock.now()) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(MFA_MESSAGES.locked);
  });

  it('changes the password: the old one is refused afterwards, the new one signs in', async () => {
    const username = `change-${role}`;
    await newUser(dev, username, role);
    const here = await signIn(dev.app, username);
    const elsewhere = await signIn(dev.app, username);
    expect((await call(dev, 'GET', '/api/admin/password-status', here)).json()).toEqual({
      needsUpdate: false,
      warningPeriod: false,
      passwordAge: 0,
    });
    const wrong = await call(dev, 'POST', '/api/admin/change-password', here, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PASSWORD_MESSAGES.currentWrong);
    const res = await call(dev, 'POST', '/api/admin/change-password', here, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.changeDone });
    // This session stays, the other one ended.
    expect((await call(dev, 'GET', HOME_CALL[role], here)).statusCode).toBe(200);
    expect((await call(dev, 'GET', '/api/user', elsewhere)).statusCode).toBe(401);
    const old = await dev.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signIn(dev.app, username, 'a-brand-new-passphrase');
  });
});

describe('BACK_OFFICE_MFA_REQUIRED covers client users and collectors', () => {
  it('holds a client user without a second factor to the enrolment, then lets them into the portal', async () => {
    const user = await newUser(required, 'held-client', 'client');
    const { res } = await passwordStep(required.app, 'held-client');
    expect(res.json()).toMatchObject({ role: 'client', requiredStep: 'mfa-setup' });
    const cookie = sessionCookieOf(res);

    const portal = Object.keys(ROUTE_ACCESS).filter((key) => key.split(' ')[1].startsWith('/api/client/'));
    expect(portal.length).toBeGreaterThanOrEqual(7);
    const leaks: string[] = [];
    for (const key of [...portal, 'POST /api/admin/change-password', 'GET /api/admin/password-status']) {
      const [method, path] = key.split(' ');
      const refused = await call(required, method as 'GET', path.replace(/:[a-zA-Z]+/g, '1'), cookie);
      const body = refused.json() as { message?: string; requiredStep?: string };
      if (
        refused.statusCode !== 403 ||
        body.requiredStep !== 'mfa-setup' ||
        body.message !== CLIENT_REQUIRED_STEP_MESSAGES['mfa-setup']
      )
        leaks.push(`${key} → ${refused.statusCode} ${refused.body}`);
    }
    expect(leaks).toEqual([]);
    expect(CLIENT_REQUIRED_STEP_MESSAGES['mfa-setup']).toContain('/client/mfa-setup');
    const [denied] = await required.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(denied.mfaEnabled).toBe(false);

    // The enrolment, the user and the session's extension still answer.
    expect((await call(required, 'GET', '/api/user', cookie)).json().user.requiredStep).toBe('mfa-setup');
    expect((await call(required, 'POST', '/api/session/extend', cookie)).statusCode).toBe(200);
    expect((await call(required, 'GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: false });
    await enrol(required.app, cookie, required.clock);
    expect((await call(required, 'GET', '/api/client/dashboard', cookie)).statusCode).toBe(200);
    expect((await call(required, 'GET', '/api/user', cookie)).json().user.requiredStep).toBeNull();
  });

  it('holds a collector the same way, naming the back office page', async () => {
    await newUser(required, 'held-collector', 'collector');
    const cookie = await signIn(required.app, 'held-collector');
    const refused = await call(required, 'GET', HOME_CALL.collector, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: COLLECTOR_REQUIRED_STEP_MESSAGES['mfa-setup'],
      requiredStep: 'mfa-setup',
    });
    expect(COLLECTOR_REQUIRED_STEP_MESSAGES['mfa-setup']).toContain('/admin/mfa-setup');
    await enrol(required.app, cookie, required.clock);
    expect((await call(required, 'GET', HOME_CALL.collector, cookie)).statusCode).toBe(200);
  });

  it('lists client users and collectors without a second factor as "required" for the admin', async () => {
    await createUser(required.deps.db, { username: 'list-admin', role: 'admin' });
    await newUser(required, 'list-client', 'client');
    await newUser(required, 'list-collector', 'collector');
    await createUser(required.deps.db, { username: 'list-debtor', role: 'debtor' });
    const cookie = await signIn(required.app, 'list-admin');
    await enrol(required.app, cookie, required.clock);
    const res = await call(required, 'GET', '/api/admin/users', cookie);
    const marks = Object.fromEntries(
      (res.json().users as { username: string; mfaSetupRequired: boolean }[]).map((u) => [
        u.username,
        u.mfaSetupRequired,
      ]),
    );
    expect(marks).toMatchObject({ 'list-admin': false, 'list-client': true, 'list-collector': true });
  });

  it('leaves debtors alone: no step, and no two-factor calls', async () => {
    await createUser(required.deps.db, { username: 'free-debtor', role: 'debtor' });
    const cookie = await signIn(required.app, 'free-debtor');
    expect((await call(required, 'GET', '/api/user', cookie)).json().user.requiredStep).toBeNull();
    expect((await call(required, 'POST', '/api/mfa/setup', cookie)).statusCode).toBe(403);
    expect((await call(required, 'POST', '/api/admin/change-password', cookie, {})).statusCode).toBe(403);
  });
});

describe('a password that must change holds client users and collectors too', () => {
  it.each([
    ['client', CLIENT_REQUIRED_STEP_MESSAGES['change-password'], '/client/change-password'],
    ['collector', COLLECTOR_REQUIRED_STEP_MESSAGES['change-password'], '/admin/change-password'],
  ] as const)(
    'an admin-made %s replaces the first password before anything else',
    async (role, message, page) => {
      await createUser(dev.deps.db, { username: `maker-${role}`, role: 'admin' });
      const admin = await signIn(dev.app, `maker-${role}`);
      const made = await call(dev, 'POST', '/api/admin/users', admin, {
        firstName: 'New',
        lastName: 'Person',
        email: `made-${role}@example.com`,
        phone: '2155550100',
        username: `made-${role}`,
        password: 'chosen-by-the-admin',
        role,
        ...(role === 'client' ? { clientId: await nonDefaultClient() } : {}),
      });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().user.mustChangePassword).toBe(true);

      const cookie = await signIn(dev.app, `made-${role}`, 'chosen-by-the-admin');
      const held = await call(dev, 'GET', HOME_CALL[role as Extract<Role, 'client' | 'collector'>], cookie);
      expect(held.statusCode).toBe(403);
      expect(held.json()).toEqual({ message, requiredStep: 'change-password' });
      expect(message).toContain(page);
      expect((await call(dev, 'POST', '/api/mfa/setup', cookie)).json().requiredStep).toBe('change-password');
      const changed = await call(dev, 'POST', '/api/admin/change-password', cookie, {
        currentPassword: 'chosen-by-the-admin',
        newPassword: 'my-own-passphrase-now',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await call(dev, 'GET', HOME_CALL[role], cookie)).statusCode).toBe(200);
    },
  );

  it('counts a client user password older than the policy as one that must change', async () => {
    const user = await newUser(dev, 'old-client', 'client');
    const changedAt = new Date(dev.clock.now() - PASSWORD_RULES.maxAgeDays * DAY_MS);
    await dev.deps.db.update(users).set({ passwordChangedAt: changedAt }).where(eq(users.id, user.id));
    const cookie = await signIn(dev.app, 'old-client');
    expect((await call(dev, 'GET', '/api/client/dashboard', cookie)).json()).toMatchObject({
      requiredStep: 'change-password',
    });
    expect((await call(dev, 'GET', '/api/admin/password-status', cookie)).json()).toMatchObject({
      needsUpdate: true,
    });
  });
});

/** A client that is not the default one (client users cannot belong to the default client). */
async function nonDefaultClient(): Promise<number> {
  const [existing] = await dev.deps.db.select().from(clients).where(eq(clients.code, 'MFA-BANK'));
  if (existing) return existing.id;
  const [row] = await dev.deps.db
    .insert(clients)
    .values({
      code: 'MFA-BANK',
      name: 'Second Factor Bank',
      remitMethod: 'net',
      remitFrequency: 'daily',
      commissionRate: '25',
    })
    .returning();
  return row.id;
}
