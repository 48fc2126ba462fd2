import type { ChannelVerdict, ComplianceSnapshot, ContactHistoryEntry, DebtorAccount } from '@arrears/domain';
import { fireEvent, screen } from '@testing-library/react';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

const OPEN: ChannelVerdict = { allowed: true, rule: null, message: null, opensAt: null };

/** The live compliance snapshot (decision 0024) when every channel is open. */
export const ALLOWED_SNAPSHOT: ComplianceSnapshot = {
  openDispute: true,
  smsOptedOut: false,
  doNotCall: false,
  lastContactAt: null,
  callsLast7Days: 2,
  nextCallAllowedAt: null,
  localTimes: [{ timeZone: 'America/New_York', localTime: '10:15 AM' }],
  optOuts: { call: false, sms: false, email: false },
  smsConsent: true,
  cease: false,
  disputeHold: false,
  validation: { sentOn: '2026-08-20', receivedOn: '2026-08-27', endsOn: '2026-09-26', open: false },
  // A notice went out, so the next message is a later communication (decision 0097).
  disclosure: 'subsequent',
  channels: { call: OPEN, sms: OPEN, email: OPEN },
};

/** Test data and helpers of the contact-center tests: Maria Garcia, debtor 3. */
export const MARIA: DebtorAccount = {
  id: 3,
  firstName: 'Maria',
  lastName: 'Garcia',
  fullName: 'Maria Garcia',
  accountNumber: 'ACC-100003',
  accountStatus: 'Active',
  emailAddress: 'maria.garcia@example.com',
  primaryPhone: '6095550144',
  workPhone: null,
  alternatePhone: '6095550199',
  unpaidBalance: '1000.10',
  pastDueAmount: '250.00',
  daysDelinquent: 45,
  scheduledPaymentAmount: '300.00',
  lastActivityDate: '2026-10-02',
  lastActivityAmount: '150.00',
  address: { address1: '718 Oak Avenue', address2: null, city: 'Trenton', state: 'NJ', zipCode: '08608' },
  loan: { totalContractAmount: '18000.00', interestRate: '7.5', originationDate: '2022-03-15' },
  vehicle: { model: 'Honda Civic', vin: '1HGCM82633A004352' },
  creditor: { schoolName: 'CFC AUTO CREDIT' },
  preferredLanguage: 'en',
  compliance: ALLOWED_SNAPSHOT,
  internalNotes: [{ id: 1, body: 'Prefers mornings', createdAt: '2026-11-01T14:00:00Z', userName: null }],
};

export const CONTACT: ContactHistoryEntry = {
  id: 1,
  timestamp: '2026-11-02T15:30:00Z',
  channel: 'Call',
  userName: '',
  dispositionCode: 'left_message',
  message: 'Voicemail left',
  recording: null,
};

type Handlers = Parameters<typeof fakeServer>[0];

/** The fake server of the workspace: staff signed in, Maria's account, and `overrides`. */
export function workspaceServer(overrides: Handlers = {}, debtor: DebtorAccount = MARIA) {
  return fakeServer({
    ...sessionOf(TEST_USERS.staff),
    'GET /api/debtors/3': () => ({ body: debtor }),
    'GET /api/debtors/3/contacts': () => ({ body: [CONTACT] }),
    'GET /api/debtors/3/payments': () => ({ body: [] }),
    'GET /api/debtors/3/visits': () => ({ body: { visitCount: 4 } }),
    'GET /api/debtors/3/sms': () => ({ body: [] }),
    'GET /api/debtors/3/scrubs': () => ({
      body: { active: [], cleared: [], attorney: null, militaryProtection: null },
    }),
    ...overrides,
  });
}

/** The workspace open on a tab. */
export async function openWorkspace(
  tab?: 'Contact Interface' | 'Contact History' | 'Payment' | 'Ledger' | 'Documents' | 'Letters',
) {
  const view = renderApp('/admin/debtor/3');
  // The first render of a file loads the page's lazy chunk: allow it time.
  await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 15_000 });
  if (tab) {
    const trigger = screen.getByRole('tab', { name: tab });
    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(trigger);
    fireEvent.click(trigger);
  }
  return view;
}
