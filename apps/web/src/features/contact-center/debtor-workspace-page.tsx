import { CONTACT_CENTER_MESSAGES as M } from '@arrears/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AccountArrangementsPanel } from '@/features/arrangements';
import { AccountScrubsPanel } from '@/features/scrubs';
import { Alert } from '@/ui/alert';
import { useDebtorQuery } from './api/debtor';
import { AccountSummaryTab } from './components/account-summary-tab';
import { ContactChangeRequestsCard } from './components/contact-change-requests-card';
import { ContactHistoryTab } from './components/contact-history-tab';
import { ContactInterfaceTab } from './components/contact-interface-tab';
import { DebtorHeader, DebtorSmallCards } from './components/debtor-overview';
import { PaymentTab } from './components/payment-tab';
import { WorkspaceLettersCard } from './components/workspace-letters-card';

const tabClasses =
  'min-h-11 whitespace-nowrap rounded-md px-3 py-2 font-medium text-gray-700 text-sm ' +
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';

/** /admin/debtor/{id}: the agent's debtor workspace (docs/product/contact-center.md). */
export function DebtorWorkspacePage() {
  const { id } = useParams();
  const debtorId = Number(id);
  const valid = Number.isInteger(debtorId) && debtorId > 0;
  const debtor = useDebtorQuery(valid ? debtorId : 0);
  return (
    <div className="min-h-screen flex-1 bg-gray-50">
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb">
          <Link
            to="/admin/contact-center"
            className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            Contact Center
          </Link>
        </nav>
        {!valid || debtor.isError ? (
          <Alert tone="danger">{M.loadError}</Alert>
        ) : debtor.isPending ? (
          <p role="status" className="text-gray-700">
            {M.loading}
          </p>
        ) : (
          <>
            <DebtorHeader debtor={debtor.data} />
            <DebtorSmallCards debtor={debtor.data} />
            <AccountScrubsPanel accountId={debtor.data.id} />
            <ContactChangeRequestsCard debtorId={debtor.data.id} />
            <AccountArrangementsPanel debtor={debtor.data} />
            <WorkspaceLettersCard debtor={debtor.data} />
            <Tabs.Root defaultValue="summary" className="space-y-4">
              {/* Wraps on small screens so all four tabs stay in sight. */}
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
                </Tabs.List>
              </div>
              <Tabs.Content value="summary">
                <AccountSummaryTab debtor={debtor.data} />
              </Tabs.Content>
              <Tabs.Content value="contact" forceMount className="data-[state=inactive]:hidden">
                <ContactInterfaceTab debtor={debtor.data} />
              </Tabs.Content>
              <Tabs.Content value="history">
                <ContactHistoryTab debtorId={debtor.data.id} />
              </Tabs.Content>
              <Tabs.Content value="payment">
                <PaymentTab debtor={debtor.data} />
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </div>
    </div>
  );
}
