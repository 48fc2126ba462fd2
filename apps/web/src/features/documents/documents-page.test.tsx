import type { CustomerDocument } from '@arrears/domain';
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
  },
  {
    id: 9,
    originalFilename: 'Loan contract.pdf',
    documentType: 'contract',
    size: 2.25 * 1024 * 1024,
    createdAt: '2026-01-15T15:00:00.000Z',
    accountNumber: 'ACC-100002',
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
});
