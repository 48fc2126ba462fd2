import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => preloadRoutes('/admin', '/admin/accounts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAY_HIT = {
  accountId: 7,
  accountNumber: 'ACC-0007',
  fullName: 'Maria Garcia',
  matchedOn: 'confirmation_code',
  detail: 'Payment PAY-7K3M-Q9XD · $50.00 on Nov 3, 2026',
};
const NAME_HIT = {
  accountId: 9,
  accountNumber: 'ACC-0009',
  fullName: 'Mario Garcia',
  matchedOn: 'name',
  detail: 'Name Mario Garcia',
};

async function openAdmin() {
  const calls = fakeServer({
    ...sessionOf(TEST_USERS.staff),
    'GET /api/admin/search?q=PAY-7K3M-Q9XD': () => ({ body: { results: [PAY_HIT] } }),
    'GET /api/admin/search?q=garcia': () => ({ body: { results: [PAY_HIT, NAME_HIT] } }),
    'GET /api/admin/search?q=nobody': () => ({ body: { results: [] } }),
  });
  const app = renderApp('/admin');
  await screen.findByRole('heading', { name: 'Admin Portal' });
  return { app, calls };
}

const searchDialog = () => screen.queryByRole('dialog', { name: 'Search accounts' });

describe('global search', () => {
  it('opens with / and with Ctrl+K or Cmd+K, and Esc closes it', async () => {
    await openAdmin();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(await screen.findByRole('combobox', { name: 'Search accounts' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(searchDialog()).toBeNull());

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('combobox', { name: 'Search accounts' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(searchDialog()).toBeNull());

    fireEvent.keyDown(document.body, { key: 'K', metaKey: true });
    expect(await screen.findByRole('combobox', { name: 'Search accounts' })).toBeTruthy();
  });

  it('opens from the top bar button too', async () => {
    await openAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Find an account' }));
    expect(await screen.findByRole('combobox', { name: 'Search accounts' })).toBeTruthy();
  });

  it('does not take a / typed in a text field', async () => {
    fakeServer(sessionOf(TEST_USERS.staff));
    renderApp('/admin/accounts');
    const box = await screen.findByPlaceholderText('Search names...');
    box.focus();
    fireEvent.keyDown(box, { key: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchDialog()).toBeNull();
  });

  it('finds an account by a PAY- code, says what matched, and Enter opens its workspace', async () => {
    const { app, calls } = await openAdmin();
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await screen.findByRole('combobox', { name: 'Search accounts' });
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 characters.');
    fireEvent.change(box, { target: { value: 'PAY-7K3M-Q9XD' } });
    const option = await screen.findByRole('option', { name: /Maria Garcia/ });
    expect(option.textContent).toContain('Payment PAY-7K3M-Q9XD · $50.00 on Nov 3, 2026');
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(calls.filter((c) => c.path.startsWith('/api/admin/search')).map((c) => c.path)).toEqual([
      '/api/admin/search?q=PAY-7K3M-Q9XD',
    ]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(app.pathname()).toBe('/admin/debtor/7'));
    await waitFor(() => expect(searchDialog()).toBeNull());
  });

  it('moves through the results with the arrow keys', async () => {
    const { app } = await openAdmin();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    const box = await screen.findByRole('combobox', { name: 'Search accounts' });
    fireEvent.change(box, { target: { value: 'garcia' } });
    const listbox = await screen.findByRole('listbox', { name: 'Accounts found' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('2 accounts found.');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const [first, second] = within(listbox).getAllByRole('option');
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // wraps round
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(app.pathname()).toBe('/admin/debtor/9'));
  });

  it('says when nothing matches', async () => {
    await openAdmin();
    fireEvent.keyDown(document.body, { key: '/' });
    const box = await screen.findByRole('combobox', { name: 'Search accounts' });
    fireEvent.change(box, { target: { value: 'nobody' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No account matches “nobody”.'));
    expect(screen.queryByRole('option')).toBeNull();
  });
});
