import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@arrears/domain';
import type { DebtAccountRow, UserRow } from '../../../src/db/schema';
import { buildTestApp, type TestApp } from '../../build-test-app';
import { createUser, signIn } from '../../factories';
import { multipart } from '../../multipart';
import { insertAccount } from '../accounts/account-fixtures';

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface UploadFile {
  name: string;
  content: Buffer | string;
  type?: string;
  /** The multipart field name; 'document' as the page sends it. */
  field?: string;
}

/** The upload page's form: the fields, then the file (a PDF in the `document` field unless told). */
export function documentForm(
  fields: Record<string, string>,
  file: UploadFile | null,
): { payload: Buffer; headers: Record<string, string> } {
  return multipart(fields, file ? [{ field: 'document', type: 'application/pdf', ...file }] : []);
}

/** A real one-page PDF made with pdfkit, whose text is `text`. */
export async function samplePdf(text = 'Account Statement'): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(14).text(text);
  doc.end();
  return done;
}

export interface DocumentsTestApp extends TestApp {
  /** The documents folder of this app (DATA_DIR/documents). */
  documentsDir: string;
  cookies: Record<Role, string>;
  users: Record<Role, UserRow>;
  /** Debtors A and B, each signed in with an account of their own. */
  debtorA: { user: UserRow; account: DebtAccountRow; cookie: string };
  debtorB: { user: UserRow; account: DebtAccountRow; cookie: string };
  upload(
    fields: Record<string, string>,
    file: UploadFile | null,
    cookie?: string | null,
  ): Promise<InjectResponse>;
  get(url: string, cookie?: string | null): Promise<InjectResponse>;
  /** The files in the documents folder (none before the first upload). */
  storedFiles(): Promise<string[]>;
  closeAll(): Promise<void>;
}

/** `env` adds configuration, e.g. DOCUMENT_STORAGE=s3 and its S3_* settings. */
export async function buildDocumentsTestApp(
  options: { env?: Record<string, string> } = {},
): Promise<DocumentsTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'arrears-documents-test-'));
  const t = await buildTestApp({ env: { ...options.env, DATA_DIR: dataDir } });
  const users = {} as Record<Role, UserRow>;
  const cookies = {} as Record<Role, string>;
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    users[role] = await createUser(t.deps.db, { role });
    cookies[role] = await signIn(t.app, users[role].username);
  }
  const debtor = async (firstName: string) => {
    const user = await createUser(t.deps.db, { role: 'debtor', firstName });
    const account = await insertAccount(t.deps.db, t.deps.encryption, { userId: user.id, firstName });
    return { user, account, cookie: await signIn(t.app, user.username) };
  };
  const documentsDir = join(dataDir, 'documents');
  return {
    ...t,
    documentsDir,
    users,
    cookies,
    debtorA: await debtor('Alice'),
    debtorB: await debtor('Bob'),
    upload: (fields, file, cookie = cookies.admin) => {
      const body = documentForm(fields, file);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/upload-document',
        payload: body.payload,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      });
    },
    get: (url, cookie = cookies.admin) => t.app.inject({ url, headers: cookie ? { cookie } : {} }),
    storedFiles: async () => readdir(documentsDir).catch(() => []),
    closeAll: async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
