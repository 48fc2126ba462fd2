import { BULK_LETTER_MESSAGES } from '@arrears/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { licenseStates } from '../../../test/kits/compliance/licences';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { letters } from '../../db/schema';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
  // 10:00 US Eastern on a weekday.
  t.clock.nowMs = Date.parse('2026-03-10T15:00:00Z');
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
  await licenseStates(t.deps.db, ['TX']);
});
afterAll(async () => t.close());

const address = { address1: '12 Orchard Lane', city: 'Trenton', zipCode: '08608' };
const bulk = (payload: object, role: 'admin' | 'staff' | 'collector' | 'debtor' = 'staff') =>
  t.call('POST', '/api/admin/letters/bulk', role, payload);
const lettersOf = (ids: number[]) =>
  t.deps.db.select().from(letters).where(inArray(letters.debtAccountId, ids));

describe('POST /api/admin/letters/bulk', () => {
  it('queues the letter for the accounts the rules allow and lists each refused one with its reason', async () => {
    const fine = await t.account({ ...address, state: 'NJ' });
    const alsoFine = await t.account({ ...address, state: 'TX' });
    // California needs a collection licence the agency does not hold (decision 0106).
    const unlicensed = await t.account({ ...address, state: 'CA' });
    // An attorney with no address on file stops letters (decision 0102).
    const represented = await t.account({ ...address, state: 'NJ' });
    const flagged = await t.call('POST', `/api/debtors/${represented.id}/scrubs`, 'staff', {
      flag: 'attorney_represented',
      attorneyName: 'Pat Quill',
    });
    expect(flagged.statusCode, flagged.body).toBe(200);
    // What one letter from the workspace answers for the same accounts.
    const single = (id: number) =>
      t.call('POST', `/api/debtors/${id}/letters`, 'staff', {
        template: 'reminder',
        language: 'en',
        delivery: 'print',
      });
    const singleRefusals = await Promise.all([unlicensed.id, represented.id].map(single));
    for (const res of singleRefusals) expect(res.statusCode).toBe(409);

    const ids = [fine.id, unlicensed.id, represented.id, alsoFine.id, 2_000_000_000];
    const res = await bulk({ accountIds: ids, template: 'reminder' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.queued.map((q: { accountId: number }) => q.accountId)).toEqual([fine.id, alsoFine.id]);
    expect(answer.refused).toEqual([
      { accountId: unlicensed.id, status: 409, message: singleRefusals[0].json().message },
      { accountId: represented.id, status: 409, message: singleRefusals[1].json().message },
      { accountId: 2_000_000_000, status: 404, message: expect.stringMatching(/not found/i) },
    ]);
    const made = await lettersOf(ids.slice(0, 4));
    expect(made.map((l) => [l.debtAccountId, l.template, l.status, l.delivery]).sort()).toEqual(
      [
        [fine.id, 'reminder', 'queued', 'print'],
        [alsoFine.id, 'reminder', 'queued', 'print'],
      ].sort(),
    );
    const [queued] = await t.deps.db.select().from(letters).where(eq(letters.id, answer.queued[0].letterId));
    expect(queued.createdByUserId).toBe(t.users.staff.id);
  });

  it('refuses a collector and a debtor, and writes nothing', async () => {
    const a = await t.account({ ...address, state: 'NJ' });
    for (const role of ['collector', 'debtor'] as const) {
      expect((await bulk({ accountIds: [a.id], template: 'reminder' }, role)).statusCode).toBe(403);
    }
    expect(await lettersOf([a.id])).toEqual([]);
  });

  it.each([
    ['no accounts', { accountIds: [], template: 'reminder' }, BULK_LETTER_MESSAGES.none],
    [
      'more than 500 accounts',
      { accountIds: Array.from({ length: 501 }, (_, i) => i + 1), template: 'reminder' },
      BULK_LETTER_MESSAGES.tooMany,
    ],
    ['an unknown letter', { accountIds: [1], template: 'love_letter' }, /Choose a letter/],
  ])('answers 400 to %s', async (_name, payload, message) => {
    const res = await bulk(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });
});
