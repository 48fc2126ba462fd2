import { CHAT_MORE_INTENTS, CHAT_MESSAGES as M } from '@arrears/domain';
import type { ChatChoice } from '../chat-intents';
import { IntentButtons } from './intent-buttons';

/** "More" (issue 20): the call-only requests beyond the menu's seven, each with its own answer. */
export function MoreMenu({ onChoose }: { onChoose: (choice: ChatChoice) => void }) {
  return (
    <nav aria-label={M.moreTitle} data-testid="chat-more" className="space-y-2">
      <p className="text-gray-700 text-sm">{M.moreTitle}</p>
      <IntentButtons
        intents={CHAT_MORE_INTENTS}
        onChoose={onChoose}
        listClassName="grid grid-cols-1 gap-2"
        buttonClassName="h-full justify-start text-left"
      />
    </nav>
  );
}
