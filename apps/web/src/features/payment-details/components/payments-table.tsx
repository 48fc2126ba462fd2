import {
  formatDisplayDate,
  formatMoney,
  formatPhone,
  orNotAvailable,
  type PaymentDetail,
} from '@arrears/domain';
import type { ReactNode } from 'react';
import { methodLabel } from '../payment-details-filters';

const SOURCE_LABELS: Record<string, string> = {
  import: 'Imported',
  portal: 'Portal',
  external: 'External',
  agent: 'Agent',
  chat: 'Chat',
};

/** A cell; on small screens the table becomes cards and each cell shows its own label. */
function Cell({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td className={`px-3 py-1 align-top md:py-3 ${className}`}>
      <span className="block font-medium text-gray-600 text-xs md:hidden">{label}</span>
      {children}
    </td>
  );
}

/** The payment list of /admin/payment-details: a table from 768 px, stacked cards below. */
export function PaymentsTable({ payments }: { payments: readonly PaymentDetail[] }) {
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">Payments</caption>
      <thead className="border-gray-200 border-b bg-gray-50 text-gray-700 max-md:hidden">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            Date
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Debtor
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Original Creditor
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Method
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Confirmation
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Transaction ID
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Contact
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100 max-md:block max-md:space-y-3 max-md:divide-y-0">
        {payments.map((p) => (
          <tr
            key={p.paymentId}
            className="max-md:grid max-md:grid-cols-2 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:border-gray-200 max-md:bg-white max-md:py-2"
          >
            <Cell label="Date" className="whitespace-nowrap tabular-nums">
              {formatDisplayDate(p.paymentDate)}
            </Cell>
            <Cell label="Amount" className="font-semibold text-gray-900 tabular-nums md:hidden">
              {formatMoney(p.amount)}
            </Cell>
            <Cell label="Debtor" className="max-md:col-span-2">
              <span className="block font-medium text-gray-900">{orNotAvailable(p.fullName)}</span>
              <span className="block text-gray-600">{p.accountNumber}</span>
            </Cell>
            <Cell label="Original Creditor">
              <span className="block">{orNotAvailable(p.schoolName)}</span>
              {p.schoolCampus && <span className="block text-gray-600">{p.schoolCampus}</span>}
            </Cell>
            <Cell label="Method">
              <span className="block">{methodLabel(p.paymentMethod)}</span>
              <span className="block text-gray-600">{SOURCE_LABELS[p.source] ?? p.source}</span>
            </Cell>
            {/* The PAY- code the debtor quotes, beside the processor's reference: either finds the payment. */}
            <Cell label="Confirmation" className="whitespace-nowrap font-mono text-xs md:text-sm">
              {orNotAvailable(p.confirmationCode)}
            </Cell>
            <Cell label="Transaction ID" className="break-all">
              {orNotAvailable(p.transactionId)}
            </Cell>
            <Cell label="Contact" className="max-md:col-span-2">
              <span className="block">{formatPhone(p.primaryPhone)}</span>
              <span className="block break-all text-gray-600">{orNotAvailable(p.emailAddress)}</span>
            </Cell>
            <td className="whitespace-nowrap px-3 py-3 text-right align-top font-semibold text-gray-900 tabular-nums max-md:hidden">
              {formatMoney(p.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
