import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClientPortalTestApp,
  type ClientPortalTestApp,
} from '../../../test/kits/client-portal/client-portal-kit';

let t: ClientPortalTestApp;
beforeAll(async () => {
  t = await buildClientPortalTestApp();
});
afterAll(async () => t.close());

describe('a client reads its remittances', () => {
  it('lists its approved remittance with the totals, never a draft', async () => {
    const res = await t.get(t.a.cookie, '/api/client/remittances');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.total).toBe(1);
    expect(page.remittances).toHaveLength(1);
    expect(page.remittances[0]).toMatchObject({
      id: t.a.remittanceId,
      clientId: t.a.id,
      status: 'approved',
      grossCollected: '250.00',
      commission: '62.50',
      netDue: '187.50',
      approvedBy: null,
      createdBy: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('opens its remittance with its lines and downloads the statement', async () => {
    const detail = await t.get(t.a.cookie, `/api/client/remittances/${t.a.remittanceId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail.json().lines.map((l: { accountNumber: string; amount: string }) => [l.accountNumber, l.amount]),
    ).toEqual([['ABANK-1', '250.00']]);
    const csv = await t.get(t.a.cookie, `/api/client/remittances/${t.a.remittanceId}/statement?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment; filename="remittance-ABANK-');
    expect(csv.body).toContain('ABANK-1');
    const pdf = await t.get(t.a.cookie, `/api/client/remittances/${t.a.remittanceId}/statement?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for its own draft, another client's remittance and a malformed id alike", async () => {
    for (const url of [
      `/api/client/remittances/${t.a.draftRemittanceId}`,
      `/api/client/remittances/${t.b.remittanceId}`,
      `/api/client/remittances/${t.b.remittanceId}/statement?format=xlsx`,
      '/api/client/remittances/abc',
      '/api/client/remittances/999999',
    ]) {
      const res = await t.get(t.a.cookie, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('BBANK');
    }
  });

  it('is for client users only', async () => {
    for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
      expect((await t.get(t.cookies[role], '/api/client/remittances')).statusCode, role).toBe(403);
    }
  });
});
