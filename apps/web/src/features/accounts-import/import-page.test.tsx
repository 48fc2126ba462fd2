import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportResult } from '@arrears/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./import-page')]));

const UPLOAD_ID = 'upload-test-0001';

/** An XMLHttpRequest the test drives: upload progress, end of upload, the server's answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  uploaded() {
    act(() => this.upload.onload?.());
  }
  /** The connection ends without an answer (the server stopped). */
  fail() {
    act(() => this.onerror?.());
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(UPLOAD_ID as ReturnType<typeof crypto.randomUUID>);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const csvFile = (name = 'accounts.csv', content = 'account_number\nA-1\n') =>
  new File([content], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('File (CSV, .xlsx or .xls)') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Upload and Import/ }));

async function openPage(progress?: () => { status?: number; body?: unknown }) {
  fakeServer({
    ...sessionOf(TEST_USERS.staff),
    [`GET /api/admin/import/${UPLOAD_ID}`]:
      progress ?? (() => ({ status: 404, body: { message: 'No import' } })),
  });
  renderApp('/admin/import');
  await screen.findByRole('heading', { name: 'Data Management' });
}

describe('/admin/import', () => {
  it('shows the single tab, the guidelines and the six template downloads', async () => {
    await openPage();
    expect(screen.getByRole('tab', { name: 'Import Data & Documents' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
    expect(screen.getByText('Dates in the format MM/DD/YYYY.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accounts template (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/import-templates/accounts?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Transactions template (Excel)' }).getAttribute('href')).toBe(
      '/api/admin/import-templates/transactions?format=xlsx',
    );
    expect(fileInput().getAttribute('accept')).toBe('.csv,.xlsx,.xls');
  });

  it('checks the file before uploading: required, CSV or Excel, under 10MB', async () => {
    await openPage();
    submit();
    expect(await screen.findByText(IMPORT_MESSAGES.missingFile)).toBeTruthy();
    choose(new File(['%PDF-1.7'], 'letter.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(IMPORT_MESSAGES.wrongType)).toBeTruthy();
    choose(new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'huge.csv'));
    expect(await screen.findByText(IMPORT_MESSAGES.tooLarge)).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    submit();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows upload progress, then rows processed, then the result panel with the row errors', async () => {
    await openPage(() => ({
      body: {
        uploadId: UPLOAD_ID,
        importType: 'payments',
        status: 'running',
        totalRows: 3000,
        processedRows: 1000,
        created: 990,
        updated: 0,
        unchanged: 0,
        errors: 10,
        message: null,
      },
    }));
    fireEvent.click(screen.getByRole('radio', { name: 'Payments' }));
    choose(csvFile('payments.csv'));
    submit();

    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/admin/import', true]);
    expect(xhr.body?.get('importType')).toBe('payments');
    expect(xhr.body?.get('uploadId')).toBe(UPLOAD_ID);
    expect(((xhr.body as FormData).get('file') as File).name).toBe('payments.csv');

    xhr.progress(50, 100);
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    xhr.uploaded();
    expect(await screen.findByText('Processing… 1,000 of 3,000 rows')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Importing/ }) as HTMLButtonElement).disabled).toBe(true);

    const result: ImportResult = {
      importType: 'payments',
      uploadId: UPLOAD_ID,
      payments: 2999,
      errors: 1,
      created: 2999,
      updated: 0,
      unchanged: 0,
      totalRows: 3000,
      rowErrors: [{ row: 7, column: 'account_number', reason: 'No account with number "NOPE-1"' }],
      unknownColumns: ['Favourite Colour'],
    };
    xhr.answer(200, result);

    const panel = await screen.findByRole('region', { name: 'Import finished with errors' });
    expect(within(panel).getByText('2,999 payments imported from 3,000 rows.')).toBeTruthy();
    expect(within(panel).getByText('Records with errors').nextSibling?.textContent).toBe('1');
    expect(within(panel).getByText('Favourite Colour')).toBeTruthy();
    const row = within(panel).getByRole('row', { name: /NOPE-1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', 'account_number', 'No account with number "NOPE-1"']);
    expect(within(panel).getByRole('link', { name: 'Download errors (CSV)' }).getAttribute('href')).toBe(
      `/api/admin/import/${UPLOAD_ID}/errors.csv`,
    );
    // After success the chosen file is cleared (docs/product/accounts-import.md).
    await waitFor(() => expect(fileInput().value).toBe(''));
  });

  it('tells where an import stopped when the server stopped during it, and how to finish it', async () => {
    const stoppedMessage =
      'The import stopped at row 2001. Upload the same file again to finish it; rows already imported are not duplicated.';
    let serverStopped = false;
    const run = {
      uploadId: UPLOAD_ID,
      importType: 'accounts',
      totalRows: 30000,
      processedRows: 2000,
      created: 2000,
      updated: 0,
      unchanged: 0,
      errors: 0,
      lastCommittedRow: 2001,
    };
    await openPage(() => ({
      body: serverStopped
        ? { ...run, status: 'interrupted', message: stoppedMessage }
        : { ...run, status: 'running', message: null },
    }));
    choose(csvFile());
    submit();
    const xhr = FakeXhr.last as FakeXhr;
    xhr.uploaded();
    expect(await screen.findByText('Processing… 2,000 of 30,000 rows')).toBeTruthy();
    // The server is killed: the upload's connection ends; a server back up reports the stop.
    xhr.fail();
    serverStopped = true;
    expect(await screen.findByText(stoppedMessage, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getAllByText('Import Failed').length).toBeGreaterThan(0);
  });

  it('shows the server message and the Import Failed toast when the import is refused', async () => {
    await openPage();
    choose(csvFile());
    submit();
    (FakeXhr.last as FakeXhr).answer(400, { message: 'The file is empty.' });
    expect(await screen.findAllByText('Import Failed')).not.toHaveLength(0);
    expect(screen.getAllByText('The file is empty.').length).toBeGreaterThan(0);
  });
});
