import { AUTH_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { cardBody, pay } from '../../../test/kits/payments/payment-fixtures';
import { debtAccounts, payments, securityEvents } from '../../db/schema';

/**
 * A collector takes card payments in the workspace of the accounts assigned to them (decision 0040),
 * with the consumer's authorization like any agent, and nowhere else; receipts follow the same rule.
 */
let t: TestApp;
let cookie: string;
let collectorId: number;
let mine: number;
let other: number;

beforeAll(async () => {
  t = await buildTestApp();
  const collector = await createUser(t.deps.db, { role: 'collector', username: 'pay-collector' });
  collectorId = collector.id;
  cookie = await signIn(t.app, collector.username);
  mine = (
    await insertAccount(t.deps.db, t.deps.encryption, {
      unpaidBalance: '200.00',
      assignedUserId: collector.id,
    })
  ).id;
  other = (await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '200.00' })).id;
});
afterAll(async () => t.close());

const balanceOf = async (id: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0].unpaidBalance;

describe("a collector's card payments", () => {
  it('charges an assigned account once the consumer said yes, with the collector on record', async () => {
    const refused = await pay(t, cookie, cardBody(mine, { amount: 25 }));
    expect(refused.statusCode).toBe(400);
    const res = await pay(t, cookie, cardBody(mine, { amount: 25, consumerAuthorized: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await balanceOf(mine)).toBe('175.00');
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, mine));
    expect(row.authorizedByUserId).toBe(collectorId);
    expect(row.source).toBe('agent');

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${row.id}/receipt`,
      headers: { cookie },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('refuses any other account, and a missing one, with 403 and a security event; nothing is charged', async () => {
    for (const id of [other, 99_999_999]) {
      const res = await pay(t, cookie, cardBody(id, { amount: 25, consumerAuthorized: true }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    expect(await balanceOf(other)).toBe('200.00');
    expect(await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, other))).toEqual([]);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.eventType, 'payment_denied'), eq(securityEvents.username, 'pay-collector')),
      );
    expect(events).toHaveLength(2);
  });

  it("answers another account's receipt as missing", async () => {
    const staff = await createUser(t.deps.db, { role: 'staff' });
    const staffCookie = await signIn(t.app, staff.username);
    const paid = await pay(t, staffCookie, cardBody(other, { amount: 10, consumerAuthorized: true }));
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, other));
    for (const [method, url] of [
      ['GET', `/api/payments/${row.id}/receipt`],
      ['POST', `/api/payments/${row.id}/email-receipt`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie },
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
