import type { ChatPlanOffer } from '@arrears/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatServer, lastLine, openChat, openVerified, settle } from './testing';

const CALL_TEXT = 'For this request, please call us at 1-888-555-0147, Monday-Friday 8 AM to 6 PM EST.';
const OFFER: ChatPlanOffer = {
  debtAccountId: 7,
  balance: '2450.75',
  canArrange: true,
  hasLivePlan: false,
  plan: { maxMonths: 12, minInstallment: '25.00' },
  settlementOffer: { amount: '1470.45', percent: '60', maxPayments: 3 },
};

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastLinks = () =>
  [...(screen.getByTestId('chat-log').lastElementChild?.querySelectorAll('a') ?? [])].map((a) =>
    a.getAttribute('href'),
  );

describe('settlement and plan requests lead to the Payment plan page (issue 22)', { timeout: 20_000 }, () => {
  it("states the verified account's settlement offer and plan limits, with the call answer kept", async () => {
    const calls = chatServer({ 'GET /api/chat/plan-offer/7': () => ({ body: OFFER }) });
    await openVerified();
    await settle(10);
    expect(calls.some((c) => c.path === '/api/chat/plan-offer/7')).toBe(true);

    fireEvent.click(screen.getByTestId('chat-intent-settlement_offer'));
    expect(lastLine()).toContain(CALL_TEXT);
    expect(lastLine()).toContain(
      'Account ACC-100001 can be settled for $1,470.45 (60% of the $2,450.75 balance), paid at once or in up to 3 payments.',
    );
    // The phone first, as before; then the page.
    expect(lastLinks()).toEqual(['tel:+18885550147', '/payment-plan']);

    fireEvent.click(screen.getByTestId('chat-more-button'));
    fireEvent.click(screen.getByTestId('chat-intent-change_due_date'));
    expect(lastLine()).toContain(
      'up to 12 monthly payments (or weekly, or every two weeks) of at least $25.00',
    );
    expect(lastLinks()).toContain('/payment-plan');
  });

  it('points to the page without figures before verification or when the offer cannot be read', async () => {
    chatServer({ 'GET /api/chat/plan-offer/7': () => ({ status: 500, body: { message: 'x' } }) });
    await openChat();
    fireEvent.change(screen.getByLabelText('Type your message'), {
      target: { value: 'I would like to settle' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(lastLine()).toContain('on our Payment plan page: /payment-plan');
    expect(lastLine()).not.toContain('$');
    expect(lastLinks()).toContain('/payment-plan');
  });
});
