import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { StatusBadge } from '@/ui/status-badge';
import { detailBadgeTone, displayValue, statusOf } from './account-display';
import type { AccountRecord } from './api/account-types';
import { AccountDetailCards } from './components/account-detail-cards';
import { AccountScreen } from './components/account-screens';
import { AccountTabs, useAccountTab } from './components/account-tabs';
import { LedgerSection } from './components/ledger-section';

function AccountDetail({ account, id }: { account: AccountRecord; id: string }) {
  const status = statusOf(account);
  const [tab, setTab] = useAccountTab();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
            {displayValue(account, 'full_name')}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-gray-700">
            <span>{`Account ${displayValue(account, 'account_number')}`}</span>
            {account.client_code && <span>{`Client ${account.client_code}`}</span>}
            {status && <StatusBadge label={status} tone={detailBadgeTone(status)} />}
          </div>
        </div>
        <Link to={`/admin/accounts/${id}/edit`} className={buttonClasses({ size: 'sm' })}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Account
        </Link>
      </div>
      <AccountTabs
        tab={tab}
        onChange={setTab}
        panels={{
          details: <AccountDetailCards account={account} />,
          ledger: <LedgerSection accountId={id} />,
        }}
      />
    </div>
  );
}

/** /admin/accounts/{id}: one account's details (docs/product/accounts-import.md). */
export function AccountDetailPage() {
  return <AccountScreen>{(account, id) => <AccountDetail account={account} id={id} />}</AccountScreen>;
}
