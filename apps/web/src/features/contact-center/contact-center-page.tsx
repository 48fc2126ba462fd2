import { formatMoney } from '@arrears/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountNameOf, DebtAccountSearch } from '@/features/accounts';
import { Alert } from '@/ui/alert';
import { Card, CardContent } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { useQueueQuery } from './api/queue';
import { debtorPagePath, HotLeadsQueue, RecentlyWorked } from './components/queue-lists';

/**
 * /admin/contact-center: the agent's work queue (issue 7): search, hot leads, recently worked
 * accounts. `?account={accountNumber}` (the hot leads' link, docs/product/dashboard.md) opens that debtor.
 */
export function ContactCenterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.get('account')?.trim() || undefined;
  const queue = useQueueQuery(wanted);
  const match = wanted ? (queue.data?.accountId ?? null) : null;

  useEffect(() => {
    if (match !== null) navigate(debtorPagePath(match), { replace: true });
  }, [match, navigate]);

  return (
    <AdminSubPage title="Contact Center" description="Find a debtor to call, text or e-mail." width="wide">
      <div className="space-y-6">
        {wanted && queue.isSuccess && match === null && (
          <Alert tone="warning">{`No account found with number ${wanted}.`}</Alert>
        )}
        <Card>
          <CardContent>
            <DebtAccountSearch
              selected={null}
              onSelect={(hit) => hit && navigate(debtorPagePath(hit.id))}
              label="Search debtors"
              placeholder="Name, account number or phone"
              renderSelected={() => null}
              renderHit={(hit) => (
                <>
                  <span>
                    <span className="block font-semibold text-gray-900">{accountNameOf(hit)}</span>
                    <span className="block text-gray-600 text-sm">{hit.accountNumber}</span>
                  </span>
                  <span className="font-semibold text-gray-900 tabular-nums">
                    {formatMoney(hit.unpaidBalance)}
                  </span>
                </>
              )}
            />
          </CardContent>
        </Card>
        <div className="grid gap-6 lg:grid-cols-2">
          <HotLeadsQueue />
          <RecentlyWorked query={queue} />
        </div>
      </div>
    </AdminSubPage>
  );
}
