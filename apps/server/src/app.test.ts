import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';
import { ROUTE_ACCESS } from './route-access';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the HTTP surface', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toContain('/api/does-not-exist');
    }
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lists every API route in the access table, and the table lists no route that does not exist', async () => {
    const registered = new Set<string>();
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, url] = key.split(' ');
      if (t.app.hasRoute({ method: method as 'GET', url })) registered.add(key);
    }
    // The benchmark route exists only with BENCH_ROUTES=true.
    const missing = Object.keys(ROUTE_ACCESS).filter((k) => !registered.has(k) && !k.includes('/api/bench/'));
    expect(missing).toEqual([]);
  });

  it('checks access on HEAD requests like on the GET they mirror', async () => {
    const anonymous = await t.app.inject({ method: 'HEAD', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await t.app.inject({ method: 'HEAD', url: '/api/security/dashboard' });
    expect(admin.statusCode).toBe(401);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'x', password: 'y'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });
});

describe('logging', () => {
  it('never writes passwords, tokens or cookies to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
    try {
      await createUser(app.deps.db, { username: 'logme', password: 'super-secret-password' });
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'logme', password: 'super-secret-password' },
      });
      const cookie = res.cookies[0]?.value ?? '';
      expect(cookie).not.toBe('');
      await app.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `arrears_sid=${cookie}` } });
      app.app.log.info(
        { body: { password: 'p4ss', cardNumber: '4111111111111111', ssn: '123456789', cvv: '123' } },
        'x',
      );
      const log = lines.join('');
      expect(log.length).toBeGreaterThan(0);
      for (const secret of ['super-secret-password', cookie, 'p4ss', '4111111111111111', '123456789']) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('[redacted]');
    } finally {
      await app.close();
    }
  });
});
