import { SAVED_VIEW_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { savedViews } from '../../db/schema';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, role] of [
    ['view-ann', 'staff'],
    ['view-bob', 'admin'],
    ['view-col', 'collector'],
    ['view-deb', 'debtor'],
  ] as const) {
    ids[name] = (await createUser(t.deps.db, { username: name, role })).id;
    cookies[name] = await signIn(t.app, name);
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: cookies[who] } : {}, payload });

const VIEW = {
  table: 'accounts',
  name: 'My NJ placements',
  columns: ['full_name', 'account_number', 'primary_phone', 'assignee', 'actions'],
  filters: { state: 'NJ', status: 'ACTIVE' },
  sort: { column: 'unpaid_balance', direction: 'desc' },
};

describe('saved views of the lists', () => {
  it('saves a view, lists it on its own list only, reads it back, changes and deletes it', async () => {
    const made = await call('view-ann', 'POST', '/api/admin/saved-views', VIEW);
    expect(made.statusCode, made.body).toBe(201);
    const view = made.json();
    expect(view).toMatchObject({ ...VIEW, id: expect.any(Number), updatedAt: expect.any(String) });

    const listed = await call('view-ann', 'GET', '/api/admin/saved-views?table=accounts');
    expect(listed.json().views.map((v: { id: number }) => v.id)).toEqual([view.id]);
    expect((await call('view-ann', 'GET', '/api/admin/saved-views?table=payments')).json().views).toEqual([]);
    expect((await call('view-ann', 'GET', `/api/admin/saved-views/${view.id}`)).json()).toEqual(view);

    const changed = await call('view-ann', 'PUT', `/api/admin/saved-views/${view.id}`, {
      ...VIEW,
      name: 'NJ, largest first',
      filters: { state: 'NJ' },
      sort: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: view.id,
      name: 'NJ, largest first',
      filters: { state: 'NJ' },
      sort: null,
    });

    expect((await call('view-ann', 'DELETE', `/api/admin/saved-views/${view.id}`)).statusCode).toBe(204);
    expect((await call('view-ann', 'GET', `/api/admin/saved-views/${view.id}`)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(savedViews).where(eq(savedViews.id, view.id))).toEqual([]);
  });

  it("answers 404 to another user's view id, for reading, changing and deleting, and leaves it as it was", async () => {
    const mine = (
      await call('view-ann', 'POST', '/api/admin/saved-views', { ...VIEW, name: 'Ann only' })
    ).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...VIEW, name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call('view-bob', method, `/api/admin/saved-views/${mine.id}`, payload);
      expect([res.statusCode, res.json().message], method).toEqual([404, SAVED_VIEW_MESSAGES.notFound]);
    }
    expect((await call('view-bob', 'GET', '/api/admin/saved-views?table=accounts')).json().views).toEqual([]);
    const [row] = await t.deps.db.select().from(savedViews).where(eq(savedViews.id, mine.id));
    expect([row.userId, row.name]).toEqual([ids['view-ann'], 'Ann only']);
  });

  it('keeps names apart per user and list: the same name twice on one list is 409', async () => {
    const first = await call('view-col', 'POST', '/api/admin/saved-views', { ...VIEW, name: 'Today' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('view-col', 'POST', '/api/admin/saved-views', { ...VIEW, name: 'Today' });
    expect([again.statusCode, again.json().message]).toEqual([409, SAVED_VIEW_MESSAGES.duplicate]);
    expect(
      (
        await call('view-col', 'POST', '/api/admin/saved-views', {
          ...VIEW,
          table: 'payments',
          name: 'Today',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('view-bob', 'POST', '/api/admin/saved-views', { ...VIEW, name: 'Today' })).statusCode,
    ).toBe(201);
  });

  it('refuses a debtor and a caller without a session', async () => {
    expect((await call('view-deb', 'GET', '/api/admin/saved-views?table=accounts')).statusCode).toBe(403);
    expect((await call('view-deb', 'POST', '/api/admin/saved-views', VIEW)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/admin/saved-views?table=accounts')).statusCode).toBe(401);
  });

  it.each([
    ['no name', { ...VIEW, name: '  ' }],
    ['no columns', { ...VIEW, columns: [] }],
    ['a wrong direction', { ...VIEW, sort: { column: 'x', direction: 'up' } }],
    ['a malformed list name', { ...VIEW, table: 'Accounts!' }],
    ['an unknown field', { ...VIEW, colour: 'red' }],
    ['filters that are not text', { ...VIEW, filters: { state: 5 } }],
  ])('answers 400 to %s and stores nothing', async (_name, payload) => {
    const before = await t.deps.db.select().from(savedViews);
    const res = await call('view-ann', 'POST', '/api/admin/saved-views', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await t.deps.db.select().from(savedViews)).toHaveLength(before.length);
  });
});
