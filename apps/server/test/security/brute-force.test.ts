import { AUTH_MESSAGES, MFA_MESSAGES, PASSWORD_MESSAGES } from '@arrears/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/db/schema';
import { LOGIN_THROTTLE } from '../../src/modules/auth/login-throttle';
import {
  FORGOT_PASSWORD_LIMITS,
  FORGOT_PASSWORD_THROTTLED,
} from '../../src/modules/passwords/forgot-password.service';
import {
  RESET_PASSWORD_LIMITS,
  RESET_PASSWORD_THROTTLED,
} from '../../src/modules/passwords/reset-password.service';
import { newResetToken } from '../../src/modules/passwords/reset-tokens';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, TEST_PASSWORD } from '../factories';
import { enrolledUser, otherThan, passwordStep, verifyLogin } from '../kits/mfa/mfa-test-kit';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Brute-force sweep over every way to guess a secret: password sign-in (user and admin), the second
 * factor, the password reset request and the reset link (the identity checks: brute-force-identity). Each answers 429 after its documented limit (docs/decisions 0002, 0010, 0011,
 * 0021); the attacker's IP or target is throttled, not another user from another IP; and answers do
 * not tell whether an account exists. The caller's IP is set with inject's remoteAddress (and with
 * X-Forwarded-For behind TRUST_PROXY).
 */

