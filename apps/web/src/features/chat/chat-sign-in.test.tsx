import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_USERS } from '@/app/testing';
import { chatServer, fillVerification, pickAddress, RIGHT_ADDRESS, settle, verifiedAnswer } from './testing';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Decision 0119: the server signs the browser in when the chat's verification passes; the page then
 * knows who is signed in without a reload, and the chat's Logout signs the debtor out too.
 */
describe('the chat verification signs in to the portal', () => {
  it('reads the signed-in user again after a verification that signed in, and Logout signs out', async () => {
    let signedIn = false;
    const calls = chatServer({
      'GET /api/user': () =>
        signedIn
          ? { body: { user: TEST_USERS.debtor } }
          : { status: 401, body: { message: 'Not authenticated' } },
      'POST /api/chat/verify-address': () => {
        signedIn = true;
        return { body: { ...verifiedAnswer(), signed_in: true } };
      },
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    renderApp('/about');
    await settle(10);
    fireEvent.click(await screen.findByTestId('chat-launcher'));
    await screen.findByTestId('chat-verify-form');
    fillVerification();
    fireEvent.click(
      within(screen.getByTestId('chat-panel')).getByRole('button', { name: 'Verify Identity' }),
    );
    await settle(10);
    const userReadsBefore = calls.filter((c) => c.path === '/api/user').length;
    await pickAddress(RIGHT_ADDRESS);
    await settle(50);
    expect(calls.filter((c) => c.path === '/api/user').length).toBeGreaterThan(userReadsBefore);
    // The header now offers the signed-in person's menu.
    fireEvent.click(screen.getByTestId('menu-button'));
    expect(within(screen.getByTestId('site-menu')).getByRole('link', { name: 'My Account' })).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('chat-panel')).getByRole('button', { name: 'Logout' }));
    await settle(50);
    expect(calls.some((c) => c.path === '/api/chat/logout')).toBe(true);
    expect(calls.some((c) => c.path === '/api/logout')).toBe(true);
  }, 20_000); // the whole app and the chat panel load in this test

  it('a verification that did not sign in (a deactivated login) leaves the portal alone', async () => {
    const calls = chatServer({
      'GET /api/user': () => ({ status: 401, body: { message: 'Not authenticated' } }),
      'POST /api/chat/verify-address': () => ({ body: { ...verifiedAnswer(), signed_in: false } }),
    });
    renderApp('/about');
    await settle(10);
    fireEvent.click(await screen.findByTestId('chat-launcher'));
    await screen.findByTestId('chat-verify-form');
    fillVerification();
    fireEvent.click(
      within(screen.getByTestId('chat-panel')).getByRole('button', { name: 'Verify Identity' }),
    );
    await settle(10);
    const userReadsBefore = calls.filter((c) => c.path === '/api/user').length;
    await pickAddress(RIGHT_ADDRESS);
    await settle(50);
    expect(screen.getByTestId('chat-menu')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user').length).toBe(userReadsBefore);
    fireEvent.click(within(screen.getByTestId('chat-panel')).getByRole('button', { name: 'Logout' }));
    await settle(50);
    expect(calls.some((c) => c.path === '/api/logout')).toBe(false);
  }, 20_000);
});
