import { Button } from '@/ui/button';
import { type ChatChoice, choiceLabel } from '../chat-intents';

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
            {choiceLabel(intent)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
