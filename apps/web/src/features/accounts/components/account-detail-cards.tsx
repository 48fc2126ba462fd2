import { accountFieldLabel } from '@arrears/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { displayValue, isEmptyValue } from '../account-display';
import { type AccountRecord, textOf } from '../api/account-types';

/** Values that are usually long take the card's full width. */
const WIDE_FIELDS = new Set(['email_address', 'co_signer_email_address', 'address1', 'co_signer_address1']);

export interface DetailCard {
  title: string;
  fields: readonly string[];
  /** When absent the card is always shown. */
  shownWhen?: (account: AccountRecord) => boolean;
}

/** The creditor card (the spec's School card) only when a school group or school name exists (docs/product/accounts-import.md). */
export function hasSchool(account: AccountRecord): boolean {
  return textOf(account.school_group) !== null || textOf(account.school_name) !== null;
}

/** Co-Signer Information only when a co-signer first or last name exists (docs/product/accounts-import.md). */
export function hasCoSigner(account: AccountRecord): boolean {
  return textOf(account.co_signer_first_name) !== null || textOf(account.co_signer_last_name) !== null;
}

/** The cards of /admin/accounts/{id}, in the spec's order. */
export const DETAIL_CARDS: readonly DetailCard[] = [
  {
    title: 'Basic Information',
    fields: [
      'account_number',
      'full_name',
      'first_name',
      'middle_initial',
      'last_name',
      'ssn',
      'birth_date',
      'status',
      'account_status',
      'created_at',
      'updated_at',
    ],
  },
  {
    title: 'Contact Information',
    fields: [
      'primary_phone',
      'primary_phone_status',
      'work_phone',
      'work_phone_status',
      'alternate_phone',
      'alternate_phone_status',
      'email_address',
      'employer_name',
    ],
  },
  {
    title: 'Address Information',
    fields: ['address1', 'address2', 'city', 'state', 'zip_code', 'address_status'],
  },
  {
    title: 'Financial Information',
    fields: [
      'unpaid_balance',
      'principal_original',
      'interest_original',
      'past_due_amt',
      'days_delinq',
      'scheduled_paymt_amt',
      'next_pymt_due',
      'first_due_date',
      'last_activity_date',
      'last_activity_amount',
      'interest_rate',
      'total_contract_amt',
      'origination_date',
      'acct_setup_date',
    ],
  },
  {
    title: 'Creditor',
    fields: ['school_group', 'school_id', 'school_name', 'school_campus', 'school_state'],
    shownWhen: hasSchool,
  },
  {
    title: 'Co-Signer Information',
    fields: [
      'co_signer_first_name',
      'co_signer_last_name',
      'co_signer_ssn',
      'co_signer_dob',
      'co_signer_primary_phone',
      'co_signer_work_phone',
      'co_signer_alternate_phone',
      'co_signer_email_address',
      'co_signer_address1',
      'co_signer_address2',
      'co_signer_city',
      'co_signer_state',
      'co_signer_zip_code',
      'co_signer_employer_name',
    ],
    shownWhen: hasCoSigner,
  },
];

export function visibleCards(account: AccountRecord): DetailCard[] {
  return DETAIL_CARDS.filter((card) => card.shownWhen?.(account) ?? true);
}

/**
 * The account's cards: stacked on a phone, two columns from md. Fields with nothing in them are left
 * out (a wall of N/A hides what is there); a card with nothing at all says so.
 */
export function AccountDetailCards({ account }: { account: AccountRecord }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {visibleCards(account).map((card) => {
        const filled = card.fields.filter((key) => !isEmptyValue(account, key));
        return (
          <Card key={card.title}>
            <CardHeader>
              <CardTitle className="text-lg">{card.title}</CardTitle>
            </CardHeader>
            <CardContent>
              {filled.length === 0 ? (
                <p className="text-gray-600 text-sm">Nothing on file.</p>
              ) : (
                <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
                  {filled.map((key) => (
                    <div key={key} className={cn('min-w-0', WIDE_FIELDS.has(key) && 'col-span-2')}>
                      <dt className="text-gray-600 text-sm">{accountFieldLabel(key)}</dt>
                      <dd className="break-words font-medium text-gray-900">{displayValue(account, key)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
