import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { listRemittances, remittanceDetail } from '../modules/remittances/remittances.repository';
import { seedDemoData } from './seed';
import { DEMO_REMITTANCE } from './seed-remittances';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.deps.db, t.deps.encryption);
});
afterAll(() => t.close());

it("seeds one paid remittance: Keystone Community Bank's demo payment, 25% kept", async () => {
  const { remittances } = await listRemittances(t.deps.db);
  expect(remittances).toHaveLength(1);
  const [demo] = remittances;
  expect(demo).toMatchObject({
    clientCode: DEMO_REMITTANCE.clientCode,
    status: 'paid',
    approvedBy: 'admin',
    paidReference: DEMO_REMITTANCE.reference,
    grossCollected: '167.60',
    commission: '41.90',
    netDue: '125.70',
    lineCount: 1,
  });
  const detail = await remittanceDetail(t.deps.db, demo?.id ?? 0);
  expect(detail?.lines).toMatchObject([
    { accountNumber: 'ACC-100002', debtorName: 'John Doe', amount: '167.60' },
  ]);
});
