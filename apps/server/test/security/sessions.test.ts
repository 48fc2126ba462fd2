import { SESSION_LIMITS } from '@arrears/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, TEST_PASSWORD } from '../factories';
import { newChatDebtor, newIp, startChatCheck } from '../kits/chat/chat-test-kit';
import {
  insertIdentityAccounts,
  ROBERT,
  robertAccounts,
  startCheck,
} from '../kits/identity/identity-test-kit';
import { enrolledUser, passwordStep, verifyLogin } from '../kits/mfa/mfa-test-kit';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Sessions sweep: every way in (password sign-ins, registration, the second factor, quick access,
 * debtor registration, chat verification) hands out a NEW id and kills the one the browser had;
 * logout kills it; idle and absolute limits hold on the server (cookie flags: sessions-cookies).
 */

const MINUTE = 60_000;
let t: TestApp;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  if (evidence.length) writeSweepEvidence('sessions', 'sessions and cookies', evidence);
  await t?.close();
});

const me = (cookie: string) => t.app.inject({ url: '/api/user', headers: { cookie } });

function cookieOf(res: LightMyRequestResponse, name: string) {
  const c = res.cookies.find((x) => x.name === name && x.value !== '');
  if (!c) throw new Error(`no ${name} cookie: ${res.statusCode} ${res.body}`);
  return c;
}

/** A live portal session of a fresh debtor: the "old" id a browser brings to a new sign-in. */
async function oldSession(): Promise<string> {
  const user = await createUser(t.deps.db, { role: 'debtor' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: user.username, password: TEST_PASSWORD },
  });
  const cookie = `arrears_sid=${cookieOf(res, 'arrears_sid').value}`;
  expect((await me(cookie)).statusCode).toBe(200);
  return cookie;
}

let sequence = 0;
/** Each way in, called with the browser's old session cookie; returns the answer that set the new one. */
const WAYS_IN: Record<string, (old: string) => Promise<LightMyRequestResponse>> = {
  'POST /api/login': async (old) => {
    const user = await createUser(t.deps.db, { role: 'debtor' });
    return t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: old },
      payload: { username: user.username, password: TEST_PASSWORD },
    });
  },
  'POST /api/admin/login': async (old) => {
    const user = await createUser(t.deps.db, { role: 'staff' });
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { cookie: old },
      payload: { username: user.username, password: TEST_PASSWORD },
    });
  },
  'POST /api/register': async (old) => {
    sequence += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: old },
      payload: {
        firstName: 'Dana',
        lastName: 'Lee',
        email: `sessions-${sequence}@example.com`,
        phone: '2155550123',
        username: `sessions-${sequence}`,
        password: 'a-long-password',
      },
    });
  },
  'POST /api/mfa/verify-login (second factor)': async (old) => {
    sequence += 1;
    const staff = await enrolledUser(t, `sessions-mfa-${sequence}`);
    const step = await passwordStep(t.app, staff.user.username);
    expect(step.res.json()).toMatchObject({ mfaRequired: true });
    // The password step alone makes no session: the pending cookie opens nothing.
    expect(step.res.cookies.some((c) => c.name === 'arrears_sid' && c.value)).toBe(false);
    expect((await me(step.mfaCookie)).statusCode).toBe(401);
    return verifyLogin(t.app, `${step.mfaCookie}; ${old}`, { token: staff.code() });
  },
  'POST /api/quick-access': async (old) => {
    await insertIdentityAccounts(t, [robertAccounts()]);
    const ip = newIp();
    const check = await startCheck(t, ROBERT.last4, ROBERT.birthDate, { ip });
    return t.app.inject({
      method: 'POST',
      url: '/api/quick-access',
      headers: { cookie: old },
      remoteAddress: ip,
      payload: { verificationToken: check.verificationToken, selectedAddress: ROBERT.address },
    });
  },
  'POST /api/register-debtor': async (old) => {
    sequence += 1;
    const last4 = String(6000 + sequence);
    await insertIdentityAccounts(t, [
      { firstName: 'Quinn', ssn: `00000${last4}`, birthDate: '1970-01-01', accountNumber: `SESS-${last4}` },
    ]);
    const username = `sessions-debtor-${sequence}`;
    return t.app.inject({
      method: 'POST',
      url: '/api/register-debtor',
      headers: { cookie: old },
      remoteAddress: newIp(),
      payload: {
        firstName: 'Quinn',
        lastName: '',
        ssn: last4,
        dateOfBirth: '1970-01-01',
        accountNumber: `SESS-${last4}`,
        username,
        password: 'Quinn-Sessions-7',
        email: `${username}@debtor-portal.invalid`,
      },
    });
  },
};

