import { type CustomerAccount, type CustomerDispute, DISPUTE_MESSAGES as M } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { toast } from '@/ui/use-toast';

vi.mock('@/ui/use-toast', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/ui/use-toast')>();
  return { ...original, toast: vi.fn(original.toast) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const account = (over: Partial<CustomerAccount> = {}): CustomerAccount => ({
  id: 7,
  account_number: 'ACC-100001',
  principal_original: '3200.00',
  unpaid_balance: '2450.75',
  school_name: null,
  school_group: 'MI GENTE FINANCIAL',
  first_name: 'John',
  last_name: 'Doe',
  account_status: null,
  address1: null,
  city: null,
  state: null,
  zip_code: null,
  ...over,
});

const RESOLVED: CustomerDispute = {
  id: 41,
  debtAccountId: 7,
  accountNumber: 'ACC-100001',
  status: 'resolved',
  createdAt: '2026-02-10T15:00:00.000Z',
  disputeType: 'incorrect_amount',
  disputeReason: 'The balance includes a fee I never agreed to.',
  requestedAction: 'Remove the fee',
  resolutionNotes: 'Fee removed.',
  resolvedAt: '2026-02-12T15:00:00.000Z',
};

function server(
  accounts: CustomerAccount[],
  disputes: CustomerDispute[],
  post?: () => { status?: number; body?: unknown },
) {
  const list = [...disputes];
  return fakeServer({
    ...sessionOf(TEST_USERS.debtor),
    'GET /api/customer/accounts': () => ({ body: accounts }),
    'GET /api/customer/disputes': () => ({ body: list }),
    'POST /api/customer/disputes': (call) => {
      if (post) return post();
      const body = call.body as Record<string, unknown>;
      const created = {
        ...RESOLVED,
        id: 42,
        status: 'pending',
        disputeType: String(body.dispute_type),
        disputeReason: String(body.dispute_reason),
        resolutionNotes: null,
        resolvedAt: null,
      };
      list.unshift(created);
      return { status: 201, body: created };
    },
  });
}

const form = () => screen.findByRole('form', { name: 'File New Dispute' });

function fill(type: string, reason: string, action: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Type of Dispute' }), { target: { value: type } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Detailed Explanation' }), {
    target: { value: reason },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Requested Action' }), { target: { value: action } });
}

describe('/dispute-portal', { timeout: 30_000 }, () => {
  it('shows the account box, the history with badges and notes, and the back button', async () => {
    server([account()], [RESOLVED]);
    renderApp('/dispute-portal');
    await form();
    const box = screen.getByTestId('dispute-account-info');
    expect(box.textContent).toContain('#ACC-100001');
    expect(box.textContent).toContain('$2,450.75');
    expect(box.textContent).toContain('MI GENTE FINANCIAL'); // no school name: the school group
    expect(box.textContent).toContain('ACTIVE'); // no status: ACTIVE
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/debtor');
    expect(screen.getByText(M.certification)).toBeTruthy();
    expect(
      (document.querySelector('input[type="hidden"][name="account_id"]') as HTMLInputElement).value,
    ).toBe('7');

    const row = await screen.findByTestId('dispute-row');
    expect(within(row).getByText('Dispute #41')).toBeTruthy();
    expect(within(row).getByText('#ACC-100001')).toBeTruthy();
    expect(within(row).getByText('Resolved').getAttribute('data-tone')).toBe('green');
    expect(within(row).getByText('Incorrect Amount')).toBeTruthy();
    expect(within(row).getByText('Feb 10, 2026')).toBeTruthy();
    expect(within(row).getByText(RESOLVED.disputeReason).className).toContain('line-clamp-2');
    expect(within(row).getByText('Fee removed.')).toBeTruthy();
  });

  it('shows the spec messages and sends nothing while the form is incomplete', async () => {
    const calls = server([account()], []);
    renderApp('/dispute-portal');
    await form();
    expect(await screen.findByText(M.emptyHistory)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.typeRequired)).toBeTruthy();
    expect(screen.getByText(M.reasonRequired)).toBeTruthy();
    expect(screen.getByText(M.actionRequired)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type of Dispute' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      screen.getByRole('textbox', { name: 'Detailed Explanation' }).getAttribute('aria-describedby'),
    ).toBeTruthy();

    fill('already_paid', 'Too short', 'Stop');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    await waitFor(() => expect(screen.queryByText(M.typeRequired)).toBeNull());
    expect(screen.getByText(M.reasonRequired)).toBeTruthy();
    expect(screen.getByText(M.actionRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/customer/disputes')).toBe(false);
  });

  it('files the dispute, toasts success for 5 s, clears the form and re-fetches the history', async () => {
    const calls = server([account()], []);
    renderApp('/dispute-portal');
    await form();
    await screen.findByText(M.emptyHistory);
    fill('already_paid', 'I paid this in full in March 2024.', 'Close the account');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));

    expect(await screen.findByText(M.submittedTitle)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: M.submittedTitle,
        description: M.submittedDescription,
        duration: 5000,
      }),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/customer/disputes');
    expect(post?.body).toEqual({
      account_id: 7,
      dispute_type: 'already_paid',
      dispute_reason: 'I paid this in full in March 2024.',
      requested_action: 'Close the account',
    });
    const row = await screen.findByTestId('dispute-row');
    expect(within(row).getByText('Pending').getAttribute('data-tone')).toBe('yellow');
    expect(within(row).getByText('Already Paid')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/customer/disputes' && c.method === 'GET')).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: 'Detailed Explanation' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
  });

  it('shows the submission error toast on a server failure', async () => {
    server([account()], [], () => ({ status: 500, body: { message: 'boom' } }));
    renderApp('/dispute-portal');
    await form();
    fill('other', 'Something about this debt is wrong.', 'Please check it');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    expect(await screen.findByText(M.submissionErrorDescription)).toBeTruthy();
    expect(screen.getByText(M.submissionErrorTitle)).toBeTruthy();
  });

  it('lets a customer with several accounts choose one; the box follows the choice', async () => {
    const calls = server(
      [
        account(),
        account({
          id: 9,
          account_number: 'ACC-100002',
          unpaid_balance: '612.40',
          school_name: 'CFC AUTO CREDIT',
        }),
      ],
      [],
    );
    renderApp('/dispute-portal');
    await form();
    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: '9' } });
    const box = screen.getByTestId('dispute-account-info');
    await waitFor(() => expect(box.textContent).toContain('#ACC-100002'));
    expect(box.textContent).toContain('$612.40');
    expect(box.textContent).toContain('CFC AUTO CREDIT');
    fill('not_my_debt', 'I never had an account with this school.', 'Remove the debt');
    fireEvent.click(screen.getByRole('button', { name: M.submit }));
    await screen.findByText(M.submittedTitle);
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/customer/disputes');
    expect(post?.body).toMatchObject({ account_id: 9 });
  });
});