let t: TestApp;
const evidence: SweepLine[] = [];
let ipSequence = 0;
/** A fresh address per use: the per-IP counts of one check never touch another. */
const freshIp = () => {
  ipSequence += 1;
  return `198.51.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  if (evidence.length) writeSweepEvidence('brute-force', 'brute force and account enumeration', evidence);
  await t?.close();
});

function login(username: string, password: string, ip: string, url = '/api/login', app = t.app) {
  return app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
}
const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

describe('password sign-in', () => {
  it(`one IP: ${LOGIN_THROTTLE.maxFailures} failures pause that IP, not a user from another IP`, async () => {
    const attacker = freshIp();
    const [victim, bystander] = [await createUser(t.deps.db), await createUser(t.deps.db)];
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1) {
      const res = await login(`nobody-${attacker}-${i}`, 'guess', attacker);
      expect(answer(res)).toEqual({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } });
    }
    // The IP is paused even for a right password...
    const paused = await login(victim.username, TEST_PASSWORD, attacker);
    expect(answer(paused)).toEqual({ status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } });
    // ...and the admin sign-in shares the count.
    expect((await login(victim.username, TEST_PASSWORD, attacker, '/api/admin/login')).statusCode).toBe(429);
    // Other people from other addresses sign in as usual.
    expect((await login(victim.username, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    expect((await login(bystander.username, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    evidence.push({
      area: 'Login, one IP hammering (user and admin sign-in)',
      cases: LOGIN_THROTTLE.maxFailures + 4,
      result: `429 after ${LOGIN_THROTTLE.maxFailures} failures for that IP only; users from other IPs sign in`,
    });
  });

  it('one username from many IPs: that username pauses (decision 0002), nobody else does', async () => {
    const [target, other] = [await createUser(t.deps.db), await createUser(t.deps.db)];
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1) {
      expect((await login(target.username, 'guess', freshIp())).statusCode).toBe(401);
    }
    expect(answer(await login(target.username, TEST_PASSWORD, freshIp())).status).toBe(429);
    expect((await login(other.username, TEST_PASSWORD, freshIp())).statusCode).toBe(200);
    evidence.push({
      area: 'Login, one username hammered from many IPs',
      cases: LOGIN_THROTTLE.maxFailures + 2,
      result: 'that username answers 429; another user signs in',
    });
  });

  it('a forged X-Forwarded-For does not escape the IP count when the proxy is not trusted', async () => {
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: `spoof-${attacker}-${i}`, password: 'guess' },
        remoteAddress: attacker,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await login(`spoof-${attacker}-x`, 'guess', attacker)).statusCode).toBe(429);
  });

  it('behind a trusted proxy each client address counts apart (TRUST_PROXY=true)', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const user = await createUser(proxied.deps.db);
      const viaProxy = (username: string, password: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1) {
        expect((await viaProxy(`proxied-${i}`, 'guess', '203.0.113.66')).statusCode).toBe(401);
      }
      expect((await viaProxy(user.username, TEST_PASSWORD, '203.0.113.66')).statusCode).toBe(429);
      expect((await viaProxy(user.username, TEST_PASSWORD, '203.0.113.67')).statusCode).toBe(200);
      evidence.push({
        area: 'Login IP: forged X-Forwarded-For (untrusted) / per client behind TRUST_PROXY',
        cases: 2 * LOGIN_THROTTLE.maxFailures + 3,
        result: 'forged header still counted on the socket address; behind the proxy, per client',
      });
    } finally {
      await proxied.close();
    }
  });

  it('an unknown username and a wrong password answer alike, also once paused', async () => {
    const user = await createUser(t.deps.db);
    const ip = freshIp();
    for (const url of ['/api/login', '/api/admin/login']) {
      const known = await login(user.username, 'wrong-password', ip, url);
      const unknown = await login(`ghost-${ip}`, 'wrong-password', ip, url);
      expect(answer(unknown)).toEqual(answer(known));
    }
    const ghost = `ghost-hammered-${ip}`;
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1) {
      await login(ghost, 'guess', freshIp());
      await login(user.username, 'guess', freshIp());
    }
    expect(answer(await login(ghost, 'guess', freshIp()))).toEqual(
      answer(await login(user.username, 'guess', freshIp())),
    );
    evidence.push({
      area: 'Login answers, existing vs unknown username (user, admin, paused)',
      cases: 3,
      result: 'same status and body',
    });
  });
});

describe('second factor', () => {
  it('5 wrong codes lock that pending sign-in’s user; another user’s second factor works', async () => {
    const victim = await enrolledUser(t, `bf-mfa-victim-${Date.now()}`);
    const other = await enrolledUser(t, `bf-mfa-other-${Date.now()}`);
    const step = await passwordStep(t.app, victim.user.username);
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await verifyLogin(t.app, step.mfaCookie, { token: otherThan(victim.code()) })).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    const locked = await verifyLogin(t.app, step.mfaCookie, { token: victim.code() });
    expect(answer(locked)).toEqual({ status: 429, body: { message: MFA_MESSAGES.locked } });
    const otherStep = await passwordStep(t.app, other.user.username);
    expect((await verifyLogin(t.app, otherStep.mfaCookie, { token: other.code() })).statusCode).toBe(200);
    evidence.push({
      area: 'Second factor (TOTP)',
      cases: 7,
      result: '429 at the 5th wrong code, right code refused while locked; another user signs in',
    });
  });
});

describe('password reset', () => {
  const forgot = (email: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });
  const reset = (token: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' },
      remoteAddress: ip,
    });

  it(`request: ${FORGOT_PASSWORD_LIMITS.perIp} per IP, then 429 for that IP only; same answer for any address`, async () => {
    const user = await createUser(t.deps.db, { email: `bf-reset-${Date.now()}@example.com` });
    const attacker = freshIp();
    const known = await forgot(user.email, attacker);
    const unknown = await forgot(`nobody-${Date.now()}@example.com`, attacker);
    expect(answer(unknown)).toEqual(answer(known));
    expect(answer(known)).toEqual({
      status: 200,
      body: expect.objectContaining({ success: true, message: PASSWORD_MESSAGES.forgotAccepted }),
    });
    for (let i = 2; i < FORGOT_PASSWORD_LIMITS.perIp; i += 1) {
      expect((await forgot(`probe-${i}@example.com`, attacker)).statusCode).toBe(200);
    }
    const paused = await forgot(user.email, attacker);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(FORGOT_PASSWORD_THROTTLED);
    expect((await forgot(user.email, freshIp())).statusCode).toBe(200);
    evidence.push({
      area: 'Password reset request',
      cases: FORGOT_PASSWORD_LIMITS.perIp + 2,
      result: `same 200 for existing and unknown addresses; 429 after ${FORGOT_PASSWORD_LIMITS.perIp} from one IP; other IPs unaffected`,
    });
  });

  it(`link use: ${RESET_PASSWORD_LIMITS.perIp} wrong tokens pause that IP; a real link from another IP works`, async () => {
    const user = await createUser(t.deps.db);
    const { token, tokenHash } = newResetToken();
    await t.deps.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 30 * 60_000) });
    const attacker = freshIp();
    for (let i = 0; i < RESET_PASSWORD_LIMITS.perIp; i += 1) {
      const res = await reset(newResetToken().token, attacker);
      expect(answer(res).status).toBe(400);
      expect(res.json().message).toBe(PASSWORD_MESSAGES.expiredResetLink);
    }
    const paused = await reset(token, attacker);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(RESET_PASSWORD_THROTTLED);
    const ok = await reset(token, freshIp());
    expect(ok.statusCode, ok.body).toBe(200);
    evidence.push({
      area: 'Password reset link use',
      cases: RESET_PASSWORD_LIMITS.perIp + 2,
      result: `429 after ${RESET_PASSWORD_LIMITS.perIp} wrong links from one IP (added in this issue); a real link from another IP works`,
    });
  });
});
