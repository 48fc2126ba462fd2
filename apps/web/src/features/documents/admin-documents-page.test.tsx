import type { AdminDocument, DebtAccountSearchHit } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => import('./admin-documents-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HIT: DebtAccountSearchHit = {
  id: 7,
  accountNumber: 'ACC-100001',
  fullName: 'John Doe',
  firstName: 'John',
  lastName: 'Doe',
  unpaidBalance: '2450.75',
  accountStatus: 'Active',
  emailAddress: 'john.doe@example.com',
  primaryPhone: '8565550101',
  schoolName: null,
};

function adminDocument(overrides: Partial<AdminDocument> = {}): AdminDocument {
  return {
    id: 31,
    originalFilename: 'Payment plan.pdf',
    documentType: 'agreement',
    size: 2048,
    createdAt: '2026-03-02T15:00:00.000Z',
    accountNumber: 'ACC-100001',
    kind: 'upload',
    debtAccountId: 7,
    sha256: 'ab'.repeat(32),
    uploadedBy: 'admin',
    ...overrides,
  };
}

const pdfFile = () => new File(['%PDF-1.4\n%%EOF\n'], 'March statement.pdf', { type: 'application/pdf' });

/** Opens the page, searches 'doe' and chooses John Doe's account. */
async function chooseAccount() {
  renderApp('/admin/documents');
  fireEvent.change(await screen.findByLabelText('Search debt accounts'), { target: { value: 'doe' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  const results = await screen.findByRole('list', { name: 'Matching accounts' });
  fireEvent.click(within(results).getByRole('button', { name: /John Doe/ }));
  expect(screen.getByTestId('selected-account').textContent).toBe('John Doe · ACC-100001');
}

const fileInput = () => screen.getByLabelText('PDF Document') as HTMLInputElement;
const uploadButton = () => screen.getByRole('button', { name: 'Upload Document' }) as HTMLButtonElement;

describe('/admin/documents', () => {
  it('uploads a PDF for the chosen account: PDF only, button waits for a file and an account', async () => {
    let listed: AdminDocument[] = [adminDocument()];
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/debt-accounts/search?searchTerm=doe': () => ({ body: [HIT] }),
      'GET /api/admin/documents/7': () => ({ body: listed }),
      'POST /api/admin/upload-document': () => {
        listed = [adminDocument({ id: 32, originalFilename: 'March statement.pdf' }), ...listed];
        return { status: 201, body: listed[0] };
      },
    });
    renderApp('/admin/documents');
    expect(
      within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Admin Portal',
      }),
    ).toBeTruthy();
    expect(screen.getByText('PDF files only, maximum 10MB')).toBeTruthy();
    expect(uploadButton().disabled).toBe(true);
    cleanup();

    await chooseAccount();
    expect(uploadButton().disabled).toBe(true); // no file yet
    expect(await screen.findByText('Payment plan.pdf')).toBeTruthy();

    fireEvent.change(fileInput(), {
      target: { files: [new File(['notes'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText('Invalid file type - Only PDF files are allowed')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(uploadButton().disabled).toBe(true);

    fireEvent.change(fileInput(), { target: { files: [pdfFile()] } });
    expect(screen.queryByText('Invalid file type - Only PDF files are allowed')).toBeNull();
    fireEvent.change(screen.getByLabelText('Document Type'), { target: { value: 'notice' } });
    expect(uploadButton().disabled).toBe(false);
    fireEvent.click(uploadButton());

    expect(await screen.findByText('Document Uploaded')).toBeTruthy();
    const post = vi
      .mocked(fetch)
      .mock.calls.find(([, init]) => init?.method === 'POST' && String(init.body) === '[object FormData]');
    const form = post?.[1]?.body as FormData;
    expect(form.get('debtAccountId')).toBe('7');
    expect(form.get('documentType')).toBe('notice');
    expect((form.get('document') as File).name).toBe('March statement.pdf');
    await waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(2));
    expect(uploadButton().disabled).toBe(true); // the file input was cleared
  });

  it("toasts 'Upload failed' with the server's message", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/debt-accounts/search?searchTerm=doe': () => ({ body: [HIT] }),
      'GET /api/admin/documents/7': () => ({ body: [] }),
      'POST /api/admin/upload-document': () => ({
        status: 413,
        body: { message: 'File too large - The maximum size is 10MB' },
      }),
    });
    await chooseAccount();
    expect(await screen.findByText('No documents for this account yet.')).toBeTruthy();
    fireEvent.change(fileInput(), { target: { files: [pdfFile()] } });
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('File too large - The maximum size is 10MB')).toBeTruthy();
  });

  it('deletes after a confirmation, and toasts Delete failed with the message', async () => {
    let answer: { status: number; body: unknown } = { status: 200, body: { success: true, id: 31 } };
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/debt-accounts/search?searchTerm=doe': () => ({ body: [HIT] }),
      'GET /api/admin/documents/7': () => ({ body: [adminDocument()] }),
      'DELETE /api/admin/documents/31': () => answer,
    });
    await chooseAccount();
    const row = within(await screen.findByTestId('document-row'));
    expect(row.getByRole('link', { name: /^View Payment plan\.pdf/ }).getAttribute('href')).toBe(
      '/api/admin/documents/31/file',
    );
    expect(row.getByRole('link', { name: 'Download Payment plan.pdf' }).getAttribute('href')).toBe(
      '/api/admin/documents/31/file?download=1',
    );

    fireEvent.click(row.getByRole('button', { name: 'Delete Payment plan.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    answer = { status: 404, body: { message: 'Document not found' } };
    fireEvent.click(row.getByRole('button', { name: 'Delete Payment plan.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByText('Document not found')).toBeTruthy();

    answer = { status: 200, body: { success: true, id: 31 } };
    fireEvent.click(row.getByRole('button', { name: 'Delete Payment plan.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document Deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/api/admin/documents/31')).toHaveLength(
      2,
    );
  });

  it("shows 'Failed to fetch documents' when the list cannot be loaded", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/debt-accounts/search?searchTerm=doe': () => ({ body: [HIT] }),
      'GET /api/admin/documents/7': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await chooseAccount();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch documents');
  });

  it('refuses a collector with the admin-area Access Denied text', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/admin/documents');
    expect(
      await screen.findByText(
        "You don't have permission to access this page. This feature requires administrator privileges.",
      ),
    ).toBeTruthy();
  });
});
