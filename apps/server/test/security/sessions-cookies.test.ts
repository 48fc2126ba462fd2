import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, TEST_PASSWORD } from '../factories';
import { newChatDebtor, newIp, startChatCheck } from '../kits/chat/chat-test-kit';
import { PRODUCTION_ENV } from '../production-env';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Cookie flags of the session and chat cookies: HttpOnly, SameSite, Path=/, no Domain; in production
 * (NODE_ENV=production with its required settings) the `__Host-` names and Secure, and the bare
 * names are no longer read (auth/session-cookie.ts derives the names).
 */

let t: TestApp;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  if (evidence.length) writeSweepEvidence('sessions-cookies', 'session and chat cookie flags', evidence);
  await t?.close();
});

function cookieOf(res: LightMyRequestResponse, name: string) {
  const c = res.cookies.find((x) => x.name === name && x.value !== '');
  if (!c) throw new Error(`no ${name} cookie: ${res.statusCode} ${res.body}`);
  return c;
}

/** The attributes of one Set-Cookie header line, lower-cased names. */
function attributesOf(res: LightMyRequestResponse, name: string): Record<string, string | true> {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = lines.find((l) => l.startsWith(`${name}=`) && !l.startsWith(`${name}=;`));
  if (!line) throw new Error(`no Set-Cookie for ${name}: ${lines.join(' | ')}`);
  const attrs: Record<string, string | true> = {};
  for (const part of line.split(';').slice(1)) {
    const [k, ...v] = part.trim().split('=');
    attrs[k.toLowerCase()] = v.length ? v.join('=') : true;
  }
  return attrs;
}

describe('cookie flags', () => {
  it('development and tests: arrears_sid / arrears_chat, HttpOnly, SameSite, Path=/, no Domain', async () => {
    const user = await createUser(t.deps.db, { role: 'debtor' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(attributesOf(login, 'arrears_sid')).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(attributesOf(login, 'arrears_sid')).not.toHaveProperty('domain');
    const debtor = await newChatDebtor(t);
    const ip = newIp();
    const check = await startChatCheck(t, debtor, ip);
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat/verify-address',
      remoteAddress: ip,
      payload: { debtor_id: check.debtor_id, selected_address: debtor.address },
    });
    expect(attributesOf(chat, 'arrears_chat')).toMatchObject({
      httponly: true,
      samesite: 'Strict',
      path: '/',
    });
  });

  it('production: __Host-arrears_sid and __Host-arrears_chat, Secure, Path=/, no Domain; bare names ignored', async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV });
    try {
      expect(prod.deps.config.isProduction).toBe(true);
      const staff = await createUser(prod.deps.db, { role: 'staff' });
      const login = await prod.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: staff.username, password: TEST_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.cookies.map((c) => c.name)).toEqual(['__Host-arrears_sid']);
      const sid = attributesOf(login, '__Host-arrears_sid');
      expect(sid).toMatchObject({ secure: true, httponly: true, samesite: 'Lax', path: '/' });
      expect(sid).not.toHaveProperty('domain');
      const token = cookieOf(login, '__Host-arrears_sid').value;
      const get = (cookie: string) => prod.app.inject({ url: '/api/user', headers: { cookie } });
      expect((await get(`__Host-arrears_sid=${token}`)).statusCode).toBe(200);
      // A cookie planted under the bare name (no Secure needed to set it) is not a session here.
      expect((await get(`arrears_sid=${token}`)).statusCode).toBe(401);

      const out = await prod.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: `__Host-arrears_sid=${token}` },
      });
      const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []).join(' | ');
      // A browser only lets a __Host- cookie be overwritten by one that is Secure with Path=/.
      expect(cleared).toMatch(/^__Host-arrears_sid=;.*Path=\/.*Secure/);

      const debtor = await newChatDebtor(prod);
      const ip = newIp();
      const check = await startChatCheck(prod, debtor, ip);
      const chat = await prod.app.inject({
        method: 'POST',
        url: '/api/chat/verify-address',
        remoteAddress: ip,
        payload: { debtor_id: check.debtor_id, selected_address: debtor.address },
      });
      expect(chat.statusCode, chat.body).toBe(200);
      const chatAttrs = attributesOf(chat, '__Host-arrears_chat');
      expect(chatAttrs).toMatchObject({ secure: true, httponly: true, samesite: 'Strict', path: '/' });
      expect(chatAttrs).not.toHaveProperty('domain');
      const chatToken = cookieOf(chat, '__Host-arrears_chat').value;
      const extend = (cookie: string) =>
        prod.app.inject({ method: 'POST', url: '/api/chat/session/extend', headers: { cookie } });
      expect((await extend(`__Host-arrears_chat=${chatToken}`)).statusCode).toBe(200);
      expect((await extend(`arrears_chat=${chatToken}`)).statusCode).toBe(401);
      evidence.push({
        area: 'Cookie flags: test env and NODE_ENV=production',
        cases: 2,
        result:
          'HttpOnly, SameSite (Lax sid, Strict chat), Path=/, no Domain; production: __Host- names, Secure, bare names ignored',
      });
    } finally {
      await prod.close();
    }
  });
});
