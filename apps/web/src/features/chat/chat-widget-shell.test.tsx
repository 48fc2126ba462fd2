import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';
import { settle } from './testing';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chat widget in the site', () => {
  it("is on public pages and opens from the header's Chat Now", async () => {
    fakeServer(sessionOf(null));
    renderApp('/');
    const slot = screen.getByTestId('chat-launcher-slot');
    expect(within(slot).getByRole('button', { name: 'Open chat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(within(screen.getByTestId('site-menu')).getByRole('button', { name: 'Chat Now' }));
    await settle(10);
    expect(screen.getByRole('dialog', { name: 'Keystone Assistant' })).toBeTruthy();
  });

  it('is absent on /admin pages', async () => {
    fakeServer(sessionOf(null));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Portal Login' })).toBeTruthy();
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    cleanup();
    renderApp('/admin-login');
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });
});
