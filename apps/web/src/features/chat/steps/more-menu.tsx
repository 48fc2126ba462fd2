import { CHAT_MORE_INTENTS, CHAT_MESSAGES as M } from '@arrears/domain';
import { Button } from '@/ui/button';
import { type ChatChoice, choiceLabel } from '../chat-intents';

/** "More" (issue 20): the call-only requests beyond the menu's seven, each with its own answer. */
export function MoreMenu({ onChoose }: { onChoose: (choice: ChatChoice) => void }) {
  return (
    <nav aria-label={M.moreTitle} data-testid="chat-more" className="space-y-2">
      <p className="text-gray-700 text-sm">{M.moreTitle}</p>
      <ul className="grid grid-cols-1 gap-2">
        {CHAT_MORE_INTENTS.map((intent) => (
          <li key={intent}>
            <Button
              variant="secondary"
              size="sm"
              fullWidth
              className="h-full justify-start text-left"
              data-testid={`chat-intent-${intent}`}
              onClick={() => onChoose(intent)}
            >
              {choiceLabel(intent)}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
