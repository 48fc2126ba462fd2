import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/app/testing';
import { catchDownloads } from '@/lib/testing/catch-downloads';
import type { AgentPaymentRecord } from '../api/payments';
import { PaymentExportButton } from './payment-export-button';
import { agentPaymentsCsv } from './payment-history-export';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAYMENTS: AgentPaymentRecord[] = [
  {
    id: 2,
    paymentDate: '2026-11-03T15:00:00Z',
    amount: '1000.1',
    method: 'credit_card',
    transactionId: '=HYPERLINK("http://x")',
    status: 'approved',
  },
  {
    id: 1,
    paymentDate: '2026-10-01',
    amount: '25',
    method: 'check',
    transactionId: null,
    status: 'pending_reconciliation',
  },
];

describe('agentPaymentsCsv', () => {
  it('writes dollars with two decimals, the table status words, and formula-safe quoted cells', () => {
    expect(agentPaymentsCsv(PAYMENTS).split('\r\n')).toEqual([
      '"Date","Amount","Method","Transaction ID","Status"',
      '"2026-11-03","1000.10","credit_card","\'=HYPERLINK(""http://x"")","approved"',
      '"2026-10-01","25.00","check","","pending (unconfirmed)"',
      '',
    ]);
  });
});

describe('PaymentExportButton', () => {
  const renderButton = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentExportButton debtor={{ id: 3, accountNumber: 'ACC-3' }} />
      </QueryClientProvider>,
    );

  it('saves the loaded payments as payment-history-<account>.csv', async () => {
    const saved = catchDownloads();
    fakeServer({ 'GET /api/debtors/3/payments': () => ({ body: PAYMENTS }) });
    renderButton();
    const button = screen.getByRole('button', { name: /Export/ }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(saved.map((d) => d.name)).toEqual(['payment-history-ACC-3.csv']);
    // jsdom's Blob has no text(): read it as the browser's FileReader would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0].blob);
    });
    expect(text).toBe(agentPaymentsCsv(PAYMENTS));
  });

  it('stays disabled with no payments', async () => {
    const calls = fakeServer({ 'GET /api/debtors/3/payments': () => ({ body: [] }) });
    renderButton();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/debtors/3/payments')).toBe(true));
    expect((screen.getByRole('button', { name: /Export/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
