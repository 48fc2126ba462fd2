// Fault: the server is killed (SIGKILL) in the middle of an accounts import. After a restart the
// import's progress call says where it stopped, and uploading the same file again finishes it
// without a duplicate. Figures go to docs/evidence.md (section faults-import).

import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import { type ServerProcess, signIn, startServer, stopServer, tempDir } from '@arrears/harness/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  balanceCentsOf,
  type ImportProgressBody,
  query,
  serverEnv,
  toCents,
  uploadImport,
  waitForProgress,
  writeAccountsCsv,
} from './support-db-faults';

const ROWS = 20_000;
const PREFIX = 'KILL';

let db: ReturnType<typeof startPostgres>;
let server: ServerProcess | null = null;
let dir: string;

beforeAll(() => {
  db = startPostgres({ dir: '/tmp/pg-faults-db', port: 54361 });
  dir = tempDir('arrears-faults-import-');
});
afterAll(async () => {
  await stopServer(server);
  db?.stop();
});

const accountsOfFile = async () =>
  Number(
    (
      await query<{ n: string }>(
        db.url,
        'SELECT count(*) AS n FROM debt_accounts WHERE account_number LIKE $1',
        [`${PREFIX}-%`],
      )
    )[0].n,
  );

describe('the server killed in the middle of an import', () => {
  it('reports where the import stopped, and a re-run of the same file completes it without duplicates', async () => {
    const file = writeAccountsCsv(dir, PREFIX, ROWS);
    server = await startServer({ env: serverEnv(db.url) });
    let cookie = await signIn(server, ADMIN.username, ADMIN.password);

    // Start the import and kill the server once a batch is committed, before the end.
    const uploadId = `kill-${Date.now()}`;
    const upload = uploadImport(server, cookie, file, uploadId).catch((error: Error) => error);
    const seen = await waitForProgress(server, cookie, uploadId, (p) => p.lastCommittedRow > 0, 90_000);
    server.child.kill('SIGKILL');
    await server.child.exited;
    expect(seen.status).toBe('running');
    expect(await upload).toBeInstanceOf(Error); // the upload's connection died with the server

    const [left] = await query<{ status: string; last_committed_row: string; processed_rows: number }>(
      db.url,
      'SELECT status, last_committed_row, processed_rows FROM import_runs WHERE upload_id = $1',
      [uploadId],
    );
    const rowsBeforeKill = await accountsOfFile();
    // What the killed process left: the run still says 'running', and every committed batch is whole.
    expect(left.status).toBe('running');
    expect(rowsBeforeKill).toBe(left.processed_rows);
    expect(Number(left.last_committed_row)).toBe(rowsBeforeKill + 1); // the header is row 1
    expect(rowsBeforeKill).toBeGreaterThan(0);
    expect(rowsBeforeKill).toBeLessThan(ROWS);

    // Restart: the progress call the import page polls says where it stopped.
    const restartedAt = performance.now();
    server = await startServer({ env: serverEnv(db.url) });
    cookie = await signIn(server, ADMIN.username, ADMIN.password);
    const stopped: ImportProgressBody = await waitForProgress(server, cookie, uploadId, () => true, 10_000);
    const reportSeconds = (performance.now() - restartedAt) / 1000;
    expect(stopped).toMatchObject({
      status: 'interrupted',
      lastCommittedRow: rowsBeforeKill + 1,
      processedRows: rowsBeforeKill,
      created: rowsBeforeKill,
      message: `The import stopped at row ${rowsBeforeKill + 1}. Upload the same file again to finish it; rows already imported are not duplicated.`,
    });

    // The same file again: the rest is created, what was imported is left as it is.
    const rerun = await uploadImport(server, cookie, file);
    expect(rerun.status).toBe(200);
    expect(rerun.body).toMatchObject({
      totalRows: ROWS,
      accounts: ROWS,
      created: ROWS - rowsBeforeKill,
      updated: 0,
      unchanged: rowsBeforeKill,
      errors: 0,
    });
    const [done] = await query<{ total: string; distinct_numbers: string; balance: string }>(
      db.url,
      `SELECT count(*) AS total, count(DISTINCT account_number) AS distinct_numbers,
              sum(unpaid_balance)::text AS balance
       FROM debt_accounts WHERE account_number LIKE $1`,
      [`${PREFIX}-%`],
    );
    const [refs] = await query<{ payments: string; transactions: string; audits: string }>(
      db.url,
      `SELECT (SELECT count(*) - count(DISTINCT reference_number) FROM payments) AS payments,
              (SELECT count(*) - count(DISTINCT reference_number) FROM account_transactions) AS transactions,
              (SELECT count(*) FROM account_audit a JOIN debt_accounts d ON d.id = a.debt_account_id
                WHERE d.account_number LIKE $1) AS audits`,
      [`${PREFIX}-%`],
    );
    let expectedBalance = 0;
    for (let i = 1; i <= ROWS; i += 1) expectedBalance += balanceCentsOf(i);
    const duplicates = Number(done.total) - Number(done.distinct_numbers);
    expect(Number(done.total)).toBe(ROWS);
    expect(duplicates).toBe(0);
    expect(Number(refs.payments) + Number(refs.transactions)).toBe(0);
    // Nothing applied twice: no account changed by the re-run, every balance is the file's.
    expect(Number(refs.audits)).toBe(0);
    expect(toCents(done.balance)).toBe(expectedBalance);

    writeEvidenceSection(
      'faults-import',
      `## Faults: server killed during an import

\`npm run test:faults\` (apps/server/system/faults/import-kill.test.ts): an accounts CSV of ${ROWS.toLocaleString('en-US')} rows
imported through POST /api/admin/import on PostgreSQL; the server is killed with SIGKILL once the first
batch is committed, then started again and the same file uploaded again.

| Figure | Value |
| --- | --- |
| Rows committed before the kill | ${rowsBeforeKill.toLocaleString('en-US')} (last committed file row ${rowsBeforeKill + 1}) |
| Run status left by the killed process | \`${left.status}\` |
| Status reported after restart | \`${stopped.status}\`: "${stopped.message}" |
| Restart to the stop being reported | ${reportSeconds.toFixed(1)} s (server start included) |
| Re-run of the same file | ${(ROWS - rowsBeforeKill).toLocaleString('en-US')} created, ${rowsBeforeKill.toLocaleString('en-US')} unchanged, 0 updated, 0 errors |
| Accounts after the re-run | ${Number(done.total).toLocaleString('en-US')} (= distinct account numbers) |
| Duplicates (accounts, payment and transaction references) | ${duplicates + Number(refs.payments) + Number(refs.transactions)} |
| Balances equal to the file's, to the cent | yes (${ROWS.toLocaleString('en-US')} accounts, no audit row from the re-run) |`,
    );
  });
});
