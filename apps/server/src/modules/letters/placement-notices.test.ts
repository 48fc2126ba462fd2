import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { contactEvents, eDeliveryConsents, letters, placements } from '../../db/schema';
import { draftPlacementNotices } from './placement-notices';

let t: ContactCenterTestApp;
let placementId: number;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
  const [placement] = await t.deps.db
    .insert(placements)
    .values({ clientId: 1, placedOn: '2026-03-01', label: 'March file' })
    .returning();
  placementId = placement.id;
});
afterAll(async () => t.close());

const at = (iso: string) => {
  t.clock.nowMs = Date.parse(iso);
};
const placed = (fixture: Parameters<ContactCenterTestApp['account']>[0] = {}) =>
  t.account({ placementId, createdAt: new Date('2026-03-01T14:00:00Z'), ...fixture });
async function consent(debtAccountId: number, emailAddress: string) {
  await t.deps.db.insert(eDeliveryConsents).values({
    debtAccountId,
    method: 'agent',
    emailAddress,
    disclosure: 'words',
    givenAt: new Date('2026-03-01T14:00:00Z'),
  });
}
const lettersOf = (ids: number[]) =>
  t.deps.db.select().from(letters).where(inArray(letters.debtAccountId, ids));

describe('notices drafted on placement', () => {
  it('queues each new placement for print, e-mails it with consent (in the consumer’s hours), and drafts once', async () => {
    const printed = await placed();
    const byEmail = await placed({ emailAddress: 'placed.consent@example.com' });
    await consent(byEmail.id, 'placed.consent@example.com');
    const hasOne = await placed();
    await t.deps.db.insert(letters).values({
      debtAccountId: hasOne.id,
      template: 'validation_notice',
      language: 'en',
      delivery: 'print',
      figures: {} as never,
    });
    const entered = await t.account({ placementId: null, createdAt: new Date('2026-03-01T14:00:00Z') });
    const old = await placed({ createdAt: new Date('2025-12-01T14:00:00Z') });
    const recalled = await placed({ recalledAt: new Date('2026-03-01T16:00:00Z') });
    const all = [printed, byEmail, hasOne, entered, old, recalled].map((a) => a.id);

    // 3:00 AM Eastern: printing is fine, the e-mail waits for the consumer's hours.
    at('2026-03-02T08:00:00Z');
    expect(await draftPlacementNotices(t.deps)).toEqual({ queuedForPrint: 1, emailed: 0, waiting: 1 });
    at('2026-03-02T15:00:00Z');
    expect(await draftPlacementNotices(t.deps)).toEqual({ queuedForPrint: 0, emailed: 1, waiting: 0 });
    expect(await draftPlacementNotices(t.deps)).toEqual({ queuedForPrint: 0, emailed: 0, waiting: 0 });

    const rows = await lettersOf(all);
    const byAccount = new Map(rows.map((r) => [r.debtAccountId, r]));
    expect(rows).toHaveLength(3);
    expect(byAccount.get(printed.id)).toMatchObject({
      delivery: 'print',
      status: 'queued',
      createdByUserId: null,
    });
    expect(byAccount.get(printed.id)?.figures.letterDate).toBe('2026-03-02');
    expect(byAccount.get(byEmail.id)).toMatchObject({
      delivery: 'email',
      status: 'emailed',
      sentOn: '2026-03-02',
    });
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, printed.id));
    expect(lines.map((l) => l.message)).toEqual([
      expect.stringContaining('Validation notice drafted for print'),
    ]);
  });

  it("e-mails a Spanish reader's notice, with consent, as the English and Spanish pair", async () => {
    const spanish = await placed({ emailAddress: 'placed.es@example.com', preferredLanguage: 'es' });
    await consent(spanish.id, 'placed.es@example.com');
    at('2026-03-03T15:00:00Z');
    expect(await draftPlacementNotices(t.deps)).toEqual({ queuedForPrint: 0, emailed: 1, waiting: 0 });
    const rows = (await lettersOf([spanish.id])).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.language, r.delivery, r.status])).toEqual([
      ['en', 'email', 'emailed'],
      ['es', 'email', 'emailed'],
    ]);
    expect(rows[1].mailId).toBe(rows[0].mailId);
  });
});
