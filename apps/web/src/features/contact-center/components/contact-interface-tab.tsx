import type { DebtorAccount } from '@arrears/domain';
import { useComposeState } from '../compose-state';
import { useCall } from '../use-call';
import { CallPanel } from './call-panel';
import { ComposeCard } from './compose-card';
import { NoteBox } from './note-box';
import { RecentActivity } from './recent-activity';
import { SmsConversation } from './sms-conversation';

/**
 * Contact Interface (docs/product/contact-center.md): Compose beside the text conversation and Recent
 * Activity, then the note box; a live call's bar above them all, in view while the agent scrolls.
 */
export function ContactInterfaceTab({ debtor }: { debtor: DebtorAccount }) {
  const compose = useComposeState(debtor);
  const call = useCall(debtor.id, compose.clearInputs);
  return (
    <div className="space-y-4">
      {call.call && <CallPanel key={call.call.callSid} call={call} />}
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <div className="min-w-0">
          <ComposeCard debtor={debtor} compose={compose} call={call} />
        </div>
        <div className="min-w-0 space-y-4">
          <SmsConversation debtorId={debtor.id} />
          <RecentActivity debtorId={debtor.id} />
          <NoteBox debtorId={debtor.id} />
        </div>
      </div>
    </div>
  );
}
