import type { Client, Placement } from '@arrears/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountAudit, clients, debtAccounts, placements } from '../../db/schema';

/** The accounts import places each row with a client (client_code, placement_id; docs/product/clients.md). */
let t: ImportTestApp;
let bank: Client;
let school: Client;
let fallbackId: number;
beforeAll(async () => {
  t = await buildImportTestApp();
  const create = async (code: string, name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clients',
      headers: { cookie: t.cookies.admin },
      payload: { code, name, commissionRate: 25, remitMethod: 'net', remitFrequency: 'daily' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Client;
  };
  bank = await create('BANK', 'Keystone Bank');
  school = await create('SCHOOL', 'Ridge College');
  const [fallback] = await t.deps.db.select().from(clients).where(eq(clients.isDefault, true));
  fallbackId = fallback.id;
});
afterAll(() => t.close());

const placementsOf = async (clientId: number) =>
  (await t.get(`/api/admin/clients/${clientId}/placements`)).json() as Placement[];

describe('an accounts import with client_code', () => {
  it('places each row with its client, one placement per client, and reports every bad code', async () => {
    const result = await t.importFile(
      'accounts',
      'november.csv',
      toCsv([
        ['account_number', 'debtor_name', 'current_amount', 'client_code'],
        ['CL-1', 'Ann Bank', '100.00', 'bank'],
        ['CL-2', 'Ben Bank', '200.00', 'BANK'],
        ['CL-3', 'Cy School', '300.00', 'School'],
        ['CL-4', 'Di Nobody', '400.00', 'NOPE'],
        ['CL-5', 'Ed Default', '500.00', ''],
        ['CL-6', 'Flo Nobody', '600.00', 'ALSO-NOPE'],
      ]),
    );
    expect(result).toMatchObject({ created: 4, errors: 2 });
    expect(result.rowErrors).toEqual([
      {
        row: 5,
        column: 'client_code',
        reason: 'client_code NOPE is not a client: add it under Clients first',
      },
      {
        row: 7,
        column: 'client_code',
        reason: 'client_code ALSO-NOPE is not a client: add it under Clients first',
      },
    ]);
    const rows = await t.deps.db
      .select()
      .from(debtAccounts)
      .where(inArray(debtAccounts.accountNumber, ['CL-1', 'CL-2', 'CL-3', 'CL-4', 'CL-5', 'CL-6']));
    const byNumber = Object.fromEntries(rows.map((r) => [r.accountNumber, r]));
    expect(Object.keys(byNumber).sort()).toEqual(['CL-1', 'CL-2', 'CL-3', 'CL-5']);
    expect([byNumber['CL-1'].clientId, byNumber['CL-2'].clientId]).toEqual([bank.id, bank.id]);
    expect(byNumber['CL-3'].clientId).toBe(school.id);
    expect(byNumber['CL-5'].clientId).toBe(fallbackId);

    const [bankPlacement] = await placementsOf(bank.id);
    expect(bankPlacement).toMatchObject({
      label: 'november.csv',
      accountCount: 2,
      recalledCount: 0,
      openBalance: '300.00',
    });
    expect(bankPlacement.sourceImportId).not.toBeNull();
    expect(byNumber['CL-1'].placementId).toBe(bankPlacement.id);
    expect(byNumber['CL-2'].placementId).toBe(bankPlacement.id);
    expect((await placementsOf(school.id))[0]).toMatchObject({ accountCount: 1, openBalance: '300.00' });
    expect(byNumber['CL-5'].placementId).not.toBeNull();
  });

  it('keeps one placement per client across the batches of a long file', async () => {
    const rows = [['account_number', 'client_code']];
    for (let n = 0; n < 4500; n += 1) rows.push([`BIG-${n}`, n % 2 ? 'BANK' : 'SCHOOL']);
    const result = await t.importFile('accounts', 'big.csv', toCsv(rows));
    expect(result).toMatchObject({ created: 4500, errors: 0 });
    const big = (await placementsOf(bank.id)).filter((p) => p.label === 'big.csv');
    expect(big.map((p) => p.accountCount)).toEqual([2250]);
  });

  it('moves a default-client account to the named client; refuses one another client holds', async () => {
    await t.importFile('accounts', 'plain.csv', toCsv([['account_number'], ['MV-1'], ['MV-2']]));
    expect((await t.account('MV-1')).clientId).toBe(fallbackId);
    await t.deps.db
      .update(debtAccounts)
      .set({ clientId: school.id })
      .where(eq(debtAccounts.accountNumber, 'MV-2'));
    const result = await t.importFile(
      'accounts',
      'move.csv',
      toCsv([
        ['account_number', 'client_code'],
        ['MV-1', 'BANK'],
        ['MV-2', 'BANK'],
      ]),
    );
    expect(result).toMatchObject({ updated: 1, errors: 1 });
    expect(result.rowErrors).toEqual([
      {
        row: 3,
        column: 'client_code',
        reason:
          'This account is placed by client SCHOOL: recall it there before placing it with another client',
      },
    ]);
    const moved = await t.account('MV-1');
    expect(moved.clientId).toBe(bank.id);
    const [movePlacement] = (await placementsOf(bank.id)).filter((p) => p.label === 'move.csv');
    expect(moved.placementId).toBe(movePlacement.id);
    const audit = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, moved.id));
    expect(audit.map((a) => [a.field, a.oldValue, a.newValue])).toContainEqual([
      'client_id',
      String(fallbackId),
      String(bank.id),
    ]);
    expect((await t.account('MV-2')).clientId).toBe(school.id);
  });

  it('takes an existing placement by placement_id, only the row client’s, and refuses inactive clients', async () => {
    const [october] = await t.deps.db
      .insert(placements)
      .values({ clientId: bank.id, placedOn: '2026-10-01', label: 'October' })
      .returning();
    await t.deps.db.update(clients).set({ active: false }).where(eq(clients.id, school.id));
    const result = await t.importFile(
      'accounts',
      'october.csv',
      toCsv([
        ['account_number', 'Client Code', 'placement_id'],
        ['PL-1', 'BANK', String(october.id)],
        ['PL-2', 'BANK', '999999'],
        ['PL-3', 'SCHOOL', ''],
      ]),
    );
    expect(result).toMatchObject({ created: 1, errors: 2 });
    expect(result.rowErrors).toEqual([
      {
        row: 3,
        column: 'placement_id',
        reason: 'placement_id 999999 is not a placement of this row’s client',
      },
      {
        row: 4,
        column: 'Client Code',
        reason:
          'client_code SCHOOL is an inactive client: make it active under Clients to place accounts with it',
      },
    ]);
    expect((await t.account('PL-1')).placementId).toBe(october.id);
    await t.deps.db.update(clients).set({ active: true }).where(eq(clients.id, school.id));
  });
});
