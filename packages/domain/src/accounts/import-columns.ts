/** Import types and limits (docs/product/accounts-import.md). */
export const IMPORT_TYPES = ['accounts', 'payments', 'transactions'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  wrongType: 'Please upload a CSV or Excel file',
  tooLarge: 'Please upload a file smaller than 10MB',
  missingFile: 'Please select a file to upload',
} as const;

/** Row errors of an accounts file that are about money (decision 0059). */
export const ACCOUNT_IMPORT_MESSAGES = {
  balanceDiffers: (onFile: string) =>
    `Payments have been posted on this account and its balance is ${onFile}: an accounts file cannot change it. Post the change as a transaction (a transactions import or an entry on the account's ledger)`,
} as const;

/** Template columns of docs/product/accounts-import.md. */
export const ACCOUNT_TEMPLATE_COLUMNS = [
  'account_number',
  'group_id',
  'debtor_name',
  'debtor_first_name',
  'debtor_middle_initial',
  'debtor_last_name',
  'ssn',
  'original_amount',
  'current_amount',
  'status',
  'debtor_email',
  'debtor_phone',
  'work_phone',
  'alternate_phone',
  'address_1',
  'address_2',
  'city',
  'state',
  'zip_code',
  'employer_name',
  'notes',
  'due_date',
  'next_payment_due_date',
  'days_delinquent',
  'past_due_amount',
  'cosigner_first_name',
  'cosigner_last_name',
  'cosigner_email',
  'cosigner_phone',
] as const;
export const PAYMENT_TEMPLATE_COLUMNS = [
  'account_number',
  'amount',
  'payment_date',
  'payment_method',
  'reference_number',
  'notes',
] as const;
export const TRANSACTION_TEMPLATE_COLUMNS = [
  'account_number',
  'amount',
  'transaction_date',
  'transaction_type',
  'description',
  'reference_number',
] as const;

/** Template names that differ from the record's own field names (the template of docs/product/accounts-import.md). */
export const ACCOUNT_COLUMN_ALIASES: Readonly<Record<string, string>> = {
  debtor_name: 'full_name',
  debtor_first_name: 'first_name',
  debtor_middle_initial: 'middle_initial',
  debtor_last_name: 'last_name',
  original_amount: 'principal_original',
  current_amount: 'unpaid_balance',
  status: 'account_status',
  debtor_email: 'email_address',
  debtor_phone: 'primary_phone',
  address_1: 'address1',
  address_2: 'address2',
  due_date: 'first_due_date',
  next_payment_due_date: 'next_pymt_due',
  days_delinquent: 'days_delinq',
  past_due_amount: 'past_due_amt',
  group_id: 'school_group',
  cosigner_first_name: 'co_signer_first_name',
  cosigner_last_name: 'co_signer_last_name',
  cosigner_email: 'co_signer_email_address',
  cosigner_phone: 'co_signer_primary_phone',
  notes: 'note',
};

/** Headers match ignoring case, spaces and underscores: "Debtor First Name" = debtor_first_name. */
export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[\s_-]+/g, '');
}
