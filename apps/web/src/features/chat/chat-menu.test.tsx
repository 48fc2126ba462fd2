import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountInfo,
  chatServer,
  lastLine,
  openChat,
  openVerified,
  panel,
  settle,
  verifiedAnswer,
} from './testing';

const CALL_TEXT = 'For this request, please call us at 1-888-555-0147, Monday-Friday 8 AM to 6 PM EST.';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const menuOrder = () =>
  within(screen.getByTestId('chat-menu'))
    .getAllByRole('button')
    .map((b) => b.getAttribute('data-testid'));

function say(text: string) {
  fireEvent.change(screen.getByLabelText('Type your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('chat menu', () => {
  it('orders the menu by popularity, then More and the contact update', async () => {
    chatServer({
      'GET /api/chat/popular-intents': () => ({
        body: [{ intentValue: 'view_balance' }, { intentValue: 'transaction_history' }],
      }),
    });
    await openVerified();
    expect(menuOrder()).toEqual([
      'chat-intent-view_balance',
      'chat-intent-transaction_history',
      'chat-intent-make_payment',
      'chat-intent-dispute_debt',
      'chat-intent-request_statement',
      'chat-intent-settlement_offer',
      'chat-intent-speak_to_agent',
      'chat-more-button',
      'chat-intent-update_contact',
    ]);
    expect(screen.getByTestId('chat-intent-update_contact').textContent).toBe('Update Contact Info');
  });

  it('keeps the default order when popular intents fail', async () => {
    chatServer({ 'GET /api/chat/popular-intents': () => ({ status: 500, body: { message: 'down' } }) });
    await openVerified();
    expect(menuOrder().slice(0, 7)).toEqual([
      'chat-intent-make_payment',
      'chat-intent-view_balance',
      'chat-intent-dispute_debt',
      'chat-intent-request_statement',
      'chat-intent-transaction_history',
      'chat-intent-settlement_offer',
      'chat-intent-speak_to_agent',
    ]);
  });

  it('answers call-only intents with the phone, and tracks each choice in the right variant', async () => {
    const calls = chatServer({
      'POST /api/chat/track-intent': () => ({ status: 500, body: { message: 'x' } }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-settlement_offer'));
    expect(lastLine()).toContain(CALL_TEXT);
    expect(screen.getByTestId('chat-log').lastElementChild?.querySelector('a')?.getAttribute('href')).toBe(
      'tel:+18885550147',
    );
    fireEvent.click(screen.getByTestId('chat-intent-speak_to_agent'));
    expect(lastLine()).toContain(CALL_TEXT);
    fireEvent.click(screen.getByTestId('chat-intent-transaction_history'));
    fireEvent.click(panel().getByRole('button', { name: 'Return to Main Menu' }));
    fireEvent.click(screen.getByTestId('chat-intent-view_balance'));
    const tracked = calls.filter((c) => c.path === '/api/chat/track-intent').map((c) => c.body);
    expect(tracked).toHaveLength(5);
    expect(tracked[0]).toMatchObject({ intentValue: 'settlement_offer', debtAccountId: 7 });
    expect(typeof (tracked[0] as { sessionId: string }).sessionId).toBe('string');
    expect(tracked[2]).toEqual({ intent: 'transaction_history' });
    expect(tracked[3]).toMatchObject({ intentValue: 'view_balance', debtAccountId: 7 });
    // §9: viewing the balance is also tracked as 'balance'.
    expect(tracked[4]).toMatchObject({ intentValue: 'balance', debtAccountId: 7 });
    // The tracking failure did not get in the way.
    expect(screen.getByTestId('chat-balance')).toBeTruthy();
  });

  it('shows the balance from principal_balance with the account details', async () => {
    chatServer();
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-view_balance'));
    // The menu button is gone: focus moves to the panel rather than off the page.
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    const balance = screen.getByTestId('chat-balance');
    expect(balance.textContent).toContain('The balance of account ACC-100001 is $3,200.00.');
    expect(balance.textContent).toContain('John Doe');
    expect(balance.textContent).toContain('42 Maple Street, Camden, NJ 08102');
    expect(balance.textContent).toContain('Camden Technical Institute');
  });

  it("adds how the balance adds up from the portal's one summary, and the total of several accounts", async () => {
    const row = (
      id: number,
      original: string,
      payments: string,
      adjustments: string,
      currentBalance: string,
    ) => ({
      id,
      accountLabel: `ACC-${id}`,
      originalCreditor: 'Camden Technical Institute',
      original,
      payments,
      adjustments,
      currentBalance,
    });
    chatServer({
      'GET /api/chat/account-summary': () => ({
        body: {
          accounts: [
            row(7, '3980.00', '167.60', '-749.25', '3063.15'),
            row(8, '500.00', '0.00', '0.00', '500.00'),
          ],
          totals: {
            original: '4480.00',
            payments: '167.60',
            adjustments: '-749.25',
            currentBalance: '3563.15',
          },
          progress: { paid: '167.60', owed: '3563.15', whole: '3730.75', percent: '4.4' },
        },
      }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-view_balance'));
    await settle(10);
    const breakdown = screen.getByTestId('chat-balance-breakdown');
    expect(breakdown.textContent).toContain('Original amount$3,980.00');
    expect(breakdown.textContent).toContain('Adjustments-$749.25');
    expect(breakdown.textContent).toContain('Paid to date$167.60');
    expect(breakdown.textContent).toContain('Current balance$3,063.15');
    expect(screen.getByTestId('chat-balance-all').textContent).toBe(
      'On all 2 of your accounts you owe $3,563.15.',
    );
  });

  it('lets a debtor with several accounts choose the account the chat works on', async () => {
    const second = accountInfo({ id: 8, account_number: 'ACC-100002', principal_balance: 880.5 });
    const calls = chatServer({
      'POST /api/chat/verify-address': () => ({ body: verifiedAnswer([accountInfo(), second]) }),
    });
    await openVerified();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('chat-intent-view_balance'));
    expect(screen.getByTestId('chat-balance').textContent).toContain('ACC-100002 is $880.50');
    expect(calls.filter((c) => c.path === '/api/chat/track-intent').at(-1)?.body).toMatchObject({
      debtAccountId: 8,
    });
  });
});

describe('chat free text', () => {
  it('before verification: verify words and requests ask for verification, anything else is unknown', async () => {
    chatServer();
    await openChat();
    say('I want to check my Account');
    expect(lastLine()).toContain('I need to verify your account first...');
    expect(screen.getByTestId('chat-verify-form')).toBeTruthy();
    say('what is my balance');
    expect(lastLine()).toContain('I need to verify your account first...');
    say('hello');
    expect(lastLine()).toContain(
      "I'm not sure how to help with that specific request... Please choose an option from the menu or call 1-888-555-0147.",
    );
  });

  it('after verification: keywords open their step, agent/settlement get the phone', async () => {
    chatServer();
    await openVerified();
    say('show my BALANCE');
    expect(screen.getByTestId('chat-balance')).toBeTruthy();
    say('I want to pay');
    expect(screen.getByTestId('chat-payment-form')).toBeTruthy();
    say('dispute this');
    expect(screen.getByTestId('chat-dispute-form')).toBeTruthy();
    say('send me a statement');
    expect(screen.getByTestId('chat-statement-form')).toBeTruthy();
    say('talk to an agent');
    expect(lastLine()).toContain(CALL_TEXT);
    say('settlement please');
    expect(lastLine()).toContain(CALL_TEXT);
    say('what is the weather');
    expect(lastLine()).toContain("I'm not sure how to help with that specific request...");
  });
});
