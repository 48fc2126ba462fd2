import { formatMoney, isBackOffice } from '@arrears/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountNameOf, DebtAccountSearch } from '@/features/accounts';
import { useAuth } from '@/features/auth';
import { NeedsReviewList } from '@/features/scrubs';
import { Alert } from '@/ui/alert';
import { Card, CardContent } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { useRepliesQuery } from './api/my-queue';
import { useQueueQuery } from './api/queue';
import { MyQueueTab } from './components/my-queue-tab';
import { debtorPagePath, HotLeadsQueue, RecentlyWorked } from './components/queue-lists';
import { RepliesTab } from './components/replies-tab';

const tabClasses =
  'min-h-11 whitespace-nowrap rounded-md px-3 py-2 font-medium text-gray-700 text-sm ' +
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * /admin/contact-center: opens on "My queue" (decision 0040), with the replies to read beside it;
 * admin and staff also find any account here (decision 0022: search, hot leads, recently worked). A
 * collector works only the accounts assigned to them, so the look-up is not theirs.
 */
export function ContactCenterPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const backOffice = isBackOffice(user?.role);
  const replies = useRepliesQuery();
  const unread = replies.data?.replies.length ?? 0;
  // The hot leads' link (?account=) is a look-up: it opens on the look-up tab.
  const opening = params.get('account') && backOffice ? 'find' : 'queue';
  return (
    <AdminSubPage title="Contact Center" description="Find a debtor to call, text or e-mail." width="wide">
      <Tabs.Root defaultValue={opening} className="space-y-4">
        <Tabs.List
          aria-label="Contact center"
          className="inline-flex flex-wrap gap-1 rounded-lg bg-gray-100 p-1"
        >
          <Tabs.Trigger value="queue" className={tabClasses}>
            My queue
          </Tabs.Trigger>
          <Tabs.Trigger value="replies" className={tabClasses}>
            {unread > 0 ? `Replies to read (${unread})` : 'Replies to read'}
          </Tabs.Trigger>
          {backOffice && (
            <Tabs.Trigger value="find" className={tabClasses}>
              Find an account
            </Tabs.Trigger>
          )}
          {backOffice && (
            <Tabs.Trigger value="review" className={tabClasses}>
              Needs review
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="queue">
          <MyQueueTab />
        </Tabs.Content>
        <Tabs.Content value="replies">
          <RepliesTab />
        </Tabs.Content>
        {backOffice && (
          <Tabs.Content value="find">
            <AccountLookUp />
          </Tabs.Content>
        )}
        {/* Accounts a scrub flag holds back, out of My queue (decision 0101). */}
        {backOffice && (
          <Tabs.Content value="review">
            <NeedsReviewList />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </AdminSubPage>
  );
}

/**
 * The look-up of decision 0022: search, hot leads, recently worked accounts. `?account={accountNumber}` (the hot
 * leads' link, docs/product/dashboard.md) opens that debtor.
 */
function AccountLookUp() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wanted = params.get('account')?.trim() || undefined;
  const queue = useQueueQuery(wanted);
  const match = wanted ? (queue.data?.accountId ?? null) : null;

  useEffect(() => {
    if (match !== null) navigate(debtorPagePath(match), { replace: true });
  }, [match, navigate]);

  return (
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
  );
}
