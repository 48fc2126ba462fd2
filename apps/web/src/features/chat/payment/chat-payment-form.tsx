import { type ChatAccountInfo, formatAccountNumber, type ProcessPaymentResult } from '@arrears/domain';
import { type BillingDefaults, CardPaymentForm, type PaymentFailure } from '@/features/payments';
import { missingFieldsText } from './missing-fields';

/**
 * The chat's card payment (docs/product/chat.md): the payment pages' one card form in its compact
 * variant, with the chat's own 'Please fill in: …' summary. The most one may pay is the account's
 * unpaid balance (the server refuses more with its own message).
 */
export function ChatPaymentForm({
  account,
  billingDefaults,
  onApproved,
  onFailed,
}: {
  account: ChatAccountInfo;
  billingDefaults: BillingDefaults;
  onApproved: (result: ProcessPaymentResult, billing: BillingDefaults) => void;
  onFailed: (failure: PaymentFailure) => void;
}) {
  return (
    <CardPaymentForm
      variant="compact"
      data-testid="chat-payment-form"
      debtAccountId={account.id}
      accountLabel={formatAccountNumber(account.account_number, account.id)}
      balance={account.unpaid_balance}
      billingDefaults={billingDefaults}
      channel="chat"
      quickAmounts
      invalidSummary={missingFieldsText}
      onSuccess={onApproved}
      onFailure={onFailed}
    />
  );
}
