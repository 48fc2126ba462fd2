import { PAYMENT_MESSAGES, type ProcessPaymentResult } from '@arrears/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, setTestLanguage, TEST_USERS } from '@/app/testing';
import { CardPaymentForm } from './components/card-payment-form';
import en from './i18n/en.json';
import { approvedResult, customerAccount, customerPayment, portalAccountsAnswers } from './testing';

beforeAll(() => preloadRoutes('/payment-center', '/payment-history'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTestLanguage('en');
});

const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the payment pages in Spanish (issue 24)', () => {
  it('lists the domain messages with their English text verbatim, so a message sent in English is found', () => {
    // issuer*: the card processor's own decline texts (the sandbox gives USAePay's), not the domain's.
    for (const [key, english] of Object.entries(en.messages))
      if (!key.startsWith('issuer'))
        expect(PAYMENT_MESSAGES[key as keyof typeof PAYMENT_MESSAGES], key).toBe(english);
    expect(en.builtMessages.amountAboveBalance.replace('{balance}', '$9.99')).toBe(
      PAYMENT_MESSAGES.amountAboveBalance('$9.99'),
    );
  });

  it('checks the card form in Spanish, then pays and shows the receipt in Spanish', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(
        () => [customerAccount()],
        () => ({ '7': '749.25' }),
      ),
      'POST /api/usaepay/process-payment': () => ({ body: approvedResult() }),
    });
    renderApp('/payment-center', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Centro de pagos' })).toBeTruthy();
    expect((await screen.findByTestId('account-balance')).textContent).toBe('$2,450.75');
    expect(screen.getByText('Pagado hasta hoy: $749.25')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Aviso' })).getByText(/cobrador de deudas/),
    ).toBeTruthy();

    // Nothing filled in: the domain's rules, in Spanish, tied to their inputs.
    fireEvent.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    expect(await screen.findByText('La cantidad debe ser de al menos $0.01')).toBeTruthy();
    expect(screen.getByText('Escriba el número de tarjeta')).toBeTruthy();
    expect(screen.getByText('Elija el mes de vencimiento')).toBeTruthy();
    expect(screen.getByLabelText('Número de tarjeta').getAttribute('aria-invalid')).toBe('true');
    // The one message built with a value is rebuilt in Spanish.
    set('Cantidad a pagar ($)', '3000');
    expect(
      await screen.findByText('La cantidad no puede ser mayor que el saldo pendiente de $2,450.75.'),
    ).toBeTruthy();

    set('Cantidad a pagar ($)', '250');
    set('Número de tarjeta', '4000100011112224');
    set('Mes de vencimiento', '12');
    set('Año de vencimiento', String(new Date().getFullYear() + 2).slice(-2));
    set('Código de seguridad (CVV)', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $250.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pago realizado' });
    const receipt = within(within(dialog).getByTestId('payment-receipt'));
    expect(receipt.getByText('Nuevo saldo')).toBeTruthy();
    expect(receipt.getByText('$2,200.75')).toBeTruthy();
    expect(receipt.getByText('Tarjeta de crédito')).toBeTruthy();
    expect(receipt.getByText('Visa terminada en 2224')).toBeTruthy();
    expect(receipt.getByText(/^2 jun 2025/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Descargar el recibo' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Volver a mi cuenta' })).toBeTruthy();
  });

  it('shows the past payments in Spanish, dates in words', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/payments': () => ({ body: [customerPayment({ paymentDate: '2025-06-02' })] }),
    });
    renderApp('/payment-history', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeTruthy();
    const row = within(await screen.findByTestId('payment-row'));
    expect(row.getByText('Completado')).toBeTruthy();
    expect(row.getByText('2 de junio de 2025')).toBeTruthy();
    expect(row.getByText('TARJETA terminada en 2224')).toBeTruthy();
    expect(row.getByRole('link', { name: /^Descargar el recibo\s*del pago de \$250\.00$/ })).toBeTruthy();
  });

  it("keeps an agent's card form in English whatever the site language", () => {
    setTestLanguage('es');
    render(
      <CardPaymentForm
        debtAccountId={7}
        accountLabel="ACC-100001"
        balance="2450.75"
        billingDefaults={{ firstName: 'John', lastName: 'Doe', address: '', city: '', state: '', zip: '' }}
        channel="agent"
        onSuccess={vi.fn<(result: ProcessPaymentResult) => void>()}
        onFailure={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Card Number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    return waitFor(() => expect(screen.getByText(PAYMENT_MESSAGES.cardNumberRequired)).toBeTruthy());
  });
});
