import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import {
  accountWithPlan,
  CountingSavedMethods,
  chargedFor,
  runOn,
  TODAY,
} from '../../../test/kits/arrangements/scheduler-kit';
import { payments } from '../../db/schema';

/**
 * The workspace's payment history lists every payment of the account whatever its source
 * (decision 0111): an installment the scheduler charged (`source: 'plan'`) appears beside the others.
 */
describe('GET /api/debtors/{id}/payments lists every source', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await buildTestApp({ savedMethods: new CountingSavedMethods(0), startMailSender: false });
    await createUser(t.deps.db, { username: 'desk-staff', role: 'staff' });
    staff = await signIn(t.app, 'desk-staff');
  });
  afterAll(() => t?.close());

  it('a plan installment charged by the scheduler is listed, with its source, beside an imported payment', async () => {
    const { account, plan } = await accountWithPlan(t, { firstDate: TODAY });
    await t.deps.db.insert(payments).values({
      debtAccountId: account.id,
      amount: '12.00',
      paymentDate: '2026-01-10',
      paymentMethod: 'ach',
      status: 'approved',
      source: 'import',
    });
    const run = await runOn(t, TODAY);
    expect(chargedFor(run, plan.id)).toHaveLength(1);
    const [charged] = await t.deps.db.select().from(payments).where(eq(payments.source, 'plan'));
    expect(charged).toMatchObject({ debtAccountId: account.id, status: 'approved' });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/debtors/${account.id}/payments`,
      headers: { cookie: staff },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json() as { id: number; amount: string; status: string; source: string }[];
    expect(listed.map((p) => [p.amount, p.status, p.source])).toEqual([
      [charged.amount, 'approved', 'plan'],
      ['12.00', 'approved', 'import'],
    ]);
    expect(listed[0].id).toBe(charged.id);
  });

  it('leaves out a charge still in flight, lists a refunded one', async () => {
    const { account } = await accountWithPlan(t, { firstDate: '2026-04-01' });
    const base = { debtAccountId: account.id, paymentMethod: 'card', paymentDate: '2026-02-20' };
    await t.deps.db.insert(payments).values([
      { ...base, amount: '40.00', status: 'processing', source: 'plan' },
      { ...base, amount: '41.00', status: 'refunded', source: 'portal' },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/debtors/${account.id}/payments`,
      headers: { cookie: staff },
    });
    expect((res.json() as { amount: string }[]).map((p) => p.amount)).toEqual(['41.00']);
  });
});
