import {
  type DebtorAccount,
  formatLastPaymentDate,
  formatMoney,
  isBackOffice,
  parseCents,
} from '@arrears/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';
import { Card } from '@/ui/card';
import { StatusBadge } from '@/ui/status-badge';
import { useVisitsQuery } from '../api/visits';
import { AssignmentControl } from './assignment-control';
import { creditorOf, formatRate, languageLabelOf, languageOf, nameOf } from './workspace-format';

function Tile({ label, value, small = false }: { label: string; value: ReactNode; small?: boolean }) {
  return (
    <Card className={small ? 'p-3' : 'p-4'}>
      <p className="text-gray-600 text-sm">{label}</p>
      <p className={`mt-1 break-words font-semibold text-gray-900 ${small ? 'text-base' : 'text-xl'}`}>
        {value}
      </p>
    </Card>
  );
}

/** The header (name, status and balance badges) and the four KPI tiles of docs/product/contact-center.md. */
export function DebtorHeader({ debtor }: { debtor: DebtorAccount }) {
  const visits = useVisitsQuery(debtor.id);
  const { user } = useAuth();
  const owes = (parseCents(debtor.unpaidBalance ?? '0') ?? 0) > 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{nameOf(debtor)}</h1>
        <StatusBadge label={debtor.accountStatus || 'Unknown'} tone="blue" />
        <StatusBadge label={`Balance ${formatMoney(debtor.unpaidBalance)}`} tone={owes ? 'red' : 'green'} />
        {/* Decision 0072: the agent sees at once that letters, texts and e-mails go out in another language. */}
        {languageOf(debtor) !== 'en' && (
          <StatusBadge label={`Reads ${languageLabelOf(debtor)}`} tone="grey" />
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-4 text-gray-600">
        <span>Account {debtor.accountNumber}</span>
        {/* The ledger is the back office's (decision 0051): every entry, reversals and postings by hand. */}
        {isBackOffice(user?.role) && (
          <Link
            to={`/admin/accounts/${debtor.id}?tab=ledger`}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 text-sm hover:underline"
          >
            Open the ledger
          </Link>
        )}
      </p>
      <AssignmentControl debtor={debtor} />
      <section className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Key figures">
        <Tile label="Outstanding Balance" value={formatMoney(debtor.unpaidBalance)} />
        <Tile label="Visits" value={visits.data ? visits.data.visitCount : visits.isError ? 'N/A' : '…'} />
        <Tile label="Last Activity Date" value={formatLastPaymentDate(debtor.lastActivityDate)} />
        <Tile label="Creditor" value={creditorOf(debtor)} />
      </section>
    </div>
  );
}

/** The three small cards of docs/product/contact-center.md: Interest Rate (2 decimals), Last Activity, Creditor. */
export function DebtorSmallCards({ debtor }: { debtor: DebtorAccount }) {
  const lastAmount = debtor.lastActivityAmount ? ` (${formatMoney(debtor.lastActivityAmount)})` : '';
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Tile small label="Interest Rate" value={formatRate(debtor.loan.interestRate)} />
      <Tile
        small
        label="Last Activity"
        value={`${formatLastPaymentDate(debtor.lastActivityDate)}${lastAmount}`}
      />
      <Tile small label="Creditor" value={creditorOf(debtor)} />
    </div>
  );
}
