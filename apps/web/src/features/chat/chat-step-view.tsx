import type { ProcessPaymentResult } from '@arrears/domain';
import { AddressStep } from '@/features/identity';
import type { BillingDefaults } from '@/features/payments';
import { Button } from '@/ui/button';
import { useChatText } from './chat-text';
import { DisputeStep } from './dispute/dispute-step';
import { chatBillingDefaults } from './payment/billing-defaults';
import { PaymentStep } from './payment/payment-step';
import { BalanceView } from './steps/balance-view';
import { ChatMenu } from './steps/chat-menu';
import { ContactUpdateForm } from './steps/contact-update-form';
import { FailedStep } from './steps/failed-step';
import { MoreMenu } from './steps/more-menu';
import { RetryStep } from './steps/retry-step';
import { StatementStep } from './steps/statement-step';
import { StopContactCard } from './steps/stop-contact-card';
import { TransactionsView } from './steps/transactions-view';
import { VerificationForm } from './steps/verification-form';
import { WrongPartyForm } from './steps/wrong-party-form';
import type { ChatController } from './use-chat';

export interface StepOutcomes {
  /** The billing details of the last approved payment ('Make Another Payment' starts from them). */
  lastBilling: BillingDefaults | null;
  onPaid: (result: ProcessPaymentResult, billing: BillingDefaults) => void;
  onDisputed: (disputeId: number) => void;
}

/**
 * What the current step shows under the conversation (docs/product/chat.md), after the request
 * waiting for the visitor, if any ("Stop contacting me", "wrong person").
 */
export function ChatStepView({ chat, outcomes }: { chat: ChatController; outcomes: StepOutcomes }) {
  if (chat.state.ending) return null;
  const pending = chat.state.pending;
  if (!pending) return <StepContent chat={chat} outcomes={outcomes} />;
  return (
    <div className="space-y-3">
      {pending === 'stop_communication' ? <StopContactCard chat={chat} /> : <WrongPartyForm chat={chat} />}
      <StepContent chat={chat} outcomes={outcomes} />
    </div>
  );
}

function StepContent({ chat, outcomes }: { chat: ChatController; outcomes: StepOutcomes }) {
  const { state, account } = chat;
  const { t } = useChatText();
  switch (state.step) {
    case 'initial':
      return <VerificationForm key={state.formKey} busy={chat.busy} onVerify={chat.verify} />;
    case 'retry':
      return <RetryStep attempts={state.failedAttempts} onTryAgain={chat.tryAgain} />;
    case 'failed':
      return <FailedStep phone={chat.phone} />;
    case 'address':
      return state.check ? (
        <div data-testid="chat-address-form" className="rounded-xl border border-gray-200 bg-white p-3">
          <AddressStep
            key={state.check.token}
            options={state.check.options}
            pending={chat.busy}
            onSubmit={(values) => chat.pickAddress(values.selectedAddress)}
            onStartOver={chat.tryAgain}
          />
        </div>
      ) : null;
    default:
      break;
  }
  if (!account || !state.verified) return null;
  if (state.step === 'menu') {
    return (
      <ChatMenu
        intents={chat.menu}
        accounts={state.verified.accounts}
        accountId={account.id}
        onChoose={(choice) => chat.choose(choice)}
        onMore={chat.openMore}
        onChooseAccount={chat.chooseAccount}
      />
    );
  }
  const view = {
    balance: <BalanceView account={account} />,
    payment: (
      <PaymentStep
        account={account}
        billing={outcomes.lastBilling ?? chatBillingDefaults(account)}
        chat={chat}
        onApproved={outcomes.onPaid}
      />
    ),
    dispute: <DisputeStep accountId={account.id} chat={chat} onSubmitted={outcomes.onDisputed} />,
    statement: <StatementStep key={account.id} account={account} chat={chat} />,
    transactions: <TransactionsView accountId={account.id} chat={chat} />,
    update_contact: <ContactUpdateForm accountId={account.id} chat={chat} />,
    more: <MoreMenu onChoose={(choice) => chat.choose(choice)} />,
  }[state.step];
  return (
    <div className="space-y-3">
      {view}
      <Button variant="outline" size="sm" onClick={() => chat.go('menu')}>
        {t('messages.mainMenu')}
      </Button>
    </div>
  );
}
