import {
  authorizationLine,
  type DebtorAccount,
  formatMoney,
  type ProcessPaymentResult,
} from '@arrears/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaymentFailure } from '@/features/payments';
import { CardPaymentForm } from '@/features/payments';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { debtorKey } from '../api/debtor-keys';
import { useDebtorPaymentsQuery } from '../api/payments';
import { PaymentConfirmedDialog } from './payment-confirmed-dialog';
import { PaymentDeclinedDialog } from './payment-declined-dialog';
import { PaymentExportButton } from './payment-export-button';
import { dateOrNa } from './workspace-format';

const th = 'px-3 py-2 text-left font-semibold text-gray-700 text-xs uppercase tracking-wide';
const td = 'px-3 py-2.5 align-top';

/** Where a payment came from (decision 0111): every source is listed. */
const SOURCE_LABELS: Record<string, string> = {
  portal: 'Portal',
  agent: 'Agent',
  chat: 'Chat',
  ivr: 'Phone (IVR)',
  plan: 'Plan installment',
  external: 'Recorded',
  import: 'Imported',
};
const sourceLabel = (source: string | undefined) => (source ? (SOURCE_LABELS[source] ?? source) : 'N/A');

/** Payment (docs/product/contact-center.md): the Payment History table and the Collect Payment card. */
export function PaymentTab({ debtor }: { debtor: DebtorAccount }) {
  const queryClient = useQueryClient();
  const payments = useDebtorPaymentsQuery(debtor.id);
  const [confirmed, setConfirmed] = useState<ProcessPaymentResult | null>(null);
  const [declined, setDeclined] = useState<PaymentFailure | null>(null);
  const billing = {
    firstName: debtor.firstName ?? '',
    lastName: debtor.lastName ?? '',
    address: debtor.address.address1 ?? '',
    city: debtor.address.city ?? '',
    state: debtor.address.state ?? '',
    zip: debtor.address.zipCode ?? '',
  };
  return (
    // min-w-0: a grid item would otherwise grow to the history table's width and scroll the page sideways.
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="text-lg">Payment History</CardTitle>
          <PaymentExportButton debtor={debtor} />
        </CardHeader>
        <CardContent>
          {payments.isPending ? (
            <Spinner label="Loading payments" />
          ) : payments.isError ? (
            <p className="text-danger-700">Could not load the payment history.</p>
          ) : payments.data.length === 0 ? (
            <p className="text-gray-600">No payments recorded yet.</p>
          ) : (
            <section
              aria-label="Payment History, scrollable"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
              tabIndex={0}
              className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <table className="w-full min-w-[32rem] border-collapse text-sm" aria-label="Payment History">
                <thead className="border-gray-200 border-b bg-gray-50">
                  <tr>
                    <th scope="col" className={th}>
                      Date
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      Amount
                    </th>
                    <th scope="col" className={th}>
                      Method
                    </th>
                    <th scope="col" className={th}>
                      Source
                    </th>
                    <th scope="col" className={th}>
                      Transaction ID
                    </th>
                    <th scope="col" className={th}>
                      Status
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {payments.data.map((p) => (
                    <tr key={p.id}>
                      <td className={td}>{dateOrNa(p.paymentDate)}</td>
                      <td className={`${td} text-right tabular-nums`}>{formatMoney(p.amount)}</td>
                      <td className={td}>
                        {p.method}
                        {p.authorization && (
                          <p className="mt-1 text-gray-600 text-xs">
                            {authorizationLine(p.authorization.authorizedAt, p.authorization.readBy)}
                          </p>
                        )}
                      </td>
                      <td className={td}>{sourceLabel(p.source)}</td>
                      <td className={`${td} break-all`}>{p.transactionId ?? 'N/A'}</td>
                      <td className={td}>
                        {p.status === 'pending_reconciliation' ? 'pending (unconfirmed)' : p.status}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">Collect Payment</CardTitle>
        </CardHeader>
        <CardContent>
          <CardPaymentForm
            debtAccountId={debtor.id}
            accountLabel={debtor.accountNumber}
            // Empty at first: the agent types what the consumer agreed to pay, never the balance by default.
            defaultAmount=""
            balance={debtor.unpaidBalance ?? '0'}
            billingDefaults={billing}
            channel="agent"
            consumerAuthorization
            onSuccess={(result) => {
              setConfirmed(result);
              void queryClient.invalidateQueries({ queryKey: debtorKey(debtor.id) });
            }}
            onFailure={setDeclined}
          />
        </CardContent>
      </Card>
      <PaymentConfirmedDialog debtorId={debtor.id} result={confirmed} onClose={() => setConfirmed(null)} />
      <PaymentDeclinedDialog failure={declined} onClose={() => setDeclined(null)} />
    </div>
  );
}
