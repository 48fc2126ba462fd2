import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { pageViews } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'debbie', role: 'debtor' });
  await createUser(t.deps.db, { username: 'stan', role: 'staff' });
});
afterAll(() => t.close());

const view = (page: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/page-view',
    payload: { page } as object,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/page-view', () => {
  it('stores a debtor page view with user, path and time', async () => {
    const cookie = await signIn(t.app, 'debbie');
    expect((await view('/payment-history', cookie)).statusCode).toBe(204);
    const rows = await t.deps.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0].path).toBe('/payment-history');
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('accepts but does not store views of visitors and staff', async () => {
    const before = (await t.deps.db.select().from(pageViews)).length;
    expect((await view('/')).statusCode).toBe(204);
    expect((await view('/admin', await signIn(t.app, 'stan'))).statusCode).toBe(204);
    expect((await t.deps.db.select().from(pageViews)).length).toBe(before);
  });

  it('refuses a missing or empty page', async () => {
    expect((await view('')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/page-view', payload: {} })).statusCode).toBe(400);
  });
});
