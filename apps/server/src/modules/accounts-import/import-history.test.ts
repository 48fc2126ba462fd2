import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { importRuns } from '../../db/schema';

/** GET /api/admin/imports: every upload with its outcome, sorted and paged by the server. */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await createUser(t.deps.db, {
    role: 'staff',
    username: 'history-staff',
    firstName: 'Hana',
  });
  cookie = await signIn(t.app, staff.username);
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
  await t.deps.db.insert(importRuns).values([
    {
      uploadId: 'up-a',
      importType: 'accounts',
      fileName: 'b-november.csv',
      status: 'completed',
      totalRows: 120,
      processedRows: 120,
      createdCount: 100,
      updatedCount: 15,
      unchangedCount: 3,
      errorCount: 2,
      createdByUserId: staff.id,
      startedAt: at(3),
      finishedAt: at(3),
    },
    {
      uploadId: 'up-b',
      importType: 'payments',
      fileName: 'a-payments.xlsx',
      status: 'failed',
      totalRows: null,
      message: 'The file has no header row',
      createdByUserId: staff.id,
      startedAt: at(5),
    },
    {
      uploadId: 'up-c',
      importType: 'accounts',
      fileName: 'C-december.csv',
      status: 'completed',
      totalRows: 10,
      processedRows: 10,
      createdCount: 10,
      startedAt: at(4),
      finishedAt: at(4),
    },
  ]);
});
afterAll(async () => t.close());

const list = (query = '', c = cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/imports${query}`, headers: { cookie: c } });

describe('the import history', () => {
  it('lists the newest first with counts, outcome and who uploaded it', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(body.imports.map((i: { uploadId: string }) => i.uploadId)).toEqual(['up-b', 'up-c', 'up-a']);
    expect(body.imports[2]).toEqual({
      uploadId: 'up-a',
      importType: 'accounts',
      fileName: 'b-november.csv',
      status: 'completed',
      totalRows: 120,
      created: 100,
      updated: 15,
      unchanged: 3,
      errors: 2,
      message: null,
      uploadedBy: 'Hana User',
      startedAt: '2026-11-03T12:00:00.000Z',
      finishedAt: '2026-11-03T12:00:00.000Z',
    });
    expect(body.imports[0]).toMatchObject({
      status: 'failed',
      message: 'The file has no header row',
      totalRows: null,
    });
    expect(body.imports[1].uploadedBy).toBeNull();
  });

  it('sorts on the server either way (file names whatever their case), filters and pages', async () => {
    const names = async (q: string) =>
      (await list(q)).json().imports.map((i: { fileName: string }) => i.fileName);
    expect(await names('?sort=fileName&direction=asc')).toEqual([
      'a-payments.xlsx',
      'b-november.csv',
      'C-december.csv',
    ]);
    expect(await names('?sort=errors&direction=desc')).toEqual([
      'b-november.csv',
      'C-december.csv',
      'a-payments.xlsx',
    ]);
    expect(await names('?sort=totalRows&direction=asc')).toEqual([
      'C-december.csv',
      'b-november.csv',
      'a-payments.xlsx',
    ]);
    expect(await names('?importType=accounts&sort=startedAt&direction=asc')).toEqual([
      'b-november.csv',
      'C-december.csv',
    ]);
    expect(await names('?status=failed')).toEqual(['a-payments.xlsx']);
    const second = (await list('?pageSize=2&page=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.imports).toHaveLength(1);
  });

  it('answers a bad parameter with 400 and what is allowed', async () => {
    const bad = await list('?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort must be one of startedAt');
    expect((await list('?status=lost')).statusCode).toBe(400);
    expect((await list('?pageSize=500')).statusCode).toBe(400);
  });

  it('is for admin and staff only', async () => {
    for (const role of ['collector', 'debtor'] as const) {
      const user = await createUser(t.deps.db, { role, username: `history-${role}` });
      expect((await list('', await signIn(t.app, user.username))).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/imports' })).statusCode).toBe(401);
  });
});
