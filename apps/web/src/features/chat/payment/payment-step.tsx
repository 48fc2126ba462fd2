import type { ChatAccountInfo, ProcessPaymentResult } from '@arrears/domain';
import type { BillingDefaults } from '@/features/payments';
import { useChatText } from '../chat-text';
import { AccountPicker } from '../steps/account-picker';
import type { ChatController } from '../use-chat';
import { ChatPaymentForm } from './chat-payment-form';
import { chatPaymentFailureText } from './payment-failure-text';

/**
 * The payment step: which account to pay when there are several (the debtor may pay any of them), the
 * form, and a refusal told in the conversation.
 */
export function PaymentStep({
  account,
  billing,
  chat,
  onApproved,
}: {
  account: ChatAccountInfo;
  billing: BillingDefaults;
  chat: ChatController;
  onApproved: (result: ProcessPaymentResult, billing: BillingDefaults) => void;
}) {
  const { t } = useChatText();
  const accounts = chat.state.verified?.accounts ?? [];
  return (
    <div className="space-y-2">
      {accounts.length > 1 && (
        <AccountPicker accounts={accounts} accountId={account.id} onChoose={chat.chooseAccount} />
      )}
      <p className="text-gray-700 text-sm">{t('messages.paymentPrompt')}</p>
      <ChatPaymentForm
        key={account.id}
        account={account}
        billingDefaults={billing}
        onApproved={onApproved}
        onFailed={(failure) => {
          if (!chat.endedByServer(failure.error))
            chat.say(chatPaymentFailureText(failure, chat.phone), 'error');
        }}
      />
    </div>
  );
}
