import { ACCOUNT_FIELD_LABELS, accountFieldsByGroup, NOT_AVAILABLE } from '@arrears/domain';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/ui/data-table';
import { StatusBadge } from '@/ui/status-badge';
import { displayValue, isEmptyValue, tableBadgeTone } from '../account-display';
import type { AccountRecord } from '../api/account-types';

type Column = DataTableColumn<AccountRecord>;

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

const RIGHT_ALIGNED = new Set(['money', 'percent', 'count']);

/** A column of one record field: its value by the display rules, numbers on the right. */
function fieldColumn(key: string, header: string, extra: Partial<Column> = {}): Column {
  const format = ACCOUNT_FIELD_LABELS[key]?.format;
  const numeric = format !== undefined && RIGHT_ALIGNED.has(format);
  return {
    id: key,
    header,
    cell: (account) => displayValue(account, key),
    // Encrypted fields cannot be ordered; the server reads sort=status as the account status.
    sortable: format !== 'masked' && key !== 'status',
    align: numeric ? 'right' : 'left',
    firstDirection: numeric ? 'desc' : 'asc',
    hideable: true,
    ...extra,
  };
}

const NAME: Column = {
  id: 'full_name',
  header: 'Full Name',
  cell: (account) => <NameCell account={account} />,
  sortable: true,
  minWidth: 180,
};
const STATUS: Column = fieldColumn('account_status', 'Account Status', {
  cell: (account) => <StatusCell account={account} />,
});
const ACTIONS: Column = {
  id: 'actions',
  header: 'Actions',
  cell: (account) => (
    <Link
      to={`/admin/accounts/${account.id}/edit`}
      className={linkClasses}
      aria-label={`Edit ${displayValue(account, 'full_name')}`}
    >
      Edit
    </Link>
  ),
};

const CONTACT_DATE = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'America/New_York',
});

/** The newest timeline entry of the account (the server sends them for the page's rows). */
function lastContactColumn(lastContact: Record<string, string | null>): Column {
  return {
    id: 'last_contact',
    header: 'Last Contact',
    cell: (account) => {
      const at = lastContact[String(account.id)];
      return at ? CONTACT_DATE.format(new Date(at)) : 'Never';
    },
    hideable: true,
  };
}

/**
 * The compact view: the spec's five columns (Full Name, Account Status, Last Activity Date, Last
 * Activity Amount, Actions; docs/product/accounts-import.md) with the number, creditor, balance,
 * delinquency and last contact an agent works from.
 */
export function compactColumns(lastContact: Record<string, string | null>): Column[] {
  return [
    NAME,
    fieldColumn('account_number', 'Account Number'),
    fieldColumn('school_name', 'Creditor'),
    fieldColumn('unpaid_balance', 'Balance'),
    fieldColumn('days_delinq', 'Days Delinquent'),
    STATUS,
    fieldColumn('last_activity_date', 'Last Activity Date'),
    fieldColumn('last_activity_amount', 'Last Activity Amount'),
    lastContactColumn(lastContact),
    ACTIONS,
  ];
}

/** The full view: every field of the record under its group's heading, with its plain label. */
export const FULL_COLUMNS: Column[] = [
  { ...NAME, header: ACCOUNT_FIELD_LABELS.full_name.label, group: 'Debtor' },
  ...accountFieldsByGroup().flatMap(({ group, keys }) =>
    keys
      .filter((key) => key !== 'full_name')
      .map((key) =>
        key === 'account_status'
          ? { ...STATUS, header: ACCOUNT_FIELD_LABELS[key].label, group }
          : fieldColumn(key, ACCOUNT_FIELD_LABELS[key].label, { group }),
      ),
  ),
  { ...ACTIONS, group: '' },
];

/** Columns with nothing in any row on screen (the full view's "Hide empty columns"). */
export function emptyColumnIds(columns: Column[], rows: AccountRecord[]): string[] {
  return columns
    .filter((column) => column.hideable && ACCOUNT_FIELD_LABELS[column.id])
    .filter((column) => rows.every((row) => isEmptyValue(row, column.id)))
    .map((column) => column.id);
}
