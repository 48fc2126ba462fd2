import { AUTH_MESSAGES, MFA_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import {
  decodeQrDataUrl,
  enrol,
  eventsOf as eventsIn,
  otherThan,
  parseOtpauthUri,
} from '../../../test/kits/mfa/mfa-test-kit';
import { base32Decode, referenceTotp } from '../../../test/kits/mfa/reference-totp';
import { mfaBackupCodes, mfaCredentials, users } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { BRAND_COMPANY_NAME: 'Acme Recovery' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newStaff(username: string, role: 'admin' | 'staff' = 'staff') {
  const user = await createUser(t.deps.db, { username, role });
  return { user, cookie: await signIn(t.app, username) };
}

const eventsOf = (userId: number, type: string) => eventsIn(t.deps.db, userId, type);

describe('POST /api/mfa/setup', () => {
  it('answers a QR of the otpauth URI (issuer = brand, account = username) and 10 backup codes', async () => {
    const { user, cookie } = await newStaff('Quinn', 'admin');
    const res = await call('POST', '/api/mfa/setup', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { qrCode, backupCodes } = res.json();
    const uri = parseOtpauthUri(decodeQrDataUrl(qrCode));
    expect(uri).toMatchObject({
      type: 'totp',
      issuerInLabel: 'Acme Recovery',
      account: 'Quinn',
      issuer: 'Acme Recovery',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(base32Decode(uri.secret)).toHaveLength(20);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);

    // Stored: the secret encrypted, the codes hashed; nothing enabled yet.
    const [credential] = await t.deps.db
      .select()
      .from(mfaCredentials)
      .where(eq(mfaCredentials.userId, user.id));
    expect(credential.secretEncrypted).not.toContain(uri.secret);
    expect(t.deps.encryption.decrypt(credential.secretEncrypted, boundTo.totpSecret(user.id))).toBe(
      uri.secret,
    );
    expect(credential.enabledAt).toBeNull();
    const stored = await t.deps.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(backupCodes).not.toContain(row.codeHash);
    expect((await call('GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: false });
  });

  it('replaces a setup that was not confirmed: the first secret and codes stop counting', async () => {
    const { user, cookie } = await newStaff('redo');
    const first = (await call('POST', '/api/mfa/setup', cookie)).json();
    const second = (await call('POST', '/api/mfa/setup', cookie)).json();
    const firstSecret = parseOtpauthUri(decodeQrDataUrl(first.qrCode)).secret;
    const secondSecret = parseOtpauthUri(decodeQrDataUrl(second.qrCode)).secret;
    expect(secondSecret).not.toBe(firstSecret);
    expect(
      await t.deps.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id)),
    ).toHaveLength(10);
    const stale = await call('POST', '/api/mfa/verify', cookie, {
      token: referenceTotp(firstSecret, t.clock.now()),
    });
    expect(stale.statusCode).toBe(400);
    const ok = await call('POST', '/api/mfa/verify', cookie, {
      token: referenceTotp(secondSecret, t.clock.now()),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /api/mfa/verify', () => {
  it('turns two-factor on with a current code; status says so, uncached; mfa_enabled is recorded', async () => {
    const { user, cookie } = await newStaff('enroller');
    await enrol(t.app, cookie, t.clock);
    const status = await call('GET', '/api/mfa/status', cookie);
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.json()).toEqual({ mfaEnabled: true });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.mfaEnabled).toBe(true);
    const [credential] = await t.deps.db
      .select()
      .from(mfaCredentials)
      .where(eq(mfaCredentials.userId, user.id));
    expect(credential.enabledAt?.getTime()).toBe(t.clock.now());
    expect(await eventsOf(user.id, 'mfa_enabled')).toEqual([
      expect.objectContaining({ success: true, riskLevel: 'LOW', userRole: 'staff', username: 'enroller' }),
    ]);
    // Once on, a new setup is refused rather than silently replacing the secret.
    const again = await call('POST', '/api/mfa/setup', cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MFA_MESSAGES.alreadyEnabled });
  });

  it('refuses a wrong code with 400 and an mfa_failed event, and changes nothing', async () => {
    const { user, cookie } = await newStaff('fumbler');
    const { qrCode } = (await call('POST', '/api/mfa/setup', cookie)).json();
    const { secret } = parseOtpauthUri(decodeQrDataUrl(qrCode));
    const wrong = await call('POST', '/api/mfa/verify', cookie, {
      token: otherThan(referenceTotp(secret, t.clock.now())),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MFA_MESSAGES.invalidCode });
    const stale = await call('POST', '/api/mfa/verify', cookie, {
      token: referenceTotp(secret, t.clock.now() - 60_000), // two steps old
    });
    expect(stale.statusCode).toBe(400);
    expect((await call('GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: false });
    const failures = await eventsOf(user.id, 'mfa_failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ success: false, riskLevel: 'MEDIUM', details: { stage: 'setup' } });
  });

  it('answers 400 without a setup, and validates the code before anything else', async () => {
    const { cookie } = await newStaff('nosetup');
    const none = await call('POST', '/api/mfa/verify', cookie, { token: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: MFA_MESSAGES.notSetUp });
    for (const token of ['12345', '1234567', 'abcdef', undefined]) {
      const bad = await call('POST', '/api/mfa/verify', cookie, { token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MFA_MESSAGES.sixDigits);
    }
  });
});

describe('POST /api/mfa/disable', () => {
  it('refuses a wrong password (400, mfa_disable_failed) and turns two-factor off with the right one', async () => {
    const { user, cookie } = await newStaff('leaver', 'admin');
    await enrol(t.app, cookie, t.clock);
    const empty = await call('POST', '/api/mfa/disable', cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MFA_MESSAGES.currentPasswordRequired);
    const wrong = await call('POST', '/api/mfa/disable', cookie, { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MFA_MESSAGES.wrongPassword });
    expect((await call('GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: true });
    expect(await eventsOf(user.id, 'mfa_disable_failed')).toEqual([
      expect.objectContaining({ success: false, riskLevel: 'MEDIUM' }),
    ]);

    const ok = await call('POST', '/api/mfa/disable', cookie, { currentPassword: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, mfaEnabled: false });
    expect((await call('GET', '/api/mfa/status', cookie)).json()).toEqual({ mfaEnabled: false });
    expect(await t.deps.db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, user.id))).toEqual(
      [],
    );
    expect(await t.deps.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id))).toEqual(
      [],
    );
    expect(await eventsOf(user.id, 'mfa_disabled')).toEqual([
      expect.objectContaining({ success: true, riskLevel: 'HIGH', userRole: 'admin' }),
    ]);
    // Signing in needs the password only again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'leaver', password: TEST_PASSWORD },
    });
    expect(login.json()).toMatchObject({ username: 'leaver', mfaEnabled: false });
    // Nothing left to disable.
    const twice = await call('POST', '/api/mfa/disable', cookie, { currentPassword: TEST_PASSWORD });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: MFA_MESSAGES.notSetUp });
  });

  it('stops answering after 10 wrong passwords in 15 minutes, even with the right one', async () => {
    const { user, cookie } = await newStaff('guessed');
    await enrol(t.app, cookie, t.clock);
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', '/api/mfa/disable', cookie, { currentPassword: `guess-${i}` });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await call('POST', '/api/mfa/disable', cookie, { currentPassword: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.mfaEnabled).toBe(true);
  });
});

describe('who may use the enrolment calls', () => {
  it('admin, staff, collectors and client users may (decision 0089); a debtor gets 403 with an access_denied event', async () => {
    const debtor = await createUser(t.deps.db, { username: 'dee', role: 'debtor' });
    const debtorCookie = await signIn(t.app, 'dee');
    const collector = await createUser(t.deps.db, { username: 'colin', role: 'collector' });
    const collectorCookie = await signIn(t.app, 'colin');
    const calls = [
      ['GET', '/api/mfa/status', undefined],
      ['POST', '/api/mfa/setup', undefined],
      ['POST', '/api/mfa/verify', { token: '123456' }],
      ['POST', '/api/mfa/disable', { currentPassword: 'not-the-password' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, debtorCookie, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
      // The collector reaches the handler: its own answers, never the role's 403.
      const own = await call(method, url, collectorCookie, payload);
      expect(own.statusCode, `${url} → ${own.body}`).not.toBe(403);
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await eventsOf(debtor.id, 'access_denied')).toHaveLength(4);
    expect((await eventsOf(debtor.id, 'access_denied'))[0]).toMatchObject({
      success: false,
      userRole: 'debtor',
      description: 'Access denied: GET /api/mfa/status',
    });
    expect(await eventsOf(collector.id, 'access_denied')).toHaveLength(0);
    expect(await t.deps.db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, debtor.id))).toEqual(
      [],
    );
  });
});
