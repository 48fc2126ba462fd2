/**
 * The money ledger (decision 0051): postings, an account's entries, reversals; the one writer of
 * ledger_entries.
 */
export { importBalanceAdjustmentCte, importPostingsCte } from './import-ledger-sql';
export { ledgerPlugin } from './ledger.plugin';
export { accountLedger } from './ledger.repository';
export { lockedBalanceCents, REVERSED_PAYMENT_STATUS, reversePosting } from './ledger.service';
export { postBalanceCorrection, postLedgerEntry } from './ledger-posting';
