import { CHAT_MORE_INTENTS } from '@arrears/domain';
import type { ChatChoice } from '../chat-intents';
import { useChatText } from '../chat-text';
import { IntentButtons } from './intent-buttons';

/** "More" (docs/product/chat.md): the call-only requests beyond the menu's seven, each with its own answer. */
export function MoreMenu({ onChoose }: { onChoose: (choice: ChatChoice) => void }) {
  const { t } = useChatText();
  return (
    <nav aria-label={t('messages.moreTitle')} data-testid="chat-more" className="space-y-2">
      <p className="text-gray-700 text-sm">{t('messages.moreTitle')}</p>
      <IntentButtons
        intents={CHAT_MORE_INTENTS}
        onChoose={onChoose}
        listClassName="grid grid-cols-1 gap-2"
        buttonClassName="h-full justify-start text-left"
      />
    </nav>
  );
}
