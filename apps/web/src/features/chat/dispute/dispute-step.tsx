import { type ChatDisputeBody, CHAT_MESSAGES as M } from '@arrears/domain';
import { useState } from 'react';
import { submitChatDispute } from '../api/submit-dispute';
import type { ChatController } from '../use-chat';
import { ChatDisputeForm } from './chat-dispute-form';

/** The dispute step: POST /api/disputes/submit; a failure is told in the conversation (docs/product/chat.md). */
export function DisputeStep({
  accountId,
  chat,
  onSubmitted,
}: {
  accountId: number;
  chat: ChatController;
  onSubmitted: (disputeId: number) => void;
}) {
  const [pending, setPending] = useState(false);
  const submit = async (body: ChatDisputeBody) => {
    setPending(true);
    try {
      const answer = await submitChatDispute(body);
      if (!answer.success) throw new Error('Dispute not stored');
      onSubmitted(answer.disputeId);
    } catch (error) {
      if (!chat.endedByServer(error)) chat.say(chat.withPhone(M.disputeFailed), 'error');
      setPending(false);
    }
  };
  return <ChatDisputeForm debtAccountId={accountId} pending={pending} onSubmit={submit} />;
}
