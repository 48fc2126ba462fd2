import { ACCOUNT_FIELD_KEYS } from './account-fields';

/**
 * The plain words of every account field on screen (decision 0039): its label ("Days delinquent", not
 * DAYS DELINQ), how its value is written, and the group it is shown under. Used by the accounts
 * table, the detail cards, the edit form and the export's header row (which the import reads back).
 * The spec's own names stay where the spec fixes them (the import template; decision 0039).
 */
export type AccountFieldFormat =
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'phone'
  | 'count'
  | 'text'
  | 'masked';

export const ACCOUNT_FIELD_GROUPS = [
  'Debtor',
  'Contact',
  'Creditor & account',
  'Balances',
  'Payments',
  'Dates',
  'Co-signer',
  'Other',
] as const;
export type AccountFieldGroup = (typeof ACCOUNT_FIELD_GROUPS)[number];

export interface AccountFieldLabel {
  label: string;
  format: AccountFieldFormat;
  group: AccountFieldGroup;
}

type Row = readonly [label: string, format: AccountFieldFormat, group: AccountFieldGroup];

const D = 'Debtor';
const C = 'Contact';
const A = 'Creditor & account';
const B = 'Balances';
const P = 'Payments';
const T = 'Dates';
const S = 'Co-signer';
const O = 'Other';

