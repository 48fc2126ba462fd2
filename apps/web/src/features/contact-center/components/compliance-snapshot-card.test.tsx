import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionOf, TEST_USERS } from '@/app/testing';
import { useToast } from '@/ui/use-toast';
import { ALLOWED_SNAPSHOT, MARIA, openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = () => screen.getByTestId('compliance-snapshot');
/** The value and status of one row of the snapshot. */
const row = (name: string) => within(card()).getByText(name).parentElement?.querySelector('dd')?.textContent;

const held = {
  ...MARIA,
  compliance: {
    ...ALLOWED_SNAPSHOT,
    callsLast7Days: 7,
    nextCallAllowedAt: '2026-11-23T13:00:00.000Z',
    localTimes: [
      { timeZone: 'America/New_York', localTime: '9:05 PM' },
      { timeZone: 'America/Chicago', localTime: '8:05 PM' },
    ],
    optOuts: { call: false, sms: true, email: false },
    smsConsent: false,
    cease: true,
    disputeHold: true,
    validation: { sentOn: '2026-11-02', receivedOn: '2026-11-09', endsOn: '2026-12-09', open: true },
    channels: {
      ...ALLOWED_SNAPSHOT.channels,
      call: {
        allowed: false,
        rule: 'call_frequency' as const,
        message: 'The call limit for this debt is reached.',
        opensAt: '2026-11-23T13:00:00.000Z',
      },
    },
  },
};

describe('the Compliance Snapshot (issue 9)', { timeout: 40_000 }, () => {
  it('shows each fact with its status when every channel is open', async () => {
    workspaceServer();
    await openWorkspace();
    expect(row('Calls in the Last 7 Days')).toBe('2 of 7Within limit');
    expect(row('Next Allowed Call')).toBe('Now');
    expect(row("Consumer's Local Time")).toBe('10:15 AM (New York)');
    expect(row('Opt-out: Calls')).toBe('None');
    expect(row('Text Consent')).toBe('Recorded');
    expect(row('Cease Communication')).toBe('None');
    // A dispute is open, but it was filed after the validation period: no hold.
    expect(row('Dispute Hold')).toBe('A dispute is openNo hold');
    expect(row('Validation Period')).toBe(
      'Sent Aug 20, 2026Assumed receipt Aug 27, 2026Ends Sep 26, 2026Closed',
    );
  });

  it('shows the limit, the next call in Eastern and local time, opt-outs, cease, hold and an open period', async () => {
    workspaceServer({}, held);
    await openWorkspace();
    expect(row('Calls in the Last 7 Days')).toBe('7 of 7Limit reached');
    expect(row('Next Allowed Call')).toBe('11/23/2026 8:00 AM EST11/23/2026 7:00 AM CST (Chicago)Waiting');
    expect(row("Consumer's Local Time")).toBe('9:05 PM (New York)8:05 PM (Chicago)');
    expect(row('Opt-out: Texts')).toBe('Opted out');
    expect(row('Text Consent')).toBe('None');
    expect(row('Cease Communication')).toBe('Requested');
    expect(row('Dispute Hold')).toBe('On hold');
    expect(row('Validation Period')).toContain('Open');
  });

  it('says when no validation notice is on file', async () => {
    workspaceServer({}, { ...MARIA, compliance: { ...ALLOWED_SNAPSHOT, validation: null } });
    await openWorkspace();
    expect(row('Validation Period')).toBe('No notice on file');
  });

  it('records text consent for a chosen number and refreshes the debtor', async () => {
    const calls = workspaceServer({
      'POST /api/debtors/3/compliance/preferences': () => ({ status: 201, body: { id: 9 } }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace();
    const reads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/debtors/3').length;
    const before = reads();
    fireEvent.click(within(card()).getByRole('button', { name: 'Record Preference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Contact Preference' });
    fireEvent.change(within(dialog).getByLabelText('Record'), { target: { value: 'sms_consent' } });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '6095550199' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: ' Said yes on the call ' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Record' })));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Compliance Record Saved'));
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/debtors/3/compliance/preferences')?.body,
    ).toEqual({
      kind: 'sms_consent',
      phone: '6095550199',
      note: 'Said yes on the call',
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records a cease request without a phone, and shows the server message on failure', async () => {
    const calls = workspaceServer({
      'POST /api/debtors/3/compliance/preferences': () => ({
        status: 400,
        body: { message: 'Please choose what to record' },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace();
    fireEvent.click(within(card()).getByRole('button', { name: 'Record Preference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record Contact Preference' });
    fireEvent.change(within(dialog).getByLabelText('Record'), { target: { value: 'cease' } });
    expect(within(dialog).queryByLabelText('Phone number')).toBeNull();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Record' })));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Compliance Update Failed'));
    expect(toasts.result.current.toasts[0]?.description).toBe('Please choose what to record');
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/debtors/3/compliance/preferences')?.body,
    ).toEqual({
      kind: 'cease',
    });
    // The dialog stays open to try again.
    expect(screen.getByRole('dialog', { name: 'Record Contact Preference' })).toBeTruthy();
  });

  it('records the validation notice date and method', async () => {
    const calls = workspaceServer({
      'POST /api/debtors/3/compliance/validation-notice': () => ({ status: 201, body: {} }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace();
    fireEvent.click(within(card()).getByRole('button', { name: 'Validation Notice Sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validation Notice Sent' });
    fireEvent.change(within(dialog).getByLabelText('Date sent'), { target: { value: '2026-11-02' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'E-mail' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Record' })));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Validation Notice Recorded'));
    expect(calls.find((c) => c.path === '/api/debtors/3/compliance/validation-notice')?.body).toEqual({
      sentOn: '2026-11-02',
      method: 'email',
    });
  });

  it('refuses a validation date in the future without calling the server', async () => {
    const calls = workspaceServer();
    await openWorkspace();
    fireEvent.click(within(card()).getByRole('button', { name: 'Validation Notice Sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validation Notice Sent' });
    const date = within(dialog).getByLabelText('Date sent');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('The date cannot be in the future.')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path.endsWith('/validation-notice'))).toBe(false);
  });

  it('lists the preferences in force; an admin revokes one, giving the reason first', async () => {
    const preference = {
      id: 12,
      kind: 'opt_out_email',
      phone: null,
      source: 'email_unsubscribe',
      note: null,
      recordedBy: null,
      createdAt: '2026-11-20T15:00:00.000Z',
      revokedAt: null,
      revokedBy: null,
    };
    const revoked = { ...preference, id: 11, kind: 'cease', revokedAt: '2026-11-20T16:00:00.000Z' };
    const calls = workspaceServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/debtors/3/compliance/preferences': () => ({ body: [preference, revoked] }),
      'DELETE /api/debtors/3/compliance/preferences/12': () => ({
        body: { ...preference, revokedAt: '2026-11-21T10:00:00.000Z', revokedBy: 'Sam Staff' },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace();
    const list = await within(card()).findByRole('region', { name: 'Recorded preferences' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Opt-out of e-mails')).toBeTruthy();
    expect(within(list).getByText(/^E-mail unsubscribe · /)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke Opt-out of e-mails' }));
    const form = within(list).getByRole('form', { name: 'Revoke Opt-out of e-mails' });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm revoke' }));
    expect(await within(form).findByText('Please give the reason for lifting this preference')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Reason for lifting'), {
      target: { value: 'The consumer asked in writing to receive e-mails again' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Confirm revoke' })));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Compliance Record Revoked'));
    expect(
      calls.find((c) => c.method === 'DELETE' && c.path === '/api/debtors/3/compliance/preferences/12')?.body,
    ).toEqual({ reason: 'The consumer asked in writing to receive e-mails again' });
    // The list and the snapshot are read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/debtors/3/compliance/preferences').length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('staff see no Revoke on the consumer’s own opt-out, but may revoke a consent to texts', async () => {
    const optOut = {
      id: 12,
      kind: 'opt_out_email',
      phone: null,
      source: 'email_unsubscribe',
      note: null,
      recordedBy: null,
      createdAt: '2026-11-20T15:00:00.000Z',
      revokedAt: null,
      revokedBy: null,
    };
    const consent = { ...optOut, id: 13, kind: 'sms_consent', phone: '2155550123', source: 'agent' };
    workspaceServer({
      'GET /api/debtors/3/compliance/preferences': () => ({ body: [optOut, consent] }),
    });
    await openWorkspace();
    const list = await within(card()).findByRole('region', { name: 'Recorded preferences' });
    expect(within(list).queryByRole('button', { name: 'Revoke Opt-out of e-mails' })).toBeNull();
    expect(within(list).getByText('The consumer’s choice: only an administrator can lift it')).toBeTruthy();
    expect(
      within(list).getByRole('button', { name: 'Revoke Consent to text messages for (215) 555-0123' }),
    ).toBeTruthy();
  });

  it('back office: a wrong-person report of an unverified chat is stopped or kept from the workspace', async () => {
    const calls = workspaceServer({
      'GET /api/debtors/3/compliance/wrong-party-reports': () => ({
        body: [{ id: 40, phone: '2155550123', note: null, createdAt: '2026-11-20T15:00:00.000Z' }],
      }),
      'POST /api/debtors/3/compliance/wrong-party-reports/40': () => ({ body: [] }),
    });
    await openWorkspace();
    const reports = await within(card()).findByRole('region', { name: 'Wrong-person reports to review' });
    await act(async () =>
      fireEvent.click(
        within(reports).getByRole('button', { name: 'Stop calls and texts to (215) 555-0123' }),
      ),
    );
    await waitFor(() =>
      expect(
        calls.find(
          (c) => c.method === 'POST' && c.path === '/api/debtors/3/compliance/wrong-party-reports/40',
        )?.body,
      ).toEqual({ action: 'stop' }),
    );
  });
});
