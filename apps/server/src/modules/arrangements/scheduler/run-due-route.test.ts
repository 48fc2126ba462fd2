import { AUTH_MESSAGES, runDueResultSchema } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../../test/factories';
import {
  accountWithPlan,
  balanceOf,
  installmentsOf,
  TODAY,
} from '../../../../test/kits/arrangements/scheduler-kit';
import { PRODUCTION_ENV } from '../../../../test/production-env';
import { SandboxSavedMethods } from '../../../providers/card-gateway/sandbox-saved-methods';
import { ARRANGEMENT_SCHEDULER } from '../../jobs/job-catalog';
import { serverJobs } from '../../jobs/server-jobs';
import { ledgerMismatches } from '../../ledger/ledger-posting';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ startMailSender: false });
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    await createUser(t.deps.db, { username: `run-due-${role}`, role });
    cookies[role] = await signIn(t.app, `run-due-${role}`);
  }
});
afterAll(async () => {
  expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  await t.close();
});

function runDueAs(app: TestApp['app'], cookie: string | undefined, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/jobs/run-due',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
}

describe('POST /api/admin/jobs/run-due', () => {
  it('an admin runs the scheduler as of a day and sees what it charged', async () => {
    const { account, plan } = await accountWithPlan(t, { firstDate: '2026-03-10' });
    const res = await runDueAs(t.app, cookies.admin, { asOf: '2026-04-10' });
    expect(res.statusCode).toBe(200);
    const body = runDueResultSchema.parse(res.json());
    expect(body.asOf).toBe('2026-04-10');
    expect(body.charged.filter((c) => c.planId === plan.id)).toMatchObject([
      { amount: '333.33', outcome: 'paid' },
      { amount: '333.33', outcome: 'paid' },
    ]);
    expect(await balanceOf(t, account.id)).toBe('333.34');
    const again = runDueResultSchema.parse(
      (await runDueAs(t.app, cookies.admin, { asOf: '2026-04-10' })).json(),
    );
    expect(again.charged.filter((c) => c.planId === plan.id)).toEqual([]);
  });

  it('refuses staff, collectors and debtors (403) and visitors (401)', async () => {
    for (const role of ['staff', 'collector', 'debtor'] as const) {
      const res = await runDueAs(t.app, cookies[role], { asOf: TODAY });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    expect((await runDueAs(t.app, undefined, { asOf: TODAY })).statusCode).toBe(401);
  });

  it('asks for a date', async () => {
    const res = await runDueAs(t.app, cookies.admin, { asOf: 'next tuesday' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('asOf must be a date (YYYY-MM-DD)');
  });

  it('does not exist in production (404), whatever the body', async () => {
    const prod = await buildTestApp({
      env: { ...PRODUCTION_ENV, BACK_OFFICE_MFA_REQUIRED: 'false' },
      savedMethods: new SandboxSavedMethods(),
    });
    try {
      await createUser(prod.deps.db, { username: 'prod-admin', role: 'admin' });
      // Production names the session cookie __Host-arrears_sid.
      const login = await prod.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'prod-admin', password: TEST_PASSWORD },
      });
      const session = login.cookies.find((c) => c.name.endsWith('arrears_sid'));
      const cookie = `${session?.name}=${session?.value}`;
      expect((await runDueAs(prod.app, cookie, { asOf: TODAY })).statusCode).toBe(404);
      expect((await runDueAs(prod.app, cookie, {})).statusCode).toBe(404);
      // The admin's other routes answer: it is this route that is absent.
      expect(
        (await prod.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { cookie } })).statusCode,
      ).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('the arrangement-scheduler job', () => {
  it('runs every 15 minutes and charges what is due today (Eastern)', async () => {
    expect(ARRANGEMENT_SCHEDULER.schedule).toBe('*/15 * * * *');
    const { plan } = await accountWithPlan(t, { firstDate: '2026-05-04' });
    t.clock.nowMs = Date.parse('2026-05-05T03:30:00Z'); // 11:30 PM Eastern on 4 May
    const job = serverJobs(t.deps, 'test').find((j) => j.name === ARRANGEMENT_SCHEDULER.name);
    const outcome = await job?.run({});
    expect(outcome).toMatchObject({ asOf: '2026-05-04', charged: 1, ranOn: 'test' });
    expect((await installmentsOf(t, plan.id))[0]?.status).toBe('paid');
    expect(await job?.run({})).toMatchObject({ charged: 0 });
  });
});
