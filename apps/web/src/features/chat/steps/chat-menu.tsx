import type { ChatAccountInfo, ChatMenuIntent } from '@arrears/domain';
import { Ellipsis, UserRoundPen } from 'lucide-react';
import { Button } from '@/ui/button';
import type { ChatChoice } from '../chat-intents';
import { useChatText } from '../chat-text';
import { AccountPicker } from './account-picker';
import { IntentButtons } from './intent-buttons';

/**
 * The verified main menu (docs/product/chat.md), ordered by popularity, then "More" (the other
 * call-only requests) and our contact update as secondary choices.
 */
export function ChatMenu({
  intents,
  accounts,
  accountId,
  onChoose,
  onMore,
  onChooseAccount,
}: {
  intents: readonly ChatMenuIntent[];
  accounts: readonly ChatAccountInfo[];
  accountId: number;
  onChoose: (choice: ChatChoice) => void;
  onMore: () => void;
  onChooseAccount: (accountId: number) => void;
}) {
  const { t, label } = useChatText();
  return (
    <nav aria-label={t('menu.label')} data-testid="chat-menu" className="space-y-3">
      {accounts.length > 1 && (
        <AccountPicker accounts={accounts} accountId={accountId} onChoose={onChooseAccount} />
      )}
      <IntentButtons
        intents={intents}
        onChoose={onChoose}
        listClassName="grid grid-cols-1 gap-2 min-[330px]:grid-cols-2"
        buttonClassName="h-full text-left"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" data-testid="chat-more-button" onClick={onMore}>
          <Ellipsis className="size-4" aria-hidden="true" />
          {t('messages.more')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-testid="chat-intent-update_contact"
          onClick={() => onChoose('update_contact')}
        >
          <UserRoundPen className="size-4" aria-hidden="true" />
          {label('update_contact')}
        </Button>
      </div>
    </nav>
  );
}
