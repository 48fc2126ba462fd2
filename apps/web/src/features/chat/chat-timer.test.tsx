import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatServer, lastLine, openVerified, panel, settle } from './testing';

const MIN = 60_000;

beforeAll(async () => {
  await import('./chat-panel');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const countdown = () => screen.queryByTestId('chat-countdown')?.textContent ?? null;

describe('chat session timer', () => {
  it('warns after 3 idle minutes with a 2-minute countdown; Stay Connected resets it', async () => {
    chatServer();
    await openVerified();
    await settle(3 * MIN - 2000);
    expect(screen.queryByTestId('chat-session-warning')).toBeNull();
    await settle(2000);
    expect(countdown()).toBe('2:00');
    expect(screen.getByRole('alert').textContent).toBe('Your session will end in 2:00 due to inactivity.');
    await settle(1000);
    expect(countdown()).toBe('1:59');
    fireEvent.click(panel().getByRole('button', { name: 'Stay Connected' }));
    await settle(1000);
    expect(screen.queryByTestId('chat-session-warning')).toBeNull();
    await settle(3 * MIN - 3000);
    expect(screen.queryByTestId('chat-session-warning')).toBeNull();
    await settle(2000);
    expect(countdown()).toBe('2:00');
  });

  it('a click, a key or a scroll resets it, a click on the telephone link does not', async () => {
    chatServer();
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-speak_to_agent'));
    await settle(2 * MIN);
    fireEvent.keyDown(screen.getByLabelText('Type your message'), { key: 'a' });
    await settle(2 * MIN);
    expect(screen.queryByTestId('chat-session-warning')).toBeNull();
    fireEvent.scroll(document);
    await settle(2 * MIN);
    expect(screen.queryByTestId('chat-session-warning')).toBeNull();
    const tel = screen.getByTestId('chat-log').lastElementChild?.querySelector('a') as HTMLAnchorElement;
    tel.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(tel);
    await settle(1 * MIN);
    expect(countdown()).toBe('2:00');
  });

  it('at 5 minutes: the expiry message, then after 3 s the reset, the logout call and the chat closes', async () => {
    const calls = chatServer();
    await openVerified();
    await settle(5 * MIN);
    expect(lastLine()).toContain(
      'Your session has expired due to inactivity. For your security, the chat will now close.',
    );
    expect(screen.queryByTestId('chat-menu')).toBeNull();
    await settle(2900);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/chat/logout')).toBe(false);
    await settle(100);
    expect(calls.filter((c) => c.path === '/api/chat/logout')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-launcher'));
    expect(screen.getByTestId('chat-verify-form')).toBeTruthy();
    expect(screen.queryByText(/Thank you, John Doe/)).toBeNull();
  });

  it('Logout: the secure-logout message and the logout call, then the reset after 2 s', async () => {
    const calls = chatServer();
    await openVerified();
    fireEvent.click(panel().getByRole('button', { name: 'Logout' }));
    await settle(10);
    expect(lastLine()).toContain('You have been securely logged out. Thank you for contacting us.');
    expect(calls.filter((c) => c.path === '/api/chat/logout')).toHaveLength(1);
    await settle(1900);
    expect(screen.queryByTestId('chat-verify-form')).toBeNull();
    await settle(100);
    expect(screen.getByTestId('chat-verify-form')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(panel().queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.getByTestId('chat-log').children).toHaveLength(1);
  });

  it('a chat call answering 401 (session ended on the server) is handled as the expiry', async () => {
    chatServer({ 'GET /api/chat/payments/7': () => ({ status: 401, body: { message: 'ended' } }) });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-transaction_history'));
    await settle(10);
    expect(lastLine()).toContain('Your session has expired due to inactivity.');
    await settle(3000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