const LABELS: Record<string, Row> = {
  id: ['Record ID', 'text', A],
  user_id: ['Portal user ID', 'text', O],
  account_number: ['Account number', 'text', A],
  status: ['Record status', 'text', A],
  created_at: ['Added', 'datetime', T],
  updated_at: ['Last changed', 'datetime', T],
  account_status: ['Account status', 'text', A],
  full_name: ['Name', 'text', D],
  first_name: ['First name', 'text', D],
  middle_initial: ['Middle initial', 'text', D],
  last_name: ['Last name', 'text', D],
  ssn: ['SSN', 'masked', D],
  birth_date: ['Date of birth', 'masked', D],
  address1: ['Address line 1', 'text', C],
  address2: ['Address line 2', 'text', C],
  city: ['City', 'text', C],
  state: ['State', 'text', C],
  zip_code: ['ZIP code', 'text', C],
  address_status: ['Address status', 'text', C],
  primary_phone: ['Primary phone', 'phone', C],
  primary_phone_status: ['Primary phone status', 'text', C],
  work_phone: ['Work phone', 'phone', C],
  work_phone_status: ['Work phone status', 'text', C],
  alternate_phone: ['Other phone', 'phone', C],
  alternate_phone_status: ['Other phone status', 'text', C],
  email_address: ['Email', 'text', C],
  school_group: ['Creditor group', 'text', A],
  school_id: ['Creditor ID', 'text', A],
  school_name: ['Creditor', 'text', A],
  school_campus: ['Creditor branch', 'text', A],
  school_state: ['Creditor state', 'text', A],
  note_id: ['Note ID', 'text', A],
  parti_id: ['Participation ID', 'text', A],
  co_signer_id: ['Co-signer ID', 'text', S],
  co_signer_ssn: ['Co-signer SSN', 'masked', S],
  co_signer_first_name: ['Co-signer first name', 'text', S],
  co_signer_last_name: ['Co-signer last name', 'text', S],
  co_signer_address1: ['Co-signer address line 1', 'text', S],
  co_signer_address2: ['Co-signer address line 2', 'text', S],
  co_signer_city: ['Co-signer city', 'text', S],
  co_signer_state: ['Co-signer state', 'text', S],
  co_signer_zip_code: ['Co-signer ZIP code', 'text', S],
  co_signer_dob: ['Co-signer date of birth', 'masked', S],
  co_signer_address_status: ['Co-signer address status', 'text', S],
  co_signer_primary_phone: ['Co-signer primary phone', 'phone', S],
  co_signer_primary_phone_status: ['Co-signer primary phone status', 'text', S],
  co_signer_work_phone: ['Co-signer work phone', 'phone', S],
  co_signer_work_phone_status: ['Co-signer work phone status', 'text', S],
  co_signer_alternate_phone: ['Co-signer other phone', 'phone', S],
  co_signer_alternate_phone_status: ['Co-signer other phone status', 'text', S],
  co_signer_email_address: ['Co-signer email', 'text', S],
  co_signer_employer_name: ['Co-signer employer', 'text', S],
  last_activity_date: ['Last activity date', 'date', T],
  last_activity_amount: ['Last activity amount', 'money', P],
  first_due_date: ['First payment due', 'date', T],
  next_pymt_due: ['Next payment due', 'date', T],
  scheduled_paymt_amt: ['Scheduled payment', 'money', P],
  num_of_pmts_1: ['Number of payments (1)', 'count', P],
  payment_amts_1: ['Payment amount (1)', 'money', P],
  num_of_pmts_2: ['Number of payments (2)', 'count', P],
  payment_amts_2: ['Payment amount (2)', 'money', P],
  num_of_pmts_3: ['Number of payments (3)', 'count', P],
  payment_amts_3: ['Payment amount (3)', 'money', P],
  num_of_pmts_4: ['Number of payments (4)', 'count', P],
  payment_amts_4: ['Payment amount (4)', 'money', P],
  num_of_pmts_5: ['Number of payments (5)', 'count', P],
  payment_amts_5: ['Payment amount (5)', 'money', P],
  past_due_amt: ['Past due', 'money', B],
  days_delinq: ['Days delinquent', 'count', B],
  acct_setup_date: ['Account set up', 'date', T],
  date_of_status_opened: ['Status since', 'date', T],
  origination_date: ['Originated', 'date', T],
  first_sched_disbursement_date: ['First scheduled disbursement', 'date', T],
  acct_closed_date: ['Account closed', 'date', T],
  cancellation_code: ['Cancellation code', 'text', A],
  total_contract_amt: ['Total contract amount', 'money', B],
  total_finance_chg: ['Total finance charge', 'money', B],
  total_contract_paymts: ['Total contract payments', 'money', P],
  term_remaining: ['Payments remaining', 'count', A],
  interest_rate: ['Interest rate', 'percent', B],
  current_rate: ['Current rate', 'percent', B],
  interest_original: ['Original interest', 'money', B],
  principal_original: ['Original principal', 'money', B],
  disbursed_amt: ['Amount disbursed', 'money', B],
  interest_current_bal: ['Interest owed', 'money', B],
  interest_paid_to_date: ['Interest paid to date', 'money', P],
  principal_paid_to_date: ['Principal paid to date', 'money', P],
  other_principal_activity: ['Other principal activity', 'money', B],
  unpaid_balance: ['Balance', 'money', B],
  student_id: ['Student ID', 'text', O],
  ccl_balance: ['CCL balance', 'money', B],
  client_access_code: ['Client access code', 'text', A],
  grad_date: ['Graduation date', 'date', T],
  enrollment_status: ['Enrollment status', 'text', O],
  employer_name: ['Employer', 'text', D],
  borrower_credit_score: ['Credit score', 'count', O],
  borrower_score_range: ['Credit score range', 'text', O],
  co_borrower_credit_score: ['Co-signer credit score', 'count', S],
  co_borrower_score_range: ['Co-signer credit score range', 'text', S],
  class_start_date: ['Class start date', 'date', T],
  cost_of_attendance: ['Cost of attendance', 'money', O],
  bond_id: ['Bond ID', 'text', A],
  separation_date: ['Separation date', 'date', T],
  field_of_study: ['Field of study', 'text', O],
  created_user_id: ['Added by (user ID)', 'text', O],
  bor_orig_state: ['State at origination', 'text', D],
  last_statement_date: ['Last statement', 'date', T],
  itemization_date: ['Itemization date', 'date', T],
  preferred_language: ['Preferred language', 'text', D],
  imaging_status: ['Imaging status', 'text', O],
  late_fees_accrued: ['Late fees charged', 'money', B],
  late_fees_paid: ['Late fees paid', 'money', P],
  late_fees_balance: ['Late fees owed', 'money', B],
  nsf_fees_accrued: ['Returned-payment fees charged', 'money', B],
  nsf_fees_paid: ['Returned-payment fees paid', 'money', P],
  nsf_fees_balance: ['Returned-payment fees owed', 'money', B],
  repo_fee_paid: ['Repossession fee paid', 'money', P],
  vehicle_model: ['Vehicle model', 'text', O],
  vin: ['VIN', 'text', O],
  miles: ['Mileage', 'count', O],
  dealer: ['Dealer', 'text', O],
  warranty_expiration: ['Warranty expires', 'date', T],
  down_payment: ['Down payment', 'money', P],
  client_code: ['Client code', 'text', A],
  recalled_at: ['Recalled by the client', 'datetime', A],
};

/** Every field of the record, keyed by its field key, in the record's order. */
export const ACCOUNT_FIELD_LABELS: Readonly<Record<string, AccountFieldLabel>> = Object.fromEntries(
  ACCOUNT_FIELD_KEYS.map((key) => {
    const row = LABELS[key];
    if (!row) throw new Error(`Account field "${key}" has no plain label`);
    const [label, format, group] = row;
    return [key, { label, format, group }];
  }),
);

/** A field's plain label; the key itself for anything the record does not have. */
export function accountFieldLabel(key: string): string {
  return ACCOUNT_FIELD_LABELS[key]?.label ?? key;
}

/** The record's fields under their groups, in the groups' order. */
export function accountFieldsByGroup(): Array<{ group: AccountFieldGroup; keys: string[] }> {
  return ACCOUNT_FIELD_GROUPS.map((group) => ({
    group,
    keys: ACCOUNT_FIELD_KEYS.filter((key) => ACCOUNT_FIELD_LABELS[key].group === group),
  }));
}
