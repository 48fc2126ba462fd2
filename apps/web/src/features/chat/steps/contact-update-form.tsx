import { chatContactUpdateBodySchema, CHAT_MESSAGES as M } from '@arrears/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { refusalText } from '../api/chat-fetch';
import { sendContactUpdate } from '../api/contact-update';
import { useChatText } from '../chat-text';
import type { ChatController } from '../use-chat';

const EMPTY = { phone: '', email: '', address: '', city: '', state: '', zip: '', reason: '' };
type Values = typeof EMPTY;

/** `label`: the key of the field's words in the chat catalogue (forms.contact). */
const FIELDS: Array<{ key: keyof Values; label: string; props?: Record<string, unknown> }> = [
  {
    key: 'phone',
    label: 'phone',
    props: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
  },
  { key: 'email', label: 'email', props: { type: 'email', autoComplete: 'email', maxLength: 254 } },
  { key: 'address', label: 'address', props: { autoComplete: 'street-address', maxLength: 200 } },
  { key: 'city', label: 'city', props: { autoComplete: 'address-level2', maxLength: 100 } },
  { key: 'state', label: 'state', props: { autoComplete: 'address-level1', maxLength: 2 } },
  { key: 'zip', label: 'zip', props: { autoComplete: 'postal-code', maxLength: 10 } },
  { key: 'reason', label: 'reason', props: { 'aria-required': 'true', maxLength: 1000 } },
];

/** What a keystroke leaves in the input: the state as 2 upper-case letters, the ZIP at most 10. */
function cleaned(key: keyof Values, value: string): string {
  if (key === 'state')
    return value
      .replace(/[^a-z]/gi, '')
      .slice(0, 2)
      .toUpperCase();
  if (key === 'zip') return value.slice(0, 10);
  return value;
}

/**
 * Chat contact update (docs/product/chat.md): new phone, e-mail, address, city, state, ZIP and a required
 * reason, sent as a change request for staff to review (our decision: the spec leaves the handler open).
 */
export function ContactUpdateForm({ accountId, chat }: { accountId: number; chat: ChatController }) {
  const { t, say } = useChatText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Inputs left empty are sent as null: only what changed is asked for.
    const body = {
      debtAccountId: accountId,
      ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || null])),
      reason: values.reason,
    };
    const parsed = chatContactUpdateBodySchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.contactUpdateReasonRequired);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await sendContactUpdate(body);
      chat.say(M.contactUpdateSent, 'success');
      chat.go('menu');
    } catch (failure) {
      if (!chat.endedByServer(failure)) setError(refusalText(failure, chat.withPhone(M.networkError)));
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('forms.contact.label')}
      data-testid="chat-contact-form"
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-3"
    >
      <p className="text-gray-700 text-sm">{t('messages.contactUpdatePrompt')}</p>
      <fieldset disabled={pending} className="grid grid-cols-2 gap-3">
        {FIELDS.map(({ key, label, props }) => (
          <TextField
            key={key}
            label={t(`forms.contact.${label}`)}
            className={key === 'state' || key === 'zip' ? 'col-span-1' : 'col-span-2'}
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: cleaned(key, e.target.value) }))}
            {...props}
          />
        ))}
      </fieldset>
      {error && <Alert tone="danger">{say(error)}</Alert>}
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? t('forms.sending') : t('forms.contact.submit')}
      </Button>
    </form>
  );
}
