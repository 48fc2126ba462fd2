import { CHAT_VERIFICATION_ATTEMPTS, CHAT_MESSAGES as M } from '@arrears/domain';
import { Button } from '@/ui/button';

/** Retry (docs/product/chat.md): the attempt count and 'Try Verification Again'. */
export function RetryStep({ attempts, onTryAgain }: { attempts: number; onTryAgain: () => void }) {
  return (
    <div data-testid="chat-retry" className="space-y-2">
      <p className="text-gray-600 text-sm">
        Attempt {attempts} of {CHAT_VERIFICATION_ATTEMPTS}
      </p>
      <Button onClick={onTryAgain}>{M.tryAgain}</Button>
    </div>
  );
}
