import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { contactEvents } from '../../db/schema';

let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
  t.clock.nowMs = Date.parse('2026-11-23T15:00:00Z');
  for (const role of ['admin', 'staff', 'collector'] as const)
    t.cookies[role] = await signIn(t.app, t.users[role].username);
});
afterAll(async () => t.close());

const del = (url: string, role: 'staff' | 'collector') =>
  t.app.inject({ method: 'DELETE', url, headers: { cookie: t.cookies[role] } });

describe("the workspace's letters panel", () => {
  it('lists the letters, records and withdraws e-mail consent, and shows the time-barred flag', async () => {
    const account = await t.account({ emailAddress: 'panel@example.com', unpaidBalance: '300.00' });
    const panel = async () => (await t.call('GET', `/api/debtors/${account.id}/letters`, 'staff')).json();
    expect(await panel()).toMatchObject({
      letters: [],
      timeBarred: false,
      eDelivery: {
        debtAccountId: account.id,
        consented: false,
        emailAddress: expect.stringContaining('@example.com'),
      },
    });
    // A collector only on accounts assigned to them, as every workspace call.
    expect((await t.call('GET', `/api/debtors/${account.id}/letters`, 'collector')).statusCode).toBe(403);
    expect((await del(`/api/debtors/${account.id}/e-delivery`, 'collector')).statusCode).toBe(403);

    await t.call('POST', `/api/debtors/${account.id}/e-delivery`, 'staff', {
      note: 'Agreed on a recorded call',
    });
    const emailed = await t.call('POST', `/api/debtors/${account.id}/letters`, 'staff', {
      template: 'validation_notice',
      language: 'en',
      delivery: 'email',
    });
    expect(emailed.statusCode).toBe(201);
    await t.call('PUT', `/api/admin/accounts/${account.id}/time-barred`, 'admin', { timeBarred: true });
    expect(await panel()).toMatchObject({
      letters: [
        {
          id: emailed.json().id,
          template: 'validation_notice',
          delivery: 'email',
          status: 'emailed',
          sentOn: '2026-11-23',
          held: null,
        },
      ],
      eDelivery: { consented: true, method: 'agent' },
      timeBarred: true,
    });

    const withdrawn = await del(`/api/debtors/${account.id}/e-delivery`, 'staff');
    expect(withdrawn.json()).toMatchObject({ consented: false, givenAt: null });
    expect((await panel()).eDelivery.consented).toBe(false);
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    const line = lines.find((l) => l.message?.includes('withdrawn by an agent'));
    expect(line?.userId).toBe(t.users.staff.id);
  });
});
