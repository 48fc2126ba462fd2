import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { parseCents } from '@arrears/domain';
import { toCsv } from '@arrears/harness/accounts-csv';
import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import { startServer, stopServer } from '@arrears/harness/server';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KEY_PREFIX } from '../../src/modules/documents/s3-document-store';
import { createS3Client } from '../../src/modules/documents/s3-sdk-client';
import { MIGRATIONS_DIR } from '../../src/paths';
import { type S3TestServer, startS3TestServer } from '../../test/kits/documents/s3-test-server';
import {
  call,
  cookieFor,
  folder,
  type Pair,
  query,
  SHARED_SECRETS,
  startPair,
  tinyPdf,
  uploadDocument,
} from './cluster-kit';

// Scale-out (decision 0025): two built server processes on different ports, one PostgreSQL, the same
// SESSION_SECRET and DATA_ENCRYPTION_KEY. Documents are shared once through one DOCUMENTS_DIR and
// once through an S3-compatible bucket (s3rver on loopback).

let databaseUrl: string;
let stopPostgres: () => void = () => {};
let s3: S3TestServer | undefined;
let disk: Pair | undefined;
let accountId: number;
let postgresVersion = '';
const figures: string[] = [];

const sharedDocumentsDir = folder('documents');

beforeAll(async () => {
  const postgres = startPostgres({ dir: '/tmp/pg-cluster', port: 54363 });
  databaseUrl = postgres.url;
  stopPostgres = postgres.stop;
  disk = await startPair(
    databaseUrl,
    { DOCUMENTS_DIR: sharedDocumentsDir },
    { DOCUMENTS_DIR: sharedDocumentsDir },
    true,
  );
  const [row] = await query<{ id: number }>(
    databaseUrl,
    `select id from debt_accounts where account_number = 'ACC-100001'`,
  );
  accountId = row.id;
  const [version] = await query<{ server_version: string }>(databaseUrl, 'show server_version');
  postgresVersion = version.server_version;
  figures.push(`| Start (A migrates and seeds, then B) | A ready in ${ms(disk.a)}, B in ${ms(disk.b)} |`);
});

afterAll(async () => {
  await disk?.stop();
  await s3?.close();
  stopPostgres();
  if (figures.length > 1) {
    writeEvidenceSection(
      'cluster',
      `## Scale-out: two instances, one PostgreSQL (\`npm run test:cluster\`)\n\n` +
        `Two built server processes on different ports against one PostgreSQL ${postgresVersion} server, with the same ` +
        '`SESSION_SECRET` and `DATA_ENCRYPTION_KEY` (apps/server/system/cluster/two-instances.test.ts).\n\n' +
        `| Check | Observed |\n| --- | --- |\n${figures.join('\n')}`,
    );
  }
});

function ms(server: { startedAt: number; readyAt?: number }): string {
  return `${Math.round((server.readyAt ?? server.startedAt) - server.startedAt)} ms`;
}

