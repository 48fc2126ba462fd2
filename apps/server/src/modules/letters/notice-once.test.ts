import { LETTER_MESSAGES as M } from '@arrears/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { contactEvents, letters, placements, validationNotices } from '../../db/schema';
import { draftPlacementNotices } from './placement-notices';

let t: ContactCenterTestApp;
let placementId: number;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
  const [placement] = await t.deps.db
    .insert(placements)
    .values({ clientId: 1, placedOn: '2026-11-20', label: 'November file' })
    .returning();
  placementId = placement.id;
});
afterAll(async () => t.close());

/** 10:00 US Eastern on `day`, everyone signed in again (sessions expire when idle). */
async function setDay(day: string) {
  t.clock.nowMs = Date.parse(`${day}T15:00:00Z`);
  for (const role of ['admin', 'staff'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
}

const NOTICE = { template: 'validation_notice', language: 'en', delivery: 'print' };
let n = 0;
const placed = () => {
  n += 1;
  return t.account({
    placementId,
    accountNumber: `ONCE-${n}`,
    createdAt: new Date('2026-11-20T14:00:00Z'),
    address1: `${n} Mill Road`,
    city: 'Trenton',
    state: 'NJ',
    zipCode: '08608',
  });
};
const noticesOf = (ids: number[]) =>
  t.deps.db
    .select({ id: letters.id, debtAccountId: letters.debtAccountId, status: letters.status })
    .from(letters)
    .where(inArray(letters.debtAccountId, ids));

describe('a validation notice is drafted once', () => {
  it('when two job runs race, each new placement gets one notice', async () => {
    await setDay('2026-11-23');
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push((await placed()).id);
    const runs = await Promise.all([draftPlacementNotices(t.deps), draftPlacementNotices(t.deps)]);
    const rows = await noticesOf(ids);
    expect(rows.map((r) => r.debtAccountId).sort()).toEqual([...ids].sort());
    // Between them the runs drafted each account's notice once.
    expect(runs[0].queuedForPrint + runs[1].queuedForPrint).toBe(4);
  });

  it('when the job races a person drafting it, one notice, which the person is answered', async () => {
    await setDay('2026-11-23');
    const account = await placed();
    const [, byHand] = await Promise.all([
      draftPlacementNotices(t.deps),
      t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', NOTICE),
    ]);
    const rows = await noticesOf([account.id]);
    expect(rows).toHaveLength(1);
    expect([byHand.statusCode, byHand.json().id]).toEqual([201, rows[0].id]);
  });

  it('asked again while one waits to print, also twice at once, redraws that one; a new one once it was mailed', async () => {
    await setDay('2026-11-23');
    const account = await placed();
    const both = await Promise.all([
      t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', NOTICE),
      t.call('POST', `/api/debtors/${account.id}/letters`, 'admin', NOTICE),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const first = both[0].json();
    expect(both[1].json().id).toBe(first.id);
    expect(await draftPlacementNotices(t.deps)).toMatchObject({ queuedForPrint: 0 });
    expect(await noticesOf([account.id])).toHaveLength(1);

    // Two days on, asked again: the waiting notice is redrawn for that day, still one letter.
    await setDay('2026-11-25');
    const later = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', NOTICE);
    expect(later.json()).toMatchObject({ id: first.id, validationEndDate: '2027-01-02' });
    const [row] = await t.deps.db.select().from(letters).where(eq(letters.id, first.id));
    expect(row.figures.letterDate).toBe('2026-11-25');
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(lines.map((l) => l.message)).toContain(
      `Validation notice ${first.id}, waiting to print, redrawn for 2026-11-25; the validation period it prints ends 2027-01-02`,
    );
    // A Spanish notice is a pair, which would not be one envelope with the English one waiting.
    const spanish = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', {
      ...NOTICE,
      language: 'es',
    });
    expect([spanish.statusCode, spanish.json().message]).toEqual([409, M.noticeAlreadyDrafted]);

    const mailed = await t.call('POST', `/api/admin/letters/${first.id}/mailed`, 'staff', {});
    expect(mailed.statusCode).toBe(200);
    const again = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', NOTICE);
    expect([again.statusCode, again.json().id === first.id]).toEqual([201, false]);
    // The job never drafts for an account that has had one.
    expect(await draftPlacementNotices(t.deps)).toMatchObject({ queuedForPrint: 0 });
  });

  it("redraws a Spanish reader's waiting pair together, English and Spanish, still two letters", async () => {
    await setDay('2026-11-23');
    const account = await t.account({ preferredLanguage: 'es', address1: '5 Calle Uno', state: 'NJ' });
    const first = (await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', NOTICE)).json();
    await setDay('2026-11-24');
    const again = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', {
      ...NOTICE,
      language: 'es',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.companionLetterId, companionLetterId: first.id });
    const rows = await t.deps.db.select().from(letters).where(eq(letters.debtAccountId, account.id));
    expect(rows.map((r) => [r.language, r.figures.letterDate]).sort()).toEqual([
      ['en', '2026-11-24'],
      ['es', '2026-11-24'],
    ]);
  });

  it('marks a batch mailed once when two requests race: each letter mailed and recorded once', async () => {
    await setDay('2026-11-25');
    const ids = [(await placed()).id, (await placed()).id];
    for (const id of ids)
      expect((await t.call('POST', `/api/debtors/${id}/letters`, 'staff', NOTICE)).statusCode).toBe(201);
    const batch = (await t.call('POST', '/api/admin/letters/batches', 'staff')).json();
    const raced = await Promise.all([
      t.call('POST', `/api/admin/letters/batches/${batch.id}/mailed`, 'staff', {}),
      t.call('POST', `/api/admin/letters/batches/${batch.id}/mailed`, 'admin', {}),
    ]);
    const mailedIds = raced.flatMap((r) =>
      r.statusCode === 200 ? r.json().mailed.map((m: { id: number }) => m.id) : [],
    );
    // Every letter of the batch (these two and the earlier tests' notices), each in one answer only.
    expect(mailedIds).toHaveLength(batch.letterCount);
    expect(new Set(mailedIds).size).toBe(batch.letterCount);
    const rows = await noticesOf(ids);
    expect(rows.map((r) => r.status)).toEqual(['mailed', 'mailed']);
    const records = await t.deps.db
      .select()
      .from(validationNotices)
      .where(inArray(validationNotices.debtAccountId, ids));
    expect(records).toHaveLength(2);
    const [stored] = await t.deps.db.select().from(letters).where(eq(letters.id, rows[0].id));
    expect(stored.mailedOn).toBe('2026-11-25');
  });
});
