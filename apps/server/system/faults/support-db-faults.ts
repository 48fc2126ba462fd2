// Shared by postgres-restart.test.ts and import-kill.test.ts: the admin, generated accounts files,
// the HTTP calls they make against the built server, and direct reads of the PostgreSQL behind it.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCents } from '@arrears/domain';
import type { ServerProcess } from '@arrears/harness/server';

export { query } from '../database-query';

export const ADMIN = { username: 'faults-admin', password: 'faults-password-1', email: 'faults@example.com' };

/** The server on PostgreSQL with only the admin (no demo data). */
export function serverEnv(databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
  };
}

const COLUMNS = [
  'account_number',
  'debtor_name',
  'debtor_first_name',
  'debtor_last_name',
  'ssn',
  'birth_date',
  'original_amount',
  'current_amount',
  'status',
  'debtor_email',
  'debtor_phone',
  'address_1',
  'city',
  'state',
  'zip_code',
];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Row i's balance in cents: varied, deterministic, so a test can check every stored row. */
export const balanceCentsOf = (i: number): number => 50_000 + ((i * 7919) % 900_000);

/** An accounts CSV of `rows` rows numbered from 1 (file row i + 1), account numbers `${prefix}-0000001`… */
export function writeAccountsCsv(dir: string, prefix: string, rows: number): string {
  const lines = [COLUMNS.join(',')];
  for (let i = 1; i <= rows; i += 1) {
    const ssn = pad((i * 104_729) % 1_000_000_000, 9);
    const cents = balanceCentsOf(i);
    lines.push(
      [
        accountNumber(prefix, i),
        `Dana ${i} Rivera`,
        'Dana',
        'Rivera',
        `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`,
        `0${(i % 9) + 1}/1${i % 10}/19${70 + (i % 30)}`,
        `${Math.trunc(cents / 100) + 500}.00`,
        `${Math.trunc(cents / 100)}.${pad(cents % 100, 2)}`,
        'ACTIVE',
        `dana${i}@example.com`,
        `(215) 555-${pad(i % 10_000, 4)}`,
        `${(i % 9000) + 100} Market Street`,
        'Philadelphia',
        'PA',
        '19103',
      ].join(','),
    );
  }
  const path = join(dir, `${prefix}.csv`);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

export const accountNumber = (prefix: string, i: number): string => `${prefix}-${pad(i, 7)}`;

export interface Answer {
  status: number;
  body: unknown;
  contentType: string;
  ms: number;
}

/** One JSON call, bounded by `timeoutMs` (a hang is an error, not a wait). */
export async function call(
  server: ServerProcess,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(server.url + path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  let parsed: unknown = text;
  if (contentType.includes('json')) parsed = text ? JSON.parse(text) : null;
  return { status: res.status, body: parsed, contentType, ms: performance.now() - started };
}

/** POST /api/admin/import as the page sends it (multipart: importType, uploadId, file). */
export async function uploadImport(
  server: ServerProcess,
  cookie: string,
  path: string,
  uploadId: string = randomUUID(),
  timeoutMs = 120_000,
): Promise<Answer & { uploadId: string }> {
  const form = new FormData();
  form.set('importType', 'accounts');
  form.set('uploadId', uploadId);
  form.set('file', new Blob([readFileSync(path)], { type: 'text/csv' }), 'accounts.csv');
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/import`, {
    method: 'POST',
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  return {
    uploadId,
    status: res.status,
    body: contentType.includes('json') && text ? JSON.parse(text) : text,
    contentType,
    ms: performance.now() - started,
  };
}

export interface ImportProgressBody {
  status: string;
  processedRows: number;
  lastCommittedRow: number;
  totalRows: number | null;
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  message: string | null;
}

/** Polls the import's progress call until `until` holds (bounded). */
export async function waitForProgress(
  server: ServerProcess,
  cookie: string,
  uploadId: string,
  until: (p: ImportProgressBody) => boolean,
  timeoutMs = 60_000,
): Promise<ImportProgressBody> {
  const deadline = performance.now() + timeoutMs;
  let last: unknown = null;
  while (performance.now() < deadline) {
    const r = await call(server, cookie, 'GET', `/api/admin/import/${uploadId}`).catch(() => null);
    if (r?.status === 200) {
      last = r.body;
      if (until(r.body as ImportProgressBody)) return r.body as ImportProgressBody;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(
    `import ${uploadId}: condition not met within ${timeoutMs} ms (last: ${JSON.stringify(last)})`,
  );
}

/** Integer cents of a numeric(12,2) text from the database (NaN if it is not one, so a check fails). */
export const toCents = (decimal: string): number => parseCents(decimal) ?? Number.NaN;
