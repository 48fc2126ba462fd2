import { Button } from '@/ui/button';
import type { ChatChoice } from '../chat-intents';
import { useChatText } from '../chat-text';

/** One button per intent, as the main menu and "More" list them. */
export function IntentButtons({
  intents,
  onChoose,
  listClassName,
  buttonClassName,
}: {
  intents: readonly ChatChoice[];
  onChoose: (choice: ChatChoice) => void;
  listClassName: string;
  buttonClassName: string;
}) {
  const { label } = useChatText();
  return (
    <ul className={listClassName}>
      {intents.map((intent) => (
        <li key={intent}>
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            className={buttonClassName}
            data-testid={`chat-intent-${intent}`}
            onClick={() => onChoose(intent)}
          >
            {label(intent)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
