import { PASSWORD_RULES, REQUIRED_STEP_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { enrol, enrolledUser, eventsOf, passwordStep, verifyLogin } from '../../test/kits/mfa/mfa-test-kit';
import { PRODUCTION_ENV } from '../../test/production-env';
import { loadConfig } from '../config';
import { users } from '../db/schema';

/**
 * Decision 0030: in production an admin or staff user without a second factor reaches nothing but
 * the two-factor setup (and sign-out); a password that must change holds every user of the back
 * office to the change-password page first. Collectors and client users are held alike (decision
 * 0089, mfa/mfa-collectors-and-clients.test.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

let prod: TestApp;
let prodOff: TestApp;
let dev: TestApp;
beforeAll(async () => {
  [prod, prodOff, dev] = await Promise.all([
    buildTestApp({ env: PRODUCTION_ENV }),
    buildTestApp({ env: { ...PRODUCTION_ENV, BACK_OFFICE_MFA_REQUIRED: 'false' } }),
    buildTestApp(),
  ]);
});
afterAll(() => Promise.all([prod?.close(), prodOff?.close(), dev?.close()]));

/** Signs in with the password and returns the Cookie header, whatever the cookie's name. */
async function signIn(t: TestApp, username: string, password = TEST_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name.endsWith('arrears_sid'));
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, user: res.json() };
}

