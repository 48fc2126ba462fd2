import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { users } from '../../db/schema';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, role] of [
    ['lang-deb', 'debtor'],
    ['lang-new', 'debtor'],
    ['lang-staff', 'staff'],
  ] as const)
    ids[name] = (await createUser(t.deps.db, { username: name, role })).id;
});
afterAll(() => t.close());

const put = async (who: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/language',
    headers: { cookie: await signIn(t.app, who) },
    payload: payload as object,
  });
const login = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: TEST_PASSWORD } });
const languageOf = async (id: number) =>
  (await t.deps.db.select().from(users).where(eq(users.id, id)))[0].preferredLanguage;

describe('PUT /api/customer/language', () => {
  it("keeps a debtor's choice on their user and in a readable, year-long cookie", async () => {
    const res = await put('lang-deb', { language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ language: 'es' });
    const cookie = res.cookies.find((c) => c.name === 'arrears_lang');
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax', maxAge: 31536000 });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(await languageOf(ids['lang-deb'])).toBe('es');
  });

  it('accepts only en or es', async () => {
    for (const language of ['fr', 'ES', '', null]) {
      const res = await put('lang-deb', { language });
      expect(res.statusCode).toBe(400);
    }
    expect((await put('lang-deb', {})).statusCode).toBe(400);
    expect(await languageOf(ids['lang-deb'])).toBe('es');
  });

  it('is for a signed-in debtor: no session is 401, the back office is 403', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/language',
      payload: { language: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await put('lang-staff', { language: 'es' })).statusCode).toBe(403);
    expect(await languageOf(ids['lang-staff'])).toBeNull();
  });
});

describe('signing in restores the language', () => {
  it("sets the cookie from a debtor's kept choice, and leaves the browser's alone when there is none", async () => {
    await put('lang-deb', { language: 'es' });
    const back = await login('lang-deb');
    expect(back.statusCode).toBe(200);
    expect(back.cookies.find((c) => c.name === 'arrears_lang')?.value).toBe('es');

    await put('lang-deb', { language: 'en' });
    expect((await login('lang-deb')).cookies.find((c) => c.name === 'arrears_lang')?.value).toBe('en');

    const fresh = await login('lang-new');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.cookies.find((c) => c.name === 'arrears_lang')).toBeUndefined();
  });
});
