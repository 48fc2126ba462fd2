import {
  E_DELIVERY_MESSAGES,
  type EDeliveryState,
  WORKSPACE_LETTER_TEXT as T,
  type WorkspaceLetters,
} from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionOf, TEST_USERS } from '@/app/testing';
import { openWorkspace, workspaceServer } from './workspace-fixtures';

beforeAll(() => import('./debtor-workspace-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BY_POST: EDeliveryState = {
  debtAccountId: 3,
  accountNumber: 'ACC-100003',
  emailAddress: 'm•••@example.com',
  consented: false,
  givenAt: null,
  method: null,
};
const BY_EMAIL: EDeliveryState = {
  ...BY_POST,
  consented: true,
  givenAt: '2026-11-20T15:00:00.000Z',
  method: 'agent',
};

const panel = (over: Partial<WorkspaceLetters> = {}): WorkspaceLetters => ({
  letters: [],
  eDelivery: BY_POST,
  timeBarred: false,
  ...over,
});

const lettersCard = async () => within(await screen.findByRole('region', { name: 'Letters' }));

describe('letters on the debtor workspace', { timeout: 40_000 }, () => {
  it('records the consent the consumer gave by phone, with how, after the disclosure', async () => {
    let state = panel();
    const calls = workspaceServer({
      'GET /api/debtors/3/letters': () => ({ body: state }),
      'POST /api/debtors/3/e-delivery': () => {
        state = panel({ eDelivery: BY_EMAIL });
        return { body: { ...BY_EMAIL, message: E_DELIVERY_MESSAGES.consented } };
      },
    });
    await openWorkspace('Letters');
    const card = await lettersCard();
    expect(await card.findByText(T.consentNone)).toBeTruthy();
    expect(card.queryByRole('button', { name: T.emailNotice })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: T.recordConsent }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Paper letters stay available to you/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Save consent' }));
    expect(dialog.getByText(E_DELIVERY_MESSAGES.noteRequired)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(T.noteLabel), { target: { value: 'Agreed on a recorded call' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save consent' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/debtors/3/e-delivery')?.body).toEqual({
        note: 'Agreed on a recorded call',
      }),
    );
    expect(await card.findByText(/Letters go by e-mail to m•••@example.com/)).toBeTruthy();
    expect(card.getByRole('status').textContent).toBe(E_DELIVERY_MESSAGES.consented);
  });

  it('e-mails the notice when consent is live, and withdraws the consent', async () => {
    let state = panel({ eDelivery: BY_EMAIL });
    const calls = workspaceServer({
      'GET /api/debtors/3/letters': () => ({ body: state }),
      'POST /api/debtors/3/letters': () => ({
        status: 201,
        body: { id: 41, status: 'emailed', validationEndDate: '2026-12-31' },
      }),
      'DELETE /api/debtors/3/e-delivery': () => {
        state = panel();
        return { body: { ...BY_POST, message: E_DELIVERY_MESSAGES.withdrawn } };
      },
    });
    await openWorkspace('Letters');
    const card = await lettersCard();
    fireEvent.click(await card.findByRole('button', { name: T.emailNotice }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/debtors/3/letters')?.body).toEqual({
        template: 'validation_notice',
        language: 'en',
        delivery: 'email',
      }),
    );
    expect((await card.findByRole('status')).textContent).toContain('Validation notice 41 e-mailed');
    fireEvent.click(card.getByRole('button', { name: T.withdrawConsent }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await card.findByText(T.consentNone)).toBeTruthy();
    expect(card.queryByRole('button', { name: T.emailNotice })).toBeNull();
  });

  it('lets staff set the time-barred flag, shows a held letter with its reason, and links each PDF', async () => {
    let state = panel({
      letters: [
        {
          id: 7,
          template: 'reminder',
          language: 'en',
          delivery: 'print',
          status: 'queued',
          letterDate: '2026-11-20',
          validationEndDate: null,
          mailedOn: null,
          sentOn: null,
          held: 'Held: mail to this address came back returned. It prints once the address is corrected.',
        },
      ],
    });
    const calls = workspaceServer({
      'GET /api/debtors/3/letters': () => ({ body: state }),
      'PUT /api/admin/accounts/3/time-barred': () => {
        state = { ...state, timeBarred: true };
        return { body: { id: 3, timeBarred: true } };
      },
    });
    await openWorkspace('Letters');
    const card = await lettersCard();
    expect(await card.findByText(/came back returned/)).toBeTruthy();
    expect(card.getByRole('link', { name: /Payment reminder/ }).getAttribute('href')).toBe(
      '/api/letters/7/pdf',
    );
    fireEvent.click(card.getByRole('button', { name: T.markTimeBarred }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ timeBarred: true }));
    expect(await card.findByText(T.timeBarredOn)).toBeTruthy();
    expect(card.getByRole('button', { name: T.clearTimeBarred })).toBeTruthy();
  });

  it('shows a collector no time-barred button, which the server keeps to admin and staff', async () => {
    workspaceServer({
      ...sessionOf(TEST_USERS.collector),
      'GET /api/debtors/3/letters': () => ({ body: panel({ timeBarred: true }) }),
    });
    await openWorkspace('Letters');
    const card = await lettersCard();
    expect(await card.findByText(T.timeBarredOn)).toBeTruthy();
    expect(card.queryByRole('button', { name: T.clearTimeBarred })).toBeNull();
    expect(card.getByRole('button', { name: T.recordConsent })).toBeTruthy();
  });

  it('makes any letter the API makes, in either language; the server says why one cannot be made', async () => {
    let refuse = false;
    const calls = workspaceServer({
      'GET /api/debtors/3/letters': () => ({ body: panel() }),
      'POST /api/debtors/3/letters': () =>
        refuse
          ? { status: 409, body: { message: 'A paid-in-full letter needs a zero balance.' } }
          : { body: { id: 12, status: 'queued', validationEndDate: null } },
    });
    await openWorkspace('Letters');
    const form = within(await screen.findByRole('form', { name: 'Make a letter' }));
    const letter = form.getByLabelText('Letter') as HTMLSelectElement;
    expect(Array.from(letter.options).map((o) => o.textContent)).toEqual([
      'Validation notice',
      'Payment plan confirmation',
      'Settlement letter',
      'Paid-in-full letter',
      'Payment reminder',
      'Verification of the debt',
    ]);
    fireEvent.change(letter, { target: { value: 'reminder' } });
    fireEvent.change(form.getByLabelText('Language'), { target: { value: 'es' } });
    fireEvent.click(form.getByRole('button', { name: 'Make letter' }));
    expect(await form.findByText('Payment reminder 12 waits for the next print batch.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/debtors/3/letters' && c.method === 'POST')?.body).toEqual({
      template: 'reminder',
      language: 'es',
      delivery: 'print',
    });
    refuse = true;
    fireEvent.change(letter, { target: { value: 'paid_in_full' } });
    fireEvent.click(form.getByRole('button', { name: 'Make letter' }));
    expect(await form.findByText('A paid-in-full letter needs a zero balance.')).toBeTruthy();
  });
});
