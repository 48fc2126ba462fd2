/**
 * The part of the accounts import's payments statement that writes payment rows: one set-based
 * statement per batch, so this module hands the import SQL rather than taking rows, and stays the
 * one writer of payments.
 */

/**
 * `ins`: the file's payments, approved and from the import, read from the CTE `matched` (the rows
 * with their account_id, row_no and the file's columns) by the importing user (`actor`). A reference
 * number already stored is skipped: a payment is imported once. Answers what the ledger and the
 * last activity need (id, debt_account_id, amount, day, reference_number, method, description).
 */
export function importPaymentsCte(): string {
  return `ins AS (INSERT INTO payments (debt_account_id, amount, payment_date, payment_method, status, source, reference_number, notes, created_by_user_id)
    SELECT m.account_id, m.amount, m.payment_date, m.payment_method, 'approved', 'import', m.reference_number, m.notes, (SELECT user_id FROM actor) FROM matched m WHERE m.account_id IS NOT NULL ORDER BY m.row_no
    ON CONFLICT (reference_number) DO NOTHING
    RETURNING id, debt_account_id, amount, payment_date AS day, reference_number, payment_method AS method, notes AS description)`;
}
