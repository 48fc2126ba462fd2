import type { PaymentPromise } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { at, payOn, promiseStatus } from '../../../test/kits/promises/promise-kit';
import { DANA_CALLER } from '../../../test/kits/telephony/telephony-test-kit';
import { promises } from '../../db/schema';
import { serverJobs } from '../jobs/server-jobs';
import { postLedgerEntry } from '../ledger/ledger-posting';
import { evaluatePromises } from './promise-evaluation';

// The test clock: 2026-03-02 10:00 in US Eastern. The tests run in order on one database.
let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

const pay = (accountId: number, cents: number, day: string) => payOn(t, accountId, cents, day);
const statusOf = (id: number) => promiseStatus(t, id);

describe('kept and broken', () => {
  // Each promise: 100.00 made 2026-03-02, due 2026-03-05; the grace runs through 2026-03-06.
  async function promised(): Promise<{ accountId: number; id: number }> {
    const account = await t.account({ ...DANA_CALLER, unpaidBalance: '300.00' });
    const res = await t.call('POST', `/api/debtors/${account.id}/promises`, 'staff', {
      amount: 100,
      dueDate: '2026-03-05',
    });
    expect(res.statusCode).toBe(201);
    return { accountId: account.id, id: res.json().id };
  }

  it('payments through the day of grace keep it; later ones, reversed ones and earlier ones do not', async () => {
    const kept = await promised();
    const late = await promised();
    const reversed = await promised();
    const before = await promised();
    await pay(kept.accountId, 6000, '2026-03-03');
    await pay(kept.accountId, 4000, '2026-03-06');
    await pay(late.accountId, 6000, '2026-03-04');
    await pay(late.accountId, 4000, '2026-03-07');
    const bounced = await pay(reversed.accountId, 10000, '2026-03-04');
    await postLedgerEntry(t.deps.db, {
      debtAccountId: reversed.accountId,
      kind: 'reversal',
      amountCents: 10000,
      effectiveDate: '2026-03-05',
      postedByUserId: null,
      source: 'agent',
      reversesEntryId: bounced,
      reason: 'nsf',
    });
    await pay(before.accountId, 10000, '2026-03-01');

    // On the day of grace: the kept one is kept; the others are still open.
    expect(await evaluatePromises(t.deps.db, at('2026-03-06'))).toMatchObject({ kept: 1, broken: 0 });
    expect(await statusOf(kept.id)).toBe('kept');
    expect(await statusOf(late.id)).toBe('open');

    // The day after it, the rest are broken, and stay so whatever comes later.
    expect(await evaluatePromises(t.deps.db, at('2026-03-07'))).toEqual({ kept: 0, broken: 3 });
    for (const p of [late, reversed, before]) expect(await statusOf(p.id)).toBe('broken');
    expect(await evaluatePromises(t.deps.db, at('2026-03-08'))).toEqual({ kept: 0, broken: 0 });

    const [row] = await t.deps.db.select().from(promises).where(eq(promises.id, kept.id));
    expect(row.keptAt?.toISOString()).toBe('2026-03-06T15:00:00.000Z');
  });

  it('the back office lists them by status, paged', async () => {
    const broken = await t.call('GET', '/api/admin/promises?status=broken&pageSize=2', 'staff');
    expect(broken.statusCode).toBe(200);
    const page = broken.json() as { promises: PaymentPromise[]; total: number; pageSize: number };
    expect(page.total).toBe(3);
    expect(page.promises).toHaveLength(2);
    expect(
      page.promises.every((p) => p.status === 'broken' && p.brokenAt === '2026-03-07T15:00:00.000Z'),
    ).toBe(true);
    const kept = (await t.call('GET', '/api/admin/promises?status=kept', 'admin')).json();
    expect(kept.total).toBe(1);
    expect((await t.call('GET', '/api/admin/promises?status=late', 'admin')).statusCode).toBe(400);
  });

  it('the dashboard shows the promise-kept rate', async () => {
    const res = await t.call('GET', '/api/admin/dashboard-summary', 'admin');
    expect(res.json().promises).toEqual({ kept: 1, broken: 3, keptRate: 25 });
  });

  it('a broken promise puts the account in My queue', async () => {
    const res = await t.call('GET', '/api/admin/contact-center/my-queue', 'staff');
    const items = [...res.json().ready, ...res.json().waiting] as {
      reasons: { code: string; detail: string | null }[];
    }[];
    const broken = items.filter((i) => i.reasons.some((r) => r.code === 'broken_promise'));
    expect(broken).toHaveLength(3);
    expect(broken[0].reasons.find((r) => r.code === 'broken_promise')?.detail).toBe(
      'Promised $100.00 by 2026-03-05, not paid',
    );
  });

  it('the daily job evaluates them on the server clock', async () => {
    const open = await promised();
    t.clock.nowMs = at('2026-03-09');
    const job = serverJobs(t.deps, 'test').find((j) => j.name === 'promise-evaluation');
    expect(job?.schedule).toBe('30 5 * * *');
    expect(await job?.run({} as never)).toEqual({ kept: 0, broken: 1, ranOn: 'test' });
    expect(await statusOf(open.id)).toBe('broken');
  });
});
