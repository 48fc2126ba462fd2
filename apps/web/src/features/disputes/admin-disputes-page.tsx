import { type AdminDispute, DISPUTE_CONSUMER_NOTICE } from '@arrears/domain';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent } from '@/ui/dialog';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { countDisputes } from './admin-dispute-counts';
import { useAdminDisputesQuery } from './api/admin-disputes';
import { AdminDisputeDialogBody } from './components/admin-dispute-dialog';
import { AdminDisputeList } from './components/admin-dispute-list';

/**
 * /admin/disputes (docs/product/disputes.md): counters for Pending, Resolved and Rejected, the consumer notice,
 * the list of disputes, and a detail dialog to set the status and resolution notes.
 */
export function AdminDisputesPage() {
  const query = useAdminDisputesQuery();
  const [selected, setSelected] = useState<AdminDispute | null>(null);
  const disputes = query.data ?? [];
  const counts = countDisputes(disputes);
  const counters: Array<[string, number, string | null]> = [
    ['Pending', counts.pending, counts.underReview > 0 ? `${counts.underReview} under review` : null],
    ['Resolved', counts.resolved, null],
    ['Rejected', counts.rejected, null],
  ];

  return (
    <AdminSubPage
      title="Dispute Management"
      width="wide"
      description="Consumer disputes, newest first. Open one to review it and record the outcome."
      actions={
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh
        </Button>
      }
    >
      <div className="space-y-5">
        <Alert tone="info">
          <strong className="font-semibold">Consumer notice. </strong>
          {DISPUTE_CONSUMER_NOTICE}
        </Alert>
        <QueryState query={query} what="disputes" retryText="Failed to load disputes. Please try again.">
          {() => (
            <>
              <dl className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="dispute-counters">
                {counters.map(([label, value, hint]) => (
                  <div
                    key={label}
                    className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-5"
                  >
                    <dt className="text-gray-600 text-sm">{label}</dt>
                    <dd className="mt-1 font-bold text-2xl text-gray-900 tabular-nums">{value}</dd>
                    {hint && <dd className="text-gray-600 text-xs">{hint}</dd>}
                  </div>
                ))}
              </dl>
              <section
                aria-labelledby="disputes-heading"
                className="rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:p-5"
              >
                <h2 id="disputes-heading" className="px-1 font-semibold text-gray-900 text-lg">
                  Disputes
                </h2>
                <AdminDisputeList disputes={disputes} onOpen={setSelected} />
              </section>
            </>
          )}
        </QueryState>
      </div>
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
          {selected && <AdminDisputeDialogBody dispute={selected} onDone={() => setSelected(null)} />}
        </DialogContent>
      </Dialog>
    </AdminSubPage>
  );
}
