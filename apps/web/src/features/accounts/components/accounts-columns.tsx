import { ACCOUNT_FIELD_LABELS, accountFieldsByGroup, NOT_AVAILABLE } from '@arrears/domain';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/ui/data-table';
import { formatListDate, statusLabel } from '@/ui/list-format';
import { StatusBadge } from '@/ui/status-badge';
import { displayValue, tableBadgeTone } from '../account-display';
import type { AccountRecord } from '../api/account-types';

type Column = DataTableColumn<AccountRecord>;

const linkClasses =
  'rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The debtor workspace of an account: where a name in the list leads (decision 0114). */
export const workspacePath = (id: number) => `/admin/debtor/${id}`;

/** Full Name opens the debtor workspace: the keyboard's way in (a mouse may click anywhere on the row). */
function NameCell({ account }: { account: AccountRecord }) {
  const name = displayValue(account, 'full_name');
  return (
    <Link to={workspacePath(account.id)} className={linkClasses}>
      {name === NOT_AVAILABLE ? 'Open account' : name}
    </Link>
  );
}

function StatusCell({ account }: { account: AccountRecord }) {
  const status = displayValue(account, 'account_status');
  if (status === NOT_AVAILABLE) return <>{status}</>;
  const label = statusLabel(status);
  return <StatusBadge label={label} tone={tableBadgeTone(label)} />;
}

const RIGHT_ALIGNED = new Set(['money', 'percent', 'count']);
/** Fields the server sends in the compact answer (view=summary); any other shown field asks for the full one. */
export const SUMMARY_FIELDS = new Set([
  'id',
  'account_number',
  'status',
  'full_name',
  'account_status',
  'last_activity_date',
  'last_activity_amount',
  'school_name',
  'unpaid_balance',
  'days_delinq',
  'state',
]);

/** A column of one record field: its value by the display rules, numbers on the right. */
function fieldColumn(key: string, header: string, extra: Partial<Column> = {}): Column {
  const format = ACCOUNT_FIELD_LABELS[key]?.format;
  const numeric = format !== undefined && RIGHT_ALIGNED.has(format);
  const status = key === 'account_status' || key === 'status' || key.endsWith('_status');
  return {
    id: key,
    header,
    cell: (account) => (status ? statusLabel(displayValue(account, key)) : displayValue(account, key)),
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
  pinned: 'end',
  cell: (account) => {
    const name = displayValue(account, 'full_name');
    return (
      <span className="flex gap-3">
        <Link
          to={`/admin/accounts/${account.id}`}
          className={linkClasses}
          aria-label={`Account details of ${name}`}
        >
          Details
        </Link>
        <Link to={`/admin/accounts/${account.id}/edit`} className={linkClasses} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      </span>
    );
  },
};

/** The newest timeline entry of the account (the server sends them for the page's rows). */
function lastContactColumn(lastContact: Record<string, string | null>): Column {
  return {
    id: 'last_contact',
    header: 'Last Contact',
    cell: (account) => {
      const at = lastContact[String(account.id)];
      return at ? formatListDate(at) : 'Never';
    },
    hideable: true,
  };
}

/** Who works the account (the server sends the assigned user's id for the page's rows). */
function assigneeColumn(
  assignedTo: Record<string, number | null>,
  names: ReadonlyMap<number, string>,
): Column {
  return {
    id: 'assignee',
    header: 'Assignee',
    defaultHidden: true,
    hideable: true,
    category: 'Work',
    cell: (account) => {
      const id = assignedTo[String(account.id)];
      if (id === null || id === undefined) return 'Unassigned';
      return names.get(id) ?? `User ${id}`;
    },
  };
}

/** The fields the issue asks for first, under plain names: added from the chooser, not shown by default. */
const PLAIN_NAMES: Record<string, string> = {
  client_code: 'Client',
  primary_phone: 'Phone',
  state: 'State',
  email_address: 'Email',
};

/**
 * The list's columns (docs/product/accounts-import.md): the spec's five (Full Name, Account Status,
 * Last Activity Date, Last Activity Amount, Actions) with the number, creditor, balance, delinquency
 * and last contact an agent works from; then, off until added from the column chooser, the assignee
 * and every other field of the record under its group (decision 0114).
 */
export function accountColumns(
  lastContact: Record<string, string | null>,
  assignedTo: Record<string, number | null>,
  assigneeNames: ReadonlyMap<number, string>,
): Column[] {
  const defaults = [
    NAME,
    fieldColumn('account_number', 'Account Number'),
    fieldColumn('school_name', 'Creditor'),
    fieldColumn('unpaid_balance', 'Balance'),
    fieldColumn('days_delinq', 'Days Delinquent'),
    STATUS,
    fieldColumn('last_activity_date', 'Last Activity Date'),
    fieldColumn('last_activity_amount', 'Last Activity Amount'),
    lastContactColumn(lastContact),
  ];
  const taken = new Set(defaults.map((column) => column.id));
  const plain = Object.entries(PLAIN_NAMES).map(([key, header]) =>
    fieldColumn(key, header, { defaultHidden: true, category: ACCOUNT_FIELD_LABELS[key]?.group }),
  );
  for (const column of plain) taken.add(column.id);
  const rest = accountFieldsByGroup().flatMap(({ group, keys }) =>
    keys
      .filter((key) => !taken.has(key))
      .map((key) =>
        fieldColumn(key, ACCOUNT_FIELD_LABELS[key].label, { defaultHidden: true, category: group }),
      ),
  );
  return [...defaults, assigneeColumn(assignedTo, assigneeNames), ...plain, ...rest, ACTIONS];
}

/** Whether the shown columns need fields beyond the compact answer (then the page asks for every field). */
export function needsFullRecord(columns: readonly Column[]): boolean {
  return columns.some((column) => ACCOUNT_FIELD_LABELS[column.id] && !SUMMARY_FIELDS.has(column.id));
}
