import * as Tabs from '@radix-ui/react-tabs';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { InstallmentsTable } from './components/installments-table';
import { PlansTable } from './components/plans-table';
import { PromisesTable } from './components/promises-table';

const tabClasses =
  'min-h-11 whitespace-nowrap rounded-md px-3 py-2 font-medium text-gray-700 text-sm ' +
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';

const TABS = [
  { value: 'plans', label: 'Plans' },
  { value: 'installments', label: 'Installments' },
  { value: 'settlements', label: 'Settlements' },
  { value: 'promises', label: 'Promises' },
] as const;

/** /admin/arrangements (admin, staff): plans by status, installments due and failed, settlements, promises. */
export function ArrangementsPage() {
  return (
    <AdminSubPage
      title="Payment Arrangements"
      description="Payment plans, settlements and promises to pay; approve or decline those waiting for a decision."
      width="wide"
    >
      <Tabs.Root defaultValue="plans" className="space-y-4">
        <Tabs.List
          aria-label="Arrangements"
          className="inline-flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
        >
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabClasses}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="plans">
          <PlansTable kind="plan" />
        </Tabs.Content>
        <Tabs.Content value="installments">
          <InstallmentsTable />
        </Tabs.Content>
        <Tabs.Content value="settlements">
          <PlansTable kind="settlement" />
        </Tabs.Content>
        <Tabs.Content value="promises">
          <PromisesTable />
        </Tabs.Content>
      </Tabs.Root>
    </AdminSubPage>
  );
}
