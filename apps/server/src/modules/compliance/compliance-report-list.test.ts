import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { contactAttempts } from '../../db/schema';

/** The blocked-attempts table's server-side sort, filters and paging (decision 0043); the report itself is compliance-report.test.ts's. */
let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
  const zed = await t.account({ fullName: 'Zed Young', accountNumber: 'ACC-L-2' });
  const amy = await t.account({ fullName: 'amy Adams', accountNumber: 'ACC-L-1' });
  const attempt = (debtAccountId: number, channel: string, rule: string | null, at: string) => ({
    debtAccountId,
    channel,
    target: 'x',
    allowed: rule === null,
    rule,
    message: rule,
    evaluation: {},
    createdAt: new Date(at),
  });
  await t.deps.db
    .insert(contactAttempts)
    .values([
      attempt(zed.id, 'sms', 'channel_opt_out', '2026-03-02T15:00:00Z'),
      attempt(amy.id, 'call', 'dispute_hold', '2026-03-03T15:00:00Z'),
      attempt(zed.id, 'email', 'cease_communication', '2026-03-04T15:00:00Z'),
      attempt(amy.id, 'call', null, '2026-03-05T15:00:00Z'),
    ]);
});
afterAll(async () => t.close());

const RANGE = 'from=2026-03-01&to=2026-03-10';
async function blocked(query: string) {
  const res = await t.request('GET', `/api/admin/compliance?${RANGE}&${query}`, 'staff');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { blocked: { channel: string }[]; weekly: unknown[]; total?: number };
  return { channels: body.blocked.map((b) => b.channel), total: body.total, weekly: body.weekly.length };
}

describe('GET /api/admin/compliance with the blocked table parameters', () => {
  it('sorts by debtor name ignoring case and by time, both ways', async () => {
    // Zed's two attempts tie on the name: the earlier id first when ascending.
    expect((await blocked('sort=debtorName&direction=asc')).channels).toEqual(['call', 'sms', 'email']);
    expect((await blocked('sort=createdAt&direction=asc')).channels).toEqual(['sms', 'call', 'email']);
    expect((await blocked('sort=createdAt&direction=desc')).channels).toEqual(['email', 'call', 'sms']);
  });

  it('filters by channel and rule; the weekly table stays whole', async () => {
    expect(await blocked('channel=call')).toEqual({ channels: ['call'], total: 1, weekly: 2 });
    expect((await blocked('rule=cease_communication')).channels).toEqual(['email']);
  });

  it('pages with the total of the blocked attempts', async () => {
    expect(await blocked('page=2&pageSize=2')).toEqual({ channels: ['sms'], total: 3, weekly: 2 });
  });

  it("keeps the spec's answer without the table's parameters", async () => {
    const res = await t.request('GET', `/api/admin/compliance?${RANGE}`, 'staff');
    expect(Object.keys(res.json()).sort()).toEqual(['blocked', 'weekly']);
  });

  it.each([
    ['sort=message', 'sort must be one of createdAt'],
    ['channel=fax', 'channel must be one of call, sms, email'],
    ['rule=whim', 'rule must be one of'],
    ['pageSize=300', 'pageSize must be at most 200'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await t.request('GET', `/api/admin/compliance?${query}`, 'staff');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
