import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { users } from '../../db/schema';

/** The users table's server-side sort, filters and paging (decision 0043); the default answer is agency-users.test.ts's. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'ada', role: 'admin' });
  await createUser(t.deps.db, { username: 'Bea', role: 'staff' });
  const gone = await createUser(t.deps.db, { username: 'cy', role: 'staff' });
  await createUser(t.deps.db, { username: 'dee', role: 'collector' });
  await createUser(t.deps.db, { username: 'eve', role: 'debtor' });
  await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
  admin = await signIn(t.app, 'ada');
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/users?${query}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { users: { username: string }[]; total: number; page: number; pageSize: number };
  return {
    names: body.users.map((u) => u.username),
    total: body.total,
    page: body.page,
    pageSize: body.pageSize,
  };
};

describe('GET /api/admin/users with list parameters', () => {
  it('sorts by username ignoring case, both ways; never lists debtors', async () => {
    expect((await list('sort=username&direction=asc')).names).toEqual(['ada', 'Bea', 'cy', 'dee']);
    expect((await list('sort=username&direction=desc')).names).toEqual(['dee', 'cy', 'Bea', 'ada']);
  });

  it('filters by role and by active', async () => {
    expect(await list('role=staff')).toMatchObject({ names: ['Bea', 'cy'], total: 2 });
    expect((await list('active=false')).names).toEqual(['cy']);
    expect((await list('active=true&role=staff')).names).toEqual(['Bea']);
    // Words of the name, username, e-mail or role, whatever the case.
    expect((await list('search=COLLECT')).names).toEqual(['dee']);
    expect((await list('search=%25')).names).toEqual([]);
  });

  it('pages with the total', async () => {
    expect(await list('page=2&pageSize=3')).toEqual({ names: ['dee'], total: 4, page: 2, pageSize: 3 });
  });

  it("keeps the spec's answer ({ users } only) without parameters", async () => {
    const res = await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } });
    expect(Object.keys(res.json())).toEqual(['users']);
  });

  it.each([
    ['sort=password', 'sort must be one of username'],
    ['direction=DESC', 'direction must be asc or desc'],
    ['role=debtor', 'role must be one of admin, staff, collector'],
    ['active=yes', 'active must be true or false'],
    ['pageSize=0', 'pageSize must be 1 or more'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await t.app.inject({ url: `/api/admin/users?${query}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
