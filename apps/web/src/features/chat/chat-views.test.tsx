import { CHAT_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '@/lib/testing/catch-downloads';
import { chatServer, lastLine, openVerified, panel, settle } from './testing';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PDF_BASE64 = btoa('%PDF-1.4 statement');
const STATEMENT = 'POST /api/statements/request-statement';

async function request(method: 'Download PDF' | 'E-mail', email?: string) {
  fireEvent.click(screen.getByLabelText(method));
  if (email !== undefined)
    fireEvent.change(screen.getByLabelText('E-mail Address'), { target: { value: email } });
  fireEvent.click(
    panel().getByRole('button', { name: method === 'E-mail' ? 'Send Statement' : 'Get Statement' }),
  );
  await settle(10);
}

describe('chat statement', () => {
  it('offers the PDF as a download named after the account', async () => {
    const saved = catchDownloads();
    const calls = chatServer({ [STATEMENT]: () => ({ body: { pdf: PDF_BASE64, emailSent: false } }) });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-request_statement'));
    await request('Download PDF');
    expect(calls.find((c) => c.path === '/api/statements/request-statement')?.body).toEqual({
      debtorId: 7,
      deliveryMethod: 'pdf',
    });
    expect(lastLine()).toContain('Your statement is ready to download.');
    fireEvent.click(screen.getByTestId('chat-statement-download'));
    expect(saved.map((d) => ({ name: d.name, size: d.blob.size }))).toEqual([
      { name: 'statement-ACC-100001.pdf', size: 18 },
    ]);
  });

  it('e-mails to the prefilled address, checks it, and falls back to the PDF', async () => {
    catchDownloads();
    let sent = true;
    const calls = chatServer({
      [STATEMENT]: () => ({
        body: sent ? { pdf: null, emailSent: true } : { pdf: PDF_BASE64, emailSent: false },
      }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-request_statement'));
    fireEvent.click(screen.getByLabelText('E-mail'));
    expect((screen.getByLabelText('E-mail Address') as HTMLInputElement).value).toBe('john@example.com');
    await request('E-mail', 'john.example.com');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/statements/request-statement')).toBe(false);

    await request('E-mail', 'me@example.org');
    expect(calls.find((c) => c.path === '/api/statements/request-statement')?.body).toEqual({
      debtorId: 7,
      deliveryMethod: 'email',
      email: 'me@example.org',
    });
    expect(lastLine()).toContain('Your statement has been sent to me@example.org.');
    sent = false;
    await request('E-mail');
    expect(lastLine()).toContain("We couldn't e-mail your statement, so here it is as a PDF to download.");
    expect(screen.getByTestId('chat-statement-download')).toBeTruthy();
  });

  it('for an address not on file, says why and offers the PDF the server answered instead', async () => {
    const saved = catchDownloads();
    const calls = chatServer({
      [STATEMENT]: () => ({
        body: { pdf: PDF_BASE64, emailSent: false, message: CHAT_MESSAGES.statementNotOnFile },
      }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-request_statement'));
    fireEvent.click(screen.getByLabelText('E-mail'));
    expect(screen.getByText(CHAT_MESSAGES.statementEmailHint)).toBeTruthy();
    await request('E-mail', 'someone@elsewhere.example');
    expect(calls.find((c) => c.path === '/api/statements/request-statement')?.body).toEqual({
      debtorId: 7,
      deliveryMethod: 'email',
      email: 'someone@elsewhere.example',
    });
    expect(lastLine()).toContain(
      'For your privacy we only e-mail statements to the address on file. You can download it here instead.',
    );
    expect(lastLine()).not.toContain('has been sent');
    fireEvent.click(screen.getByTestId('chat-statement-download'));
    expect(saved.map((d) => d.name)).toEqual(['statement-ACC-100001.pdf']);
  });

  it('shows the server message when statements are throttled (429)', async () => {
    const throttled =
      'You have requested several statements in the last few minutes. Please try again later or call 1-888-555-0147.';
    chatServer({ [STATEMENT]: () => ({ status: 429, body: { message: throttled } }) });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-request_statement'));
    await request('Download PDF');
    expect(lastLine()).toContain(throttled);
    expect(screen.queryByTestId('chat-statement-download')).toBeNull();
  });

  it('says which delivery failed', async () => {
    chatServer({ [STATEMENT]: () => ({ status: 500, body: { message: 'x' } }) });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-request_statement'));
    await request('Download PDF');
    expect(lastLine()).toContain(
      'Error generating PDF statement... Please try again or call 1-888-555-0147.',
    );
    await request('E-mail');
    expect(lastLine()).toContain('Error sending statement... Please try again or call 1-888-555-0147.');
  });
});

describe('chat transactions', () => {
  it('lists date, amount, status and reference', async () => {
    chatServer({
      'GET /api/chat/payments/7': () => ({
        body: [
          {
            amount: 250,
            created_at: '2025-06-02T14:05:00.000Z',
            transaction_id: '3100000001',
            status: 'completed',
          },
        ],
      }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-transaction_history'));
    await settle(10);
    const list = screen.getByTestId('chat-transactions').textContent;
    for (const text of ['$250.00', 'completed', 'Ref: 3100000001', '2025']) expect(list).toContain(text);
  });

  it('says when there are none, and to call when they cannot be loaded', async () => {
    let ok = true;
    chatServer({
      'GET /api/chat/payments/7': () => (ok ? { body: [] } : { status: 500, body: { message: 'x' } }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-transaction_history'));
    await settle(10);
    expect(screen.getByText('There are no transactions on this account yet.')).toBeTruthy();
    ok = false;
    fireEvent.click(panel().getByRole('button', { name: 'Return to Main Menu' }));
    fireEvent.click(screen.getByTestId('chat-intent-transaction_history'));
    await settle(10);
    expect(screen.getByRole('alert').textContent).toBe(
      "I couldn't load your transactions. Please call 1-888-555-0147 for assistance.",
    );
  });
});

describe('chat contact update', () => {
  it('requires a reason, upper-cases the state, and sends the request', async () => {
    const calls = chatServer({
      'POST /api/chat/contact-update': () => ({ body: { success: true, requestId: 4 } }),
    });
    await openVerified();
    fireEvent.click(screen.getByTestId('chat-intent-update_contact'));
    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set('New Phone', '(609) 555-0199');
    set('State', 'nj1');
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('NJ');
    expect((screen.getByLabelText('ZIP Code') as HTMLInputElement).maxLength).toBe(10);
    fireEvent.click(panel().getByRole('button', { name: 'Send Update' }));
    await settle(10);
    expect(screen.getByRole('alert').textContent).toBe(
      'Please tell us why you are updating your contact information.',
    );
    set('Reason for Update *', 'New phone');
    fireEvent.click(panel().getByRole('button', { name: 'Send Update' }));
    await settle(10);
    expect(calls.find((c) => c.path === '/api/chat/contact-update')?.body).toEqual({
      debtAccountId: 7,
      phone: '(609) 555-0199',
      email: null,
      address: null,
      city: null,
      state: 'NJ',
      zip: null,
      reason: 'New phone',
    });
    expect(lastLine()).toContain('Thank you. Our team will review your contact update');
    expect(screen.getByTestId('chat-menu')).toBeTruthy();
  });
});
