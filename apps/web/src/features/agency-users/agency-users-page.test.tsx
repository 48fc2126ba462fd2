import { ADMIN_MESSAGES, type AgencyUser } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./agency-users-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function agencyUser(overrides: Partial<AgencyUser>): AgencyUser {
  return {
    id: 10,
    username: 'maria',
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Lopez',
    phone: '2155550100',
    role: 'staff',
    mfaEnabled: false,
    mfaSetupRequired: false,
    active: true,
    mustChangePassword: false,
    phoneLine: 'browser',
    lastLoginAt: null,
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const ME = agencyUser({
  id: TEST_USERS.admin.id,
  username: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
});

/** The table's first page: the server sorts by username and pages. */
const FIRST = 'GET /api/admin/users?sort=username&direction=asc&page=1&pageSize=50';

/** The table's rows once the first page has arrived. */
async function tableRows() {
  await screen.findAllByText(/Admin/);
  return within(await screen.findByRole('table', { name: 'Agency users' }))
    .getAllByRole('row')
    .slice(1);
}

// Whole-app renders: slow on a busy machine.
describe('/admin/users', { timeout: 30_000 }, () => {
  it('lists the users with role, MFA, last sign-in and state', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({
        body: {
          users: [
            ME,
            agencyUser({ mfaEnabled: true, lastLoginAt: '2025-03-04T15:30:00.000Z' }),
            agencyUser({
              id: 11,
              username: 'cole',
              firstName: 'Cole',
              lastName: 'Hart',
              role: 'collector',
              active: false,
            }),
          ],
        },
      }),
      [`${FIRST}&search=collector`]: () => ({
        body: {
          users: [agencyUser({ id: 11, firstName: 'Cole', lastName: 'Hart', role: 'collector' })],
          total: 1,
        },
      }),
    });
    renderApp('/admin/users');
    await screen.findByText('Maria Lopez');
    const rows = await tableRows();
    expect(rows).toHaveLength(3);
    const maria = within(rows[1] as HTMLElement);
    expect(maria.getByText('Maria Lopez')).toBeTruthy();
    expect(maria.getByText('Staff')).toBeTruthy();
    expect(maria.getByText('On')).toBeTruthy();
    // The lists' one form of a time, in the agency's zone (decision 0114).
    expect(maria.getByText('03/04/2025 10:30 AM ET')).toBeTruthy();
    expect(maria.getByRole('button', { name: 'Reset MFA: Maria Lopez' })).toBeTruthy();
    const cole = within(rows[2] as HTMLElement);
    expect(cole.getByText('Deactivated')).toBeTruthy();
    expect(cole.getByText('Never')).toBeTruthy();
    expect(cole.getByRole('button', { name: 'Reactivate: Cole Hart' })).toBeTruthy();
    // No one deactivates their own account.
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /^Deactivate/ })).toBeNull();

    // The words go to the server (after a short pause in typing).
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'collector' } });
    await waitFor(() => expect(screen.queryByText('Maria Lopez')).toBeNull());
    expect(await tableRows()).toHaveLength(1);
    expect(screen.getByText('1 user found')).toBeTruthy();
  });

  it('marks the admin and staff who are held to the two-factor setup', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({
        body: {
          users: [
            { ...ME, mfaEnabled: true },
            agencyUser({ mfaSetupRequired: true }),
            agencyUser({ id: 11, username: 'cole', firstName: 'Cole', lastName: 'Hart', role: 'collector' }),
          ],
        },
      }),
    });
    renderApp('/admin/users');
    await screen.findByText('Cole Hart');
    const rows = await tableRows();
    expect(within(rows[0] as HTMLElement).getByText('On')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not set up (required)')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText('Not set up (required)')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Off')).toBeTruthy();
  });

  it('deactivates a user after the confirmation', async () => {
    let maria = agencyUser({});
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({ body: { users: [ME, maria] } }),
      'PATCH /api/admin/users/10': ({ body }) => {
        maria = { ...maria, ...(body as object) };
        return { body: { user: maria } };
      },
    });
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate: Maria Lopez' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate Maria Lopez?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Maria Lopez has been deactivated.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false });
    expect(await screen.findByRole('button', { name: 'Reactivate: Maria Lopez' })).toBeTruthy();
  });

  it("sets an agent's phone line: a typed US number goes as E.164, nonsense is refused before it is sent", async () => {
    let maria = agencyUser({});
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({
        body: {
          users: [ME, maria, agencyUser({ id: 12, firstName: 'Cleo', lastName: 'Client', role: 'client' })],
        },
      }),
      'PATCH /api/admin/users/10': ({ body }) => {
        maria = { ...maria, ...(body as object) };
        return { body: { user: maria } };
      },
    });
    renderApp('/admin/users');
    // A client's user takes no calls: no Phone Line action on that row.
    await screen.findByText('Cleo Client');
    expect(screen.queryByRole('button', { name: 'Phone Line: Cleo Client' })).toBeNull();

    // The column is one the chooser adds.
    expect(screen.queryByRole('columnheader', { name: 'Phone Line' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Phone Line/ }));
    expect(await screen.findByRole('columnheader', { name: 'Phone Line' })).toBeTruthy();
    const row = () => within(screen.getByText('Maria Lopez').closest('tr') as HTMLElement);
    expect(row().getByText('Browser phone')).toBeTruthy();

    fireEvent.click(row().getByRole('button', { name: 'Phone Line: Maria Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Phone line: Maria Lopez' });
    expect(within(dialog).getByText('Now: Browser phone')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Another phone (a number or a SIP address)'));
    const field = within(dialog).getByLabelText('Number or SIP address');
    fireEvent.change(field, { target: { value: '555-0100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Phone Line' }));
    expect(
      await within(dialog).findByText(
        'Please give a phone line: browser, a number such as +15551234567, or a sip: address',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(field, { target: { value: '(215) 555-0100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Phone Line' }));
    expect(await screen.findByText("Maria Lopez's calls now ring on: +1 (215) 555-0100.")).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ phoneLine: '+12155550100' });
    expect(await screen.findByText('+1 (215) 555-0100')).toBeTruthy();

    // Back to the browser phone.
    fireEvent.click(row().getByRole('button', { name: 'Phone Line: Maria Lopez' }));
    const again = await screen.findByRole('dialog', { name: 'Phone line: Maria Lopez' });
    expect(within(again).getByText('Now: +1 (215) 555-0100')).toBeTruthy();
    fireEvent.click(within(again).getByLabelText('Browser phone (in the debtor workspace)'));
    fireEvent.click(within(again).getByRole('button', { name: 'Save Phone Line' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ phoneLine: 'browser' }),
    );
  });

  it('creates a user with a role, and shows the 409 message for a duplicate', async () => {
    let conflict = true;
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({ body: { users: [ME] } }),
      'POST /api/admin/users': ({ body }) =>
        conflict
          ? { status: 409, body: { message: 'That username is already taken. Please choose another.' } }
          : { status: 201, body: { user: agencyUser(body as Partial<AgencyUser>) } },
    });
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/admin/users' && c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Nina' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Park' } });
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'nina@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '2155550111' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'npark' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first-password' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'collector' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That username is already taken. Please choose another.',
    );

    conflict = false;
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User Created')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/users' && c.method === 'POST').at(-1)?.body).toEqual({
      firstName: 'Nina',
      lastName: 'Park',
      email: 'nina@example.com',
      phone: '2155550111',
      username: 'npark',
      password: 'first-password',
      role: 'collector',
    });
  });

  it('refuses staff with the admin-area Access Denied text', async () => {
    const calls = fakeServer(sessionOf(TEST_USERS.staff));
    renderApp('/admin/users');
    expect(await screen.findByText(ADMIN_MESSAGES.featureRequiresAdmin)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(calls.some((c) => c.path === '/api/admin/users')).toBe(false);
  });

  it('sends a signed-out visitor to /admin-login', async () => {
    fakeServer(sessionOf(null));
    const app = renderApp('/admin/users');
    await waitFor(() => expect(app.pathname()).toBe('/admin-login'));
  });
});
