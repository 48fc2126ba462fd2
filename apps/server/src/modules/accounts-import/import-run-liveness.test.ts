import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImportTestApp, type ImportTestApp } from '../../../test/kits/accounts-import/import-test-kit';
import { importRuns } from '../../db/schema';
import { holdImportRun, reportInterruptedRuns } from './import-run-liveness';
import { createImportRun } from './import-runs.repository';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

/** A run as a killed process leaves it: 'running', rows committed up to `lastRow`. */
async function orphanRun(uploadId: string, lastRow: number) {
  const run = await createImportRun(t.deps.db, {
    uploadId,
    importType: 'accounts',
    fileName: 'big.csv',
    fileSha256: 'x',
    userId: t.users.admin.id,
  });
  await t.deps.db
    .update(importRuns)
    .set({ lastCommittedRow: lastRow, processedRows: Math.max(0, lastRow - 1) })
    .where(eq(importRuns.id, run.id));
  return run;
}

const progress = async (uploadId: string) => (await t.get(`/api/admin/import/${uploadId}`)).json();

describe('a run whose server stopped', () => {
  it('is reported as interrupted at its last committed row, with how to finish it', async () => {
    await orphanRun('orphan-run-1', 4001);
    expect(await progress('orphan-run-1')).toMatchObject({
      status: 'interrupted',
      processedRows: 4000,
      lastCommittedRow: 4001,
      message:
        'The import stopped at row 4001. Upload the same file again to finish it; rows already imported are not duplicated.',
    });
  });

  it('says so plainly when nothing was committed yet', async () => {
    await orphanRun('orphan-run-0', 0);
    expect(await progress('orphan-run-0')).toMatchObject({
      status: 'interrupted',
      lastCommittedRow: 0,
      message: 'The import stopped before any row was imported. Upload the same file again.',
    });
  });

  it('leaves alone a run this process is working on, and finished runs', async () => {
    const hold = await holdImportRun(t.deps, 'held-run-1');
    await orphanRun('held-run-1', 2001);
    await reportInterruptedRuns(t.deps);
    expect(await progress('held-run-1')).toMatchObject({ status: 'running', lastCommittedRow: 2001 });
    await hold.release();
    expect(await progress('held-run-1')).toMatchObject({ status: 'interrupted', lastCommittedRow: 2001 });
  });
});
