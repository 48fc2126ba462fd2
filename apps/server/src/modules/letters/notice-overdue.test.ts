import { type MyQueue, noticeDueBy } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { contactAttempts, validationNotices } from '../../db/schema';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
  // Monday 2 March 2026, 10:00 Eastern.
  t.clock.nowMs = Date.parse('2026-03-02T15:00:00Z');
  for (const role of ['admin', 'staff', 'collector'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
});
afterAll(async () => t.close());

/** An account assigned to the collector, first contacted (a call the rules let through) at `at`. */
async function contacted(accountNumber: string, at: string, allowed = true) {
  const a = await t.account({ accountNumber, assignedUserId: t.users.collector.id });
  await t.deps.db.insert(contactAttempts).values({
    debtAccountId: a.id,
    channel: 'call',
    target: a.primaryPhone,
    userId: t.users.collector.id,
    allowed,
    evaluation: {},
    createdAt: new Date(at),
  });
  return a;
}
const noticeOn = (debtAccountId: number, sentOn: string) =>
  t.deps.db.insert(validationNotices).values({ debtAccountId, sentOn, method: 'mail' });

describe('a validation notice not sent within five days of the first contact', () => {
  it('counts five days without weekends and federal holidays', () => {
    // Friday 13 Feb 2026, then Presidents' Day (16th) is skipped: 17, 18, 19, 20, 23.
    expect(noticeDueBy('2026-02-13')).toBe('2026-02-23');
    expect(noticeDueBy('2026-02-23')).toBe('2026-03-02');
  });

  it('puts the account in the work queue and the compliance report; a notice in time or not yet due does not', async () => {
    const overdue = await contacted('N-OVERDUE', '2026-02-13T16:00:00Z');
    const inTime = await contacted('N-INTIME', '2026-02-13T16:00:00Z');
    await noticeOn(inTime.id, '2026-02-23');
    const late = await contacted('N-LATE', '2026-02-10T16:00:00Z');
    await noticeOn(late.id, '2026-02-26');
    // Due by Monday 2 March: today, not yet late.
    await contacted('N-TODAY', '2026-02-23T16:00:00Z');
    // A blocked attempt is no contact.
    await contacted('N-BLOCKED', '2026-02-05T16:00:00Z', false);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-center/my-queue',
      headers: { cookie: t.cookies.collector },
    });
    const queue = res.json() as MyQueue;
    const flagged = [...queue.ready, ...queue.waiting].filter((i) =>
      i.reasons.some((r) => r.code === 'notice_overdue'),
    );
    expect(flagged.map((i) => i.accountNumber)).toEqual(['N-OVERDUE']);
    expect(flagged[0].reasons[0]).toMatchObject({
      code: 'notice_overdue',
      label: 'Validation notice overdue',
      detail: 'First contacted 2026-02-13; the validation notice was due by 2026-02-23',
    });

    const report = await t.call(
      'GET',
      '/api/admin/compliance/notices-overdue?from=2026-02-01&to=2026-03-02',
      'admin',
    );
    expect(report.statusCode).toBe(200);
    const rows = report.json().filter((r: { accountNumber: string }) => r.accountNumber.startsWith('N-'));
    expect(rows).toEqual([
      {
        debtAccountId: late.id,
        accountNumber: 'N-LATE',
        firstContactOn: '2026-02-10',
        dueBy: '2026-02-18',
        noticeSentOn: '2026-02-26',
      },
      {
        debtAccountId: overdue.id,
        accountNumber: 'N-OVERDUE',
        firstContactOn: '2026-02-13',
        dueBy: '2026-02-23',
        noticeSentOn: null,
      },
    ]);
    // Outside the report's range, it is not listed.
    const before = await t.call(
      'GET',
      '/api/admin/compliance/notices-overdue?from=2026-01-01&to=2026-02-09',
      'admin',
    );
    expect(before.json()).toEqual([]);
    expect((await t.call('GET', '/api/admin/compliance/notices-overdue', 'collector')).statusCode).toBe(403);
  });
});
