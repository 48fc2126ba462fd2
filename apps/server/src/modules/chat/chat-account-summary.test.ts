import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { chatGet, newChatDebtor, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { payments } from '../../db/schema';
import { postLedgerEntry } from '../ledger/ledger-posting';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/chat/account-summary', () => {
  it("sums the verified person's accounts as the portal does, and nobody else's", async () => {
    const debtor = await newChatDebtor(t, [
      // Placed at 900.05; the approved payment below is posted to the ledger and leaves 700.10.
      { principalOriginal: '1000.00', unpaidBalance: '900.05' },
      { principalOriginal: '250.00', unpaidBalance: '250.00' },
    ]);
    const stranger = await newChatDebtor(t, [{ principalOriginal: '90.00', unpaidBalance: '90.00' }]);
    const [first] = debtor.accounts;
    const paid = (amount: string, status: string) => ({
      debtAccountId: first.id,
      amount,
      paymentDate: '2026-03-01',
      paymentMethod: 'credit_card',
      status,
      source: 'portal',
    });
    const [approved] = await t.deps.db
      .insert(payments)
      .values([paid('199.95', 'approved'), paid('50.00', 'failed'), paid('20.00', 'pending')])
      .returning({ id: payments.id });
    await postLedgerEntry(t.deps.db, {
      debtAccountId: first.id,
      kind: 'payment',
      amountCents: -19995,
      effectiveDate: '2026-03-01',
      postedByUserId: null,
      source: 'portal',
      paymentId: approved.id,
    });

    const { cookie, ip } = await verifiedChat(t, debtor);
    const res = await chatGet(t, '/api/chat/account-summary', cookie, ip);
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.accounts.map((a: { id: number }) => a.id).sort()).toEqual(
      debtor.accounts.map((a) => a.id).sort(),
    );
    expect(summary.accounts.map((a: { id: number }) => a.id)).not.toContain(stranger.accounts[0].id);
    const firstRow = summary.accounts.find((a: { id: number }) => a.id === first.id);
    // 1000.00 − 199.95 paid = 800.05; the balance says 700.10, so 99.95 was taken off another way.
    expect(firstRow).toMatchObject({
      original: '1000.00',
      payments: '199.95',
      adjustments: '-99.95',
      currentBalance: '700.10',
    });
    expect(summary.totals).toEqual({
      original: '1250.00',
      payments: '199.95',
      adjustments: '-99.95',
      currentBalance: '950.10',
    });
    expect(summary.progress).toMatchObject({ paid: '199.95', owed: '950.10', whole: '1150.05' });
  });

  it('without a chat session it is 401', async () => {
    const res = await chatGet(t, '/api/chat/account-summary');
    expect(res.statusCode).toBe(401);
  });
});
