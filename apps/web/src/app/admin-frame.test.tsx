import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_COLLAPSED_KEY } from '@/ui/layouts/back-office-frame';
import { ADMIN_NAV, adminNavFor, breadcrumbFor } from './admin-nav';
import { APP_ROUTES } from './routes';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from './testing';

beforeAll(() =>
  Promise.all([
    preloadRoutes('/admin', '/admin/jobs', '/admin/change-password', '/admin/contact-center'),
    import('./admin-frame'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const sidebar = () => screen.getByTestId('back-office-sidebar');
const linksIn = (el: HTMLElement) =>
  within(el)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))
    .filter((href) => href !== '/'); // the logo

describe('the breadcrumb (decision 0118)', () => {
  const words = (path: string, role: Parameters<typeof breadcrumbFor>[1] = 'admin') =>
    breadcrumbFor(path, role).map((c) => (c.to ? `${c.label} (${c.to})` : c.label));

  it('reads Home › Section › Page, with the page below an area after it', () => {
    expect(words('/admin')).toEqual([]);
    expect(words('/admin/remittances')).toEqual(['Admin Portal (/admin)', 'Data', 'Remittances']);
    expect(words('/admin/remittances/12')).toEqual([
      'Admin Portal (/admin)',
      'Data',
      'Remittances (/admin/remittances)',
      'Remittance',
    ]);
    expect(words('/admin/debtor/4')).toEqual([
      'Admin Portal (/admin)',
      'Work',
      'My queue (/admin/contact-center)',
      'Debtor Workspace',
    ]);
    expect(words('/admin/accounts/4/edit')).toEqual([
      'Admin Portal (/admin)',
      'Work',
      'Accounts (/admin/accounts)',
      'Edit Account',
    ]);
    expect(words('/admin/jobs')).toEqual(['Admin Portal (/admin)', 'Admin', 'Jobs']);
    expect(words('/admin-login')).toEqual([]);
  });

  it('links only what the role may open', () => {
    expect(words('/admin/debtor/4', 'collector')).toEqual([
      'Admin Portal (/admin)',
      'Work',
      'My queue (/admin/contact-center)',
      'Debtor Workspace',
    ]);
    expect(words('/admin/accounts/4', 'collector')).toEqual([
      'Admin Portal (/admin)',
      'Work',
      'Accounts',
      'Account Details',
    ]);
  });

  it('is on every back-office page but the home, the current page last and unlinked', async () => {
    fakeServer(sessionOf(TEST_USERS.admin));
    renderApp('/admin/jobs');
    await screen.findByRole('heading', { name: 'Background Jobs' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Admin Portal' }).getAttribute('href')).toBe('/admin');
    expect(crumbs.getByText('Jobs').getAttribute('aria-current')).toBe('page');
    expect(crumbs.getAllByRole('link')).toHaveLength(1);
  });
});

describe('the back-office frame', () => {
  it('links only routes of the route map', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    for (const { entries } of ADMIN_NAV) for (const entry of entries) expect(paths).toContain(entry.to);
  });

  it('shows admins every area, grouped, with the user and Log Out', async () => {
    fakeServer(sessionOf(TEST_USERS.admin));
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    expect(linksIn(sidebar())).toEqual([
      '/admin',
      '/admin/contact-center',
      '/admin/accounts',
      '/admin/payment-details',
      '/admin/record-payment',
      '/admin/arrangements',
      '/admin/letters',
      '/admin/disputes',
      '/admin/documents',
      '/admin/compliance',
      '/admin/state-rules',
      '/admin/identity-reviews',
      '/admin/import',
      '/admin/scrubs',
      '/admin/clients',
      '/admin/remittances',
      '/admin/trust-reconciliation',
      '/admin/dashboard',
      '/admin/users',
      '/admin/jobs',
      '/admin/security',
      '/admin/change-password',
      '/admin/mfa-setup',
    ]);
    for (const group of ['Work', 'Data', 'Admin', 'Account']) {
      expect(within(sidebar()).getByRole('list', { name: group })).toBeTruthy();
    }
    const home = within(sidebar()).getByRole('link', { name: 'Admin Portal' });
    expect(home.getAttribute('aria-current')).toBe('page');
    const who = within(sidebar()).getByTestId('admin-shell-user');
    expect(who.textContent).toContain('admin@example.com');
    expect(who.textContent).toContain('Role: admin');
    expect(within(who).getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('shows staff no link the server would refuse them (users, jobs, security)', async () => {
    fakeServer(sessionOf(TEST_USERS.staff));
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    const links = linksIn(sidebar());
    expect(links).toContain('/admin/payment-details');
    expect(links).toContain('/admin/change-password');
    expect(links).toContain('/admin/clients'); // staff read the clients (decision 0049)
    for (const refused of ['/admin/users', '/admin/jobs', '/admin/security'])
      expect(links).not.toContain(refused);
    expect(within(sidebar()).queryByRole('list', { name: 'Admin' })).toBeNull();
  });

  it('gives a collector their home, My queue, their own login and the search, and a debtor no back-office frame', async () => {
    // Their password and second factor are theirs to keep (decision 0089); their home has their numbers (decision 0117).
    expect(adminNavFor('collector').flatMap((g) => g.items.map((i) => i.label))).toEqual([
      'Admin Portal',
      'My queue',
      'Change Password',
      'Two-Factor',
    ]);
    expect(adminNavFor('debtor')).toEqual([]);
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/admin/contact-center');
    const frame = await screen.findByTestId('back-office-frame');
    expect(within(frame).getAllByRole('link', { name: /My queue/ }).length).toBeGreaterThan(0);
    expect(within(frame).queryByRole('link', { name: /Accounts/ })).toBeNull();
    expect(within(frame).getAllByRole('button', { name: /Find an account/ }).length).toBeGreaterThan(0);
    cleanup();
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Return to Home' });
    expect(screen.queryByTestId('back-office-frame')).toBeNull();
  });

  it('gives a user with a step to complete only the user and Log Out: no areas, no search', async () => {
    fakeServer(sessionOf({ ...TEST_USERS.staff, requiredStep: 'change-password' }));
    renderApp('/admin/change-password');
    await screen.findByRole('heading', { name: 'Change Password' });
    expect(linksIn(sidebar())).toEqual([]);
    expect(within(sidebar()).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find an account' })).toBeNull();
  });

  it('has no frame before the sign-in', async () => {
    fakeServer(sessionOf(null));
    renderApp('/admin-login');
    await screen.findByRole('heading', { name: 'Admin Portal Login' });
    expect(screen.queryByTestId('back-office-frame')).toBeNull();
  });

  it('folds the sidebar to icons and remembers it', async () => {
    fakeServer(sessionOf(TEST_USERS.admin));
    const first = renderApp('/admin/jobs');
    await screen.findByRole('heading', { name: 'Background Jobs' });
    expect(within(sidebar()).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar().dataset.collapsed).toBe('true');
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    // Folded, the links keep their names and Log Out stays.
    expect(within(sidebar()).getByRole('link', { name: 'Jobs' }).getAttribute('title')).toBe('Jobs');
    expect(within(sidebar()).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    first.unmount();

    renderApp('/admin/jobs');
    await screen.findByRole('heading', { name: 'Background Jobs' });
    expect(sidebar().dataset.collapsed).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });

  it('opens the menu as a drawer that Esc and a followed link close', async () => {
    fakeServer(sessionOf(TEST_USERS.staff));
    const app = renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Back office' })).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const again = await screen.findByRole('dialog', { name: 'Menu' });
    act(() => {
      fireEvent.click(within(again).getByRole('link', { name: 'Disputes' }));
    });
    await waitFor(() => expect(app.pathname()).toBe('/admin/disputes'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});
