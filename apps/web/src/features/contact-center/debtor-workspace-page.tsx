import { type DebtorAccount, isBackOffice, CONTACT_CENTER_MESSAGES as M } from '@arrears/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LedgerSection } from '@/features/accounts';
import { AccountArrangementsPanel } from '@/features/arrangements';
import { useAuth } from '@/features/auth';
import { AccountDocumentsPanel } from '@/features/documents';
import { AccountScrubsPanel } from '@/features/scrubs';
import { Alert } from '@/ui/alert';
import { cn } from '@/ui/cn';
import { useDebtorQuery } from './api/debtor';
import { AccountSummaryTab } from './components/account-summary-tab';
import { CallPanel } from './components/call-panel';
import { ComposeCard } from './components/compose-card';
import { ContactChangeRequestsCard } from './components/contact-change-requests-card';
import { ContactHistoryTab } from './components/contact-history-tab';
import { DialerBar, moveToNextTurn } from './components/dialer-bar';
import { MakeLetterForm } from './components/make-letter-form';
import { NoteBox } from './components/note-box';
import { PaymentTab } from './components/payment-tab';
import { RecentActivity } from './components/recent-activity';
import { SmsConversation } from './components/sms-conversation';
import { WorkspaceHeader } from './components/workspace-header';
import { WorkspaceLettersCard } from './components/workspace-letters-card';
import { useComposeState } from './compose-state';
import { notifySuccess } from './notify';
import { type DialerState, nextQueueAccount, queueWalkOf, workspacePathFromQueue } from './queue-next';
import { useCall } from './use-call';

