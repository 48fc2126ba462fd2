import {
  type CustomerDocument,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  E_DELIVERY_DISCLOSURE,
  E_DELIVERY_DISCLOSURE_ES,
  E_DELIVERY_MESSAGES,
  type EDeliveryState,
} from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import en from './i18n/en.json';

beforeAll(() => import('./documents-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DOCUMENTS: CustomerDocument[] = [
  {
    id: 12,
    originalFilename: 'Estado de marzo.pdf',
    documentType: 'statement',
    size: 48_213,
    createdAt: '2026-03-02T15:00:00.000Z',
    accountNumber: 'ACC-100001',
    kind: 'upload',
  },
  {
    id: 9,
    originalFilename: 'Contrato.pdf',
    documentType: 'contract',
    size: 2048,
    createdAt: '2026-01-15T15:00:00.000Z',
    accountNumber: 'ACC-100002',
    kind: 'upload',
  },
];

const STATE: EDeliveryState = {
  debtAccountId: 7,
  accountNumber: 'ACC-100001',
  emailAddress: 'j•••@example.com',
  consented: false,
  givenAt: null,
  method: null,
};

describe('/documents in Spanish', () => {
  it('lists the documents with Spanish types, dates and actions', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => ({ body: DOCUMENTS }),
      'GET /api/customer/e-delivery': () => ({ body: [] }),
    });
    renderApp('/documents', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis documentos' })).toBeTruthy();
    const rows = await screen.findAllByTestId('document-row');
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Estado de cuenta')).toBeTruthy();
    expect(first.getByText('2 mar 2026')).toBeTruthy();
    expect(first.getByText('Cuenta ACC-100001')).toBeTruthy();
    expect(
      first
        .getByRole('link', { name: 'Ver Estado de marzo.pdf (se abre en otra pestaña)' })
        .getAttribute('href'),
    ).toBe('/api/customer/documents/12');
    expect(first.getByRole('link', { name: 'Descargar Estado de marzo.pdf' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Contrato del préstamo')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Documentos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Mi cuenta' }).getAttribute('href')).toBe('/debtor');
  });

  it('says there are none in Spanish', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => ({ body: [] }),
      'GET /api/customer/e-delivery': () => ({ body: [] }),
    });
    renderApp('/documents', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'No hay documentos' })).toBeTruthy();
  });

  it('shows the E-SIGN disclosure in Spanish and says so when the debtor consents', async () => {
    let current = STATE;
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/documents': () => ({ body: [] }),
      'GET /api/customer/e-delivery': () => ({ body: [current] }),
      'POST /api/customer/e-delivery': () => {
        current = { ...STATE, consented: true, method: 'portal', givenAt: '2026-03-02T15:00:00.000Z' };
        return { body: { ...current, message: E_DELIVERY_MESSAGES.consented } };
      },
    });
    renderApp('/documents', undefined, { language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Reciba sus cartas por correo electrónico' }),
    ).toBeTruthy();
    const disclosure = screen.getByTestId('e-delivery-disclosure');
    for (const line of E_DELIVERY_DISCLOSURE_ES) expect(disclosure.textContent).toContain(line);
    expect(disclosure.textContent).not.toContain(E_DELIVERY_DISCLOSURE[0]);
    expect(screen.getByText('A j•••@example.com')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Enviar mis cartas por correo electrónico/ }));
    expect(
      await screen.findByText('Sus cartas sobre esta cuenta llegarán por correo electrónico.'),
    ).toBeTruthy();
    // The server keeps the words the debtor read: it is told their language.
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/customer/e-delivery')?.body).toEqual({
      debtAccountId: 7,
      language: 'es',
    });
  });
});

describe('the documents catalogue', () => {
  it("keeps the domain's English texts verbatim", () => {
    expect(en.page.fetchFailed).toBe(DOCUMENT_MESSAGES.fetchFailed);
    expect(en.page.empty).toBe(DOCUMENT_MESSAGES.empty);
    for (const type of DOCUMENT_TYPES) expect(en.types[type]).toBe(DOCUMENT_TYPE_LABELS[type]);
    expect(en.eDelivery.checkbox).toBe(E_DELIVERY_MESSAGES.checkbox);
    expect(en.eDelivery.noEmail).toBe(E_DELIVERY_MESSAGES.noEmail);
    for (const key of Object.keys(en.messages) as (keyof typeof en.messages)[])
      expect(en.messages[key], key).toBe(E_DELIVERY_MESSAGES[key]);
  });
});
