import { IDENTITY_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTestLanguage } from '@/app/testing';
import { chatServer, lastLine, openChat, panel, RIGHT_ADDRESS, settle } from './testing';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  setTestLanguage('en');
  vi.unstubAllGlobals();
});

async function submitInSpanish() {
  const form = within(screen.getByTestId('chat-verify-form'));
  fireEvent.change(form.getByLabelText('Últimos 4 dígitos de su Seguro Social'), {
    target: { value: '1234' },
  });
  fireEvent.change(form.getByLabelText('Mes'), { target: { value: '4' } });
  fireEvent.change(form.getByLabelText('Día'), { target: { value: '12' } });
  fireEvent.change(form.getByLabelText('Año'), { target: { value: '1985' } });
  fireEvent.click(panel().getByRole('button', { name: 'Verificar identidad' }));
  await settle(10);
}

describe("the identity check's refusals in the Spanish chat", () => {
  it('says the throttle of the first step in Spanish, and again in English after a switch', async () => {
    chatServer({
      'POST /api/chat/verify': () => ({ status: 429, body: { message: IDENTITY_MESSAGES.tooManyStarts } }),
    });
    setTestLanguage('es');
    await openChat();
    await submitInSpanish();
    expect(lastLine()).toContain(
      'Hubo demasiados intentos de verificación desde su conexión. Espere 15 minutos e inténtelo de nuevo.',
    );
    fireEvent.click(panel().getByRole('button', { name: 'English' }));
    await settle(10);
    expect(lastLine()).toContain(IDENTITY_MESSAGES.tooManyStarts);
  });

  it('says the throttle of the address step in Spanish', async () => {
    chatServer({
      'POST /api/chat/verify-address': () => ({
        status: 429,
        body: { message: IDENTITY_MESSAGES.throttled },
      }),
    });
    setTestLanguage('es');
    await openChat();
    await submitInSpanish();
    fireEvent.click(panel().getByLabelText(RIGHT_ADDRESS));
    fireEvent.click(panel().getByRole('button', { name: 'Verificar la dirección' }));
    await settle(10);
    expect(screen.getByTestId('chat-log').textContent).toContain(
      'Hubo demasiados intentos de verificación fallidos. Espere 15 minutos e inténtelo de nuevo.',
    );
    expect(screen.getByTestId('chat-log').textContent).not.toContain(IDENTITY_MESSAGES.throttled);
  });
});
