import {
  type DisclosureForm,
  MESSAGE_TEMPLATE_LABELS,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  PREFERRED_LANGUAGE_LABELS,
  PREFERRED_LANGUAGES,
  type PreferredLanguage,
} from '@arrears/domain';
import { Paperclip, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/button';
import { Input, inputClasses } from '@/ui/field';
import { type ComposeState, CUSTOM_PHONE_LABEL, type PhoneChoice } from '../compose-state';

const selectClasses = `${inputClasses} border-gray-300`;

/** The phone dropdown and, for a custom entry, the number input (docs/product/contact-center.md). */
export function PhonePicker({ compose }: { compose: ComposeState }) {
  const ids = { select: useId(), custom: useId() };
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={ids.select} className="block font-medium text-gray-800 text-sm">
          Phone number
        </label>
        <select
          id={ids.select}
          value={compose.phoneChoice}
          onChange={(e) => compose.setPhoneChoice(e.target.value as PhoneChoice)}
          className={selectClasses}
        >
          <option value="">Select a phone number</option>
          {compose.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          <option value="custom">{CUSTOM_PHONE_LABEL}</option>
        </select>
      </div>
      {compose.phoneChoice === 'custom' && (
        <div className="space-y-1.5">
          <label htmlFor={ids.custom} className="block font-medium text-gray-800 text-sm">
            Custom phone number
          </label>
          <Input
            id={ids.custom}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={compose.customPhone}
            onChange={(e) => compose.setCustomPhone(e.target.value)}
            placeholder="(555) 123-4567"
          />
        </div>
      )}
    </div>
  );
}

/** The four templates (docs/product/contact-center.md); choosing one fills the message (and the e-mail subject). */
export function TemplatePicker({
  value,
  onPick,
}: {
  value: string;
  onPick: (template: MessageTemplate) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-gray-800 text-sm">
        Template
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => e.target.value && onPick(e.target.value as MessageTemplate)}
        className={selectClasses}
      >
        <option value="">Choose a template</option>
        {MESSAGE_TEMPLATES.map((t) => (
          <option key={t} value={t}>
            {MESSAGE_TEMPLATE_LABELS[t]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A row of radio buttons drawn as one segmented switch: the compose card's channel and language. */
export function SegmentedChoice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
  wrap = false,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  wrap?: boolean;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-gray-800 text-sm">{legend}</legend>
      <div className={`inline-flex gap-1 rounded-lg bg-gray-100 p-1${wrap ? ' flex-wrap' : ''}`}>
        {options.map((option) => (
          <label
            key={option}
            className={`relative cursor-pointer rounded-md px-4 py-2 font-medium text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${value === option ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-700'}`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The language a template is filled in (decision 0073); the back office itself stays English. */
export function LanguagePicker({
  value,
  onChange,
}: {
  value: PreferredLanguage;
  onChange: (language: PreferredLanguage) => void;
}) {
  return (
    <SegmentedChoice
      legend="Language"
      name="compose-language"
      options={PREFERRED_LANGUAGES}
      labels={PREFERRED_LANGUAGE_LABELS}
      value={value}
      onChange={onChange}
      wrap
    />
  );
}

/** E-mail attachments: several may be added, each removed on its own. */
export function AttachmentsField({ compose }: { compose: ComposeState }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="inline-flex items-center gap-2 font-medium text-gray-800 text-sm">
        <Paperclip className="size-4" aria-hidden="true" />
        Attachments
      </label>
      <input
        id={id}
        type="file"
        multiple
        onChange={(e) => {
          compose.addAttachments(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
        className="block w-full text-gray-700 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      {compose.attachments.length > 0 && (
        <ul aria-label="Attached files" className="space-y-1">
          {compose.attachments.map((file, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be attached twice
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-md border border-gray-200 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate">{file.name}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => compose.removeAttachment(index)}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The debt-collector disclosure the server adds to the message as it is sent (decision 0097): shown as
 * a fixed line, not a choice, in the message's language (and the account's, when it is another). The
 * full form until a communication has reached the consumer, the short one after.
 */
export function DisclosurePreview({
  form,
  lines,
}: {
  form: DisclosureForm;
  lines: readonly DisclosureLine[];
}) {
  return (
    <div
      role="note"
      aria-label="Disclosure added to the message"
      className="space-y-1 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm"
    >
      <p className="font-medium text-gray-800">Added when the message is sent (required by law)</p>
      {lines.map((line) => (
        <p key={line.language} lang={line.language} className="text-gray-900">
          {line.text}
        </p>
      ))}
      <p className="text-gray-600 text-xs">
        {form === 'initial'
          ? 'The first communication with this consumer: the full disclosure.'
          : 'A later communication: the short disclosure.'}
      </p>
    </div>
  );
}

/** One disclosure line and the language it is in. */
export interface DisclosureLine {
  language: PreferredLanguage;
  text: string;
}
