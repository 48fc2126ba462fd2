import type { ChatAccountInfo, ChatVerifyAddressResponse } from '@arrears/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders, type FakeCall, fakeServer } from '@/app/testing';
import { ChatWidget } from './chat-widget';

/** Test data and steps of the chat widget's unit tests (shapes of the domain's chat schemas). */

export const RIGHT_ADDRESS = '42 Maple Street, Camden, NJ 08102';
export const ADDRESS_OPTIONS = [
  '18 Birch Lane, Trenton, NJ 08608',
  RIGHT_ADDRESS,
  '7 Cedar Road, Newark, NJ 07102',
  '221 Elm Avenue, Dover, DE 19901',
  '9 Walnut Court, Camden, NJ 08104',
];

export function accountInfo(overrides: Partial<ChatAccountInfo> = {}): ChatAccountInfo {
  return {
    id: 7,
    first_name: 'John',
    last_name: 'Doe',
    address1: '42 Maple Street',
    city: 'Camden',
    state: 'NJ',
    zip_code: '08102',
    email_address: 'john@example.com',
    account_number: 'ACC-100001',
    principal_balance: 3200,
    unpaid_balance: 2450.75,
    creditor: 'Camden Technical Institute',
    ...overrides,
  };
}

export function verifiedAnswer(accounts = [accountInfo()]): ChatVerifyAddressResponse {
  const [first] = accounts;
  return { success: true, debtor_id: first.id, name: 'John Doe', account_info: first, accounts };
}

type Handlers = Parameters<typeof fakeServer>[0];

/** The chat API: uniform verify answers, the right address opens the session, everything else 204. */
export function chatServer(extra: Handlers = {}): FakeCall[] {
  let round = 0;
  return fakeServer({
    'POST /api/chat/verify': () => {
      round += 1;
      return {
        body: { success: true, debtor_id: `check-${round}`, name: null, address_options: ADDRESS_OPTIONS },
      };
    },
    'POST /api/chat/verify-address': (call) =>
      (call.body as { selected_address: string }).selected_address === RIGHT_ADDRESS
        ? { body: verifiedAnswer() }
        : {
            status: 401,
            body: {
              message:
                "I couldn't verify your information. Please try again or call 1-888-555-0147 for assistance.",
            },
          },
    'GET /api/chat/popular-intents': () => ({ body: [] }),
    ...extra,
  });
}

/** Lets fetch answers and React updates land; with fake timers, also moves the clock. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms);
    else await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export async function openChat() {
  const view = render(
    <AppProviders>
      <ChatWidget />
    </AppProviders>,
  );
  fireEvent.click(screen.getByTestId('chat-launcher'));
  await settle(10);
  return view;
}

export const panel = () => within(screen.getByTestId('chat-panel'));

export function fillVerification(ssn = '1234', [month, day, year] = ['4', '12', '1985']): void {
  const form = within(screen.getByTestId('chat-verify-form'));
  fireEvent.change(form.getByLabelText('Last 4 digits of SSN'), { target: { value: ssn } });
  fireEvent.change(form.getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(form.getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(form.getByLabelText('Year'), { target: { value: year } });
}

export async function submitVerification(ssn?: string): Promise<void> {
  fillVerification(ssn);
  fireEvent.click(panel().getByRole('button', { name: 'Verify Identity' }));
  await settle(10);
}

export async function pickAddress(address: string): Promise<void> {
  fireEvent.click(panel().getByLabelText(address));
  fireEvent.click(panel().getByRole('button', { name: 'Verify Address' }));
  await settle(10);
}

/** Opens the chat and goes through verification to the main menu. */
export async function openVerified(): Promise<void> {
  await openChat();
  await submitVerification();
  await pickAddress(RIGHT_ADDRESS);
}

export const lastLine = () => screen.getByTestId('chat-log').lastElementChild?.textContent ?? '';
export const logText = () => screen.getByTestId('chat-log').textContent ?? '';
