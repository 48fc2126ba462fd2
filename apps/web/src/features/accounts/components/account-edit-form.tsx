import {
  ACCOUNT_EDIT_FIELDS,
  accountEditSchema,
  accountFieldLabel,
  formatPhone,
  PREFERRED_LANGUAGE_LABELS,
  PREFERRED_LANGUAGES,
  parseCents,
} from '@arrears/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button, buttonClasses } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { inputClasses, TextField } from '@/ui/field';
import { isPhoneField } from '../account-display';
import { type AccountRecord, textOf } from '../api/account-types';

/** The statuses offered on edit (docs/product/accounts-import.md); any may be chosen. */
export const ACCOUNT_STATUS_OPTIONS = [
  'ACTIVE',
  'Repayment II',
  'Repay Cancelled',
  'Pending Cancellation',
  'Closed',
];

export type EditField = (typeof ACCOUNT_EDIT_FIELDS)[number];
type InputKind = 'text' | 'tel' | 'email' | 'money' | 'date' | 'status';

/** The edit form's sections and fields, in the spec's order (docs/product/accounts-import.md); labels from the plain-label dictionary. */
const SECTIONS: ReadonlyArray<{ title: string; fields: ReadonlyArray<[EditField, InputKind]> }> = [
  {
    title: 'Contact',
    fields: [
      ['primary_phone', 'tel'],
      ['work_phone', 'tel'],
      ['alternate_phone', 'tel'],
      ['email_address', 'email'],
    ],
  },
  {
    title: 'Address',
    fields: [
      ['address1', 'text'],
      ['address2', 'text'],
      ['city', 'text'],
      ['state', 'text'],
      ['zip_code', 'text'],
    ],
  },
  {
    title: 'Financial',
    fields: [
      ['unpaid_balance', 'money'],
      ['scheduled_paymt_amt', 'money'],
      ['next_pymt_due', 'date'],
    ],
  },
  {
    title: 'Account Status & Co-Signer',
    fields: [
      ['account_status', 'status'],
      ['co_signer_primary_phone', 'tel'],
      ['co_signer_address1', 'text'],
      ['co_signer_city', 'text'],
      ['co_signer_state', 'text'],
      ['co_signer_zip_code', 'text'],
    ],
  },
];

/** The server's schema; an emptied scheduled payment is "no scheduled payment" (null), not a bad amount. */
export const accountEditFormSchema = accountEditSchema.extend({
  scheduled_paymt_amt: z.preprocess(
    (v) => (v === '' ? null : v),
    accountEditSchema.shape.scheduled_paymt_amt,
  ),
});
export type AccountEditFormValues = z.input<typeof accountEditFormSchema>;

/** Whether the balance typed differs from the stored one, to the cent ('12.5' is '12.50'). */
export function balanceChanged(account: AccountRecord, typed: string | undefined): boolean {
  if (typed === undefined) return false;
  return parseCents(typed) !== parseCents(textOf(account.unpaid_balance) ?? '0');
}

export type AccountEditChanges = z.output<typeof accountEditFormSchema>;

/** The form's starting values: the account's, with phones shown as (xxx) xxx-xxxx. */
export function initialValues(account: AccountRecord): Record<EditField, string> {
  const values = {} as Record<EditField, string>;
  for (const field of ACCOUNT_EDIT_FIELDS) {
    const text = textOf(account[field]) ?? '';
    values[field] = text && isPhoneField(field) ? formatPhone(text) : text;
  }
  return values;
}