const tabClasses =
  'min-h-11 whitespace-nowrap rounded-md px-3 py-2 font-medium text-gray-700 text-sm ' +
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One debtor on one screen (decision 0109): the sticky header (who, balance, local time, what is
 * allowed now, Call / Text / E-mail), the call bar, Compose beside Recent Activity and the note box in
 * the first viewport, then the tabs. Opened from My queue (?from=queue and the queue's filters), the
 * outcome form offers Save & next, which walks the queue as filtered.
 */
function Workspace({ debtor }: { debtor: DebtorAccount }) {
  const { user } = useAuth();
  const backOffice = isBackOffice(user?.role);
  const compose = useComposeState(debtor);
  const call = useCall(debtor.id, compose.clearInputs);
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from My queue: Save & next walks the queue with the filters it had there.
  const walk = queueWalkOf(location.search);
  // Opened by the dialer (decision 0129): its bar, and Save & next asks the dialer for the next account.
  const dialerWalk = queueWalkOf(location.search, 'dialer');
  const given = (location.state as DialerState | null)?.dialerTurn;
  const dialerTurn = given && given.accountId === debtor.id ? given : null;
  const onCall = call.call !== null;
  const saveAndNext = dialerWalk
    ? () => void moveToNextTurn(navigate, dialerWalk, debtor.id)
    : walk
      ? () =>
          void nextQueueAccount(debtor.id, walk).then(
            (next) => {
              if (next) navigate(workspacePathFromQueue(next, walk));
              else {
                notifySuccess('Your queue is done: no other account is ready to work.');
                navigate('/admin/contact-center');
              }
            },
            () => navigate('/admin/contact-center'),
          )
      : undefined;
  return (
    <>
      {/*
        Sticky from 768 px; on a phone only during a live call, and then only the call bar. While the
        outcome is asked it scrolls with the page, so a long form never covers the screen.
      */}
      <div
        data-testid="workspace-top"
        className={cn(
          'z-20 -mx-4 space-y-2 bg-gray-50/95 px-4 py-2 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8',
          call.active ? 'sticky top-14' : !onCall && 'md:sticky md:top-14',
        )}
      >
        {dialerWalk && <DialerBar accountId={debtor.id} turn={dialerTurn} walk={dialerWalk} call={call} />}
        <div className={cn(onCall && 'max-md:hidden')}>
          <WorkspaceHeader debtor={debtor} compose={compose} call={call} compact={onCall} />
        </div>
        {call.call && <CallPanel key={call.call.callSid} call={call} onSaveAndNext={saveAndNext} />}
      </div>
      <section
        aria-label="Work area"
        className="mt-2 grid min-w-0 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="min-w-0">
          <ComposeCard debtor={debtor} compose={compose} call={call} />
        </div>
        <div className="min-w-0 space-y-4">
          <RecentActivity debtorId={debtor.id} />
          <NoteBox debtorId={debtor.id} />
        </div>
      </section>
      <Tabs.Root defaultValue="summary" className="mt-6 space-y-4">
        {/* Wraps on small screens so every tab stays in sight. */}
        <div>
          <Tabs.List
            aria-label="Debtor workspace"
            className="inline-flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
          >
            <Tabs.Trigger value="summary" className={tabClasses}>
              Account Summary
            </Tabs.Trigger>
            <Tabs.Trigger value="contact" className={tabClasses}>
              Contact Interface
            </Tabs.Trigger>
            <Tabs.Trigger value="history" className={tabClasses}>
              Contact History
            </Tabs.Trigger>
            <Tabs.Trigger value="payment" className={tabClasses}>
              Payment
            </Tabs.Trigger>
            {backOffice && (
              <Tabs.Trigger value="ledger" className={tabClasses}>
                Ledger
              </Tabs.Trigger>
            )}
            {backOffice && (
              <Tabs.Trigger value="documents" className={tabClasses}>
                Documents
              </Tabs.Trigger>
            )}
            <Tabs.Trigger value="letters" className={tabClasses}>
              Letters
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <Tabs.Content value="summary" className="space-y-6">
          <AccountScrubsPanel accountId={debtor.id} />
          <AccountArrangementsPanel debtor={debtor} />
          <AccountSummaryTab debtor={debtor} />
        </Tabs.Content>
        <Tabs.Content value="contact" forceMount className="space-y-4 data-[state=inactive]:hidden">
          <ContactChangeRequestsCard debtorId={debtor.id} />
          <SmsConversation debtorId={debtor.id} />
        </Tabs.Content>
        <Tabs.Content value="history">
          <ContactHistoryTab debtorId={debtor.id} />
        </Tabs.Content>
        <Tabs.Content value="payment">
          <PaymentTab debtor={debtor} />
        </Tabs.Content>
        {backOffice && (
          <Tabs.Content value="ledger">
            <LedgerSection accountId={String(debtor.id)} />
          </Tabs.Content>
        )}
        {backOffice && (
          <Tabs.Content value="documents">
            <AccountDocumentsPanel
              account={{
                id: debtor.id,
                accountNumber: debtor.accountNumber,
                fullName: debtor.fullName,
                firstName: debtor.firstName,
                lastName: debtor.lastName,
                unpaidBalance: debtor.unpaidBalance ?? '0',
                accountStatus: debtor.accountStatus,
                emailAddress: debtor.emailAddress,
                primaryPhone: debtor.primaryPhone,
                schoolName: debtor.creditor.schoolName,
              }}
            />
          </Tabs.Content>
        )}
        <Tabs.Content value="letters" className="grid gap-4 lg:grid-cols-2">
          <WorkspaceLettersCard debtor={debtor} />
          <MakeLetterForm debtor={debtor} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** /admin/debtor/{id}: the agent's debtor workspace (docs/product/contact-center.md). */
export function DebtorWorkspacePage() {
  const { id } = useParams();
  const debtorId = Number(id);
  const valid = Number.isInteger(debtorId) && debtorId > 0;
  const debtor = useDebtorQuery(valid ? debtorId : 0);
  return (
    <div className="min-h-screen flex-1 bg-gray-50">
      <div className="mx-auto w-full max-w-7xl px-4 pt-2 pb-6 sm:px-6 lg:px-8">
        {!valid || debtor.isError ? (
          <Alert tone="danger" className="mt-4">
            {M.loadError}
          </Alert>
        ) : debtor.isPending ? (
          <p role="status" className="mt-4 text-gray-700">
            {M.loading}
          </p>
        ) : (
          // A new account (Save & next) starts a new workspace: no compose text or call carries over.
          <Workspace key={debtor.data.id} debtor={debtor.data} />
        )}
      </div>
    </div>
  );
}
