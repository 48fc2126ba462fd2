import { CHAT_CALL_INTENT_TEXTS, CHAT_MORE_INTENTS } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvedResult, fillPaymentForm } from '@/features/payments/testing';
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

const PAY = 'POST /api/usaepay/process-payment';

const CALL_TEXT = 'For this request, please call us at 1-888-555-0147, Monday-Friday 8 AM to 6 PM EST.';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function say(text: string) {
  fireEvent.change(screen.getByLabelText('Type your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}
const tracked = (calls: ReturnType<typeof chatServer>) =>
  calls.filter((c) => c.path === '/api/chat/track-intent').map((c) => c.body as Record<string, unknown>);

// Each test walks many turns of the conversation: more than the default 5 s on a busy machine.
describe('More: the other call-only requests (issue 20)', { timeout: 20_000 }, () => {
  it('lists the ten requests beyond the menu; each has its own answer with the phone and what to have ready, and is tracked', async () => {
    const calls = chatServer();
    await openVerified();
    for (const intent of CHAT_MORE_INTENTS) {
      fireEvent.click(screen.getByTestId('chat-more-button'));
      const more = screen.getByTestId('chat-more');
      expect(within(more).getAllByRole('button')).toHaveLength(10);
      fireEvent.click(within(more).getByTestId(`chat-intent-${intent}`));
      const text = CHAT_CALL_INTENT_TEXTS[intent];
      expect(lastLine()).toContain(text.lead);
      expect(lastLine()).toContain(CALL_TEXT);
      expect(lastLine()).toContain('Have this ready when you call:');
      // Verified: the account number is said, not asked for.
      for (const item of text.haveReady.filter((i) => !i.startsWith('Your account number')))
        expect(lastLine()).toContain(`• ${item}`);
      if (text.haveReady.some((i) => i.startsWith('Your account number')))
        expect(lastLine()).toContain('• Your account number: ACC-100001');
      // Back on the menu, the seven spec choices still there.
      expect(screen.getByTestId('chat-menu')).toBeTruthy();
      expect(tracked(calls).at(-1)).toMatchObject(
        intent === 'hardship_request'
          ? { intentValue: 'hardship' }
          : { intentValue: intent, debtAccountId: 7 },
      );
      // Only the two that act wait for the visitor.
      const waits = intent === 'stop_communication' || intent === 'wrong_party';
      expect(
        screen.queryByTestId(`chat-${intent === 'wrong_party' ? 'wrong-party' : 'stop-contact'}`) !== null,
      ).toBe(waits);
      if (intent === 'stop_communication')
        fireEvent.click(screen.getByRole('button', { name: 'No, go back' }));
    }
    const values = tracked(calls).map((b) => b.intentValue);
    expect(values).toContain('hardship_request');
    expect(values.filter((v) => v === 'hardship')).toHaveLength(1);
  });

  it('keywords reach each request after verification, and call-only ones before it too', async () => {
    const calls = chatServer();
    await openChat();
    say('I have a hardship');
    expect(lastLine()).toContain(CHAT_CALL_INTENT_TEXTS.hardship_request.lead);
    expect(tracked(calls).map((b) => b.intentValue)).toEqual(['hardship_request', 'hardship']);
    expect(tracked(calls)[0]).toMatchObject({ debtAccountId: null });
    say('you have the wrong person');
    expect(screen.getByTestId('chat-wrong-party')).toBeTruthy();
    // The spec rule stands: "account" and "payment" open verification.
    say('change my payment amount');
    expect(lastLine()).toContain('I need to verify your account first...');
    expect(screen.getByTestId('chat-verify-form')).toBeTruthy();

    cleanup();
    chatServer();
    await openVerified();
    const cases: Array<[string, keyof typeof CHAT_CALL_INTENT_TEXTS]> = [
      ['please STOP CONTACTING ME', 'stop_communication'],
      ['I want to dispute my credit report', 'dispute_credit_reporting'],
      ['what is on my credit report', 'credit_reporting'],
      ['can I change my due date', 'change_due_date'],
      ['I need a lower payment', 'change_payment_amount'],
      ['can I pause for a month', 'request_deferment'],
      ['explain this to me', 'explain_debt'],
      ['I would like to settle', 'settlement_offer'],
      ['a representative please', 'speak_to_agent'],
      ['I have a question', 'general_question'],
      ['wrong number', 'wrong_party'],
    ];
    for (const [words, intent] of cases) {
      say(words);
      expect(lastLine(), words).toContain(CHAT_CALL_INTENT_TEXTS[intent].lead);
    }
  });

  it('asking to pay off tracks payoff and opens the payment; paying the whole balance tracks payoff again', async () => {
    const calls = chatServer({
      [PAY]: () => ({ body: approvedResult({ amount: 2450.75, newBalance: 0 }) }),
    });
    await openVerified();
    say('I want to pay off my balance in full');
    expect(screen.getByTestId('chat-payment-form')).toBeTruthy();
    expect(tracked(calls).map((b) => b.intentValue)).toEqual(['payoff', 'make_payment']);
    fillPaymentForm('2450.75');
    fireEvent.click(panel().getByRole('button', { name: /^Pay / }));
    await settle(10);
    expect(screen.getByTestId('chat-receipt')).toBeTruthy();
    expect(tracked(calls).map((b) => b.intentValue)).toEqual(['payoff', 'make_payment', 'payoff']);
  });

  it('a partial payment is no payoff', async () => {
    const calls = chatServer({
      [PAY]: () => ({ body: approvedResult({ amount: 50, newBalance: 2400.75 }) }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-make_payment'));
    fillPaymentForm('50');
    fireEvent.click(panel().getByRole('button', { name: /^Pay / }));
    await settle(10);
    expect(screen.getByTestId('chat-receipt')).toBeTruthy();
    expect(tracked(calls).map((b) => b.intentValue)).toEqual(['make_payment']);
  });

  it('the payment step lets a debtor with several accounts pick the one to pay', async () => {
    const second = accountInfo({ id: 8, account_number: 'ACC-100002', unpaid_balance: 880.5 });
    const calls = chatServer({
      'POST /api/chat/verify-address': () => ({ body: verifiedAnswer([accountInfo(), second]) }),
      [PAY]: () => ({ body: approvedResult({ amount: 880.5, newBalance: 0, debtAccountId: 8 }) }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-make_payment'));
    const form = screen.getByTestId('chat-payment-form');
    expect(form.textContent).toContain('Unpaid balance: $2,450.75');
    fireEvent.change(panel().getByLabelText('Account'), { target: { value: '8' } });
    expect(screen.getByTestId('chat-payment-form').textContent).toContain('Unpaid balance: $880.50');
    fillPaymentForm('880.50');
    fireEvent.click(panel().getByRole('button', { name: /^Pay / }));
    await settle(10);
    const sent = calls.find((c) => c.path === '/api/usaepay/process-payment');
    expect(sent?.body).toMatchObject({ debtAccountId: 8, amount: '880.50' });
  });
});

describe('Stop contacting me and wrong person (decision 0048)', () => {
  it('asks first, then records the request and says what it means', async () => {
    const calls = chatServer({
      'POST /api/chat/stop-contact': () => ({ body: { success: true, accounts: 1 } }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-more-button'));
    fireEvent.click(screen.getByTestId('chat-intent-stop_communication'));
    const card = screen.getByTestId('chat-stop-contact');
    expect(card.textContent).toContain('Do you want us to stop contacting you about your debt?');
    expect(calls.some((c) => c.path === '/api/chat/stop-contact')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: 'Yes, stop contacting me' }));
    await waitFor(() => expect(lastLine()).toContain('Your request is recorded.'));
    expect(lastLine()).toContain('We may still send notices the law requires');
    expect(lastLine()).toContain('The debt is not erased');
    expect(calls.find((c) => c.path === '/api/chat/stop-contact')?.body).toEqual({ confirmed: true });
    expect(screen.queryByTestId('chat-stop-contact')).toBeNull();
  });

  it('before verification asks to verify first and sends nothing', async () => {
    const calls = chatServer();
    await openChat();
    say('stop calling me');
    expect(screen.getByTestId('chat-stop-contact').textContent).toContain(
      'please verify your identity first',
    );
    expect(within(screen.getByTestId('chat-stop-contact')).queryByRole('button')).toBeNull();
    expect(calls.some((c) => c.path === '/api/chat/stop-contact')).toBe(false);
  });

  it('wrong person: asks for the number, checks it, sends it and says staff will review it', async () => {
    const calls = chatServer({
      'POST /api/chat/wrong-party': () => ({ body: { success: true, stopped: false } }),
    });
    await openChat();
    say('wrong person');
    const form = screen.getByTestId('chat-wrong-party');
    const input = within(form).getByLabelText('Phone number we contacted');
    fireEvent.change(input, { target: { value: '555-0100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Stop contact on this number' }));
    expect(form.textContent).toContain('Please enter a 10-digit phone number.');
    fireEvent.change(input, { target: { value: '(215) 555-0123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Stop contact on this number' }));
    await waitFor(() => expect(lastLine()).toContain('Our team will review (215) 555-0123'));
    expect(lastLine()).not.toContain('We will stop calling');
    expect(calls.find((c) => c.path === '/api/chat/wrong-party')?.body).toEqual({ phone: '(215) 555-0123' });
    expect(panel().queryByTestId('chat-wrong-party')).toBeNull();
  });

  it('wrong person, when the server stopped the number (a verified chat’s own account): says so', async () => {
    chatServer({ 'POST /api/chat/wrong-party': () => ({ body: { success: true, stopped: true } }) });
    await openChat();
    say('wrong person');
    const form = screen.getByTestId('chat-wrong-party');
    fireEvent.change(within(form).getByLabelText('Phone number we contacted'), {
      target: { value: '(215) 555-0123' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Stop contact on this number' }));
    await waitFor(() => expect(lastLine()).toContain('We will stop calling and texting (215) 555-0123'));
  });
});
