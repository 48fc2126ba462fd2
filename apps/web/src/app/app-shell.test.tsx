import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_CHAT_EVENT } from '@/lib/chat-events';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('site shell', () => {
  it('records a page view on every route change and scrolls to the top', async () => {
    const calls = fakeServer(sessionOf(null));
    const app = renderApp('/');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/page-view').map((c) => c.body)).toEqual([{ page: '/' }]),
    );
    act(() => {
      app.navigate('/about');
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/page-view').map((c) => c.body)).toEqual([
        { page: '/' },
        { page: '/about' },
      ]),
    );
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('has landmarks, a skip link and the chat launcher slot, except on /admin*', async () => {
    fakeServer(sessionOf(null));
    renderApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByTestId('chat-launcher-slot')).toBeTruthy();
    cleanup();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Portal Login' })).toBeTruthy();
    expect(screen.queryByTestId('chat-launcher-slot')).toBeNull();
    expect(screen.queryByTestId('site-header')).toBeNull();
  });

  it('shows 404 Page Not Found for an unknown path', async () => {
    fakeServer(sessionOf(null));
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(document.title).toBe('Page Not Found | Keystone Recovery Partners');
  });

  it('takes the title from the hash', async () => {
    fakeServer(sessionOf(null));
    renderApp('/policy#privacy-policy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy'));
  });

  it('offers Pay Bill, Dispute Bill, the phone, Chat Now and Sign in to a visitor', async () => {
    fakeServer(sessionOf(null));
    renderApp('/');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByTestId('site-menu');
    expect(within(menu).getByRole('link', { name: 'Pay Bill' }).getAttribute('href')).toBe('/quick-access');
    expect(within(menu).getByRole('link', { name: 'Dispute Bill' }).getAttribute('href')).toBe(
      '/dispute-quick-access',
    );
    expect(within(menu).getByRole('link', { name: '1-888-555-0147' }).getAttribute('href')).toBe(
      'tel:+18885550147',
    );
    expect(within(menu).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const opened = vi.fn();
    window.addEventListener(OPEN_CHAT_EVENT, opened);
    fireEvent.click(within(menu).getByRole('button', { name: 'Chat Now' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CHAT_EVENT, opened);
  });

  it('offers My Account and Logout to a signed-in debtor, and logs out to /', async () => {
    let finishLogout = () => {};
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'POST /api/logout': () =>
        new Promise((resolve) => {
          finishLogout = () => resolve({ status: 204 });
        }),
    });
    const app = renderApp('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByTestId('site-menu');
    expect((await within(menu).findByRole('link', { name: 'My Account' })).getAttribute('href')).toBe(
      '/debtor',
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(await within(menu).findByRole('button', { name: 'Logging out...' })).toBeTruthy();
    finishLogout();
    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(await screen.findByText('Logged Out')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
    await waitFor(() => expect(document.title).toContain('Professional Debt Recovery Solutions'));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(screen.getByTestId('site-menu')).getByRole('link', { name: 'Pay Bill' })).toBeTruthy();
  });

  it('hides My Account from staff', async () => {
    fakeServer(sessionOf(TEST_USERS.staff));
    renderApp('/about');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByTestId('site-menu');
    await within(menu).findByRole('button', { name: 'Logout' });
    expect(within(menu).queryByRole('link', { name: 'My Account' })).toBeNull();
  });
});
