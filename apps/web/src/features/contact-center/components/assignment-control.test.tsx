import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { MARIA, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ASSIGNEES = {
  assignees: [
    { id: 7, name: 'Casey Collector', role: 'collector' },
    { id: 8, name: 'Sam Staff', role: 'staff' },
  ],
};

describe('Assigned to (debtor workspace header)', { timeout: 40_000 }, () => {
  it('shows the assignee and assigns the account to another agency user, or back to the pool', async () => {
    const calls = workspaceServer(
      {
        'GET /api/admin/assignees': () => ({ body: ASSIGNEES }),
        [`PUT /api/admin/accounts/${MARIA.id}/assignment`]: (c) => ({
          body: { changed: 1, assignedUserId: (c.body as { userId: number | null }).userId },
        }),
      },
      { ...MARIA, assignedUserId: 7 },
    );
    renderApp(`/admin/debtor/${MARIA.id}`);
    const select = (await screen.findByLabelText(
      'Assigned to',
      {},
      { timeout: 15_000 },
    )) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('7');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Unassigned (pool)',
      'Casey Collector (collector)',
      'Sam Staff (staff)',
    ]);
    fireEvent.change(select, { target: { value: '8' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ userId: 8 }]),
    );
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { userId: 8 },
        { userId: null },
      ]),
    );
  });

  it('is not shown to a collector', async () => {
    workspaceServer({ ...sessionOf(TEST_USERS.collector) });
    renderApp(`/admin/debtor/${MARIA.id}`);
    await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 15_000 });
    expect(screen.queryByLabelText('Assigned to')).toBeNull();
  });
});
