import { chatWrongPartyBodySchema, formatPhone, CHAT_MESSAGES as M } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { refusalText } from '../api/chat-fetch';
import { sendWrongParty } from '../api/contact-requests';
import { useChatText } from '../chat-text';
import type { ChatController } from '../use-chat';

/**
 * "Wrong person" (decisions 0048, 0088): the number we reached. Without verification (the person we
 * reached is not the debtor) staff review it and nothing stops yet; the answer is the same for any
 * number. A verified consumer's report stops calls and texts to that number on their own accounts.
 */
export function WrongPartyForm({ chat }: { chat: ChatController }) {
  const { t, say } = useChatText();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = chatWrongPartyBodySchema.safeParse({ phone });
    if (!parsed.success) {
      setError(M.wrongPartyInvalid);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const answer = await sendWrongParty(parsed.data);
      chat.pendingDone();
      // Stopped at once only on a verified chat's own accounts; otherwise staff review it (decision 0088).
      const text = answer.stopped ? M.wrongPartyDone : M.wrongPartyReview;
      chat.say(text.replace('{number}', formatPhone(parsed.data.phone)), 'success');
    } catch (failure) {
      setError(refusalText(failure, chat.withPhone(M.wrongPartyFailed)));
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('messages.wrongPartyAsk')}
      data-testid="chat-wrong-party"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-3"
    >
      <p className="text-gray-900 text-sm">{t('messages.wrongPartyAsk')}</p>
      <TextField
        label={t('messages.wrongPartyNumberLabel')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={phone}
        disabled={sending}
        onChange={(e) => setPhone(e.target.value)}
      />
      {error && <Alert tone="danger">{say(error)}</Alert>}
      <Button type="submit" fullWidth disabled={sending}>
        {sending ? t('forms.sending') : t('messages.wrongPartySubmit')}
      </Button>
    </form>
  );
}
