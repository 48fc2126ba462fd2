import { CLIENT_USER_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { clients, users } from '../../db/schema';

/** Client users (decision 0055): an admin creates them through /api/admin/users with their client. */
let t: TestApp;
let admin: string;
let clientId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'ada', role: 'admin' });
  admin = await signIn(t.app, 'ada');
  const [client] = await t.deps.db
    .insert(clients)
    .values({
      code: 'BANK',
      name: 'Keystone Bank',
      remitMethod: 'net',
      remitFrequency: 'daily',
      commissionRate: '25',
    })
    .returning();
  clientId = client.id;
});
afterAll(() => t.close());

const person = (username: string) => ({
  username,
  email: `${username}@bank.example`,
  firstName: 'Rita',
  lastName: 'Moss',
  phone: '2155550100',
  password: 'initial-password',
});
const create = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: admin }, payload });

describe('POST /api/admin/users with role client', () => {
  it('creates a client user tied to the client, who signs in, replaces the password and reaches the portal', async () => {
    const res = await create({ ...person('rita'), role: 'client', clientId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({
      username: 'rita',
      role: 'client',
      clientId,
      mustChangePassword: true, // the admin chose it (decision 0089)
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.username, 'rita'));
    expect(row.clientId).toBe(clientId);
    const cookie = await signIn(t.app, 'rita', 'initial-password');
    const held = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie } });
    expect(held.json()).toMatchObject({ requiredStep: 'change-password' });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { cookie },
      payload: { currentPassword: 'initial-password', newPassword: 'rita-own-passphrase' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const portal = await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie } });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().client).toEqual({ code: 'BANK', name: 'Keystone Bank' });
    // A debtor's own reads are not theirs: only their session.
    for (const url of ['/api/customer/accounts', '/api/admin/accounts', '/api/admin/clients']) {
      const res403 = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res403.statusCode, url).toBe(403);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?role=client',
      headers: { cookie: admin },
    });
    expect(list.json().users.map((u: { username: string }) => u.username)).toEqual(['rita']);
  });

  it('answers 400 with a clear message when the client is missing, unknown, or given for another role', async () => {
    const cases: [object, string][] = [
      [{ ...person('no-client'), role: 'client' }, CLIENT_USER_MESSAGES.clientRequired],
      [{ ...person('null-client'), role: 'client', clientId: null }, CLIENT_USER_MESSAGES.clientRequired],
      [{ ...person('ghost'), role: 'client', clientId: 99999 }, CLIENT_USER_MESSAGES.clientUnknown],
      [{ ...person('dflt'), role: 'client', clientId: 1 }, CLIENT_USER_MESSAGES.defaultClient],
      [{ ...person('staffer'), role: 'staff', clientId }, CLIENT_USER_MESSAGES.clientOnlyForClientRole],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const left = await t.deps.db.select().from(users).where(eq(users.username, 'staffer'));
    expect(left).toEqual([]);
  });

  it("never changes a client user's role", async () => {
    const [rita] = await t.deps.db.select().from(users).where(eq(users.username, 'rita'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${rita.id}`,
      headers: { cookie: admin },
      payload: { role: 'staff' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLIENT_USER_MESSAGES.roleFixed);
  });

  it('the database refuses a client user without a client, and a client on anyone else', async () => {
    await expect(createUser(t.deps.db, { role: 'client', username: 'bare' })).rejects.toThrow();
    await expect(createUser(t.deps.db, { role: 'staff', username: 'odd', clientId })).rejects.toThrow();
  });
});
