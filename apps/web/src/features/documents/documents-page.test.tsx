import { type CustomerDocument, E_DELIVERY_DISCLOSURE, type EDeliveryState } from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => import('./documents-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DOCUMENTS: CustomerDocument[] = [
  {
    id: 12,
    originalFilename: 'March statement.pdf',
    documentType: 'statement',
    size: 48_213,
    createdAt: '2026-03-02T15:00:00.000Z',
    accountNumber: 'ACC-100001',
    kind: 'upload',
  },
  {
    id: 9,
    originalFilename: 'Loan contract.pdf',
    documentType: 'contract',
    size: 2.25 * 1024 * 1024,
    createdAt: '2026-01-15T15:00:00.000Z',
    accountNumber: 'ACC-100002',
    kind: 'upload',
  },
];

describe('/documents', () => {
  it('lists each document with name, type, size and date, View in a new tab and Download', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => ({ body: DOCUMENTS }),
    });
    renderApp('/documents');
    const rows = await screen.findAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('March statement.pdf')).toBeTruthy();
    expect(first.getByText('Account Statement')).toBeTruthy();
    expect(first.getByText('47.08 KB')).toBeTruthy();
    expect(first.getByText('Mar 2, 2026')).toBeTruthy();
    expect(first.getByText('Account ACC-100001')).toBeTruthy(); // two accounts: each row names its own
    const view = first.getByRole('link', { name: 'View March statement.pdf (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('/api/customer/documents/12');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toContain('noopener');
    const download = first.getByRole('link', { name: 'Download March statement.pdf' });
    expect(download.getAttribute('href')).toBe('/api/customer/documents/12?download=1');
    expect(download.hasAttribute('download')).toBe(true);

    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('Loan Contract')).toBeTruthy();
    expect(second.getByText('2.25 MB')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Account' }).getAttribute('href')).toBe('/debtor');
  });

  it("shows 'No Documents Available' when there are none", async () => {
    fakeServer({ ...sessionOf(TEST_USERS.collector), 'GET /api/customer/documents': () => ({ body: [] }) });
    renderApp('/documents');
    expect(await screen.findByRole('heading', { name: 'No Documents Available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Account' }).getAttribute('href')).toBe('/account');
  });

  it("shows 'Failed to fetch documents' and tries again", async () => {
    let fail = true;
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: [] }),
    });
    renderApp('/documents');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch documents');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Documents Available')).toBeTruthy();
  });

  it('lists a letter we sent beside the uploads and opens its PDF from the letters address', async () => {
    const letter: CustomerDocument = {
      id: 12,
      originalFilename: 'validation-notice-12.pdf',
      documentType: 'notice',
      size: 9_400,
      createdAt: '2026-03-05T15:00:00.000Z',
      accountNumber: 'ACC-100001',
      kind: 'letter',
    };
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => ({ body: [letter, ...DOCUMENTS] }),
    });
    renderApp('/documents');
    const rows = await screen.findAllByTestId('document-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Notice')).toBeTruthy();
    const view = first.getByRole('link', { name: 'View validation-notice-12.pdf (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('/api/letters/12/pdf?inline=1');
    expect(first.getByRole('link', { name: 'Download validation-notice-12.pdf' }).getAttribute('href')).toBe(
      '/api/letters/12/pdf',
    );
    // The upload with the same id still opens from the documents address.
    const upload = within(rows[1] as HTMLElement);
    expect(upload.getByRole('link', { name: /^View March statement/ }).getAttribute('href')).toBe(
      '/api/customer/documents/12',
    );
  });
});

describe('/documents: letters by e-mail', () => {
  const state = (over: Partial<EDeliveryState> = {}): EDeliveryState => ({
    debtAccountId: 7,
    accountNumber: 'ACC-100001',
    emailAddress: 'j•••@example.com',
    consented: false,
    givenAt: null,
    method: null,
    ...over,
  });

  it('shows the E-SIGN disclosure, records consent when ticked and withdraws it when unticked', async () => {
    let current = state();
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => ({ body: [] }),
      'GET /api/customer/e-delivery': () => ({ body: [current] }),
      'POST /api/customer/e-delivery': () => {
        current = state({ consented: true, method: 'portal', givenAt: '2026-03-02T15:00:00.000Z' });
        return { body: { ...current, message: 'Your letters about this account will come by e-mail.' } };
      },
      'DELETE /api/customer/e-delivery': () => {
        current = state();
        return { body: { ...current, message: 'Your letters about this account will come by post.' } };
      },
    });
    renderApp('/documents');
    expect(await screen.findByRole('heading', { name: 'Get your letters by e-mail' })).toBeTruthy();
    const disclosure = screen.getByTestId('e-delivery-disclosure');
    for (const line of E_DELIVERY_DISCLOSURE) expect(disclosure.textContent).toContain(line);
    const box = screen.getByRole('checkbox', { name: /Send my letters by e-mail instead of post/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('To j•••@example.com')).toBeTruthy();

    fireEvent.click(box);
    expect(await screen.findByText('Your letters about this account will come by e-mail.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/customer/e-delivery')?.body).toEqual({
      debtAccountId: 7,
    });
    await vi.waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));

    fireEvent.click(box);
    expect(await screen.findByText('Your letters about this account will come by post.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE' && c.path === '/api/customer/e-delivery')?.body).toEqual({
      debtAccountId: 7,
    });
  });

  it('cannot be ticked without an e-mail address, and is not asked for by a collector', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => ({ body: [] }),
      'GET /api/customer/e-delivery': () => ({ body: [state({ emailAddress: null })] }),
    });
    renderApp('/documents');
    const box = await screen.findByRole('checkbox', { name: /Send my letters by e-mail/ });
    expect((box as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/We have no e-mail address for this account/)).toBeTruthy();
    cleanup();

    const calls = fakeServer({
      ...sessionOf(TEST_USERS.collector),
      'GET /api/customer/documents': () => ({ body: [] }),
    });
    renderApp('/documents');
    await screen.findByText('No Documents Available');
    expect(calls.some((c) => c.path === '/api/customer/e-delivery')).toBe(false);
  });
});
