import type { ChatAccountInfo, ChatMenuIntent } from '@arrears/domain';
import { UserRoundPen } from 'lucide-react';
import { Button } from '@/ui/button';
import { type ChatChoice, choiceLabel } from '../chat-intents';
import { AccountPicker } from './account-picker';

/** The verified main menu (docs/product/chat.md), ordered by popularity, plus our contact update as a secondary choice. */
export function ChatMenu({
  intents,
  accounts,
  accountId,
  onChoose,
  onChooseAccount,
}: {
  intents: readonly ChatMenuIntent[];
  accounts: readonly ChatAccountInfo[];
  accountId: number;
  onChoose: (choice: ChatChoice) => void;
  onChooseAccount: (accountId: number) => void;
}) {
  return (
    <nav aria-label="Main menu" data-testid="chat-menu" className="space-y-3">
      {accounts.length > 1 && (
        <AccountPicker accounts={accounts} accountId={accountId} onChoose={onChooseAccount} />
      )}
      <ul className="grid grid-cols-1 gap-2 min-[330px]:grid-cols-2">
        {intents.map((intent) => (
          <li key={intent}>
            <Button
              variant="secondary"
              size="sm"
              fullWidth
              className="h-full text-left"
              data-testid={`chat-intent-${intent}`}
              onClick={() => onChoose(intent)}
            >
              {choiceLabel(intent)}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        data-testid="chat-intent-update_contact"
        onClick={() => onChoose('update_contact')}
      >
        <UserRoundPen className="size-4" aria-hidden="true" />
        {choiceLabel('update_contact')}
      </Button>
    </nav>
  );
}
