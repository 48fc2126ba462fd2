import {
  type DebtorAccount,
  formatDisplayDate,
  LETTER_LANGUAGES,
  LETTER_TEMPLATES,
  type LetterLanguage,
  type LetterTemplate,
} from '@arrears/domain';
import { type FormEvent, useId, useState } from 'react';
import { LETTER_LANGUAGE_LABELS, LETTER_TEMPLATE_LABELS } from '@/features/letters';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { inputClasses } from '@/ui/field';
import { useMakeLetterMutation, useWorkspaceLettersQuery } from '../api/workspace-letters';
import { languageOf } from './workspace-format';

const selectClasses = `${inputClasses} border-gray-300`;

/**
 * Make a letter (decision 0109): every letter the API makes (validation notice, plan confirmation,
 * settlement, paid in full, reminder, verification), in English or Spanish, for print, or by e-mail
 * for the validation notice when the consumer agreed to e-mail delivery. The server decides whether
 * the letter may be made (a plan to confirm, a settlement, a zero balance, a licence) and says why not.
 */
export function MakeLetterForm({ debtor }: { debtor: DebtorAccount }) {
  const panel = useWorkspaceLettersQuery(debtor.id);
  const make = useMakeLetterMutation(debtor.id);
  const [template, setTemplate] = useState<LetterTemplate>('validation_notice');
  const [language, setLanguage] = useState<LetterLanguage>(languageOf(debtor));
  const [email, setEmail] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const ids = { template: useId(), language: useId() };
  const canEmail = template === 'validation_notice' && panel.data?.eDelivery.consented === true;
  const delivery = canEmail && email ? 'email' : 'print';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(null);
    make.mutate(
      { template, language, delivery },
      {
        onSuccess: (letter) =>
          setSaid(
            `${LETTER_TEMPLATE_LABELS[template]} ${letter.id} ${delivery === 'email' ? 'e-mailed' : 'waits for the next print batch'}${letter.validationEndDate ? `; the validation period ends ${formatDisplayDate(letter.validationEndDate)}` : ''}.`,
          ),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Make a letter</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} aria-label="Make a letter" className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <label htmlFor={ids.template} className="block font-medium text-gray-800 text-sm">
                Letter
              </label>
              <select
                id={ids.template}
                value={template}
                onChange={(e) => setTemplate(e.target.value as LetterTemplate)}
                className={selectClasses}
              >
                {LETTER_TEMPLATES.map((t) => (
                  <option key={t} value={t}>
                    {LETTER_TEMPLATE_LABELS[t]}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor={ids.language} className="block font-medium text-gray-800 text-sm">
                Language
              </label>
              <select
                id={ids.language}
                value={language}
                onChange={(e) => setLanguage(e.target.value as LetterLanguage)}
                className={selectClasses}
              >
                {LETTER_LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {LETTER_LANGUAGE_LABELS[l]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {canEmail && (
            <label className="flex min-h-11 items-center gap-2 text-gray-800 text-sm">
              <input type="checkbox" checked={email} onChange={(e) => setEmail(e.target.checked)} />
              Send by e-mail (the consumer agreed to e-mail delivery)
            </label>
          )}
          <Button type="submit" disabled={make.isPending}>
            {make.isPending ? 'Making...' : 'Make letter'}
          </Button>
          {make.isError && (
            <Alert tone="danger">{errorMessage(make.error, 'The letter was not made.')}</Alert>
          )}
          {said && !make.isError && (
            <p role="status" className="text-gray-700 text-sm">
              {said}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
