import type { AccountScrub, AccountScrubs } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionOf, TEST_USERS } from '@/app/testing';
import { openWorkspace, workspaceServer } from './workspace-fixtures';

beforeAll(() => import('./debtor-workspace-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FLAG: AccountScrub = {
  id: 9,
  flag: 'attorney_represented',
  source: 'scrub_file',
  effectiveOn: '2026-02-25',
  bankruptcyChapter: null,
  bankruptcyCaseNumber: null,
  bankruptcyFiledOn: null,
  diedOn: null,
  militaryStartOn: null,
  militaryEndOn: null,
  attorneyName: 'Dana Reyes',
  attorneyPhone: '6095550190',
  attorneyAddress: '1 Court St, Suite 4, Trenton, NJ 08608',
  note: null,
  recordedAt: '2026-03-02T15:00:00.000Z',
  recordedBy: 'Sam Staff',
  clearedAt: null,
  clearedBy: null,
  clearedReason: null,
};

const REPRESENTED: AccountScrubs = {
  active: [FLAG],
  cleared: [],
  attorney: {
    name: 'Dana Reyes',
    phone: '6095550190',
    address: '1 Court St, Suite 4, Trenton, NJ 08608',
    addressLines: ['1 Court St, Suite 4', 'Trenton, NJ 08608'],
  },
  militaryProtection: { startOn: '2025-11-01', endOn: null, active: true },
};

const scrubsCard = async () => within(await screen.findByRole('region', { name: 'Scrub flags' }));

describe('scrub flags on the debtor workspace', { timeout: 40_000 }, () => {
  it('shows the attorney’s name, line and address, and the SCRA period; staff lift a flag with a reason', async () => {
    let state = REPRESENTED;
    const calls = workspaceServer({
      'GET /api/debtors/3/scrubs': () => ({ body: state }),
      'DELETE /api/debtors/3/scrubs/9': () => {
        state = { ...REPRESENTED, active: [], attorney: null };
        return { body: state };
      },
    });
    await openWorkspace();
    const card = await scrubsCard();
    expect(
      await card.findByText('Represented by an attorney: contact the attorney, not the consumer.'),
    ).toBeTruthy();
    expect(card.getByText('Dana Reyes')).toBeTruthy();
    expect(card.getByRole('link', { name: '(609) 555-0190' }).getAttribute('href')).toBe('tel:+16095550190');
    expect(card.getByText('1 Court St, Suite 4')).toBeTruthy();
    expect(card.getByText('Trenton, NJ 08608')).toBeTruthy();
    expect(card.getByText(/11\/01\/2025 – end of active duty not reported/)).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Lift' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'The attorney withdrew' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Lift flag' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ reason: 'The attorney withdrew' }),
    );
    expect(await card.findByText('No scrub flag is on this account.')).toBeTruthy();
  });

  it('a collector records a flag but cannot lift one', async () => {
    const calls = workspaceServer({
      ...sessionOf(TEST_USERS.collector),
      'GET /api/debtors/3/scrubs': () => ({ body: REPRESENTED }),
      'POST /api/debtors/3/scrubs': () => ({ body: REPRESENTED }),
    });
    await openWorkspace();
    const card = await scrubsCard();
    await card.findByText('Dana Reyes');
    expect(card.queryByRole('button', { name: 'Lift' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Record a flag' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Attorney’s name'), { target: { value: 'Lee Park' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record flag' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/debtors/3/scrubs')?.body).toEqual({
        flag: 'attorney_represented',
        attorneyName: 'Lee Park',
      }),
    );
  });
});
