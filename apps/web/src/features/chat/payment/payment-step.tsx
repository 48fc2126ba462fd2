import { type ChatAccountInfo, CHAT_MESSAGES as M, type ProcessPaymentResult } from '@arrears/domain';
import type { BillingDefaults } from '@/features/payments';
import type { ChatController } from '../use-chat';
import { ChatPaymentForm } from './chat-payment-form';
import { chatPaymentFailureText } from './payment-failure-text';

/** The payment step: the form, and a refusal told in the conversation. */
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
  return (
    <div className="space-y-2">
      <p className="text-gray-700 text-sm">{M.paymentPrompt}</p>
      <ChatPaymentForm
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
