import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { userPreferences } from '../../db/schema';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, role] of [
    ['pref-ann', 'staff'],
    ['pref-bob', 'staff'],
    ['pref-col', 'collector'],
    ['pref-deb', 'debtor'],
  ] as const) {
    ids[name] = (await createUser(t.deps.db, { username: name, role })).id;
    cookies[name] = await signIn(t.app, name);
  }
});
afterAll(() => t.close());

const URL = '/api/admin/preferences/table:accounts';
const get = (who: string, url = URL) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const put = (who: string, payload: unknown, url = URL) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: cookies[who] }, payload: payload as object });

describe('GET/PUT /api/admin/preferences/:key', () => {
  it('answers the empty choice before anything is saved', async () => {
    const res = await get('pref-ann');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'table:accounts', value: { hiddenColumns: [] }, updatedAt: null });
  });

  it("saves and reads back the caller's own row, and replaces it on the next save", async () => {
    const first = await put('pref-ann', { hiddenColumns: ['school_name'], view: 'full', pageSize: 100 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toEqual({ hiddenColumns: ['school_name'], view: 'full', pageSize: 100 });
    expect((await put('pref-ann', { hiddenColumns: ['state'] })).statusCode).toBe(200);
    expect((await get('pref-ann')).json().value).toEqual({ hiddenColumns: ['state'] });
    const rows = await t.deps.db
      .select()
      .from(userPreferences)
      .where(and(eq(userPreferences.userId, ids['pref-ann']), eq(userPreferences.key, 'table:accounts')));
    expect(rows).toHaveLength(1);
    expect(rows[0].value).toEqual({ hiddenColumns: ['state'] });
  });

  it("never shows or changes another user's row", async () => {
    await put('pref-ann', { hiddenColumns: ['state'] });
    expect((await get('pref-bob')).json().value).toEqual({ hiddenColumns: [] });
    await put('pref-bob', { hiddenColumns: ['phone'] });
    expect((await get('pref-ann')).json().value).toEqual({ hiddenColumns: ['state'] });
    expect((await get('pref-bob')).json().value).toEqual({ hiddenColumns: ['phone'] });
  });

  it('keeps keys apart, and lets a collector keep choices too', async () => {
    const other = '/api/admin/preferences/table:payments';
    expect((await put('pref-col', { hiddenColumns: ['amount'] }, other)).statusCode).toBe(200);
    expect((await get('pref-col', other)).json().value).toEqual({ hiddenColumns: ['amount'] });
    expect((await get('pref-col')).json().value).toEqual({ hiddenColumns: [] });
  });

  it('refuses a debtor and a caller without a session', async () => {
    expect((await get('pref-deb')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it.each([
    ['no hiddenColumns', { view: 'full' }],
    ['a wrong view', { hiddenColumns: [], view: 'wide' }],
    ['a page size off the list', { hiddenColumns: [], pageSize: 7 }],
    ['an unknown field', { hiddenColumns: [], colour: 'red' }],
    ['not a list of names', { hiddenColumns: [1, 2] }],
    [
      'more than 4 KB',
      { hiddenColumns: Array.from({ length: 150 }, (_, i) => `column-${i}-${'x'.repeat(30)}`) },
    ],
  ])('answers 400 to %s and stores nothing', async (_name, payload) => {
    const res = await put('pref-bob', payload, '/api/admin/preferences/table:bad');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await get('pref-bob', '/api/admin/preferences/table:bad')).json().updatedAt).toBeNull();
  });

  it('answers 400 to a malformed key', async () => {
    expect((await get('pref-bob', '/api/admin/preferences/Not%20a%20key')).statusCode).toBe(400);
    expect((await put('pref-bob', { hiddenColumns: [] }, '/api/admin/preferences/nocolon')).statusCode).toBe(
      400,
    );
  });
});
