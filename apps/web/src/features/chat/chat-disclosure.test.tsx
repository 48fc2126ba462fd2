import { DEBT_COLLECTOR_DISCLOSURE } from '@arrears/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTestLanguage } from '@/app/testing';
import en from './i18n/en.json';
import es from './i18n/es.json';
import { chatServer, openChat } from './testing';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  setTestLanguage('en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const firstBotMessage = () => screen.getByTestId('chat-log').firstElementChild?.textContent ?? '';

/** Decision 0097: the chat's first message to a consumer says it is from a debt collector, in full. */
describe('the chat greeting carries the debt-collector disclosure', () => {
  it('in the catalogues, word for word the domain forms', () => {
    expect(en.messages.collectorDisclosure).toBe(DEBT_COLLECTOR_DISCLOSURE.en.initial);
    expect(es.messages.collectorDisclosure).toBe(DEBT_COLLECTOR_DISCLOSURE.es.initial);
  });

  it('in English', async () => {
    chatServer();
    await openChat();
    const greeting = firstBotMessage();
    expect(greeting).toContain('Hello! I can help you make a payment');
    expect(greeting).toContain(DEBT_COLLECTOR_DISCLOSURE.en.initial);
  });

  it('in Spanish, and no English left', async () => {
    chatServer();
    setTestLanguage('es');
    await openChat();
    const greeting = firstBotMessage();
    expect(greeting).toContain('¡Hola! Puedo ayudarle a hacer un pago');
    expect(greeting).toContain(DEBT_COLLECTOR_DISCLOSURE.es.initial);
    expect(greeting).not.toContain('debt collector');
  });
});