const call = (t: TestApp, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('BACK_OFFICE_MFA_REQUIRED', () => {
  it('is on in production unless turned off, and off elsewhere (the demo included)', () => {
    expect(loadConfig(PRODUCTION_ENV).backOfficeMfaRequired).toBe(true);
    expect(loadConfig({ ...PRODUCTION_ENV, BACK_OFFICE_MFA_REQUIRED: 'false' }).backOfficeMfaRequired).toBe(
      false,
    );
    expect(loadConfig({}).backOfficeMfaRequired).toBe(false);
    expect(loadConfig({ DEMO: 'true' }).backOfficeMfaRequired).toBe(false);
    expect(loadConfig({ BACK_OFFICE_MFA_REQUIRED: 'true' }).backOfficeMfaRequired).toBe(true);
  });
});

describe('two-factor required for the back office (production)', () => {
  it('holds an un-enrolled staff user to the setup and sign-out, then lets them through once enrolled', async () => {
    const staff = await createUser(prod.deps.db, { username: 'gated-staff', role: 'staff' });
    const { cookie, user } = await signIn(prod, 'gated-staff');
    expect(user).toMatchObject({ role: 'staff', mfaEnabled: false, requiredStep: 'mfa-setup' });

    for (const [method, url] of [
      ['GET', '/api/admin/accounts'],
      ['GET', '/api/admin/dashboard-summary'],
      ['GET', '/api/admin/password-status'],
      ['POST', '/api/admin/change-password'],
    ] as const) {
      const refused = await call(prod, method, url, cookie, method === 'POST' ? {} : undefined);
      expect(refused.statusCode, url).toBe(403);
      // toMatchObject: the password calls add `error` beside `message` (docs/product/back-office.md).
      expect(refused.json()).toMatchObject({
        message: REQUIRED_STEP_MESSAGES['mfa-setup'],
        requiredStep: 'mfa-setup',
      });
    }
    expect(REQUIRED_STEP_MESSAGES['mfa-setup']).toContain('/admin/mfa-setup');
    const denied = await eventsOf(prod.deps.db, staff.id, 'access_denied');
    expect(denied.map((e) => e.details)).toContainEqual({ requiredStep: 'mfa-setup' });

    // What the setup page needs still answers.
    const me = await call(prod, 'GET', '/api/user', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.requiredStep).toBe('mfa-setup');
    expect((await call(prod, 'GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: false });
    expect((await call(prod, 'POST', '/api/session/extend', cookie)).statusCode).toBe(200);

    await enrol(prod.app, cookie, prod.clock);
    const through = await call(prod, 'GET', '/api/admin/accounts', cookie);
    expect(through.statusCode).toBe(200);
    expect((await call(prod, 'GET', '/api/user', cookie)).json().user).toMatchObject({
      mfaEnabled: true,
      requiredStep: null,
    });
  });

  it('lets a gated user sign out, and holds an admin back from the admin pages too', async () => {
    await createUser(prod.deps.db, { username: 'gated-admin', role: 'admin' });
    const { cookie } = await signIn(prod, 'gated-admin');
    const users = await call(prod, 'GET', '/api/admin/users', cookie);
    expect(users.statusCode).toBe(403);
    expect(users.json().requiredStep).toBe('mfa-setup');
    const out = await call(prod, 'POST', '/api/logout', cookie);
    expect(out.statusCode).toBe(200);
    expect((await call(prod, 'GET', '/api/user', cookie)).statusCode).toBe(401);
  });

  it('GET /api/admin/users marks everyone held to a second factor who has not enrolled', async () => {
    await createUser(prod.deps.db, { username: 'lister', role: 'admin' });
    await createUser(prod.deps.db, { username: 'not-enrolled', role: 'staff' });
    await createUser(prod.deps.db, { username: 'a-collector', role: 'collector' });
    const { cookie } = await signIn(prod, 'lister');
    await enrol(prod.app, cookie, prod.clock);
    const res = await call(prod, 'GET', '/api/admin/users', cookie);
    expect(res.statusCode).toBe(200);
    const marks = Object.fromEntries(
      res
        .json()
        .users.map((u: { username: string; mfaSetupRequired: boolean }) => [u.username, u.mfaSetupRequired]),
    );
    // Collectors are held too (decision 0089).
    expect(marks).toMatchObject({ lister: false, 'not-enrolled': true, 'a-collector': true });
  });

  it('leaves debtors alone', async () => {
    await createUser(prod.deps.db, { username: 'prod-debtor', role: 'debtor' });
    const { cookie, user } = await signIn(prod, 'prod-debtor');
    expect(user.requiredStep).toBeNull();
    expect((await call(prod, 'GET', '/api/customer/accounts', cookie)).statusCode).toBe(200);
  });

  it('turned off (BACK_OFFICE_MFA_REQUIRED=false), lets an un-enrolled staff user through', async () => {
    await createUser(prodOff.deps.db, { username: 'free-staff', role: 'staff' });
    const { cookie, user } = await signIn(prodOff, 'free-staff');
    expect(user.requiredStep).toBeNull();
    expect((await call(prodOff, 'GET', '/api/admin/accounts', cookie)).statusCode).toBe(200);
  });

  it('asks for the new password first, then the second factor', async () => {
    const staff = await createUser(prod.deps.db, { username: 'both-steps', role: 'staff' });
    await prod.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, staff.id));
    const { cookie, user } = await signIn(prod, 'both-steps');
    expect(user.requiredStep).toBe('change-password');
    expect((await call(prod, 'POST', '/api/mfa/setup', cookie)).json().requiredStep).toBe('change-password');
    const changed = await call(prod, 'POST', '/api/admin/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-much-better-passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(prod, 'GET', '/api/user', cookie)).json().user.requiredStep).toBe('mfa-setup');
  });
});

describe('a password that must change', () => {
  it('allows only the change-password page and sign-out until the change succeeds', async () => {
    const staff = await createUser(dev.deps.db, { username: 'must-change', role: 'staff' });
    await dev.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, staff.id));
    const { cookie, user } = await signIn(dev, 'must-change');
    expect(user.requiredStep).toBe('change-password');

    const refused = await call(dev, 'GET', '/api/admin/accounts', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: REQUIRED_STEP_MESSAGES['change-password'],
      requiredStep: 'change-password',
    });
    expect(REQUIRED_STEP_MESSAGES['change-password']).toContain('/admin/change-password');
    expect((await call(dev, 'POST', '/api/mfa/setup', cookie)).statusCode).toBe(403);
    expect((await call(dev, 'GET', '/api/admin/password-status', cookie)).json()).toMatchObject({
      needsUpdate: true,
    });

    // A refused new password changes nothing: still held back.
    const weak = await call(dev, 'POST', '/api/admin/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'iloveyou',
    });
    expect(weak.statusCode).toBe(400);
    expect((await call(dev, 'GET', '/api/admin/accounts', cookie)).statusCode).toBe(403);

    const changed = await call(dev, 'POST', '/api/admin/change-password', cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-much-better-passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(dev, 'GET', '/api/admin/accounts', cookie)).statusCode).toBe(200);
    expect((await call(dev, 'GET', '/api/user', cookie)).json().user.requiredStep).toBeNull();
  });

  it('says so in the answer of the second sign-in step too', async () => {
    const { user, code } = await enrolledUser(dev, 'mfa-must-change', 'admin');
    await dev.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const { mfaCookie } = await passwordStep(dev.app, 'mfa-must-change', '/api/admin/login');
    const res = await verifyLogin(dev.app, mfaCookie, { token: code() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ mfaEnabled: true, requiredStep: 'change-password' });
  });

  it('counts a password older than the policy as one that must change', async () => {
    const staff = await createUser(dev.deps.db, { username: 'old-password', role: 'admin' });
    const changedAt = new Date(dev.clock.now() - PASSWORD_RULES.maxAgeDays * DAY_MS);
    await dev.deps.db.update(users).set({ passwordChangedAt: changedAt }).where(eq(users.id, staff.id));
    const { cookie, user } = await signIn(dev, 'old-password');
    expect(user.requiredStep).toBe('change-password');
    expect((await call(dev, 'GET', '/api/admin/users', cookie)).statusCode).toBe(403);
    // A day younger, it is still good.
    await dev.deps.db
      .update(users)
      .set({ passwordChangedAt: new Date(changedAt.getTime() + DAY_MS) })
      .where(eq(users.id, staff.id));
    expect((await call(dev, 'GET', '/api/admin/users', cookie)).statusCode).toBe(200);
  });

  it('holds a staff member an admin just created to the change-password page', async () => {
    await createUser(dev.deps.db, { username: 'creator', role: 'admin' });
    const admin = await signIn(dev, 'creator');
    const created = await call(dev, 'POST', '/api/admin/users', admin.cookie, {
      firstName: 'New',
      lastName: 'Starter',
      email: 'new.starter@agency.example',
      phone: '2155550100',
      username: 'new-starter',
      password: 'chosen-by-the-admin',
      role: 'staff',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { cookie, user } = await signIn(dev, 'new-starter', 'chosen-by-the-admin');
    expect(user.requiredStep).toBe('change-password');
    expect((await call(dev, 'GET', '/api/admin/dashboard-summary', cookie)).statusCode).toBe(403);
  });
});
