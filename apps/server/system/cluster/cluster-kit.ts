import { randomBytes } from 'node:crypto';
import { type ServerProcess, signIn, startServer, stopServer, tempDir } from '@arrears/harness/server';

export { query } from '../database-query';

/** Demo users (seeded by instance A with DEMO=true), all with this password. */
export const DEMO_PASSWORD = 'Password123!';

/** Secrets shared by every instance, as a deployment's secret store would hand them out. */
export const SHARED_SECRETS = {
  SESSION_SECRET: randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

export interface Pair {
  a: ServerProcess;
  b: ServerProcess;
  stop(): Promise<void>;
}

/**
 * Two built server processes on their own ports against one database. A starts first (it runs
 * the migrations and, with `seed`, the demo data), then B.
 */
export async function startPair(
  databaseUrl: string,
  envA: Record<string, string>,
  envB: Record<string, string>,
  seed = false,
): Promise<Pair> {
  const common = { DATABASE_URL: databaseUrl, ...SHARED_SECRETS, DEMO: 'false' };
  const a = await startServer({ env: { ...common, ...envA, ...(seed ? { DEMO: 'true' } : {}) } });
  let b: ServerProcess;
  try {
    b = await startServer({ env: { ...common, ...envB } });
  } catch (error) {
    await stopServer(a);
    throw error;
  }
  return { a, b, stop: async () => void (await Promise.all([stopServer(a), stopServer(b)])) };
}

/** A fresh, empty folder (removed at exit). */
export function folder(prefix: string): string {
  return tempDir(`arrears-cluster-${prefix}-`);
}

export async function cookieFor(server: ServerProcess, username: string): Promise<string> {
  return signIn(server, username, DEMO_PASSWORD);
}

/** fetch with a session cookie and a bounded wait. */
export function call(server: ServerProcess, path: string, cookie: string | null, init: RequestInit = {}) {
  return fetch(server.url + path, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    signal: AbortSignal.timeout(30_000),
  });
}

/** A small, real PDF: the header and %%EOF the upload check looks for, one empty page. */
export function tinyPdf(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n` +
      '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
      '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
  );
}

/** Uploads a PDF to an account through one instance; returns the document id. */
export async function uploadDocument(
  server: ServerProcess,
  cookie: string,
  accountId: number,
  pdf: Buffer,
): Promise<number> {
  const form = new FormData();
  form.set('debtAccountId', String(accountId));
  form.set('documentType', 'notice');
  form.set('document', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cluster-notice.pdf');
  const res = await call(server, '/api/admin/upload-document', cookie, { method: 'POST', body: form });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${body}`);
  return (JSON.parse(body) as { id: number }).id;
}
