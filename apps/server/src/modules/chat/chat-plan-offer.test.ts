import { CHAT_MESSAGES, chatPlanOfferSchema } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { chatGet, newChatDebtor, verifiedChat } from '../../../test/kits/chat/chat-test-kit';
import { clients, paymentPlans, securityEvents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

let clientSequence = 0;
async function newClient(settlementAuthorityPercent: string | null, planAuthorityMonths: number | null) {
  clientSequence += 1;
  const [client] = await t.deps.db
    .insert(clients)
    .values({
      code: `CHATPLAN${clientSequence}`,
      name: `Chat Plan Creditor ${clientSequence}`,
      remitMethod: 'net',
      remitFrequency: 'monthly',
      commissionRate: '25',
      settlementAuthorityPercent,
      planAuthorityMonths,
    })
    .returning({ id: clients.id });
  return client.id;
}

const offerUrl = (id: number) => `/api/chat/plan-offer/${id}`;

describe('GET /api/chat/plan-offer/:accountId', () => {
  it("offers the client's settlement, rounded up to the cent, and its plan authority", async () => {
    const clientId = await newClient('62.5000', 12);
    const debtor = await newChatDebtor(t, [{ clientId, unpaidBalance: '1000.01' }]);
    const { cookie, ip } = await verifiedChat(t, debtor);
    const res = await chatGet(t, offerUrl(debtor.accounts[0].id), cookie, ip);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // 62.5% of 1000.01 is 625.00625: never below the authority, so 625.01.
    expect(chatPlanOfferSchema.parse(res.json())).toEqual({
      debtAccountId: debtor.accounts[0].id,
      balance: '1000.01',
      canArrange: true,
      hasLivePlan: false,
      plan: { maxMonths: 12, minInstallment: '25.00' },
      settlementOffer: { amount: '625.01', percent: '62.5', maxPayments: 3 },
    });
  });

  it("keeps the agency's limits and offers no settlement when the client set no authority", async () => {
    const clientId = await newClient(null, null);
    const debtor = await newChatDebtor(t, [{ clientId, unpaidBalance: '480.00' }]);
    const { cookie, ip } = await verifiedChat(t, debtor);
    const res = await chatGet(t, offerUrl(debtor.accounts[0].id), cookie, ip);
    expect(res.json()).toMatchObject({ canArrange: true, plan: { maxMonths: 36 }, settlementOffer: null });
  });

  it('offers nothing on a recalled or paid account, and says when a plan is already live', async () => {
    const clientId = await newClient('60', 6);
    const debtor = await newChatDebtor(t, [
      { clientId, unpaidBalance: '300.00', recalledAt: new Date('2026-10-01T12:00:00Z') },
      { clientId, unpaidBalance: '0.00' },
      { clientId, unpaidBalance: '750.00' },
    ]);
    const [recalled, paid, planned] = debtor.accounts;
    await t.deps.db.insert(paymentPlans).values({
      debtAccountId: planned.id,
      kind: 'plan',
      status: 'active',
      totalAmount: '750.00',
      balanceAtCreation: '750.00',
      installmentCount: 3,
      frequency: 'monthly',
      firstDate: '2026-12-01',
      channel: 'portal',
      authorizationWords: 'I authorize three monthly debits.',
      authorizedAt: new Date(),
    });
    const { cookie, ip } = await verifiedChat(t, debtor);
    const read = async (id: number) => (await chatGet(t, offerUrl(id), cookie, ip)).json();
    expect(await read(recalled.id)).toMatchObject({ canArrange: false, settlementOffer: null });
    expect(await read(paid.id)).toMatchObject({ canArrange: false, balance: '0.00', settlementOffer: null });
    expect(await read(planned.id)).toMatchObject({ canArrange: true, hasLivePlan: true });
  });

  it("refuses another debtor's account (recorded) and a visitor without a chat session", async () => {
    const debtor = await newChatDebtor(t);
    const stranger = await newChatDebtor(t);
    const { cookie, ip } = await verifiedChat(t, debtor);
    const res = await chatGet(t, offerUrl(stranger.accounts[0].id), cookie, ip);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: CHAT_MESSAGES.notYourAccount });
    const denials = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'chat_scope_denied'), eq(securityEvents.ipAddress, ip)));
    expect(denials).toHaveLength(1);
    expect((await chatGet(t, offerUrl(debtor.accounts[0].id))).statusCode).toBe(401);
  });
});
