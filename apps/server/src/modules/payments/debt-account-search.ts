import type { DebtAccountSearchResult } from '@arrears/domain';
import { and, asc, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsText, idsOfFirstMatches } from '../../db/contains';
import { debtAccounts } from '../../db/schema';

const t = debtAccounts;

/** The record-payment search answers at most this many accounts (the page lists them all). */
export const DEBT_ACCOUNT_SEARCH_LIMIT = 20;

/**
 * Where the term may appear: the full name (the trigram index on lower(full_name) serves it), the
 * account number and the e-mail address (case-insensitive substrings), and the primary phone's
 * digits when the term looks like a phone number ("(609) 555", "555-0144"). A long number asks the
 * trigram indexes about its last digits only (containsText, decision 0121).
 */
function matchCondition(term: string): SQL {
  const lower = term.toLowerCase();
  const arms: SQL[] = [containsText(sql`lower(${t.fullName})`, lower)];
  // Account numbers and e-mail addresses hold no spaces: a "first last" term skips their scans.
  if (!/\s/.test(term)) {
    arms.push(
      containsText(sql`lower(${t.accountNumber})`, lower),
      containsText(sql`lower(${t.emailAddress})`, lower),
    );
  }
  const digits = /^[\d\s().+-]+$/.test(term) ? term.replace(/\D/g, '') : '';
  // Phones are stored as digits (the import and the edit form normalise them).
  if (digits.length >= 3) arms.push(containsText(sql`${t.primaryPhone}`, digits));
  return sql.join(arms, sql` OR `);
}

const RESULT_COLUMNS = {
  id: t.id,
  accountNumber: t.accountNumber,
  fullName: t.fullName,
  firstName: t.firstName,
  lastName: t.lastName,
  unpaidBalance: t.unpaidBalance,
  accountStatus: t.accountStatus,
  emailAddress: t.emailAddress,
  primaryPhone: t.primaryPhone,
  schoolName: t.schoolName,
};

/**
 * The account whose number is the term, whatever its case: probes of the unique index for the
 * spellings account numbers are written in (as typed, upper and lower case), then an exact check.
 */
function exactNumberCondition(term: string): SQL {
  const spellings = [...new Set([term, term.toUpperCase(), term.toLowerCase()])];
  return sql`${t.accountNumber} in (${sql.join(
    spellings.map((s) => sql`${s}`),
    sql`, `,
  )}) and lower(${t.accountNumber}) = ${term.toLowerCase()}`;
}

/**
 * GET /api/admin/debt-accounts/search: the accounts a term finds, an exact account number first,
 * then by name. The term is already trimmed and at least 3 characters (debtAccountSearchQuerySchema).
 * Two statements (decision 0077): the exact number is its own index probe, and the name-ordered
 * list matches debt_accounts_name_order_idx, so a common name ("garcia", thousands of accounts)
 * walks that index (an index-only scan) and stops at the 20th match; a rare term, and a term of two
 * words, is found through the trigram indexes.
 */
export async function searchDebtAccounts(db: Database, term: string): Promise<DebtAccountSearchResult[]> {
  const exact = await db.select(RESULT_COLUMNS).from(t).where(exactNumberCondition(term)).orderBy(asc(t.id));
  const byName = [sql`lower(${t.fullName}) asc nulls last`, asc(t.id)];
  const where =
    exact.length > 0
      ? (and(
          sql`(${matchCondition(term)})`,
          notInArray(
            t.id,
            exact.map((hit) => hit.id),
          ),
        ) as SQL)
      : sql`(${matchCondition(term)})`;
  const limit = DEBT_ACCOUNT_SEARCH_LIMIT - exact.length;
  // The ids first, on the index alone (every arm's column is in debt_accounts_name_order_idx), then
  // only the rows shown: a common name passes over thousands of index entries, never their rows.
  // A term of two words or more ("maria garcia") finds its matches first (idsOfFirstMatches).
  const ids = /\s/.test(term)
    ? idsOfFirstMatches(t, t.id, sql`lower(${t.fullName})`, where, limit)
    : db
        .select({ id: t.id })
        .from(t)
        .where(where)
        .orderBy(...byName)
        .limit(limit);
  const others = await db
    .select(RESULT_COLUMNS)
    .from(t)
    .where(inArray(t.id, ids))
    .orderBy(...byName);
  const hits = [...exact, ...others];
  // The spec's names for the same values, beside the ones the page reads.
  return hits.map((hit) => ({
    ...hit,
    first_name: hit.firstName,
    last_name: hit.lastName,
    account_number: hit.accountNumber,
    unpaid_balance: hit.unpaidBalance,
    school_name: hit.schoolName,
  }));
}
