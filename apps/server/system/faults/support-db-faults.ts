// Shared by postgres-restart.test.ts and import-kill.test.ts: the admin, generated accounts files,
// the HTTP calls they make against the built server, and direct reads of the PostgreSQL behind it.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCents } from '@arrears/domain';
import { accountsCsv } from '@arrears/harness/accounts-csv';
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

export { accountNumber, balanceCentsOf } from '@arrears/harness/accounts-csv';

/** An accounts CSV of `rows` generated accounts numbered from 1, written to `${dir}/${prefix}.csv`. */
export function writeAccountsCsv(dir: string, prefix: string, rows: number): string {
  const path = join(dir, `${prefix}.csv`);
  writeFileSync(path, accountsCsv(prefix, rows));
  return path;
}

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
