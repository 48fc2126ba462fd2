import {
  formatAccountNumber,
  formatMoney,
  formatPhone,
  type HotLead,
  hotLeadPriority,
  NOT_AVAILABLE,
} from '@arrears/domain';
import { ChevronRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { formatEasternTime } from '../dashboard-format';
import { HotLeadPriorityBadge } from './hot-lead-priority-badge';

/** Where a hot lead leads (docs/product/dashboard.md). */
export const contactCenterPath = (lead: HotLead) =>
  `/admin/contact-center?account=${encodeURIComponent(lead.accountNumber)}`;

const visits = (n: number) => (n === 1 ? '1 visit' : `${n} visits`);

/**
 * The leads as a table on wide screens and as cards on small ones. Each lead's name is a real link
 * (the keyboard path); on the table a click anywhere on the row follows it too.
 */
export function HotLeadsList({ leads }: { leads: readonly HotLead[] }) {
  return (
    <>
      <HotLeadsTable leads={leads} />
      <ul className="space-y-3 md:hidden" aria-label="Hot leads">
        {leads.map((lead) => (
          <li key={lead.accountId}>
            <Link
              to={contactCenterPath(lead)}
              className="flex items-start justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0 space-y-1">
                <span className="block font-semibold text-gray-900">{lead.fullName ?? NOT_AVAILABLE}</span>
                <span className="block text-gray-600 text-sm">
                  {formatAccountNumber(lead.accountNumber, lead.accountId)}
                </span>
                <span className="block font-semibold text-gray-900 tabular-nums">
                  {formatMoney(lead.unpaidBalance)}
                </span>
                <span className="block text-gray-700 text-sm">
                  {`${visits(lead.visitCount)} · last ${formatEasternTime(lead.lastVisit)}`}
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-2">
                <HotLeadPriorityBadge priority={hotLeadPriority(lead.unpaidBalance, lead.visitCount)} />
                <ChevronRight className="size-5 text-gray-400" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const th = 'px-3 py-2 text-left font-semibold text-gray-700 text-xs uppercase tracking-wide';
const td = 'px-3 py-3 align-top';

function HotLeadsTable({ leads }: { leads: readonly HotLead[] }) {
  const navigate = useNavigate();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full border-collapse text-sm">
        <thead className="border-gray-200 border-b bg-gray-50">
          <tr>
            <th scope="col" className={th}>
              Debtor
            </th>
            <th scope="col" className={`${th} text-right`}>
              Balance
            </th>
            <th scope="col" className={`${th} text-right`}>
              Visits
            </th>
            <th scope="col" className={th}>
              Last Visit (ET)
            </th>
            <th scope="col" className={th}>
              Priority
            </th>
            <th scope="col" className={th}>
              Contact
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {leads.map((lead) => (
            // The name's link is the keyboard path; the row click is a larger target for the mouse.
            <tr
              key={lead.accountId}
              className="cursor-pointer hover:bg-brand-50"
              onClick={() => navigate(contactCenterPath(lead))}
              data-testid="hot-lead-row"
            >
              <td className={td}>
                <Link
                  to={contactCenterPath(lead)}
                  className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  onClick={(e) => e.stopPropagation()}
                >
                  {lead.fullName ?? NOT_AVAILABLE}
                </Link>
                <span className="block text-gray-600">
                  {formatAccountNumber(lead.accountNumber, lead.accountId)}
                </span>
              </td>
              <td className={`${td} text-right font-semibold tabular-nums`}>
                {formatMoney(lead.unpaidBalance)}
              </td>
              <td className={`${td} text-right tabular-nums`}>{lead.visitCount}</td>
              <td className={`${td} whitespace-nowrap`}>{formatEasternTime(lead.lastVisit)}</td>
              <td className={td}>
                <HotLeadPriorityBadge priority={hotLeadPriority(lead.unpaidBalance, lead.visitCount)} />
              </td>
              <td className={`${td} text-gray-700`}>
                <span className="block whitespace-nowrap">{formatPhone(lead.primaryPhone)}</span>
                <span className="block break-all">{lead.emailAddress ?? NOT_AVAILABLE}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
