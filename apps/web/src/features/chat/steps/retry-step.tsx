import { CHAT_VERIFICATION_ATTEMPTS } from '@arrears/domain';
import { Button } from '@/ui/button';
import { useChatText } from '../chat-text';

/** Retry (docs/product/chat.md): the attempt count and 'Try Verification Again'. */
export function RetryStep({ attempts, onTryAgain }: { attempts: number; onTryAgain: () => void }) {
  const { t } = useChatText();
  return (
    <div data-testid="chat-retry" className="space-y-2">
      <p className="text-gray-600 text-sm">
        {t('verify.attempt', { attempt: attempts, total: CHAT_VERIFICATION_ATTEMPTS })}
      </p>
      <Button onClick={onTryAgain}>{t('messages.tryAgain')}</Button>
    </div>
  );
}
