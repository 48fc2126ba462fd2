import type { FieldBinding } from './field-encryption';

/**
 * The place of every encrypted column, as the cipher binds values to it (decision 0033). The row
 * key is one the row has before it is inserted and never changes: the account number (the import
 * upserts by it; no route edits it), the user id, the mail id reserved before the insert.
 */
export const ACCOUNT_SECRET_COLUMNS = [
  'ssn_encrypted',
  'birth_date_encrypted',
  'co_signer_ssn_encrypted',
  'co_signer_dob_encrypted',
] as const;
export type AccountSecretColumn = (typeof ACCOUNT_SECRET_COLUMNS)[number];

export const boundTo = {
  account: (column: AccountSecretColumn, accountNumber: string): FieldBinding => ({
    table: 'debt_accounts',
    column,
    row: accountNumber,
  }),
  totpSecret: (userId: number): FieldBinding => ({
    table: 'mfa_credentials',
    column: 'secret_encrypted',
    row: userId,
  }),
  mailBody: (column: 'text_body' | 'html_body', mailId: number): FieldBinding => ({
    table: 'mail_outbox',
    column,
    row: mailId,
  }),
};
