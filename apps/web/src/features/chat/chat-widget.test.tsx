import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/testing';
import { openChat as dispatchOpenChat } from '@/lib/chat-events';
import { ChatWidget } from './chat-widget';
import { chatServer, openChat, settle } from './testing';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chat launcher and panel', () => {
  it('opens a dialog titled with the assistant name, focused, and closes back to the launcher', async () => {
    chatServer();
    await openChat();
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'Keystone Assistant' });
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByTestId('chat-log').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText(/^Hello! I can help you make a payment/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher);
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and keeps the conversation when reopened', async () => {
    chatServer();
    await openChat();
    fireEvent.change(screen.getByLabelText('Type your message'), { target: { value: 'hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('chat-launcher'));
    fireEvent.click(screen.getByTestId('chat-launcher'));
    expect(screen.getByRole('dialog').textContent).toContain('hello there');
  });

  it("opens on the 'arrears:open-chat' event (the header's Chat Now)", async () => {
    chatServer();
    render(
      <AppProviders>
        <ChatWidget />
      </AppProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => dispatchOpenChat());
    await settle(10);
    expect(screen.getByRole('dialog', { name: 'Keystone Assistant' })).toBeTruthy();
  });

  it('asks for both fields before it verifies', async () => {
    chatServer();
    await openChat();
    const button = screen.getByRole('button', { name: 'Verify Identity' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Please fill in all fields to verify your identity.')).toBeTruthy();
    const ssn = screen.getByLabelText('Last 4 digits of SSN') as HTMLInputElement;
    expect(ssn.maxLength).toBe(4);
    expect(ssn.inputMode).toBe('numeric');
    fireEvent.change(ssn, { target: { value: '12a3' } });
    expect(ssn.value).toBe('123');
  });
});
