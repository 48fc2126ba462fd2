import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatServer, lastLine, openVerified, panel, settle } from './testing';

const SUBMIT = 'POST /api/disputes/submit';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function toDispute() {
  await openVerified();
  fireEvent.click(screen.getByTestId('chat-intent-dispute_debt'));
}

function fill() {
  fireEvent.change(screen.getByLabelText('Dispute Type *'), { target: { value: 'already_paid' } });
  fireEvent.change(screen.getByLabelText('Reason for Dispute *'), {
    target: { value: 'I paid this in March.' },
  });
  fireEvent.change(screen.getByLabelText('Requested Action *'), { target: { value: 'provide_validation' } });
}

async function submit() {
  fireEvent.click(panel().getByRole('button', { name: 'Submit Dispute' }));
  await settle(10);
}

describe('chat dispute', () => {
  it('offers the chat types and actions with readable labels, and asks for the required fields', async () => {
    const calls = chatServer();
    await toDispute();
    const types = within(screen.getByLabelText('Dispute Type *')).getAllByRole('option');
    expect(types.map((o) => o.textContent)).toEqual([
      'Select a dispute type',
      'Not My Debt',
      'Already Paid',
      'Incorrect Amount',
      'Statute Limitations',
      'Identity Theft',
      'Other',
    ]);
    expect(within(screen.getByLabelText('Requested Action *')).getAllByRole('option')).toHaveLength(7);
    fireEvent.change(screen.getByLabelText('Dispute Type *'), { target: { value: 'other' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in all required fields marked with an asterisk (*).',
    );
    expect(calls.some((c) => c.path === '/api/disputes/submit')).toBe(false);
  });

  it('submits, confirms with the 24-hour / 30-day text, and offers another dispute', async () => {
    const calls = chatServer({ [SUBMIT]: () => ({ body: { success: true, disputeId: 31 } }) });
    await toDispute();
    fill();
    await submit();
    expect(calls.find((c) => c.path === '/api/disputes/submit')?.body).toEqual({
      debtAccountId: 7,
      disputeType: 'already_paid',
      description: 'I paid this in March.',
      requestedAction: 'provide_validation',
      additionalDetails: null,
    });
    const modal = within(screen.getByTestId('chat-dispute-confirmation'));
    expect(modal.getByText(/contact you within 24 hours/).textContent).toContain('within 30 days');
    expect(modal.getByText('#31')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: 'Submit Another Dispute' }));
    await settle(10);
    expect((screen.getByLabelText('Reason for Dispute *') as HTMLTextAreaElement).value).toBe('');
  });

  it('tells the visitor to call when the dispute could not be submitted', async () => {
    chatServer({ [SUBMIT]: () => ({ status: 500, body: { message: 'down' } }) });
    await toDispute();
    fill();
    await submit();
    expect(lastLine()).toContain(
      'There was an error submitting your dispute. Please call 1-888-555-0147 for immediate assistance.',
    );
  });
});
