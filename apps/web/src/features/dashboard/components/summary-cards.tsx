import type { DashboardSummary } from '@arrears/domain';
import { Banknote, FileText, HandCoins, type LucideIcon, PiggyBank } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDashboardSummaryQuery } from '../api/dashboard-summary';
import { useTotalCollectedQuery } from '../api/total-collected';
import { formatWholeDollars } from '../dashboard-format';

interface FigureCardProps {
  title: string;
  value: string | null;
  icon: LucideIcon;
  /** The card is a link to this page when given. */
  to?: string;
  note?: ReactNode;
}

const cardClasses = 'flex h-full flex-col gap-1 rounded-xl border border-gray-200 bg-white p-5 shadow-sm';

function FigureCard({ title, value, icon: Icon, to, note }: FigureCardProps) {
  const body = (
    <>
      <span className="flex items-center justify-between gap-2 font-medium text-gray-700 text-sm">
        {title}
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
      </span>
      <span className="font-bold text-3xl text-gray-900 tabular-nums" data-testid={`figure-${title}`}>
        {value ?? <span className="text-gray-400">…</span>}
      </span>
      {note && <span className="text-gray-600 text-xs">{note}</span>}
    </>
  );
  return to ? (
    <Link
      to={to}
      className={`${cardClasses} hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2`}
    >
      {body}
    </Link>
  ) : (
    <div className={cardClasses}>{body}</div>
  );
}

/** The promise-kept rate (decision 0058): a dash until a promise is kept or broken. */
function keptRateOf(promises: DashboardSummary['promises']): string {
  if (!promises || promises.keptRate === null) return '–';
  return `${promises.keptRate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/**
 * Total Accounts (→ /admin/accounts), Total Outstanding, Total Collected (→ /admin/payment-details),
 * and the share of settled promises to pay that were kept.
 */
export function SummaryCards() {
  const summary = useDashboardSummaryQuery();
  const collected = useTotalCollectedQuery();
  const excluded = collected.data?.excludedTestAccount;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Totals">
      <li>
        <FigureCard
          title="Total Accounts"
          icon={FileText}
          to="/admin/accounts"
          value={summary.data ? summary.data.totalAccounts.toLocaleString('en-US') : null}
        />
      </li>
      <li>
        <FigureCard
          title="Total Outstanding"
          icon={Banknote}
          value={summary.data ? formatWholeDollars(summary.data.totalOutstanding) : null}
        />
      </li>
      <li>
        <FigureCard
          title="Total Collected"
          icon={PiggyBank}
          to="/admin/payment-details"
          value={collected.data ? formatWholeDollars(collected.data.totalCollected) : null}
          note={excluded ? `Excludes test account ${excluded}` : undefined}
        />
      </li>
      <li>
        <FigureCard
          title="Promises Kept"
          icon={HandCoins}
          value={summary.data ? keptRateOf(summary.data.promises) : null}
          note={
            summary.data?.promises
              ? `${summary.data.promises.kept} kept, ${summary.data.promises.broken} broken`
              : undefined
          }
        />
      </li>
    </ul>
  );
}