describe('a new session id at every way in; the old one is dead', () => {
  it.each(Object.keys(WAYS_IN))('%s', async (way) => {
    const old = await oldSession();
    const res = await WAYS_IN[way](old);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const fresh = `arrears_sid=${cookieOf(res, 'arrears_sid').value}`;
    expect(fresh).not.toBe(old);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('an id the browser chose (fixation) is never adopted', async () => {
    const planted = 'arrears_sid=attacker-chosen-value';
    const res = await WAYS_IN['POST /api/login'](planted);
    expect(cookieOf(res, 'arrears_sid').value).not.toBe('attacker-chosen-value');
    expect((await me(planted)).statusCode).toBe(401);
    evidence.push({
      area: 'Ways in (login, admin login, register, second factor, quick access, debtor registration)',
      cases: Object.keys(WAYS_IN).length + 1,
      result: 'each a new id; the previous (or planted) id answers 401',
    });
  });

  it('a new chat verification replaces the chat id; chat logout kills it', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const verify = async (cookie?: string) => {
      const check = await startChatCheck(t, debtor, ip);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/verify-address',
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
        payload: { debtor_id: check.debtor_id, selected_address: debtor.address },
      });
      return `arrears_chat=${cookieOf(res, 'arrears_chat').value}`;
    };
    const chat = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/chat/session/extend', headers: { cookie } });
    const first = await verify();
    const second = await verify(first);
    expect(second).not.toBe(first);
    expect((await chat(first)).statusCode).toBe(401);
    expect((await chat(second)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/chat/logout', headers: { cookie: second } });
    expect((await chat(second)).statusCode).toBe(401);
  });
});

describe('logout and expiry, on the server', () => {
  it('logout kills the id even if the browser keeps sending it', async () => {
    const cookie = await oldSession();
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'arrears_sid')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('idle: alive just before 30 minutes without a call, dead at 30', async () => {
    const cookie = await oldSession();
    t.clock.advance(SESSION_LIMITS.idleTimeoutMs - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(SESSION_LIMITS.idleTimeoutMs);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('absolute: a session active every 20 minutes still ends at 12 hours', async () => {
    const cookie = await oldSession();
    let alive = 0;
    for (let elapsed = 20 * MINUTE; elapsed < SESSION_LIMITS.absoluteLifetimeMs; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
      alive += 1;
    }
    t.clock.advance(20 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
    evidence.push({
      area: 'Logout, idle (30 min) and absolute (12 h) expiry, moved clock',
      cases: 3 + alive,
      result: `dead after logout, at 30 min idle, and at 12 h after ${alive} active calls`,
    });
  });

  it('chat: idle 5 minutes, absolute 30 minutes however active', async () => {
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const start = async () => {
      const check = await startChatCheck(t, debtor, ip);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat/verify-address',
        remoteAddress: ip,
        payload: { debtor_id: check.debtor_id, selected_address: debtor.address },
      });
      return `arrears_chat=${cookieOf(res, 'arrears_chat').value}`;
    };
    const extend = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/chat/session/extend', headers: { cookie } });
    const idle = await start();
    t.clock.advance(5 * MINUTE);
    expect((await extend(idle)).statusCode).toBe(401);
    const busy = await start();
    for (let i = 0; i < 7; i += 1) {
      t.clock.advance(4 * MINUTE);
      expect((await extend(busy)).statusCode).toBe(200);
    }
    t.clock.advance(2 * MINUTE + 1);
    expect((await extend(busy)).statusCode).toBe(401);
    evidence.push({
      area: 'Chat session: new id per verification, logout, idle 5 min, absolute 30 min',
      cases: 5,
      result: 'old id, logged-out id and expired ids answer 401',
    });
  });
});