function StatusSelect({
  id,
  current,
  registration,
}: {
  id: string;
  current: string;
  registration: UseFormRegisterReturn;
}) {
  const options =
    current && !ACCOUNT_STATUS_OPTIONS.includes(current)
      ? [current, ...ACCOUNT_STATUS_OPTIONS]
      : ACCOUNT_STATUS_OPTIONS;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-gray-800 text-sm">
        {accountFieldLabel('account_status')}
      </label>
      <select id={id} className={cn(inputClasses, 'border-gray-300')} {...registration}>
        <option value="">No status</option>
        {options.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The account's letter language; an account from before the Spanish letters (decision 0066) reads English. */
function languageOf(account: AccountRecord): string {
  return textOf(account.preferred_language) ?? 'en';
}

function LanguageSelect({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor="edit-preferred_language" className="block font-medium text-gray-800 text-sm">
        {accountFieldLabel('preferred_language')}
      </label>
      <select
        id="edit-preferred_language"
        aria-describedby="edit-preferred_language-hint"
        className={cn(inputClasses, 'border-gray-300')}
        {...registration}
      >
        {PREFERRED_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {PREFERRED_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
      <p id="edit-preferred_language-hint" className="text-gray-600 text-sm">
        Spanish: the validation notice is made in English and in Spanish.
      </p>
    </div>
  );
}

export interface AccountEditFormProps {
  account: AccountRecord;
  id: string;
  saving: boolean;
  onSave: (changes: AccountEditChanges) => Promise<void>;
  /** Field errors from the server's 400 answer, keyed by field. */
  serverErrors?: Partial<Record<string, string>>;
}

/** The 18 edit fields (docs/product/accounts-import.md), validated here and again by the server. */
export function AccountEditForm({ account, id, saving, onSave, serverErrors = {} }: AccountEditFormProps) {
  const form = useForm<AccountEditFormValues, unknown, AccountEditChanges>({
    resolver: zodResolver(accountEditFormSchema),
    defaultValues: {
      ...initialValues(account),
      preferred_language: languageOf(account) as AccountEditFormValues['preferred_language'],
      balanceChangeReason: '',
    },
  });
  const errors = form.formState.errors as Partial<
    Record<EditField | 'balanceChangeReason', { message?: string }>
  >;
  const errorOf = (field: EditField | 'balanceChangeReason') => errors[field]?.message ?? serverErrors[field];
  const askReason = balanceChanged(account, form.watch('unpaid_balance') as string | undefined);

  return (
    <form
      noValidate
      // The reason goes only with a balance change, the language only when it changes: otherwise the
      // 18 fields alone, as the spec's call has them.
      onSubmit={form.handleSubmit(({ balanceChangeReason, preferred_language, ...fields }) =>
        onSave({
          ...fields,
          ...(balanceChangeReason ? { balanceChangeReason } : {}),
          ...(preferred_language && preferred_language !== languageOf(account) ? { preferred_language } : {}),
        }),
      )}
      className="space-y-4"
    >
      {SECTIONS.map((section) => (
        <Card key={section.title}>
          <CardHeader>
            <CardTitle className="text-lg">{section.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {section.fields.map(([field, kind]) =>
              kind === 'status' ? (
                <StatusSelect
                  key={field}
                  id={`edit-${field}`}
                  current={textOf(account.account_status) ?? ''}
                  registration={form.register(field)}
                />
              ) : (
                <TextField
                  key={field}
                  id={`edit-${field}`}
                  label={accountFieldLabel(field)}
                  error={errorOf(field)}
                  type={kind === 'money' ? 'number' : kind}
                  step={kind === 'money' ? '0.01' : undefined}
                  inputMode={kind === 'money' ? 'decimal' : undefined}
                  autoComplete="off"
                  {...form.register(field)}
                />
              ),
            )}
            {section.title === 'Contact' && (
              <LanguageSelect registration={form.register('preferred_language')} />
            )}
            {section.title === 'Financial' && askReason && (
              <TextField
                id="edit-balanceChangeReason"
                className="sm:col-span-2"
                label="Reason for the balance change"
                hint="The change is posted to the ledger as an adjustment with this reason. Without one, the ledger says none was given."
                error={errorOf('balanceChangeReason')}
                maxLength={500}
                autoComplete="off"
                {...form.register('balanceChangeReason')}
              />
            )}
          </CardContent>
        </Card>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
        <Link to={`/admin/accounts/${id}`} className={buttonClasses({ variant: 'outline' })}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
