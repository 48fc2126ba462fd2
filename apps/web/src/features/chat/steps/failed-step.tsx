import { Phone } from 'lucide-react';
import { useChatText } from '../chat-text';
import { PhoneText } from '../phone-text';

/** Failed (docs/product/chat.md): after 2 failed verifications, the prompt to call (the number is a telephone link). */
export function FailedStep({ phone }: { phone: string }) {
  const { t } = useChatText();
  return (
    <div
      role="alert"
      data-testid="chat-failed"
      className="flex gap-2 rounded-xl border border-warning-200 bg-warning-50 p-3 text-sm text-warning-700"
    >
      <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <PhoneText text={t('messages.tooManyAttempts', { phone })} phone={phone} />
      </p>
    </div>
  );
}
