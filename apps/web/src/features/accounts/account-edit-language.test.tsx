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
  id: 7,
  account_number: 'ACC-100007',
  full_name: 'Ana Ruiz',
  unpaid_balance: '500.00',
  preferred_language: 'en',
} as AccountRecord;

async function save(change?: string) {
  const calls = fakeServer({
    ...sessionOf(TEST_USERS.staff),
    'GET /api/admin/accounts/7': () => ({ body: ACCOUNT }),
    'PUT /api/admin/accounts/7': ({ body }) => ({ body: { ...ACCOUNT, ...(body as object) } }),
  });
  renderApp('/admin/accounts/7/edit');
  await screen.findByRole('heading', { name: 'Edit Account' });
  const select = screen.getByLabelText('Preferred language') as HTMLSelectElement;
  expect(select.value).toBe('en');
  if (change) fireEvent.change(select, { target: { value: change } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await screen.findByText('Account updated successfully.');
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  return calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
}

describe('the preferred language on /admin/accounts/{id}/edit', () => {
  it('sends the language only when it changes', async () => {
    const body = await save('es');
    expect(body.preferred_language).toBe('es');
    expect(Object.keys(body)).toHaveLength(19);
  }, 15_000);

  it('leaves the spec’s 18 fields alone when the language stays', async () => {
    const body = await save();
    expect(body).not.toHaveProperty('preferred_language');
    expect(Object.keys(body)).toHaveLength(18);
  }, 15_000);
});
