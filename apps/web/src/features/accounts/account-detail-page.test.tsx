import { ACCOUNT_FIELD_KEYS } from '@arrears/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import type { AccountRecord } from './api/account-types';
import { AccountDetailCards } from './components/account-detail-cards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An account object as the server sends it: every key present, null when empty. */
function account(values: Partial<AccountRecord>): AccountRecord {
  const empty = Object.fromEntries(ACCOUNT_FIELD_KEYS.map((k) => [k, null]));
  return {
    ...empty,
    id: 5,
    account_number: 'ACC-100003',
    full_name: 'Maria Garcia',
    ...values,
  } as AccountRecord;
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the account detail cards', () => {
  it('show the four cards and no school or co-signer card when neither exists', () => {
    render(<AccountDetailCards account={account({ school_campus: 'North', co_signer_city: 'Camden' })} />);
    expect(titles()).toEqual([
      'Basic Information',
      'Contact Information',
      'Address Information',
      'Financial Information',
    ]);
  });

  it('show the Creditor card with a school group alone, or a school name alone', () => {
    render(<AccountDetailCards account={account({ school_group: 'G7' })} />);
    expect(titles()).toContain('Creditor');
    cleanup();
    render(<AccountDetailCards account={account({ school_name: 'CFC AUTO CREDIT' })} />);
    expect(titles()).toContain('Creditor');
    expect(titles()).not.toContain('Co-Signer Information');
  });

  it('show Co-Signer Information with a co-signer first or last name, not for blank names', () => {
    render(<AccountDetailCards account={account({ co_signer_first_name: 'Luis' })} />);
    expect(titles().at(-1)).toBe('Co-Signer Information');
    cleanup();
    render(<AccountDetailCards account={account({ co_signer_last_name: 'Garcia' })} />);
    expect(titles()).toContain('Co-Signer Information');
    cleanup();
    render(<AccountDetailCards account={account({ co_signer_first_name: '  ', school_name: '' })} />);
    expect(titles()).not.toContain('Co-Signer Information');
    expect(titles()).not.toContain('Creditor');
  });

  it('apply the display rules: phones, money, dates, rates in % and the masked SSN as sent, under plain labels', () => {
    render(
      <AccountDetailCards
        account={account({
          primary_phone: '6095550144',
          unpaid_balance: '4875.00',
          next_pymt_due: '2026-04-01',
          last_activity_date: '45292',
          ssn: '***-**-4321',
          interest_rate: '18.9900',
          days_delinq: 1250,
          address1: '12 Elm St',
        })}
      />,
    );
    const contact = screen
      .getByRole('heading', { name: 'Contact Information' })
      .closest('div')?.parentElement;
    expect(within(contact as HTMLElement).getByText('(609) 555-0144')).toBeTruthy();
    expect(screen.getByText('$4,875.00')).toBeTruthy();
    expect(screen.getByText('04/01/2026')).toBeTruthy();
    expect(screen.getByText('01/01/2024')).toBeTruthy(); // spreadsheet serial 45292
    expect(screen.getByText('***-**-4321')).toBeTruthy();
    const labelled = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(labelled('Interest rate')).toBe('18.99%');
    expect(labelled('Days delinquent')).toBe('1,250');
    expect(labelled('Address line 1')).toBe('12 Elm St');
  });

  it('leave empty fields out instead of N/A, and say when a card has nothing', () => {
    render(<AccountDetailCards account={account({ city: 'Trenton' })} />);
    expect(screen.queryByText('N/A')).toBeNull();
    expect(screen.queryByText('Address line 1')).toBeNull();
    expect(screen.getByText('City', { selector: 'dt' })).toBeTruthy();
    const contact = screen
      .getByRole('heading', { name: 'Contact Information' })
      .closest('div')?.parentElement;
    expect(within(contact as HTMLElement).getByText('Nothing on file.')).toBeTruthy();
  });
});

describe('/admin/accounts/{id}', () => {
  it('shows the account with its status badge, Edit Account link and sidebar', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/accounts/5': () => ({ body: account({ account_status: 'Repayment II' }) }),
    });
    renderApp('/admin/accounts/5');
    expect(await screen.findByRole('heading', { name: 'Maria Garcia' })).toBeTruthy();
    const badge = screen.getAllByText('Repayment II').find((el) => el.hasAttribute('data-tone'));
    expect(badge?.getAttribute('data-tone')).toBe('yellow');
    expect(screen.getByRole('link', { name: 'Edit Account' }).getAttribute('href')).toBe(
      '/admin/accounts/5/edit',
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(nav).getByRole('link', { name: 'Accounts' }).getAttribute('href')).toBe('/admin/accounts');
    expect(within(nav).getByRole('link', { name: 'Import Data' }).getAttribute('href')).toBe('/admin/import');
    const who = screen.getByTestId('account-sidebar-user');
    expect(who.textContent).toContain('sam@example.com');
    expect(who.textContent).toContain('Role: staff');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows Account Not Found for a 404 and the error screen for other failures', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/accounts/404': () => ({ status: 404, body: { message: 'Account not found' } }),
      'GET /api/admin/accounts/500': () => ({ status: 500, body: { message: 'boom' } }),
    });
    const view = renderApp('/admin/accounts/404');
    expect(await screen.findByText('The requested account could not be found.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Not Found' })).toBeTruthy();
    view.navigate('/admin/accounts/500');
    expect(await screen.findByText('Failed to fetch account details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Accounts' }).getAttribute('href')).toBe(
      '/admin/accounts',
    );
  });

  it('shows collectors and debtors Access Denied with Return to Home, and asks nothing', async () => {
    for (const user of [TEST_USERS.collector, TEST_USERS.debtor]) {
      const calls = fakeServer(sessionOf(user));
      renderApp('/admin/accounts/5/edit');
      expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
      expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
      expect(calls.some((c) => c.path.startsWith('/api/admin/accounts'))).toBe(false);
      cleanup();
    }
  });
});
