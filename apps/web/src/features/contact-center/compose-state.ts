import {
  type DebtorAccount,
  formatPhone,
  type MessageTemplate,
  type PreferredLanguage,
} from '@arrears/domain';
import { useState } from 'react';
import { languageOf } from './components/workspace-format';

export type ComposeChannel = 'call' | 'sms' | 'email';
export type PhoneChoice = '' | 'primary' | 'work' | 'alternate' | 'custom';

export const CHANNEL_LABELS: Record<ComposeChannel, string> = { call: 'Call', sms: 'SMS', email: 'Email' };
export const CUSTOM_PHONE_LABEL = 'Custom number...';

const PHONE_FIELDS = [
  ['primary', 'Primary', 'primaryPhone'],
  ['work', 'Work', 'workPhone'],
  ['alternate', 'Alternate', 'alternatePhone'],
] as const;

/** The phone dropdown (docs/product/contact-center.md): primary, work and alternate, only those that exist. */
export function phoneOptions(debtor: DebtorAccount) {
  return PHONE_FIELDS.flatMap(([value, label, field]) => {
    const number = debtor[field]?.trim();
    return number ? [{ value, label: `${label}: ${formatPhone(number)}`, number }] : [];
  });
}

/**
 * What the agent composes: channel, phone, subject, message, attachments, the language, and the rules
 * of docs/product/contact-center.md for Send and Dial. The debt-collector disclosure is no choice: the
 * server adds it to every message (decision 0097), and the card shows it.
 */
export function useComposeState(debtor: DebtorAccount) {
  const options = phoneOptions(debtor);
  const primary = options.some((o) => o.value === 'primary') ? 'primary' : '';
  const [channel, setChannelState] = useState<ComposeChannel>('call');
  const [phoneChoice, setPhoneChoice] = useState<PhoneChoice>(primary);
  const [customPhone, setCustomPhone] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<File[]>([]);
  const [template, setTemplate] = useState<MessageTemplate | ''>('');
  // Decision 0073: templates are filled in the account's language unless the agent picks the other one.
  const [language, setLanguage] = useState<PreferredLanguage>(() => languageOf(debtor));

  const phoneNumber =
    phoneChoice === 'custom'
      ? customPhone.trim()
      : (options.find((o) => o.value === phoneChoice)?.number ?? '');
  const hasMessage = message.trim().length > 0;

  return {
    options,
    channel,
    /** Call or SMS preselects the primary phone when none is chosen. */
    setChannel: (next: ComposeChannel) => {
      setChannelState(next);
      setTemplate('');
      if (next !== 'email' && phoneChoice === '') setPhoneChoice(primary);
    },
    phoneChoice,
    setPhoneChoice,
    customPhone,
    setCustomPhone,
    subject,
    setSubject,
    message,
    setMessage,
    attachments,
    addAttachments: (files: readonly File[]) => setAttachments((list) => [...list, ...files]),
    removeAttachment: (index: number) => setAttachments((list) => list.filter((_, i) => i !== index)),
    template,
    setTemplate,
    language,
    setLanguage,
    phoneNumber,
    canSend: hasMessage && (channel !== 'sms' || phoneNumber !== ''),
    canDial: phoneNumber !== '',
    /** After a send: the message, subject, attachments and template are emptied. */
    clearMessage: () => {
      setMessage('');
      setSubject('');
      setAttachments([]);
      setTemplate('');
    },
    /** After a call's disposition or Skip (docs/product/contact-center.md): the inputs start over. */
    clearInputs: () => {
      setPhoneChoice(primary);
      setCustomPhone('');
      setMessage('');
      setSubject('');
      setAttachments([]);
      setTemplate('');
    },
  };
}

export type ComposeState = ReturnType<typeof useComposeState>;
