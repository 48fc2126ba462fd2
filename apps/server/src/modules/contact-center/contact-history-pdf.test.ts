import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { pdfText } from '../../../test/pdf-text';
import { contactEvents } from '../../db/schema';

describe('GET /api/debtors/:id/contacts/pdf', () => {
  let t: ContactCenterTestApp;
  beforeAll(async () => {
    t = await buildContactCenterTestApp();
  });
  afterAll(() => t.close());

  it('answers the contact history as a PDF download holding every entry', async () => {
    const a = await t.account();
    const long = `Promised to call back. ${'Asked about the payoff amount again. '.repeat(4)}End of note.`;
    await t.deps.db.insert(contactEvents).values([
      {
        debtAccountId: a.id,
        channel: 'Call',
        userId: t.users.staff.id,
        dispositionCode: 'left_message',
        message: 'Left a voicemail',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      },
      { debtAccountId: a.id, channel: 'SMS', message: long, createdAt: new Date('2026-03-02T11:30:00Z') },
    ]);
    for (const role of ['staff', 'admin'] as const) {
      const res = await t.call('GET', `/api/debtors/${a.id}/contacts/pdf`, role);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="contact-history-${a.accountNumber}.pdf"`,
      );
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('Contact History');
      expect(text).toContain(`Account ${a.accountNumber} · Jane Doe`);
      expect(text).toContain('2 entries');
      for (const part of ['2026-03-01 10:00', 'Sam User', 'Left Message', 'Left a voicemail']) {
        expect(text).toContain(part);
      }
      // The long message wraps whole, never cut; the system entry is shown as System.
      expect(text).toContain('End of note.');
      expect(text).toContain('System');
      expect(text.indexOf('2026-03-02 11:30')).toBeLessThan(text.indexOf('2026-03-01 10:00'));
    }
  });

  it('says when there is nothing recorded, and answers 404 for an unknown account', async () => {
    const a = await t.account();
    const res = await t.call('GET', `/api/debtors/${a.id}/contacts/pdf`, 'staff');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('No interactions recorded yet.');
    expect(text).toContain('· 0 entries');
    const missing = await t.call('GET', '/api/debtors/999999/contacts/pdf', 'staff');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Account not found');
  });

  it('refuses collectors and debtors (403) and signed-out callers (401)', async () => {
    const a = await t.account();
    const path = `/api/debtors/${a.id}/contacts/pdf`;
    expect((await t.call('GET', path, 'collector')).statusCode).toBe(403);
    expect((await t.call('GET', path, 'debtor')).statusCode).toBe(403);
    expect((await t.call('GET', path, null)).statusCode).toBe(401);
  });
});
