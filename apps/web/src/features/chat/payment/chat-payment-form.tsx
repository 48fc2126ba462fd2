import { type ChatAccountInfo, formatAccountNumber, type ProcessPaymentResult } from '@arrears/domain';
import { useCallback, useEffect, useRef } from 'react';
import {
  type BillingDefaults,
  CardPaymentForm,
  type CardPaymentFormValues,
  type PaymentFailure,
} from '@/features/payments';
import { useChatText } from '../chat-text';
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
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useChatText();
  const summary = useCallback((values: CardPaymentFormValues) => missingFieldsText(t, values), [t]);
  // The form opens at its first field. A frame later: the panel scrolls to its newest step first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const first = ref.current?.querySelector<HTMLElement>('input, select');
      if (!first) return;
      first.focus({ preventScroll: true });
      ref.current?.scrollIntoView?.({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={ref} className="scroll-mt-12">
      <CardPaymentForm
        variant="compact"
        data-testid="chat-payment-form"
        debtAccountId={account.id}
        accountLabel={formatAccountNumber(account.account_number, account.id)}
        balance={account.unpaid_balance}
        billingDefaults={billingDefaults}
        channel="chat"
        quickAmounts
        invalidSummary={summary}
        onSuccess={onApproved}
        onFailure={onFailed}
      />
    </div>
  );
}
