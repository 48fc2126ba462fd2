import { cn } from '@/ui/cn';
import type { ChatLine } from './chat-state';
import { useChatText } from './chat-text';
import { PhoneText } from './phone-text';

const TONES = {
  bot: 'self-start rounded-bl-sm bg-gray-100 text-gray-900',
  user: 'self-end rounded-br-sm bg-brand-700 text-white',
  error: 'self-start rounded-bl-sm border border-danger-200 bg-danger-50 text-danger-700',
  success: 'self-start rounded-bl-sm border border-success-200 bg-success-50 text-success-700',
} as const;

/** The conversation so far; new lines are announced politely to screen readers. */
export function ChatLog({ lines, phone }: { lines: readonly ChatLine[]; phone: string }) {
  const { t, say } = useChatText();
  return (
    <ol
      aria-live="polite"
      aria-label={t('panel.conversation')}
      data-testid="chat-log"
      className="flex flex-col gap-2"
    >
      {lines.map((line) => (
        <li
          key={line.id}
          data-from={line.from}
          className={cn(
            'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3.5 py-2 text-sm',
            TONES[line.from === 'user' ? 'user' : (line.tone ?? 'bot')],
          )}
        >
          <span className="sr-only">{line.from === 'user' ? t('panel.you') : t('panel.assistant')}</span>
          {/* The visitor's own words stay as typed; the assistant's are said in the conversation's language. */}
          <PhoneText text={line.from === 'user' ? line.text : say(line.text)} phone={phone} />
        </li>
      ))}
    </ol>
  );
}