describe('two instances behind one database', () => {
  it('a session made on one instance works on the other, and a sign-out on one ends it on both', async () => {
    const { a, b } = disk as Pair;
    const debtor = await cookieFor(a, 'jdoe');
    const onB = await call(b, '/api/user', debtor);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ user: { username: 'jdoe', role: 'debtor' } });

    const admin = await cookieFor(b, 'admin');
    expect((await call(a, '/api/user', admin)).status).toBe(200);

    expect((await call(b, '/api/logout', debtor, { method: 'POST' })).status).toBe(200);
    const afterLogout = await call(a, '/api/user', debtor);
    expect(afterLogout.status).toBe(401);
    figures.push(
      `| Session | made on A, GET /api/user on B: ${onB.status}; signed out on B, GET /api/user on A: ${afterLogout.status} |`,
    );
  });

  it('a document uploaded through one instance is served by the other (one shared DOCUMENTS_DIR)', async () => {
    const { a, b } = disk as Pair;
    const admin = await cookieFor(a, 'admin');
    const pdf = tinyPdf('shared folder');
    const id = await uploadDocument(a, admin, accountId, pdf);

    const staffView = await call(b, `/api/admin/documents/${id}/file`, admin);
    expect(staffView.status).toBe(200);
    expect(Buffer.from(await staffView.arrayBuffer()).equals(pdf)).toBe(true);
    const debtorView = await call(b, `/api/customer/documents/${id}`, await cookieFor(b, 'jdoe'));
    expect(Buffer.from(await debtorView.arrayBuffer()).equals(pdf)).toBe(true);
    expect(readdirSync(sharedDocumentsDir).filter((f) => f.endsWith('.pdf'))).toHaveLength(1);
    figures.push(
      `| Document, disk (shared DOCUMENTS_DIR) | uploaded through A (201), served by B: staff ${staffView.status}, owner ${debtorView.status}, same ${pdf.length} bytes |`,
    );
  });

  it('a document uploaded through one instance is served by the other (DOCUMENT_STORAGE=s3, s3rver)', async () => {
    s3 = await startS3TestServer();
    const ownA = folder('a-own');
    const ownB = folder('b-own');
    const pair = await startPair(
      databaseUrl,
      { ...s3.env(), DOCUMENTS_DIR: ownA },
      { ...s3.env(), DOCUMENTS_DIR: ownB },
    );
    try {
      const admin = await cookieFor(pair.b, 'admin');
      const pdf = tinyPdf('bucket');
      const id = await uploadDocument(pair.b, admin, accountId, pdf);

      const view = await call(pair.a, `/api/admin/documents/${id}/file`, admin);
      expect(view.status).toBe(200);
      expect(Buffer.from(await view.arrayBuffer()).equals(pdf)).toBe(true);
      const [row] = await query<{ stored_name: string }>(
        databaseUrl,
        'select stored_name from documents where id = $1',
        [id],
      );
      const object = await (await createS3Client(s3.settings())).send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: `${DOCUMENT_KEY_PREFIX}${row.stored_name}` }),
      );
      expect(object.ContentLength).toBe(pdf.length);
      expect([...readdirSync(ownA), ...readdirSync(ownB)]).toEqual([]); // nothing went to a local disk
      figures.push(
        `| Document, S3 (s3rver, each instance its own empty DOCUMENTS_DIR) | uploaded through B (201), served by A: ${view.status}, same ${pdf.length} bytes; object \`${DOCUMENT_KEY_PREFIX}<stored name>\` in the bucket; local folders empty |`,
      );
    } finally {
      await pair.stop();
    }
  });

  it('a card payment sent to both instances at once with the same invoice charges once', async () => {
    const { a, b } = disk as Pair;
    const debtor = await cookieFor(a, 'jdoe');
    const balance = async () =>
      (
        await query<{ unpaid_balance: string }>(
          databaseUrl,
          'select unpaid_balance from debt_accounts where id = $1',
          [accountId],
        )
      )[0].unpaid_balance;
    const before = await balance();
    const invoice = `INV-CLUSTER-${randomBytes(6).toString('hex')}`;
    const body = JSON.stringify({
      cardNumber: '4000100011112224',
      expMonth: '12',
      expYear: String(new Date().getFullYear() + 1),
      cvv: '123',
      amount: 12.34,
      billingInfo: {
        firstName: 'John',
        lastName: 'Doe',
        address: '42 Maple Street',
        city: 'Trenton',
        state: 'NJ',
        zip: '08608',
      },
      invoice,
      description: 'Cluster test payment',
      accountId,
      debtAccountId: accountId,
    });
    const pay = (server: typeof a) =>
      call(server, '/api/usaepay/process-payment', debtor, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

    const answers = await Promise.all([pay(a), pay(b)]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { confirmationCode: string }[];
    const after = await balance();
    const rows = await query<{ status: string; amount: string }>(
      databaseUrl,
      'select status, amount from payments where invoice = $1',
      [invoice],
    );

    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(bodies[0]).toMatchObject({ success: true, amount: 12.34 });
    expect(bodies[1]).toEqual(bodies[0]); // the second is the replay of the first, not a second charge
    expect(rows).toEqual([{ status: 'approved', amount: '12.34' }]);
    expect((parseCents(before) ?? 0) - (parseCents(after) ?? 0)).toBe(1234);

    const later = await pay(b);
    expect([later.status, await later.json()]).toEqual([200, bodies[0]]);
    expect(await balance()).toBe(after);
    figures.push(
      `| Card payment, same invoice to A and B at once (sandbox, 4000100011112224, $12.34) | answers ${answers.map((r) => r.status).join(' and ')}, identical bodies (confirmation ${bodies[0].confirmationCode}); payment rows for the invoice: ${rows.length} (${rows[0]?.status}); balance ${before} → ${after}; a later repeat to B: ${later.status}, same answer, balance unchanged |`,
    );
  });

  it('the progress of an import started on A is readable on B', async () => {
    const { a, b } = disk as Pair;
    const admin = await cookieFor(a, 'admin');
    const rows = 3000;
    const uploadId = `cluster-${randomBytes(6).toString('hex')}`;
    const csv = toCsv([
      ['account_number', 'city'],
      ...Array.from({ length: rows }, (_, i) => [`CLU-${i + 1}`, 'Trenton']),
    ]);
    const form = new FormData();
    form.set('importType', 'accounts');
    form.set('uploadId', uploadId);
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'cluster.csv');

    let done = false;
    const importing = call(a, '/api/admin/import', admin, { method: 'POST', body: form }).finally(() => {
      done = true;
    });
    const seen: { status: string; processedRows: number }[] = [];
    while (!done) {
      const res = await call(b, `/api/admin/import/${uploadId}`, admin);
      if (res.status === 200) seen.push((await res.json()) as { status: string; processedRows: number });
      else await res.arrayBuffer(); // 404 until A has created the run
      await new Promise((r) => setTimeout(r, 50));
    }
    const result = await importing;
    expect(result.status).toBe(200);
    const final = await call(b, `/api/admin/import/${uploadId}`, admin);
    expect(await final.json()).toMatchObject({
      uploadId,
      status: 'completed',
      totalRows: rows,
      processedRows: rows,
      created: rows,
      errors: 0,
    });
    const running = seen.filter((s) => s.status === 'running');
    figures.push(
      `| Import progress (${rows}-row CSV posted to A, B polled every 50 ms) | B saw the run ${seen.length} times while A worked, ${running.length} of them running (highest processedRows seen: ${Math.max(0, ...running.map((s) => s.processedRows))}); after: B reports completed, ${rows}/${rows} rows |`,
    );
  });
  it('a job sent to the queue runs exactly once, on one of the two instances; each cron slot runs once', async () => {
    const { a, b } = disk as Pair;
    const instances = [a, b].map((server) => `${hostname()}:${server.child.pid}`);
    // Sent the way another instance would send it: through pg-boss, straight into the shared queue.
    const sender = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await sender.start();
    const ids: string[] = [];
    try {
      for (let i = 0; i < 12; i++) ids.push((await sender.send('housekeeping', {})) as string);
    } finally {
      await sender.stop({ graceful: false, close: true, wait: true });
    }
    type Run = { id: string; state: string; retry_count: number; output: { ranOn?: string } | null };
    const runsOf = () =>
      query<Run>(
        databaseUrl,
        `SELECT id::text, state::text, retry_count, output FROM pgboss.job WHERE id = ANY($1::uuid[])
         UNION ALL SELECT id::text, state::text, retry_count, output FROM pgboss.archive WHERE id = ANY($1::uuid[])`,
        [ids],
      );
    let runs = await runsOf();
    for (let waited = 0; runs.some((r) => r.state !== 'completed') && waited < 60_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      runs = await runsOf();
    }
    expect(runs).toHaveLength(ids.length);
    for (const run of runs) {
      expect(run.state).toBe('completed');
      expect(run.retry_count).toBe(0); // started once: no second attempt
      expect(instances).toContain(run.output?.ranOn);
    }

    // Both instances keep the every-minute stale-charge schedule; each minute's slot runs once.
    type Slot = { slot: string; runs: number; completed: number };
    const slots = () =>
      query<Slot>(
        databaseUrl,
        `SELECT date_trunc('minute', created_on)::text AS slot, count(*)::int AS runs,
           count(*) FILTER (WHERE state = 'completed')::int AS completed
         FROM (SELECT name, created_on, state FROM pgboss.job UNION ALL SELECT name, created_on, state FROM pgboss.archive) j
         WHERE name = 'stale-charge-sweep' GROUP BY 1 ORDER BY 1`,
      );
    let cron = await slots();
    for (let waited = 0; !cron.some((s) => s.completed > 0) && waited < 100_000; waited += 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      cron = await slots();
    }
    expect(cron.some((s) => s.completed > 0)).toBe(true);
    for (const slot of cron) expect(slot.runs).toBe(1);
    const ranOn = runs.map((r) => r.output?.ranOn);
    figures.push(
      `| A job sent 12 times to the shared queue (pg-boss) | 12 runs, each completed on its first attempt: ${ranOn.filter((i) => i === instances[0]).length} on A, ${ranOn.filter((i) => i === instances[1]).length} on B; the every-minute schedule kept by both made ${cron.length} slot(s), one run each |`,
    );
  });
  it('two instances starting together on an empty database both start, and migrate it once', async () => {
    await query(databaseUrl, 'CREATE DATABASE arrears_started_together');
    const url = new URL(databaseUrl);
    url.pathname = '/arrears_started_together';
    const env = { DATABASE_URL: url.toString(), ...SHARED_SECRETS, DEMO: 'false' };
    const started = await Promise.allSettled([startServer({ env }), startServer({ env })]);
    for (const result of started) if (result.status === 'fulfilled') await stopServer(result.value);
    expect(started.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const [{ count }] = await query<{ count: string }>(
      url.toString(),
      'SELECT count(*) FROM drizzle.__drizzle_migrations',
    );
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
    expect(Number(count)).toBe(files);
    figures.push(
      `| Two instances started at once on an empty database | both ready; ${count} migrations recorded once |`,
    );
  });
});
