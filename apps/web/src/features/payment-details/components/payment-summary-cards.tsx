import { formatDisplayDate, formatMoney, type PaymentDetailsResponse } from '@arrears/domain';
import { CalendarRange, DollarSign, type LucideIcon, Receipt } from 'lucide-react';

interface SummaryCardProps {
  title: string;
  value: string;
  icon: LucideIcon;
  /** Long values (the date range) in a smaller size, so they fit one line at 1280 px. */
  small?: boolean;
}

function SummaryCard({ title, value, icon: Icon, small = false }: SummaryCardProps) {
  return (
    <li className="flex h-full flex-col gap-1 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <span className="flex items-center justify-between gap-2 font-medium text-gray-700 text-sm">
        {title}
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
      </span>
      <span
        className={`font-bold text-gray-900 tabular-nums ${small ? 'text-lg' : 'text-2xl'}`}
        data-testid={`summary-${title}`}
      >
        {value}
      </span>
    </li>
  );
}

/** The summary cards of /admin/payment-details (summary, docs/product/payments.md): every approved payment. */
export function PaymentSummaryCards({ summary }: { summary: PaymentDetailsResponse['summary'] }) {
  const { earliest, latest } = summary.dateRange;
  const range =
    earliest && latest
      ? earliest === latest
        ? formatDisplayDate(latest)
        : `${formatDisplayDate(earliest)} – ${formatDisplayDate(latest)}`
      : 'No payments yet';
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Payment summary">
      <SummaryCard title="Total Amount" value={formatMoney(summary.totalAmount)} icon={DollarSign} />
      <SummaryCard
        title="Total Payments"
        value={summary.totalPayments.toLocaleString('en-US')}
        icon={Receipt}
      />
      <SummaryCard title="Date Range" value={range} icon={CalendarRange} small />
    </ul>
  );
}
