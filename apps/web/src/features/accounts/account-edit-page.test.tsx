import { ACCOUNT_FIELD_KEYS } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import type { AccountRecord } from './api/account-types';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = {
  ...Object.fromEntries(ACCOUNT_FIELD_KEYS.map((k) => [k, null])),
  id: 5,
  account_number: 'ACC-100003',
  full_name: 'Maria Garcia',
  primary_phone: '6095550144',
  email_address: 'maria.garcia@example.com',
  city: 'Trenton',
  unpaid_balance: '4875.00',
  account_status: 'Active',
} as AccountRecord;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/admin/accounts/{id}/edit', () => {
  it('starts from the account, saves the 18 fields, toasts success and returns to the account', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/accounts/5': () => ({ body: ACCOUNT }),
      'PUT /api/admin/accounts/5': ({ body }) => ({ body: { ...ACCOUNT, ...(body as object) } }),
    });
    const view = renderApp('/admin/accounts/5/edit');
    await screen.findByRole('heading', { name: 'Edit Account' });
    for (const section of ['Contact', 'Address', 'Financial', 'Account Status & Co-Signer']) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    expect(field('Primary phone').value).toBe('(609) 555-0144');
    expect(field('Email').type).toBe('email');
    expect(field('Balance').step).toBe('0.01');
    expect(field('Scheduled payment').type).toBe('number');
    expect(field('Next payment due').type).toBe('date');
    expect((screen.getByLabelText('Account status') as HTMLSelectElement).value).toBe('Active');

    fireEvent.change(field('Primary phone'), { target: { value: '609-555-0199' } });
    fireEvent.change(field('Balance'), { target: { value: '4800.5' } });
    // A changed balance is posted as an adjustment: the form asks why.
    fireEvent.change(field('Reason for the balance change'), { target: { value: 'Creditor credit memo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Account updated successfully.')).toBeTruthy();
    await waitFor(() => expect(view.pathname()).toBe('/admin/accounts/5'));
    const put = calls.find((c) => c.method === 'PUT');
    const { balanceChangeReason, ...fields } = (put?.body ?? {}) as Record<string, unknown>;
    expect(Object.keys(fields)).toHaveLength(18);
    expect(balanceChangeReason).toBe('Creditor credit memo');
    expect(put?.body).toMatchObject({
      primary_phone: '6095550199',
      unpaid_balance: '4800.5',
      scheduled_paymt_amt: null,
      email_address: 'maria.garcia@example.com',
      city: 'Trenton',
    });
  });

  it('checks the fields before sending and shows the server field errors with the failure toast', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/accounts/5': () => ({ body: ACCOUNT }),
      'PUT /api/admin/accounts/5': () => ({
        status: 400,
        body: {
          message: 'Enter a 5-digit ZIP code',
          issues: [{ path: 'zip_code', message: 'Enter a 5-digit ZIP code' }],
        },
      }),
    });
    const view = renderApp('/admin/accounts/5/edit');
    await screen.findByRole('heading', { name: 'Edit Account' });

    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(field('Email'), { target: { value: 'maria@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update account. Please try again.')).toBeTruthy();
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeTruthy();
    expect(field('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(view.pathname()).toBe('/admin/accounts/5/edit');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin/accounts/5');
    expect(screen.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe(
      '/admin/accounts/5',
    );
  });
});
