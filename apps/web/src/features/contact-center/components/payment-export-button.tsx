import type { DebtorAccount } from '@arrears/domain';
import { Download } from 'lucide-react';
import { saveBlob } from '@/lib/download-file';
import { Button } from '@/ui/button';
import { useDebtorPaymentsQuery } from '../api/payments';
import { agentPaymentsCsv } from './payment-history-export';

/**
 * Export of the Payment History card (docs/product/contact-center.md): saves the payments already loaded for the table as
 * payment-history-<account>.csv; disabled until there is something to export.
 */
export function PaymentExportButton({ debtor }: { debtor: Pick<DebtorAccount, 'id' | 'accountNumber'> }) {
  const payments = useDebtorPaymentsQuery(debtor.id);
  const list = payments.data ?? [];
  const save = () =>
    saveBlob(
      new Blob([agentPaymentsCsv(list)], { type: 'text/csv;charset=utf-8' }),
      `payment-history-${debtor.accountNumber}.csv`,
    );
  return (
    <Button variant="outline" size="sm" disabled={list.length === 0} onClick={save}>
      <Download className="size-4" aria-hidden="true" />
      Export
    </Button>
  );
}
