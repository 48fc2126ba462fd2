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
describe('/admin/debtor/:id', { timeout: 20_000 }, () => {
  it('shows the loading text, then the header, tiles, small cards and the account summary', async () => {
    workspaceServer();
    renderApp('/admin/debtor/3');
    expect(await screen.findByText('Loading debtor information...', {}, { timeout: 5000 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Maria Garcia' });
    expect(screen.getByRole('link', { name: /Contact Center/ }).getAttribute('href')).toBe(
      '/admin/contact-center',
    );
    const tiles = screen.getByRole('region', { name: 'Key figures' });
    expect(within(tiles).getByText('Outstanding Balance')).toBeTruthy();
    expect(await within(tiles).findByText('4')).toBeTruthy();
    expect(within(tiles).getByText('Last Activity Date')).toBeTruthy();
    // Balance above 0: the destructive badge.
    expect(screen.getByText('Balance $1,000.10').getAttribute('data-tone')).toBe('red');
    expect(screen.getByText('Active')).toBeTruthy();
    // Interest rate with 2 decimals, in the small card and the loan information.
    expect(screen.getAllByText('7.50%')).toHaveLength(2);
    // The live Compliance Snapshot (decision 0024; its rows are tested in compliance-snapshot-card.test.tsx).
    expect(within(screen.getByTestId('compliance-snapshot')).getByText('2 of 7')).toBeTruthy();
    expect(screen.getByText('Prefers mornings')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account Summary',
      'Contact Interface',
      'Contact History',
      'Payment',
    ]);
  });

  it("links the back office to the account's ledger; a collector gets no link", async () => {
    workspaceServer();
    renderApp('/admin/debtor/3');
    const link = await screen.findByRole('link', { name: 'Open the ledger' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/admin/accounts/3?tab=ledger');
    cleanup();
    workspaceServer(sessionOf(TEST_USERS.collector));
    renderApp('/admin/debtor/3');
    await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Open the ledger' })).toBeNull();
  });

  it("says 'No recent payment' where the last activity date is missing or unusable", async () => {
    workspaceServer({}, { ...MARIA, lastActivityDate: 'soon', lastActivityAmount: null });
    renderApp('/admin/debtor/3');
    const tiles = await screen.findByRole('region', { name: 'Key figures' }, { timeout: 5000 });
    expect(within(tiles).getByText('No recent payment')).toBeTruthy();
    expect(screen.getAllByText('No recent payment')).toHaveLength(2); // the tile and the Last Activity card
  });

  it('shows a green balance badge when nothing is owed', async () => {
    workspaceServer({}, { ...MARIA, unpaidBalance: '0.00' });
    renderApp('/admin/debtor/3');
    expect((await screen.findByText('Balance $0.00')).getAttribute('data-tone')).toBe('green');
  });

  it("shows the account's preferred language: a badge only when it is not English, a row always", async () => {
    workspaceServer();
    renderApp('/admin/debtor/3');
    await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 5000 });
    const personal = screen.getByLabelText('Personal Information');
    expect(within(personal).getByText('Preferred Language').nextElementSibling?.textContent).toBe('English');
    expect(screen.queryByText(/^Reads /)).toBeNull();
    cleanup();
    workspaceServer({}, { ...MARIA, preferredLanguage: 'es' });
    renderApp('/admin/debtor/3');
    expect(
      (await screen.findByText('Reads Spanish (español)', {}, { timeout: 5000 })).getAttribute('data-tone'),
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
