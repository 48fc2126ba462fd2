import { REMITTANCE_MESSAGES, type RemittanceDetail, type RemittancesPage } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { remittanceKit } from '../../../test/kits/remittances/remittance-fixtures';
import { postLedgerEntry } from '../ledger/ledger-posting';

/** Remittances (decision 0053): commission, methods, reversals, direct payments, once-only, statuses. */
let t: TestApp;
let kit: ReturnType<typeof remittanceKit>;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'rm-admin', role: 'admin' });
  await createUser(t.deps.db, { username: 'rm-staff', role: 'staff' });
  kit = remittanceKit(t, await signIn(t.app, 'rm-admin'));
  staff = await signIn(t.app, 'rm-staff');
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await kit.call('GET', `/api/admin/remittances/${id}`)).json() as RemittanceDetail;

describe('commission', () => {
  it('is computed per transaction and rounded half-up to the cent, then summed', async () => {
    const client = await kit.client({ commissionRate: '33.3333' });
    const account = await kit.account(client.id);
    for (const day of ['2026-02-02', '2026-02-03', '2026-02-04']) await kit.pay(account.id, '10.01', day);
    const r = await kit.draft(client.id, '2026-02-01', '2026-02-28');
    // 33.3333% of $10.01 is 3.33666…: $3.34 per line, $10.02 in all (on the total it would be $10.01).
    expect(r).toMatchObject({ grossCollected: '30.03', commission: '10.02', netDue: '20.01', lineCount: 3 });
    expect((await detail(r.id)).lines.map((l) => l.commission)).toEqual(['3.34', '3.34', '3.34']);
  });

  it('rounds exact halves up, where binary floating point would round them down', async () => {
    const client = await kit.client({ commissionRate: '10' });
    const account = await kit.account(client.id);
    await kit.pay(account.id, '10.05', '2026-02-10'); // 1.005 → 1.01 (1.005 in a float is 1.00499…)
    await kit.pay(account.id, '0.25', '2026-02-10'); // 0.025 → 0.03
    const r = await kit.draft(client.id, '2026-02-10', '2026-02-10');
    expect((await detail(r.id)).lines.map((l) => l.commission)).toEqual(['1.01', '0.03']);
    expect(r).toMatchObject({ grossCollected: '10.30', commission: '1.04', netDue: '9.26' });
  });

  it("takes the tier of the account's age at placement (days delinquent)", async () => {
    const client = await kit.client({
      commissionRate: '20',
      commissionTiers: [
        { minAgeDays: 0, rate: '20' },
        { minAgeDays: 180, rate: '35' },
        { minAgeDays: 365, rate: '50' },
      ],
    });
    const fresh = await kit.account(client.id, 30);
    const older = await kit.account(client.id, 200);
    const oldest = await kit.account(client.id, 365);
    const unknown = await kit.account(client.id, null);
    for (const a of [fresh, older, oldest, unknown]) await kit.pay(a.id, '100.00', '2026-02-11');
    const r = await kit.draft(client.id, '2026-02-11', '2026-02-11');
    const byAccount = new Map((await detail(r.id)).lines.map((l) => [l.debtAccountId, l.commission]));
    expect([fresh, older, oldest, unknown].map((a) => byAccount.get(a.id))).toEqual([
      '20.00',
      '35.00',
      '50.00',
      '20.00',
    ]);
    expect(r.commission).toBe('125.00');
  });
});

describe('methods', () => {
  it('net: the agency keeps its commission; gross: it remits everything and invoices the commission', async () => {
    const net = await kit.client({ commissionRate: '25', remitMethod: 'net' });
    const gross = await kit.client({ commissionRate: '25', remitMethod: 'gross' });
    for (const c of [net, gross]) await kit.pay((await kit.account(c.id)).id, '200.00', '2026-02-12');
    expect(await kit.draft(net.id, '2026-02-12', '2026-02-12')).toMatchObject({
      method: 'net',
      grossCollected: '200.00',
      commission: '50.00',
      netDue: '150.00',
      commissionInvoiced: '0.00',
    });
    expect(await kit.draft(gross.id, '2026-02-12', '2026-02-12')).toMatchObject({
      method: 'gross',
      grossCollected: '200.00',
      commission: '50.00',
      netDue: '200.00',
      commissionInvoiced: '50.00',
    });
  });

  it('lists payments made to the client, and invoices the commission on them', async () => {
    const client = await kit.client({ commissionRate: '30', remitMethod: 'net' });
    const account = await kit.account(client.id);
    await kit.pay(account.id, '100.00', '2026-02-13');
    await kit.payClient(account.id, 5000, '2026-02-13');
    const r = await kit.draft(client.id, '2026-02-13', '2026-02-13');
    expect(r).toMatchObject({
      grossCollected: '100.00',
      commission: '30.00',
      netDue: '70.00',
      directPayments: '50.00',
      commissionInvoiced: '15.00',
      lineCount: 2,
    });
    const direct = (await detail(r.id)).lines.find((l) => l.kind === 'direct_payment');
    expect(direct).toMatchObject({ amount: '50.00', commission: '15.00', net: '0.00' });
  });
});

