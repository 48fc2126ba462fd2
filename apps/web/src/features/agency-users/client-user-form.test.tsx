import type { AgencyUser, Client } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./agency-users-page')]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRST = 'GET /api/admin/users?sort=username&direction=asc&page=1&pageSize=50';
const bank = { id: 5, code: 'KCB', name: 'Keystone Community Bank', active: true } as Client;
const closed = { id: 6, code: 'OLD', name: 'Old Lender', active: false } as Client;

describe('/admin/users: a client user', () => {
  it('asks for the client once the role is client, and sends it', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({ body: { users: [] } }),
      'GET /api/admin/clients': () => ({ body: [bank, closed] }),
      'POST /api/admin/users': ({ body }) => ({
        status: 201,
        body: { user: { ...(body as object), id: 30, mfaEnabled: false } as AgencyUser },
      }),
    });
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(screen.queryByLabelText('Client')).toBeNull();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Rita' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Moss' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'rita@kcb.example' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '2155550100' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'rita' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first-password' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'client' } });
    const picker = await screen.findByLabelText('Client');
    // Only active clients are offered.
    await screen.findByRole('option', { name: 'Keystone Community Bank (KCB)' });
    expect(screen.queryByRole('option', { name: 'Old Lender (OLD)' })).toBeNull();
    fireEvent.change(picker, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/users' && c.method === 'POST')?.body).toEqual({
        firstName: 'Rita',
        lastName: 'Moss',
        email: 'rita@kcb.example',
        phone: '2155550100',
        username: 'rita',
        password: 'first-password',
        role: 'client',
        clientId: 5,
      }),
    );
  });
});
