import type { Client, Placement } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./clients-page'), import('./client-detail-page')]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function client(overrides: Partial<Client> = {}): Client {
  return {
    id: 5,
    code: 'KCB',
    name: 'Keystone Community Bank',
    isDefault: false,
    commissionRate: '25',
    commissionTiers: null,
    remitMethod: 'net',
    remitFrequency: 'daily',
    settlementAuthorityPercent: '60',
    planAuthorityMonths: 24,
    itemizationDateBasis: 'charge_off',
    contacts: [{ name: 'Rita Moss', email: 'rita@kcb.example', phone: null }],
    active: true,
    accountCount: 3,
    openAccountCount: 2,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

const FIRST = 'GET /api/admin/clients?sort=name&direction=asc&page=1&pageSize=50';
const PLACEMENT: Placement = {
  id: 9,
  clientId: 5,
  placedOn: '2026-10-26',
  label: 'october.csv',
  sourceImportId: 3,
  accountCount: 3,
  recalledCount: 1,
  openBalance: '1250.50',
  createdAt: '2026-10-26T10:00:00.000Z',
};

describe('/admin/clients', () => {
  it('lists the clients with commission and open accounts, and adds one', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({
        body: [
          client(),
          client({
            id: 6,
            code: 'RSU',
            name: 'Riverside State University',
            commissionTiers: [
              { minAgeDays: 0, rate: '20' },
              { minAgeDays: 365, rate: '30' },
            ],
            accountCount: 1,
            openAccountCount: 1,
          }),
        ],
      }),
      'POST /api/admin/clients': () => ({
        status: 201,
        body: client({ id: 7, code: 'MGH', name: 'Mercy General' }),
      }),
      'GET /api/admin/clients/7': () => ({ body: client({ id: 7, code: 'MGH', name: 'Mercy General' }) }),
      'GET /api/admin/clients/7/placements': () => ({ body: [] }),
      'GET /api/admin/clients/7/recalls': () => ({ body: [] }),
    });
    renderApp('/admin/clients');
    const link = await screen.findByRole('link', { name: 'Keystone Community Bank' });
    expect(link.getAttribute('href')).toBe('/admin/clients/5');
    const table = screen.getByRole('table', { name: 'Clients' });
    expect(within(table).getByText('20% from day 0, 30% from day 365')).toBeTruthy();
    expect(within(table).getByText('1 recalled')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Client' }));
    const form = screen.getByRole('form', { name: 'Add a client' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'mgh' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Mercy General' } });
    fireEvent.change(within(form).getByLabelText('Commission (%)'), { target: { value: '30' } });
    fireEvent.change(within(form).getByLabelText('Remittance frequency'), { target: { value: 'weekly' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Client' }));
    await screen.findByRole('heading', { name: 'Mercy General' });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/clients')?.body).toMatchObject({
      code: 'mgh',
      name: 'Mercy General',
      commissionRate: '30',
      remitMethod: 'net',
      remitFrequency: 'weekly',
      settlementAuthorityPercent: null,
      planAuthorityMonths: null,
      contacts: [],
    });
  });

  it('sends commission tiers by age at placement, and none once they are removed', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({ body: [] }),
      'POST /api/admin/clients': () => ({
        status: 400,
        body: { message: 'Two commission tiers have the same minAgeDays' },
      }),
    });
    renderApp('/admin/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Client' }));
    const form = screen.getByRole('form', { name: 'Add a client' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a Tier' }));
    expect((within(form).getByLabelText('Tier 1: from day') as HTMLInputElement).value).toBe('0');
    fireEvent.change(within(form).getByLabelText('Tier 1: rate (%)'), { target: { value: '20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add a Tier' }));
    fireEvent.change(within(form).getByLabelText('Tier 2: from day'), { target: { value: '365' } });
    fireEvent.change(within(form).getByLabelText('Tier 2: rate (%)'), { target: { value: '33.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Client' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Two commission tiers have the same minAgeDays',
    );
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/clients');
    expect(posts()[0]?.body).toMatchObject({
      commissionTiers: [
        { minAgeDays: 0, rate: '20' },
        { minAgeDays: 365, rate: '33.5' },
      ],
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Remove tier 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove tier 1' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body).toMatchObject({ commissionTiers: null });
  });

  it("shows the server's reason when a client cannot be added", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [FIRST]: () => ({ body: [] }),
      'POST /api/admin/clients': () => ({
        status: 409,
        body: { message: 'Another client already has this code' },
      }),
    });
    renderApp('/admin/clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Client' }));
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Add a client' })).getByRole('button', { name: 'Add Client' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Another client already has this code');
  });

  it('lets staff read the clients but not add one', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.staff), [FIRST]: () => ({ body: [client()] }) });
    renderApp('/admin/clients');
    await screen.findByRole('table', { name: 'Clients' });
    expect(screen.queryByRole('button', { name: 'Add Client' })).toBeNull();
  });
});

describe('/admin/clients/:id', () => {
  it("shows the terms and placements, and recalls a placement with the admin's reason", async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/clients/5': () => ({ body: client() }),
      'GET /api/admin/clients/5/placements': () => ({ body: [PLACEMENT] }),
      'GET /api/admin/clients/5/recalls': () => ({ body: [] }),
      'POST /api/admin/clients/5/recalls': () => ({
        status: 201,
        body: {
          id: 1,
          clientId: 5,
          placementId: 9,
          reason: 'Sold',
          accountCount: 2,
          createdAt: '2026-11-26T10:00:00.000Z',
        },
      }),
    });
    renderApp('/admin/clients/5');
    await screen.findByRole('heading', { name: 'Keystone Community Bank' });
    expect(screen.getByText('60% of the balance or more')).toBeTruthy();
    expect(screen.getByText('Up to 24 months')).toBeTruthy();
    expect(
      await screen.findByText('Placed Oct 26, 2026 · 3 accounts · 1 recalled · $1,250.50 open'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Recall placement october.csv' }));
    const dialog = await screen.findByRole('dialog');
    const recall = within(dialog).getByRole('button', { name: 'Recall' }) as HTMLButtonElement;
    expect(recall.disabled).toBe(true); // a reason first
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Sold' } });
    fireEvent.click(recall);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/clients/5/recalls')?.body).toEqual(
      { placementId: 9, reason: 'Sold' },
    );
  });
});
