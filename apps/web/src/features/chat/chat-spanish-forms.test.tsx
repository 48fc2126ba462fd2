import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTestLanguage } from '@/app/testing';
import { approvedResult } from '@/features/payments/testing';
import { chatServer, openVerified, panel, settle } from './testing';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  setTestLanguage('en');
  vi.unstubAllGlobals();
});

/** Verified in English (the shared steps), then the reader switches the panel to Spanish. */
async function verifiedInSpanish() {
  await openVerified();
  fireEvent.click(panel().getByRole('button', { name: 'Español' }));
  await settle(10);
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('the chat forms in Spanish', () => {
  it('names the missing card fields in Spanish', async () => {
    chatServer();
    await verifiedInSpanish();
    fireEvent.click(screen.getByTestId('chat-intent-make_payment'));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '' } });
    fireEvent.click(panel().getByRole('button', { name: /^Pagar / }));
    await settle(10);
    expect(screen.getByRole('alert').textContent).toBe(
      'Por favor, llene: Cantidad a pagar, Número de tarjeta, Mes de vencimiento, Año de vencimiento, ' +
        'Código de seguridad (CVV), Nombre.',
    );
  });

  it('offers the dispute types and requested actions in Spanish, and sends their codes', async () => {
    const calls = chatServer({
      'POST /api/disputes/submit': () => ({ body: { success: true, disputeId: 31 } }),
    });
    await verifiedInSpanish();
    fireEvent.click(screen.getByTestId('chat-intent-dispute_debt'));
    expect(options('Tipo de disputa *')).toEqual([
      'Elija un tipo de disputa',
      'No es mi deuda',
      'Ya la pagué',
      'Monto incorrecto',
      'Deuda prescrita',
      'Robo de identidad',
      'Otro',
    ]);
    const actions = options('Lo que pide *');
    expect(actions.slice(1)).toEqual([
      'Quitar la deuda',
      'Corregir el monto',
      'Enviarme la validación de la deuda',
      'Detener el cobro',
      'Un plan de pagos',
      'Otra cosa',
    ]);
    fireEvent.change(screen.getByLabelText('Tipo de disputa *'), { target: { value: 'already_paid' } });
    fireEvent.change(screen.getByLabelText('Motivo de la disputa *'), {
      target: { value: 'Pagué en marzo.' },
    });
    fireEvent.change(screen.getByLabelText('Lo que pide *'), { target: { value: 'provide_validation' } });
    fireEvent.click(panel().getByRole('button', { name: 'Enviar disputa' }));
    await settle(10);
    expect(calls.find((c) => c.path === '/api/disputes/submit')?.body).toMatchObject({
      disputeType: 'already_paid',
      requestedAction: 'provide_validation',
    });
  });

  it('writes the dates of the transactions and the receipt the Spanish way, and the status in Spanish', async () => {
    chatServer({
      'GET /api/chat/payments/7': () => ({
        body: [{ amount: 250, created_at: '2025-06-02', transaction_id: '3100000001', status: 'completed' }],
      }),
      'POST /api/usaepay/process-payment': () => ({ body: approvedResult({ paymentDate: '2025-06-02' }) }),
    });
    await verifiedInSpanish();
    fireEvent.click(screen.getByTestId('chat-intent-transaction_history'));
    await settle(10);
    const list = screen.getByTestId('chat-transactions').textContent;
    for (const text of ['2 de junio de 2025', '$250.00', 'completado', 'Ref.: 3100000001'])
      expect(list).toContain(text);
    expect(list).not.toContain('06/02/2025');

    fireEvent.click(panel().getByRole('button', { name: 'Volver al menú principal' }));
    await settle(10);
    fireEvent.click(screen.getByTestId('chat-intent-make_payment'));
    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set('Cantidad a pagar ($)', '250');
    set('Número de tarjeta', '4000100011112224');
    set('Mes de vencimiento', '12');
    set('Año de vencimiento', String(new Date().getFullYear() + 2).slice(-2));
    set('Código de seguridad (CVV)', '123');
    fireEvent.click(panel().getByRole('button', { name: /^Pagar / }));
    await settle(10);
    const receipt = within(screen.getByTestId('chat-receipt'));
    expect(receipt.getByText('2 de junio de 2025')).toBeTruthy();
  });
});
