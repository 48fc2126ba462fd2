import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { MARIA, openWorkspace, workspaceServer } from './workspace-fixtures';

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
    // The live Compliance Snapshot (issue 9; its rows are tested in compliance-snapshot-card.test.tsx).
    expect(within(screen.getByTestId('compliance-snapshot')).getByText('2 of 7')).toBeTruthy();
    expect(screen.getByText('Prefers mornings')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Account Summary',
      'Contact Interface',
      'Contact History',
      'Payment',
    ]);
  });

  it('shows a green balance badge when nothing is owed', async () => {
    workspaceServer({}, { ...MARIA, unpaidBalance: '0.00' });
    renderApp('/admin/debtor/3');
    expect((await screen.findByText('Balance $0.00')).getAttribute('data-tone')).toBe('green');
  });

  it('shows the failure text when the account cannot be read', async () => {
    workspaceServer({ 'GET /api/debtors/3': () => ({ status: 404, body: { message: 'Not found' } }) });
    renderApp('/admin/debtor/3');
    expect(await screen.findByText('Error loading debtor information')).toBeTruthy();
  });

  it('lists the timeline with System for an empty user; the filter and Download PDF do nothing', async () => {
    const calls = workspaceServer();
    await openWorkspace('Contact History');
    const table = await screen.findByRole('table', { name: 'Interaction Timeline' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('System')).toBeTruthy();
    expect(within(row).getByText('Left Message')).toBeTruthy();
    expect(within(row).getByText('Voicemail left')).toBeTruthy();
    const before = calls.length;
    fireEvent.change(screen.getByLabelText('Filter interactions'), { target: { value: 'zzz' } });
    expect(within(table).getByText('Voicemail left')).toBeTruthy();
    expect(calls.length).toBe(before);
    expect((screen.getByRole('button', { name: /Download PDF/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is refused to a collector with the admin-feature text', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.collector) });
    renderApp('/admin/debtor/3');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
  });
});
