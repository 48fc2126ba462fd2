import {
  type CustomerAccount,
  type CustomerDispute,
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  disputeStatusBadge,
  disputeTypeLabel,
  DISPUTE_MESSAGES as M,
} from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import en from './i18n/en.json';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT: CustomerAccount = {
  id: 7,
  account_number: 'ACC-100001',
  principal_original: '3200.00',
  unpaid_balance: '2450.75',
  school_name: null,
  school_group: null,
  first_name: 'Juan',
  last_name: 'Pérez',
  account_status: null,
  address1: null,
  city: null,
  state: null,
  zip_code: null,
};

const REVIEWED: CustomerDispute = {
  id: 1041,
  debtAccountId: 7,
  accountNumber: 'ACC-100001',
  status: 'under_review',
  createdAt: '2026-02-10T15:00:00.000Z',
  disputeType: 'not_my_debt',
  disputeReason: 'Nunca tuve una cuenta con esta escuela.',
  requestedAction: 'Quitar la deuda',
  resolutionNotes: null,
  resolvedAt: null,
};

function server(post: () => { status?: number; body?: unknown }) {
  return fakeServer({
    ...sessionOf(TEST_USERS.debtor),
    'GET /api/customer/accounts': () => ({ body: [ACCOUNT] }),
    'GET /api/customer/disputes': () => ({ body: [REVIEWED] }),
    'POST /api/customer/disputes': post,
  });
}

describe('/dispute-portal in Spanish', { timeout: 30_000 }, () => {
  it('shows the form, the account box and the history in Spanish, money and dates for es-US', async () => {
    server(() => ({ status: 201, body: REVIEWED }));
    renderApp('/dispute-portal', undefined, { language: 'es' });
    await screen.findByRole('form', { name: 'Presentar una disputa' });
    expect(screen.getByRole('heading', { level: 1, name: 'Portal de disputas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel' }).getAttribute('href')).toBe('/debtor');
    const box = screen.getByTestId('dispute-account-info');
    expect(box.textContent).toContain('Saldo actual');
    expect(box.textContent).toContain('$2,450.75');
    expect(box.textContent).toContain('No disponible'); // no school name nor group
    expect(box.textContent).toContain('ACTIVA');
    const type = screen.getByRole('combobox', { name: 'Tipo de disputa' });
    expect(within(type).getByRole('option', { name: 'No es mi deuda' })).toBeTruthy();
    expect(screen.getByText(/usted certifica que la información/)).toBeTruthy();

    const row = await screen.findByTestId('dispute-row');
    expect(within(row).getByText('Disputa n.º 1041')).toBeTruthy();
    expect(within(row).getByText('En revisión').getAttribute('data-tone')).toBe('blue');
    expect(within(row).getByText('No es mi deuda')).toBeTruthy();
    expect(within(row).getByText('10 feb 2026')).toBeTruthy();
  });

  it('shows the domain messages in Spanish and sends the same values', async () => {
    const calls = server(() => ({ status: 201, body: REVIEWED }));
    renderApp('/dispute-portal', undefined, { language: 'es' });
    await screen.findByRole('form', { name: 'Presentar una disputa' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la disputa' }));
    expect(await screen.findByText('Por favor, elija un tipo de disputa')).toBeTruthy();
    expect(screen.queryByText(M.typeRequired)).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de disputa' }), {
      target: { value: 'already_paid' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Explicación detallada' }), {
      target: { value: 'La pagué completa en marzo de 2024.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Qué nos pide' }), {
      target: { value: 'Cerrar la cuenta' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la disputa' }));
    expect(await screen.findByText('✅ Disputa enviada')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/customer/disputes');
    expect(post?.body).toMatchObject({ account_id: 7, dispute_type: 'already_paid' });
  });

  it("shows the server's refusal in Spanish", async () => {
    server(() => ({ status: 409, body: { message: M.alreadyOpen } }));
    renderApp('/dispute-portal', undefined, { language: 'es' });
    await screen.findByRole('form', { name: 'Presentar una disputa' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo de disputa' }), {
      target: { value: 'other' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Explicación detallada' }), {
      target: { value: 'Algo de esta deuda está mal.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Qué nos pide' }), {
      target: { value: 'Revisarla' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar la disputa' }));
    expect(await screen.findByText(/Ya tiene una disputa abierta de este tipo/)).toBeTruthy();
    expect(screen.getByText('❌ Error al enviar')).toBeTruthy();
  });
});

describe('the disputes catalogue', () => {
  it("keeps the domain's English texts verbatim", () => {
    const { form, history, messages } = en;
    for (const key of Object.keys(messages) as (keyof typeof messages)[])
      expect(messages[key], key).toBe(M[key]);
    for (const key of [
      'certification',
      'submit',
      'submitting',
      'submittedTitle',
      'submittedDescription',
      'submissionErrorTitle',
      'submissionErrorDescription',
    ] as const)
      expect(form[key], key).toBe(M[key]);
    expect(history.empty).toBe(M.emptyHistory);
    for (const type of DISPUTE_TYPES) expect(en.types[type]).toBe(disputeTypeLabel(type));
    for (const status of DISPUTE_STATUSES) expect(en.statuses[status]).toBe(disputeStatusBadge(status).label);
  });
});
