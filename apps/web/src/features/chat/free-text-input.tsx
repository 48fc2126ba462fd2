import { SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/field';
import { useChatText } from './chat-text';

/** The free text line at the bottom of the panel (read by keywords, docs/product/chat.md). */
export function FreeTextInput({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const { t } = useChatText();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <form
      onSubmit={submit}
      className="flex gap-2 border-gray-200 border-t bg-white p-3"
      data-testid="chat-text-form"
    >
      <label htmlFor={id} className="sr-only">
        {t('messages.freeTextLabel')}
      </label>
      <input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        disabled={disabled}
        maxLength={500}
        autoComplete="off"
        placeholder={`${t('messages.freeTextLabel')}...`}
        className={cn(inputClasses, 'min-w-0 flex-1 border-gray-300')}
      />
      <button
        type="submit"
        aria-label={t('panel.send')}
        disabled={disabled || text.trim() === ''}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:opacity-60"
      >
        <SendHorizontal className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
