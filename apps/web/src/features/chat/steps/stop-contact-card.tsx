import { CHAT_MESSAGES as M } from '@arrears/domain';
import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { sendStopContact } from '../api/contact-requests';
import { useChatText } from '../chat-text';
import type { ChatController } from '../use-chat';

/**
 * "Stop contacting me" (decision 0048): once verified, the debtor confirms and the request is
 * recorded on every verified account; before, the chat asks them to verify first.
 */
export function StopContactCard({ chat }: { chat: ChatController }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t, say } = useChatText();
  if (!chat.state.verified) {
    return (
      <p
        data-testid="chat-stop-contact"
        className="rounded-xl border border-gray-200 bg-white p-3 text-gray-700 text-sm"
      >
        {t('messages.stopContactNeedsVerification', { phone: chat.phone })}
      </p>
    );
  }
  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      await sendStopContact();
      chat.pendingDone();
      chat.say(chat.withPhone(M.stopContactDone), 'success');
    } catch (failure) {
      if (!chat.endedByServer(failure)) setError(chat.withPhone(M.stopContactFailed));
      setSending(false);
    }
  };
  return (
    <section
      aria-label={t('messages.stopContactConfirm')}
      data-testid="chat-stop-contact"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-3"
    >
      <p className="text-gray-900 text-sm">{t('messages.stopContactAsk')}</p>
      {error && <Alert tone="danger">{say(error)}</Alert>}
      <div className="flex flex-col gap-2">
        <Button fullWidth disabled={sending} onClick={confirm}>
          {sending ? t('forms.sending') : t('messages.stopContactConfirm')}
        </Button>
        <Button variant="outline" fullWidth disabled={sending} onClick={chat.pendingDone}>
          {t('messages.stopContactCancel')}
        </Button>
      </div>
    </section>
  );
}
