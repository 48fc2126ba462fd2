import type { DebtAccountSearchHit, ExternalPaymentResult } from '@arrears/domain';
import { formatMoney } from '@arrears/domain';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { toast } from '@/ui/use-toast';
import { AccountSearchStep } from './components/account-search-step';
import { PaymentDetailsStep } from './components/payment-details-step';

/** The success toast: the new balance, or that this transaction id was recorded before. */
function announce(result: ExternalPaymentResult) {
  const balance = formatMoney(result.newBalance);
  toast(
    result.duplicate
      ? {
          title: 'Payment Already Recorded',
          description: `This transaction ID was recorded before; nothing changed. Balance after it: ${balance}`,
        }
      : { title: 'Payment Recorded', description: `New balance: ${balance}`, variant: 'success' },
  );
}

/**
 * /admin/record-payment (docs/product/payments.md): Record External Payment. Step 1 finds and selects the
 * account, Step 2 takes the payment; after a success the form and the selection reset.
 */
export function RecordPaymentPage() {
  const [account, setAccount] = useState<DebtAccountSearchHit | null>(null);
  return (
    <AdminSubPage title="Record External Payment" description="Record a payment made outside the portal.">
      <div className="space-y-6">
        <AccountSearchStep selected={account} onSelect={setAccount} />
        {account ? (
          <PaymentDetailsStep
            key={account.id}
            account={account}
            onRecorded={(result) => {
              announce(result);
              setAccount(null);
            }}
          />
        ) : (
          <Card className="opacity-80">
            <CardHeader>
              <CardTitle>Step 2: Payment Details</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-gray-700">Select an account to enter the payment.</p>
            </CardContent>
          </Card>
        )}
      </div>
    </AdminSubPage>
  );
}
