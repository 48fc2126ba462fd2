import type { ComplianceSettings } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./state-rules-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVED: ComplianceSettings = {
  licensedStates: ['CA', 'MA'],
  updatedAt: '2026-03-02T15:00:00.000Z',
  updatedBy: 'Ada Admin',
};

describe('/admin/state-rules', () => {
  it('lists each kind of state rule with its legal source', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.staff) });
    renderApp('/admin/state-rules');
    await screen.findByRole('heading', { name: 'State Rules', level: 1 });
    const limits = screen.getByRole('table', { name: 'State call limits' });
    const ma = within(limits).getByRole('row', { name: /MA \(Massachusetts\)/ });
    expect(ma.textContent).toContain('2 in 7 days');
    expect(ma.textContent).toContain('209 CMR 18.16(1)(d)');
    const licensing = screen.getByRole('table', { name: 'States requiring a collection licence' });
    expect(within(licensing).getByRole('row', { name: /CA \(California\)/ }).textContent).toContain(
      'Cal. Fin. Code §100001',
    );
    const periods = screen.getByRole('table', { name: 'Statutes of limitations by state and debt type' });
    expect(within(periods).getByRole('row', { name: /NY \(New York\)/ }).textContent).toContain('214-i');
    expect(screen.getByText(/None on file: no state law we could cite narrows/)).toBeTruthy();
    // Staff read the rules; the licensed states are the admin's.
    expect(screen.queryByRole('form', { name: 'Licensed states' })).toBeNull();
  });

  it('lets an admin tick the licensed states and save them, naming the states left out', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/compliance/settings': () => ({ body: SAVED }),
      'PUT /api/admin/compliance/settings': ({ body }) => ({
        body: { ...SAVED, licensedStates: (body as { licensedStates: string[] }).licensedStates },
      }),
    });
    renderApp('/admin/state-rules');
    const form = await screen.findByRole('form', { name: 'Licensed states' });
    const ca = await within(form).findByRole('checkbox', { name: 'CA (California)' });
    await waitFor(() => expect((ca as HTMLInputElement).checked).toBe(true));
    expect(
      within(form).getByText(/Not contacted, for want of a licence: accounts in AK, AR, AZ/),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'TX (Texas)' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'MA (Massachusetts)' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save Licensed States' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ licensedStates: ['CA', 'TX'] }),
    );
    expect(within(form).getByText(/Last saved .* by Ada Admin/)).toBeTruthy();
  });

  it('is linked from the back office’s navigation', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.staff) });
    renderApp('/admin/state-rules');
    const link = await screen.findByRole('link', { name: 'State Rules' });
    expect(link.getAttribute('href')).toBe('/admin/state-rules');
  });
});
