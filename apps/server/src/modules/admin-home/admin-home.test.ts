import { type AdminHome, addDays, adminHomeSchema, easternDateOf } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { remittanceKit } from '../../../test/kits/remittances/remittance-fixtures';
import { QUEUE_COUNTS_TTL_MS } from '../work-queue';

/** GET /api/admin/home (decision 0117): the day's numbers, each for the roles that work it. */
let t: TestApp;
const cookies: Record<string, string> = {};
let collectorId: number;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    const user = await createUser(t.deps.db, { username: `home-${role}`, role });
    if (role === 'collector') collectorId = user.id;
    cookies[role] = await signIn(t.app, `home-${role}`);
  }
});
afterAll(() => t.close());

async function home(role: string): Promise<AdminHome> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/home',
    headers: { cookie: cookies[role] },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return adminHomeSchema.strict().parse(res.json());
}

async function promise(accountId: number, dueDate: string, status = 'open') {
  await t.deps.db.execute(sql`
    INSERT INTO promises (debt_account_id, amount, due_date, status, source)
    VALUES (${accountId}, 50, ${dueDate}::date, ${status}, 'api')`);
}

async function readyInQueue(role: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/contact-center/my-queue',
    headers: { cookie: cookies[role] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { ready: unknown[] }).ready.length;
}

describe('GET /api/admin/home', () => {
  it('gives each role the figures of the pages it works, counted from the records', async () => {
    const today = easternDateOf(t.deps.clock());
    const mine = await insertAccount(t.deps.db, t.deps.encryption, { assignedUserId: collectorId });
    const pool = await insertAccount(t.deps.db, t.deps.encryption);
    await promise(mine.id, today); // due today, the collector's
    await promise(pool.id, addDays(today, -1)); // overdue, not yet evaluated: still due
    await promise(pool.id, addDays(today, 3)); // not due yet
    await promise(mine.id, addDays(today, -5), 'kept'); // done
    await t.deps.db.execute(sql`
      INSERT INTO letters (debt_account_id, template, language, delivery, status, figures) VALUES
        (${pool.id}, 'reminder', 'en', 'print', 'queued', '{}'::jsonb),
        (${pool.id}, 'reminder', 'en', 'print', 'mailed', '{}'::jsonb),
        (${pool.id}, 'reminder', 'en', 'email', 'queued', '{}'::jsonb)`);
    const kit = remittanceKit(t, cookies.admin);
    const client = await kit.client();
    const account = await kit.account(client.id);
    const day = addDays(today, -2);
    await kit.pay(account.id, '25.00', day);
    await kit.draft(client.id, day, day); // one transaction: to approve
    const emptyClient = await kit.client();
    await kit.draft(emptyClient.id, day, day); // none: nothing to approve

    const collector = await home('collector');
    expect(collector).toEqual({
      queueReady: await readyInQueue('collector'),
      queueMore: false,
      queueWaiting: expect.any(Number),
      promisesDue: 1,
    });

    const staff = await home('staff');
    expect(staff).toMatchObject({ promisesDue: 2, lettersToPrint: 1 });
    expect(staff.queueReady).toBe(await readyInQueue('staff'));
    expect(staff).not.toHaveProperty('remittancesToApprove');
    expect(staff).not.toHaveProperty('jobsFailing');

    const admin = await home('admin');
    expect(admin).toMatchObject({
      promisesDue: 2,
      lettersToPrint: 1,
      remittancesToApprove: 1,
      jobsFailing: 0,
    });
  });

  it("keeps a user's queue figures a minute, then counts again; an assignment counts again at once", async () => {
    const keeper = await createUser(t.deps.db, { username: 'home-keeper', role: 'collector' });
    const cookie = await signIn(t.app, 'home-keeper');
    const inQueue = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/home', headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const figures = res.json() as AdminHome;
      return figures.queueReady + figures.queueWaiting;
    };
    let phone = 6095550170;
    const account = (assignedUserId: number | null) =>
      insertAccount(t.deps.db, t.deps.encryption, {
        state: 'NJ',
        zipCode: '08608',
        primaryPhone: String(++phone),
        unpaidBalance: '300.00',
        assignedUserId,
      });
    await account(keeper.id);
    expect(await inQueue()).toBe(1);
    // A new account of theirs, written straight to the table: the kept figure stands for a minute.
    await account(keeper.id);
    expect(await inQueue()).toBe(1);
    t.clock.advance(QUEUE_COUNTS_TTL_MS - 1);
    expect(await inQueue()).toBe(1);
    t.clock.advance(1);
    expect(await inQueue()).toBe(2);
    // An assignment through the app moves an account into their queue: on the home at the next read.
    const pooled = await account(null);
    expect(await inQueue()).toBe(2);
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${pooled.id}/assignment`,
      payload: { userId: keeper.id },
      headers: { cookie: cookies.admin },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await inQueue()).toBe(3);
  });

  it('refuses a debtor and a signed-out caller', async () => {
    const debtor = await t.app.inject({
      method: 'GET',
      url: '/api/admin/home',
      headers: { cookie: cookies.debtor },
    });
    expect(debtor.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/home' })).statusCode).toBe(401);
  });
});
