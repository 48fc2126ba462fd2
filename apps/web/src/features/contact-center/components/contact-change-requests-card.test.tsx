import type { ContactChangeRequest } from '@arrears/domain';
import { cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/ui/use-toast';
import { openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PHONE_REQUEST: ContactChangeRequest = {
  id: 11,
  debtAccountId: 3,
  phone: '6095550123',
  email: 'maria@new.example',
  address: null,
  city: null,
  state: null,
  zip: null,
  reason: 'New mobile number',
  source: 'chat',
  status: 'pending',
  createdAt: '2026-11-20T15:00:00Z',
  reviewedBy: null,
  reviewedAt: null,
};

const ADDRESS_REQUEST: ContactChangeRequest = {
  ...PHONE_REQUEST,
  id: 12,
  phone: null,
  email: null,
  address: '12 Lake Road',
  city: 'Erie',
  state: 'PA',
  zip: '16505',
  reason: 'Moved',
};

const LIST = 'GET /api/debtors/3/contact-change-requests';
const card = () => screen.findByRole('heading', { name: 'Contact change requests' });

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('the contact change requests card', { timeout: 40_000 }, () => {
  it('lists the pending requests: requested values, reason, date and source', async () => {
    workspaceServer({
      [LIST]: () => ({
        body: [PHONE_REQUEST, ADDRESS_REQUEST, { ...PHONE_REQUEST, id: 13, status: 'applied' }],
      }),
    });
    await openWorkspace('Contact Interface');
    await card();
    const items = screen.getAllByRole('listitem').filter((li) => li.textContent?.includes('Requested'));
    expect(items).toHaveLength(2); // the applied one is not listed
    const first = within(items[0]);
    expect(first.getByText('(609) 555-0123')).toBeTruthy();
    expect(first.getByText('maria@new.example')).toBeTruthy();
    expect(first.getByText('New mobile number')).toBeTruthy();
    expect(first.getByRole('heading', { level: 3 }).textContent).toMatch(
      /Requested .*2026.* · Chat assistant/,
    );
    expect(within(items[1]).getByText('12 Lake Road, Erie, PA 16505')).toBeTruthy();
    expect(within(items[1]).queryByText('Phone')).toBeNull();
  });

  it('is absent when the debtor has no pending request', async () => {
    const calls = workspaceServer({ [LIST]: () => ({ body: [{ ...PHONE_REQUEST, status: 'dismissed' }] }) });
    await openWorkspace('Contact Interface');
    await waitFor(() => expect(calls.some((c) => `GET ${c.path}` === LIST)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer reaches the page
    expect(screen.queryByRole('heading', { name: 'Contact change requests' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark applied' })).toBeNull();
  });

  it('marks a request applied: the PATCH, a toast, and the list read again', async () => {
    let reviewed = false;
    const calls = workspaceServer({
      [LIST]: () => ({ body: reviewed ? [] : [PHONE_REQUEST] }),
      'PATCH /api/contact-change-requests/11': () => {
        reviewed = true;
        return { body: { ...PHONE_REQUEST, status: 'applied', reviewedBy: 'Sam Staff' } };
      },
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    await card();
    fireEvent.click(screen.getByRole('button', { name: 'Mark applied' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Contact Change Applied'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'applied' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Contact change requests' })).toBeNull(),
    );
  });

  it('dismisses; a refusal shows the server message and keeps the request', async () => {
    const calls = workspaceServer({
      [LIST]: () => ({ body: [PHONE_REQUEST] }),
      'PATCH /api/contact-change-requests/11': () => ({
        status: 409,
        body: { message: 'This contact change request has already been reviewed.' },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    await card();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Update Failed'));
    expect(toasts.result.current.toasts[0]?.description).toBe(
      'This contact change request has already been reviewed.',
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'dismissed' });
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });
});
