import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { catchDownloads } from '@/lib/testing/catch-downloads';
import { CONTACT, MARIA, openWorkspace, workspaceServer } from './workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('/admin/debtor/:id', { timeout: 40_000 }, () => {
  it('shows the loading text, then the sticky header (balance, phones, local time, what is allowed now), Compose and the account summary, with no repeated tiles', async () => {
    // The account answers after a moment, so the loading text is seen.
    workspaceServer({
      'GET /api/debtors/3': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { body: MARIA };
      },
    });
    renderApp('/admin/debtor/3');
    expect(await screen.findByText('Loading debtor information...', {}, { timeout: 15_000 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Maria Garcia' });
    expect(screen.getByRole('link', { name: 'Contact Center' }).getAttribute('href')).toBe(
      '/admin/contact-center',
    );
    const header = screen.getByRole('region', { name: 'Account header' });
    // Balance above 0: in the danger colour.
    expect(within(header).getByTestId('header-balance').textContent).toBe('$1,000.10');
    expect(within(header).getByTestId('header-balance').className).toContain('text-danger-700');
    expect(within(header).getByText('Active')).toBeTruthy();
    expect(within(header).getByText('Dispute open')).toBeTruthy();
    expect(within(header).getByTestId('header-local-time').textContent).toBe(
      'Local time 10:15 AM New York · calls 8:00 AM - 9:00 PM',
    );
    expect(within(header).getByTestId('header-call-now').textContent).toBe('Call: allowed now');
    const callPrimary = within(header).getByRole('button', { name: 'Call Primary: (609) 555-0144' });
    expect((callPrimary as HTMLButtonElement).disabled).toBe(false);
    expect(within(header).getByRole('button', { name: 'Text Alternate: (609) 555-0199' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'E-mail' })).toBeTruthy();
    // Compose is on the page without opening a tab.
    expect(screen.getByRole('form', { name: 'Compose' })).toBeTruthy();
    // No tiles repeating the balance, the creditor and the last activity.
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
    expect(screen.getAllByText('7.50%')).toHaveLength(1);
    const loan = screen.getByLabelText('Loan Information');
    expect(await within(loan).findByText('4')).toBeTruthy(); // portal visits
    // The live Compliance Snapshot (decision 0024; its rows are tested in compliance-snapshot-card.test.tsx).
    expect(within(screen.getByTestId('compliance-snapshot')).getByText('2 of 7')).toBeTruthy();
    expect(screen.getByText('Prefers mornings')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account Summary',
      'Contact Interface',
      'Contact History',
      'Payment',
      'Ledger',
      'Documents',
      'Letters',
    ]);
  });

  it('gives the back office the Ledger and Documents tabs; a collector gets neither (the server keeps them to admin and staff)', async () => {
    workspaceServer({
      'GET /api/admin/accounts/3/ledger': () => ({ body: [] }),
      'GET /api/admin/documents/3': () => ({ body: [] }),
    });
    await openWorkspace('Documents');
    expect(await screen.findByText('No documents for this account yet.')).toBeTruthy();
    cleanup();
    workspaceServer(sessionOf(TEST_USERS.collector));
    renderApp('/admin/debtor/3');
    await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 15_000 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account Summary',
      'Contact Interface',
      'Contact History',
      'Payment',
      'Letters',
    ]);
  });

  it("says 'No recent payment' where the last activity date is missing or unusable", async () => {
    workspaceServer({}, { ...MARIA, lastActivityDate: 'soon', lastActivityAmount: null });
    renderApp('/admin/debtor/3');
    const loan = await screen.findByLabelText('Loan Information', {}, { timeout: 15_000 });
    expect(within(loan).getByText('No recent payment')).toBeTruthy();
    expect(screen.getAllByText('No recent payment')).toHaveLength(1);
  });

  it('shows the balance in green when nothing is owed', async () => {
    workspaceServer({}, { ...MARIA, unpaidBalance: '0.00' });
    renderApp('/admin/debtor/3');
    const balance = await screen.findByTestId('header-balance', {}, { timeout: 15_000 });
    expect(balance.textContent).toBe('$0.00');
    expect(balance.className).toContain('text-success-700');
  });

  it("shows the account's preferred language: a badge only when it is not English, a row always", async () => {
    workspaceServer();
    renderApp('/admin/debtor/3');
    await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 15_000 });
    const personal = screen.getByLabelText('Personal Information');
    expect(within(personal).getByText('Preferred Language').nextElementSibling?.textContent).toBe('English');
    expect(screen.queryByText(/^Reads /)).toBeNull();
    cleanup();
    workspaceServer({}, { ...MARIA, preferredLanguage: 'es' });
    renderApp('/admin/debtor/3');
    expect(
      (await screen.findByText('Reads Spanish (español)', {}, { timeout: 15_000 })).getAttribute('data-tone'),
    ).toBe('grey');
    expect(
      within(screen.getByLabelText('Personal Information')).getByText('Preferred Language').nextElementSibling
        ?.textContent,
    ).toBe('Spanish (español)');
  });

  it('shows the failure text when the account cannot be read', async () => {
    workspaceServer({ 'GET /api/debtors/3': () => ({ status: 404, body: { message: 'Not found' } }) });
    renderApp('/admin/debtor/3');
    expect(await screen.findByText('Error loading debtor information')).toBeTruthy();
  });

  it('lists the timeline with System for an empty user', async () => {
    workspaceServer();
    await openWorkspace('Contact History');
    const table = await screen.findByRole('table', { name: 'Interaction Timeline' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('System')).toBeTruthy();
    expect(within(row).getByText('Left Message')).toBeTruthy();
    expect(within(row).getByText('Voicemail left')).toBeTruthy();
    expect(screen.getByText('1 of 1 entries')).toBeTruthy();
  });

  it('narrows the timeline by text and channel in the browser, with a count and an empty state', async () => {
    const sms = { ...CONTACT, id: 2, channel: 'SMS', dispositionCode: null, message: 'Call me after 5' };
    const email = { ...CONTACT, id: 3, channel: 'Email', userName: 'Sam Staff', message: 'Statement sent' };
    const calls = workspaceServer({ 'GET /api/debtors/3/contacts': () => ({ body: [CONTACT, sms, email] }) });
    await openWorkspace('Contact History');
    const table = await screen.findByRole('table', { name: 'Interaction Timeline' });
    expect(screen.getByText('3 of 3 entries')).toBeTruthy();
    const before = calls.length;
    const box = screen.getByLabelText('Filter interactions');
    fireEvent.change(box, { target: { value: 'AFTER 5' } });
    expect(screen.getByText('1 of 3 entries')).toBeTruthy();
    expect(within(table).getByText('Call me after 5')).toBeTruthy();
    expect(within(table).queryByText('Voicemail left')).toBeNull();
    fireEvent.change(box, { target: { value: 'sam' } });
    expect(within(screen.getByRole('table')).getByText('Statement sent')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(screen.getByText('0 of 3 entries')).toBeTruthy();
    expect(screen.getByText('No entries match "zzz".')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'SMS' }));
    expect(screen.getByRole('button', { name: 'SMS' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 of 3 entries')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'voicemail' } });
    expect(screen.getByText('No entries match "voicemail" in SMS.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All channels' }));
    expect(screen.getByText('1 of 3 entries')).toBeTruthy();
    // Filtering happens on the loaded entries: no new request.
    expect(calls.length).toBe(before);
  });

  it('downloads the contact history PDF from the server, and says when it fails', async () => {
    const saved = catchDownloads();
    let fail = false;
    const calls = workspaceServer({
      'GET /api/debtors/3/contacts/pdf': () =>
        fail ? { status: 500, body: { message: 'Down' } } : { body: {} },
    });
    await openWorkspace('Contact History');
    fireEvent.click(await screen.findByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(saved.map((d) => d.name)).toEqual(['contact-history-3.pdf']));
    expect(calls.some((c) => c.path === '/api/debtors/3/contacts/pdf')).toBe(true);
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: /Download PDF/ }));
    expect(await screen.findByText('Could not download the contact history PDF.')).toBeTruthy();
    expect(saved).toHaveLength(1);
  });

  // A collector opens the page since decision 0040; the server refuses them accounts not assigned to them.
  it('is refused to a debtor with the admin-feature text', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor) });
    renderApp('/admin/debtor/3');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
  });
});
