import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { placements } from './placements';
import { users } from './users';

// Column helpers: money is exact numeric(12,2), rates numeric(9,4), dates are calendar dates (yyyy-mm-dd strings).
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 9, scale: 4 });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * The debt account: the full record (docs/product/accounts-import.md). Column names are the product's snake_case names.
 * SSNs and birth dates are encrypted (AES-256-GCM via FieldEncryption), never stored in plain
 * text; identity look-ups go through `identity_hash` (keyed hash of SSN last 4 + birth date) and
 * `ssn_last4_hash` (keyed hash of the last 4 alone, for registration matching).
 */
export const debtAccounts = pgTable(
  'debt_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The agency user (usually a collector) who works this account; null = the shared pool. */
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    accountNumber: text('account_number').notNull(),
    /**
     * The creditor that placed it. Without one an account goes to the default client, which the
     * migration creates with id 1: a constant default costs nothing per row.
     */
    clientId: integer('client_id')
      .notNull()
      .default(1)
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** The placement (batch) that brought it; null for accounts entered one by one. */
    placementId: integer('placement_id').references(() => placements.id, { onDelete: 'set null' }),
    /** When the client recalled it: closed for collection (no outreach), kept for history. */
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    status: text('status').notNull().default('active'),
    /**
     * Past the statute of limitations (imported, set by staff, or flagged from the state's period,
     * decision 0107): its letters never mention legal action.
     */
    timeBarred: boolean('time_barred').notNull().default(false),
    /** written_contract | open_account | promissory_note | oral_contract (DEBT_TYPES): picks the state's period. */
    debtType: text('debt_type'),
    /** The day the debt first went delinquent: the limitation period counts from it (or a later payment). */
    dateOfFirstDelinquency: day('date_of_first_delinquency'),
    accountStatus: text('account_status'),
    // Names
    fullName: text('full_name'),
    firstName: text('first_name'),
    middleInitial: text('middle_initial'),
    lastName: text('last_name'),
    // Identity (encrypted) and look-up hashes
    ssnEncrypted: text('ssn_encrypted'),
    birthDateEncrypted: text('birth_date_encrypted'),
    identityHash: text('identity_hash'),
    ssnLast4Hash: text('ssn_last4_hash'),
    /**
     * Whether an identity check may prove this account (decision 0086): null when it may; 'pending'
     * when it joined an identity whose other accounts hold another address (or a debtor login's
     * account changed address), until staff review it; 'rejected' when staff kept it apart for good.
     * Set by the database itself (migration 0035's trigger) on every insert and change of address or
     * identity, whoever writes it.
     */
    identityReview: text('identity_review'),
    // Address and contact
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    addressStatus: text('address_status'),
    primaryPhone: text('primary_phone'),
    primaryPhoneStatus: text('primary_phone_status'),
    workPhone: text('work_phone'),
    workPhoneStatus: text('work_phone_status'),
    alternatePhone: text('alternate_phone'),
    alternatePhoneStatus: text('alternate_phone_status'),
    emailAddress: text('email_address'),
    // School / original creditor
    schoolGroup: text('school_group'),
    schoolId: text('school_id'),
    schoolName: text('school_name'),
    schoolCampus: text('school_campus'),
    schoolState: text('school_state'),
    noteId: text('note_id'),
    partiId: text('parti_id'),
    // Co-signer
    coSignerId: text('co_signer_id'),
    coSignerSsnEncrypted: text('co_signer_ssn_encrypted'),
    coSignerFirstName: text('co_signer_first_name'),
    coSignerLastName: text('co_signer_last_name'),
    coSignerAddress1: text('co_signer_address1'),
    coSignerAddress2: text('co_signer_address2'),
    coSignerCity: text('co_signer_city'),
    coSignerState: text('co_signer_state'),
    coSignerZipCode: text('co_signer_zip_code'),
    coSignerDobEncrypted: text('co_signer_dob_encrypted'),
    coSignerAddressStatus: text('co_signer_address_status'),
    coSignerPrimaryPhone: text('co_signer_primary_phone'),
    coSignerPrimaryPhoneStatus: text('co_signer_primary_phone_status'),
    coSignerWorkPhone: text('co_signer_work_phone'),
    coSignerWorkPhoneStatus: text('co_signer_work_phone_status'),
    coSignerAlternatePhone: text('co_signer_alternate_phone'),
    coSignerAlternatePhoneStatus: text('co_signer_alternate_phone_status'),
    coSignerEmailAddress: text('co_signer_email_address'),
    coSignerEmployerName: text('co_signer_employer_name'),
    // Activity and schedule
    lastActivityDate: day('last_activity_date'),
    lastActivityAmount: money('last_activity_amount'),
    firstDueDate: day('first_due_date'),
    nextPymtDue: day('next_pymt_due'),
    scheduledPaymtAmt: money('scheduled_paymt_amt'),
    numOfPmts1: integer('num_of_pmts_1'),
    paymentAmts1: money('payment_amts_1'),
    numOfPmts2: integer('num_of_pmts_2'),
    paymentAmts2: money('payment_amts_2'),
    numOfPmts3: integer('num_of_pmts_3'),
    paymentAmts3: money('payment_amts_3'),
    numOfPmts4: integer('num_of_pmts_4'),
    paymentAmts4: money('payment_amts_4'),
    numOfPmts5: integer('num_of_pmts_5'),
    paymentAmts5: money('payment_amts_5'),
    pastDueAmt: money('past_due_amt'),
    daysDelinq: integer('days_delinq'),
    // Contract dates
    acctSetupDate: day('acct_setup_date'),
    dateOfStatusOpened: day('date_of_status_opened'),
    originationDate: day('origination_date'),
    firstSchedDisbursementDate: day('first_sched_disbursement_date'),
    acctClosedDate: day('acct_closed_date'),
    cancellationCode: text('cancellation_code'),
    // Amounts
    totalContractAmt: money('total_contract_amt'),
    totalFinanceChg: money('total_finance_chg'),
    totalContractPaymts: money('total_contract_paymts'),
    termRemaining: integer('term_remaining'),
    interestRate: rate('interest_rate'),
    currentRate: rate('current_rate'),
    interestOriginal: money('interest_original'),
    principalOriginal: money('principal_original'),
    disbursedAmt: money('disbursed_amt'),
    interestCurrentBal: money('interest_current_bal'),
    interestPaidToDate: money('interest_paid_to_date'),
    principalPaidToDate: money('principal_paid_to_date'),
    otherPrincipalActivity: money('other_principal_activity'),
    unpaidBalance: money('unpaid_balance').notNull().default('0'),
    // Borrower details
    studentId: text('student_id'),
    cclBalance: money('ccl_balance'),
    clientAccessCode: text('client_access_code'),
    gradDate: day('grad_date'),
    enrollmentStatus: text('enrollment_status'),
    employerName: text('employer_name'),
    borrowerCreditScore: integer('borrower_credit_score'),
    borrowerScoreRange: text('borrower_score_range'),
    coBorrowerCreditScore: integer('co_borrower_credit_score'),
    coBorrowerScoreRange: text('co_borrower_score_range'),
    classStartDate: day('class_start_date'),
    costOfAttendance: money('cost_of_attendance'),
    bondId: text('bond_id'),
    separationDate: day('separation_date'),
    fieldOfStudy: text('field_of_study'),
    createdUserId: text('created_user_id'),
    borOrigState: text('bor_orig_state'),
    lastStatementDate: day('last_statement_date'),
    itemizationDate: day('itemization_date'),
    // The language the consumer reads: 'es' gets the Spanish letters beside the English (decision 0066).
    preferredLanguage: text('preferred_language').notNull().default('en'),
    imagingStatus: text('imaging_status'),
    // Fees
    lateFeesAccrued: money('late_fees_accrued'),
    lateFeesPaid: money('late_fees_paid'),
    lateFeesBalance: money('late_fees_balance'),
    nsfFeesAccrued: money('nsf_fees_accrued'),
    nsfFeesPaid: money('nsf_fees_paid'),
    nsfFeesBalance: money('nsf_fees_balance'),
    repoFeePaid: money('repo_fee_paid'),
    // Vehicle
    vehicleModel: text('vehicle_model'),
    vin: text('vin'),
    miles: integer('miles'),
    dealer: text('dealer'),
    warrantyExpiration: day('warranty_expiration'),
    downPayment: money('down_payment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('debt_accounts_account_number_idx').on(t.accountNumber),
    index('debt_accounts_identity_hash_idx').on(t.identityHash),
    index('debt_accounts_ssn_last4_hash_idx').on(t.ssnLast4Hash),
    index('debt_accounts_user_idx').on(t.userId),
    // The staff's identity review queue.
    index('debt_accounts_identity_review_idx')
      .on(t.identityReview, t.id)
      .where(sql`${t.identityReview} is not null`),
    // Hot leads (decision 0080): the debtors' accounts with a balance, by balance and by debtor.
    // Migration 0031 adds INCLUDE by hand (user_id, id; id, unpaid_balance): the leads are chosen
    // and ordered on these indexes alone, and only the page's accounts are read.
    index('debt_accounts_debtor_balance_idx')
      .on(t.unpaidBalance)
      .where(sql`${t.userId} IS NOT NULL AND ${t.unpaidBalance} > 0`),
    index('debt_accounts_debtor_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL AND ${t.unpaidBalance} > 0`),
    index('debt_accounts_assigned_user_idx').on(t.assignedUserId),
    index('debt_accounts_client_idx').on(t.clientId),
    index('debt_accounts_placement_idx').on(t.placementId),
    // The payment details' creditor choices: a skip scan over the distinct trimmed names.
    index('debt_accounts_creditor_idx').on(sql`trim(${t.schoolName})`),
    // Name search is a case-insensitive substring match: trigram indexes serve ILIKE '%…%'.
    index('debt_accounts_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    // With the name's, these let the account search (name, number, e-mail or phone, any substring)
    // be an OR of index scans instead of a scan of every account.
    index('debt_accounts_account_number_trgm_idx').using('gin', sql`lower(${t.accountNumber}) gin_trgm_ops`),
    index('debt_accounts_email_trgm_idx').using('gin', sql`lower(${t.emailAddress}) gin_trgm_ops`),
    index('debt_accounts_primary_phone_trgm_idx').using('gin', sql`${t.primaryPhone} gin_trgm_ops`),
    index('debt_accounts_last_name_idx').on(sql`lower(${t.lastName})`),
    // The global search's exact account number, whatever its case (the trigram index reads the
    // trigrams every number shares, "bn-", for one account).
    index('debt_accounts_account_number_lower_idx').on(sql`lower(${t.accountNumber})`),
    // The global search's exact e-mail test (the trigram index rechecks every row holding its trigrams).
    index('debt_accounts_email_lower_idx').on(sql`lower(${t.emailAddress})`),
    index('debt_accounts_primary_phone_idx').on(t.primaryPhone),
    // The record-payment search walks names in order and stops at its 20th match (decision 0077).
    // Migration 0033 adds INCLUDE (full_name, account_number, email_address, primary_phone) by hand:
    // every arm of that search is then tested on the index alone, and the lower-cased number and
    // e-mail are stored as trailing keys (after the unique id, so the order is unchanged) instead of
    // being lower-cased again for every entry a common name passes over.
    index('debt_accounts_name_order_idx').on(
      sql`lower(${t.fullName})`,
      t.id,
      sql`lower(${t.accountNumber})`,
      sql`lower(${t.emailAddress})`,
    ),
    // The lists' freshness stamp reads max(updated_at) from here instead of scanning the table.
    index('debt_accounts_updated_at_idx').on(t.updatedAt),
    // Street keys (see identity-challenges.repository): a decoy address is checked against every
    // real street line by prefix, which these serve instead of a scan of every account.
    index('debt_accounts_street_key_idx')
      .on(sql`btrim(regexp_replace(lower(${t.address1}), '[^a-z0-9]+', ' ', 'g')) text_pattern_ops`)
      .where(sql`${t.address1} is not null`),
    index('debt_accounts_co_signer_street_key_idx')
      .on(sql`btrim(regexp_replace(lower(${t.coSignerAddress1}), '[^a-z0-9]+', ' ', 'g')) text_pattern_ops`)
      .where(sql`${t.coSignerAddress1} is not null`),
  ],
);

export type DebtAccountRow = typeof debtAccounts.$inferSelect;
export type NewDebtAccount = typeof debtAccounts.$inferInsert;
