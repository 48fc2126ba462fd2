import { parseCents, type Remittance, type TrustFigures, type TrustReconciliation } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { remittanceKit } from '../../../test/kits/remittances/remittance-fixtures';
import { seededRandom } from '../identity/decoy-addresses';

/**
 * The trust reconciliation (decision 0054): received = remitted + commission earned + held, to the
 * cent, per client and in total, for any range, over random postings, drafts, approvals and payouts.
 */
let t: TestApp;
let kit: ReturnType<typeof remittanceKit>;
let staff: string;
let collector: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'tr-admin', role: 'admin' });
  await createUser(t.deps.db, { username: 'tr-staff', role: 'staff' });
  await createUser(t.deps.db, { username: 'tr-collector', role: 'collector' });
  kit = remittanceKit(t, await signIn(t.app, 'tr-admin'));
  staff = await signIn(t.app, 'tr-staff');
  collector = await signIn(t.app, 'tr-collector');
});
afterAll(() => t.close());

const c = (v: string) => parseCents(v) ?? Number.NaN;
const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}`;

async function reconcile(query = ''): Promise<TrustReconciliation> {
  const res = await kit.call('GET', `/api/admin/trust-reconciliation${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TrustReconciliation;
}

function expectIdentity(f: TrustFigures): void {
  expect(c(f.held)).toBe(c(f.heldUnclaimed) + c(f.heldInDrafts) + c(f.heldApproved));
  expect(c(f.received)).toBe(c(f.remitted) + c(f.commissionEarned) + c(f.held));
}

describe('GET /api/admin/trust-reconciliation', () => {
  it('balances to the cent over random postings, for every range', async () => {
    const random = seededRandom('trust-reconciliation');
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
    const clients = [
      await kit.client({ commissionRate: '33.3333', remitMethod: 'net' }),
      await kit.client({ commissionRate: '27.5', remitMethod: 'gross' }),
      await kit.client({ commissionRate: '12.125', remitMethod: 'net' }),
    ];
    const accounts = new Map<number, number[]>();
    for (const client of clients)
      accounts.set(client.id, [(await kit.account(client.id)).id, (await kit.account(client.id, 400)).id]);
    const payments: number[] = [];
    const drafts: Remittance[] = [];
    for (let d = 1; d <= 21; d++) {
      for (let n = Math.floor(random() * 3); n > 0; n--) {
        const client = pick(clients);
        const account = pick(accounts.get(client.id) ?? []);
        const amount = `${1 + Math.floor(random() * 300)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
        if (random() < 0.2) await kit.payClient(account, c(amount), day(d));
        else payments.push(await kit.pay(account, amount, day(d)));
      }
      if (payments.length > 0 && random() < 0.25)
        await kit.reverse(payments.splice(Math.floor(random() * payments.length), 1)[0] as number, day(d));
      if (d % 4 === 0) {
        const client = pick(clients);
        const draft = await kit.draft(client.id, day(d - 3), day(d));
        drafts.push(draft);
        const fate = random();
        if (fate < 0.7)
          expect((await kit.call('POST', `/api/admin/remittances/${draft.id}/approve`)).statusCode).toBe(200);
        if (fate < 0.45)
          expect(
            (
              await kit.call('POST', `/api/admin/remittances/${draft.id}/paid`, {
                reference: `T-${draft.id}`,
              })
            ).statusCode,
          ).toBe(200);
      }
    }

    const all = await reconcile();
    expect(all.clients.map((x) => x.clientId).sort()).toEqual(clients.map((x) => x.id).sort());
    for (const f of [all.total, ...all.clients]) expectIdentity(f);
    for (const key of [
      'received',
      'remitted',
      'commissionEarned',
      'held',
      'heldUnclaimed',
      'heldInDrafts',
      'heldApproved',
    ] as const)
      expect(c(all.total[key])).toBe(all.clients.reduce((sum, x) => sum + c(x[key]), 0));

    // Over all days the parts are the remittances' own totals.
    const rows = (
      (await kit.call('GET', '/api/admin/remittances?pageSize=200')).json() as { remittances: Remittance[] }
    ).remittances;
    const sum = (status: string, f: (r: Remittance) => number) =>
      rows.filter((r) => r.status === status).reduce((s, r) => s + f(r), 0);
    const agency = (r: Remittance) => c(r.grossCollected) - c(r.reversals);
    expect(c(all.total.remitted)).toBe(sum('paid', (r) => c(r.netDue)));
    expect(c(all.total.commissionEarned)).toBe(
      sum('paid', (r) => (r.method === 'net' ? c(r.commission) : 0)),
    );
    expect(c(all.total.heldInDrafts)).toBe(sum('draft', agency));
    expect(c(all.total.heldApproved)).toBe(sum('approved', agency));
    expect(rows.some((r) => r.status === 'paid') && rows.some((r) => r.status === 'draft')).toBe(true);

    for (let i = 0; i < 8; i++) {
      const from = 1 + Math.floor(random() * 21);
      const to = from + Math.floor(random() * (22 - from));
      const range = await reconcile(`?from=${day(from)}&to=${day(to)}`);
      expect(range).toMatchObject({ from: day(from), to: day(to) });
      for (const f of [range.total, ...range.clients]) expectIdentity(f);
    }
  });

  it('staff may read it, a collector may not; from after to is a 400', async () => {
    const as = (cookie: string, q = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/trust-reconciliation${q}`, headers: { cookie } });
    expect((await as(staff)).statusCode).toBe(200);
    expect((await as(collector)).statusCode).toBe(403);
    expect((await as(staff, '?from=2026-02-10&to=2026-02-01')).statusCode).toBe(400);
  });
});
