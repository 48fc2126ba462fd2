import { ACCOUNT_FIELDS, NOT_AVAILABLE } from '@arrears/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { StatusBadge } from '@/ui/status-badge';
import { displayValue, tableBadgeTone } from '../account-display';
import type { AccountRecord, AccountsView } from '../api/account-types';

const linkClasses =
  'rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Full Name opens the account: the keyboard's way in (a mouse may click anywhere on the row). */
function NameCell({ account }: { account: AccountRecord }) {
  const name = displayValue(account, 'full_name');
  return (
    <Link to={`/admin/accounts/${account.id}`} className={linkClasses}>
      {name === NOT_AVAILABLE ? 'View account' : name}
    </Link>
  );
}

function StatusCell({ account }: { account: AccountRecord }) {
  const status = displayValue(account, 'account_status');
  if (status === NOT_AVAILABLE) return <>{status}</>;
  return <StatusBadge label={status} tone={tableBadgeTone(status)} />;
}

function cellFor(key: string) {
  if (key === 'full_name')
    return ({ row }: { row: { original: AccountRecord } }) => <NameCell account={row.original} />;
  if (key === 'account_status')
    return ({ row }: { row: { original: AccountRecord } }) => <StatusCell account={row.original} />;
  return ({ row }: { row: { original: AccountRecord } }) => displayValue(row.original, key);
}

const ACTIONS: ColumnDef<AccountRecord> = {
  id: 'actions',
  header: 'Actions',
  size: 96,
  cell: ({ row }) => (
    <Link
      to={`/admin/accounts/${row.original.id}/edit`}
      className={linkClasses}
      aria-label={`Edit ${displayValue(row.original, 'full_name')}`}
    >
      Edit
    </Link>
  ),
};

/** Compact view (docs/product/accounts-import.md): Full Name, Account Status, Last Activity Date, Last Activity Amount, Actions. */
const COMPACT: ColumnDef<AccountRecord>[] = [
  { id: 'full_name', header: 'Full Name', size: 280, cell: cellFor('full_name') },
  { id: 'account_status', header: 'Account Status', size: 180, cell: cellFor('account_status') },
  { id: 'last_activity_date', header: 'Last Activity Date', size: 170, cell: cellFor('last_activity_date') },
  {
    id: 'last_activity_amount',
    header: 'Last Activity Amount',
    size: 190,
    cell: cellFor('last_activity_amount'),
  },
  ACTIONS,
];

/** Full view: every field of the record, labelled from the catalogue, then Actions. */
const FULL: ColumnDef<AccountRecord>[] = [
  ...ACCOUNT_FIELDS.map(
    (field): ColumnDef<AccountRecord> => ({
      id: field.key,
      header: field.label,
      size: field.key === 'full_name' ? 240 : Math.min(260, Math.max(120, field.label.length * 9 + 32)),
      cell: cellFor(field.key),
    }),
  ),
  ACTIONS,
];

export function columnsFor(view: AccountsView): ColumnDef<AccountRecord>[] {
  return view === 'full' ? FULL : COMPACT;
}