describe('reversals and the once-only rule', () => {
  it('a second remittance over the same days counts nothing again', async () => {
    const client = await kit.client();
    const account = await kit.account(client.id);
    await kit.pay(account.id, '40.00', '2026-02-14');
    const first = await kit.draft(client.id, '2026-02-14', '2026-02-14');
    const second = await kit.draft(client.id, '2026-02-14', '2026-02-14');
    expect(first).toMatchObject({ grossCollected: '40.00', lineCount: 1 });
    expect(second).toMatchObject({
      grossCollected: '0.00',
      commission: '0.00',
      netDue: '0.00',
      lineCount: 0,
    });
  });

  it('two drafts racing over the same days share the entries, each counted once', async () => {
    const client = await kit.client();
    const account = await kit.account(client.id);
    for (let n = 1; n <= 6; n++) await kit.pay(account.id, `${n}.00`, '2026-02-18');
    const both = await Promise.all([
      kit.draft(client.id, '2026-02-18', '2026-02-18'),
      kit.draft(client.id, '2026-02-18', '2026-02-18'),
    ]);
    expect(both.reduce((n, r) => n + r.lineCount, 0)).toBe(6);
    expect(both.reduce((sum, r) => sum + Number(r.grossCollected), 0)).toBe(21);
    const lines = [...(await detail(both[0]?.id ?? 0)).lines, ...(await detail(both[1]?.id ?? 0)).lines];
    expect(new Set(lines.map((l) => l.ledgerEntryId)).size).toBe(6);
  });

  it('a reversal of a payment remitted earlier is carried to the next remittance, with its commission negated', async () => {
    const client = await kit.client({ commissionRate: '33.3333' });
    const account = await kit.account(client.id);
    const payment = await kit.pay(account.id, '10.01', '2026-02-02');
    const first = await kit.draft(client.id, '2026-02-01', '2026-02-07');
    expect(first).toMatchObject({ grossCollected: '10.01', commission: '3.34', netDue: '6.67' });
    await kit.reverse(payment, '2026-02-09');
    await kit.pay(account.id, '20.00', '2026-02-10');
    const next = await kit.draft(client.id, '2026-02-08', '2026-02-14');
    expect(next).toMatchObject({
      grossCollected: '20.00',
      reversals: '10.01',
      commission: '3.33',
      netDue: '6.66',
    });
    const reversal = (await detail(next.id)).lines.find((l) => l.kind === 'payment_reversal');
    expect(reversal).toMatchObject({ amount: '-10.01', commission: '-3.34', net: '-6.67' });
  });

  it('an entry dated before the period and never remitted is carried into it', async () => {
    const client = await kit.client();
    const account = await kit.account(client.id);
    await kit.pay(account.id, '12.00', '2026-01-20');
    const r = await kit.draft(client.id, '2026-02-01', '2026-02-07');
    expect(r).toMatchObject({ grossCollected: '12.00', lineCount: 1 });
  });

  it('money carried over from before the ledger is never remitted (decision 0053)', async () => {
    const client = await kit.client();
    const account = await kit.account(client.id);
    await postLedgerEntry(t.deps.db, {
      debtAccountId: account.id,
      kind: 'payment',
      amountCents: -4_000,
      effectiveDate: '2026-01-10',
      postedByUserId: null,
      source: 'carried_over',
      method: 'check',
    });
    await kit.pay(account.id, '5.00', '2026-01-12');
    const r = await kit.draft(client.id, '2026-01-01', '2026-01-31');
    expect(r).toMatchObject({ grossCollected: '5.00', lineCount: 1 });
  });

  it("another client's payments and entries after the period end are left out", async () => {
    const client = await kit.client();
    const other = await kit.client();
    await kit.pay((await kit.account(other.id)).id, '99.00', '2026-02-15');
    const account = await kit.account(client.id);
    await kit.pay(account.id, '10.00', '2026-02-15');
    await kit.pay(account.id, '11.00', '2026-02-16');
    expect(await kit.draft(client.id, '2026-02-15', '2026-02-15')).toMatchObject({ grossCollected: '10.00' });
  });
});

describe('draft → approved → paid', () => {
  it('refuses to approve a remittance with no transactions (400) and changes nothing', async () => {
    const client = await kit.client();
    await kit.account(client.id); // placed, but nothing paid
    const r = await kit.draft(client.id, '2026-03-02', '2026-03-02');
    expect(r).toMatchObject({ status: 'draft', lineCount: 0, netDue: '0.00' });

    const refused = await kit.call('POST', `/api/admin/remittances/${r.id}/approve`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: REMITTANCE_MESSAGES.empty });
    const after = await detail(r.id);
    expect(after).toMatchObject({ status: 'draft', approvedBy: null, approvedAt: null, lineCount: 0 });
    // The client portal lists approved and paid remittances only: this one never reaches it.
    const listed = (
      await kit.call('GET', `/api/admin/remittances?clientId=${client.id}&status=approved`)
    ).json() as RemittancesPage;
    expect(listed.total).toBe(0);
  });

  it('regenerates a draft, approves it (admin), then records the transfer; an approved one never changes', async () => {
    const client = await kit.client();
    const account = await kit.account(client.id);
    await kit.pay(account.id, '80.00', '2026-02-17');
    const r = await kit.draft(client.id, '2026-02-17', '2026-02-17');
    await kit.pay(account.id, '20.00', '2026-02-17'); // back-dated after the draft
    const regenerated = await kit.call('POST', `/api/admin/remittances/${r.id}/regenerate`);
    expect(regenerated.json()).toMatchObject({ id: r.id, grossCollected: '100.00', lineCount: 2 });

    const byStaff = await t.app.inject({
      method: 'POST',
      url: `/api/admin/remittances/${r.id}/approve`,
      headers: { cookie: staff },
    });
    expect(byStaff.statusCode).toBe(403);
    const early = await kit.call('POST', `/api/admin/remittances/${r.id}/paid`, { reference: 'WIRE-1' });
    expect(early.statusCode).toBe(409);

    const approved = await kit.call('POST', `/api/admin/remittances/${r.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', approvedBy: 'rm-admin' });
    expect((await kit.call('POST', `/api/admin/remittances/${r.id}/regenerate`)).statusCode).toBe(409);
    expect((await kit.call('POST', `/api/admin/remittances/${r.id}/approve`)).statusCode).toBe(409);
    expect(
      (await kit.call('POST', `/api/admin/remittances/${r.id}/paid`, { reference: ' ' })).statusCode,
    ).toBe(400);

    const paid = await kit.call('POST', `/api/admin/remittances/${r.id}/paid`, {
      reference: 'WIRE-20260218',
    });
    expect(paid.json()).toMatchObject({
      status: 'paid',
      paidReference: 'WIRE-20260218',
      grossCollected: '100.00',
    });
    expect(
      (await kit.call('POST', `/api/admin/remittances/${r.id}/paid`, { reference: 'again' })).statusCode,
    ).toBe(409);

    const list = (
      await kit.call('GET', `/api/admin/remittances?clientId=${client.id}&status=paid`)
    ).json() as RemittancesPage;
    expect(list).toMatchObject({ total: 1, remittances: [{ id: r.id }] });
    expect(
      (
        (
          await kit.call('GET', `/api/admin/remittances?clientId=${client.id}&status=draft`)
        ).json() as RemittancesPage
      ).total,
    ).toBe(0);
  });

  it('refuses bad periods, unknown clients and unknown remittances', async () => {
    const client = await kit.client();
    const post = (body: object) => kit.call('POST', '/api/admin/remittances', body);
    expect(
      (await post({ clientId: client.id, periodStart: '2026-02-10', periodEnd: '2026-02-01' })).statusCode,
    ).toBe(400);
    expect(
      (await post({ clientId: client.id, periodStart: '2026-02-30', periodEnd: '2026-03-01' })).statusCode,
    ).toBe(400);
    expect(
      (await post({ clientId: client.id, periodStart: '2026-03-01', periodEnd: '2026-03-09' })).statusCode,
    ).toBe(400);
    expect(
      (await post({ clientId: 999_999, periodStart: '2026-02-01', periodEnd: '2026-02-02' })).statusCode,
    ).toBe(404);
    for (const clientId of ['abc', '', -1, 1.5, null]) {
      const res = await post({ clientId, periodStart: '2026-02-01', periodEnd: '2026-02-02' });
      expect(res.statusCode, String(clientId)).toBe(400);
      expect(res.json().message).toContain('clientId must be a client id');
    }
    // Its id as text drafts the same.
    expect(
      (await post({ clientId: String(client.id), periodStart: '2026-02-01', periodEnd: '2026-02-02' }))
        .statusCode,
    ).toBe(201);
    expect((await kit.call('GET', '/api/admin/remittances/999999')).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/admin/remittances/abc')).statusCode).toBe(404);
  });
});
