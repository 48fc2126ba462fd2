import {
  formatAccountNumber,
  formatMoney,
  formatPhone,
  GLOBAL_SEARCH_LIMIT,
  type GlobalSearchMatch,
  type GlobalSearchResult,
  normalizePhone,
} from '@arrears/domain';
import { and, asc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsText, idsOfFirstMatches, idsOfFirstMatchesByArm } from '../../db/contains';
import { debtAccounts, payments } from '../../db/schema';

const t = debtAccounts;

export interface GlobalSearchScope {
  /** Only the accounts assigned to this user (debt_accounts.assigned_user_id). */
  assignedUserId?: number;
}

interface Hit extends GlobalSearchResult {
  exact: boolean;
}

/** "PAY-7K3M-Q9XD" however it is typed ("pay 7k3m q9xd", "PAY7K3MQ9XD"); null for anything else. */
export function confirmationCodeOf(term: string): string | null {
  const plain = term.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!/^PAY[A-Z0-9]{8}$/.test(plain)) return null;
  return `PAY-${plain.slice(3, 7)}-${plain.slice(7)}`;
}

/** The digits of a term typed as a phone number ("(609) 555-0144", "+1 609.555.0144"), else null. */
function phoneDigitsOf(term: string): string | null {
  if (!/^[\d\s().+-]+$/.test(term)) return null;
  const digits = normalizePhone(term);
  return digits && digits.length >= 4 ? digits : null;
}

/** "Nov 3, 2026" from a stored 'yyyy-mm-dd' payment date. */
function shortDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Payments found by the PAY- code (its unique index) or the processor's reference (reference_number's
 * unique index; transaction_id, the card processor's refnum, is matched exactly).
 */
async function paymentHits(db: Database, term: string, scope: GlobalSearchScope): Promise<Hit[]> {
  const code = confirmationCodeOf(term);
  // References hold no spaces and have a digit: a name never reaches the payments table.
  const reference = !code && !/\s/.test(term) && /\d/.test(term) ? term : null;
  if (!code && !reference) return [];
  const match = code
    ? eq(payments.confirmationCode, code)
    : or(eq(payments.referenceNumber, term), eq(payments.transactionId, term));
  const rows = await db
    .select({
      accountId: t.id,
      accountNumber: t.accountNumber,
      fullName: t.fullName,
      confirmationCode: payments.confirmationCode,
      amount: payments.amount,
      paymentDate: payments.paymentDate,
    })
    .from(payments)
    .innerJoin(t, eq(t.id, payments.debtAccountId))
    .where(and(match, scoped(scope)))
    .orderBy(asc(payments.id))
    .limit(GLOBAL_SEARCH_LIMIT);
  return rows.map((row) => {
    const when = `${formatMoney(row.amount)} on ${shortDate(row.paymentDate)}`;
    const matchedOn: GlobalSearchMatch = code ? 'confirmation_code' : 'processor_reference';
    const detail = code
      ? `Payment ${row.confirmationCode} · ${when}`
      : `Processor reference ${term} · ${when}`;
    return { ...accountFields(row), matchedOn, detail, exact: true };
  });
}

function scoped(scope: GlobalSearchScope): SQL | undefined {
  return scope.assignedUserId === undefined ? undefined : eq(t.assignedUserId, scope.assignedUserId);
}

function accountFields(row: { accountId: number; accountNumber: string; fullName: string | null }) {
  return {
    accountId: row.accountId,
    accountNumber: formatAccountNumber(row.accountNumber, row.accountId),
    fullName: row.fullName,
  };
}

/**
 * Accounts found by name, account number or e-mail (the trigram indexes on their lower-cased
 * values serve both the substring and the exact test) or by the primary phone's digits.
 */
async function accountHits(db: Database, term: string, scope: GlobalSearchScope): Promise<Hit[]> {
  const lower = term.toLowerCase();
  const digits = phoneDigitsOf(term);
  const exactArms = [
    sql`lower(${t.accountNumber}) = ${lower}`,
    sql`lower(${t.fullName}) = ${lower}`,
    sql`lower(${t.emailAddress}) = ${lower}`,
    ...(digits ? [sql`${t.primaryPhone} = ${digits}`] : []),
  ];
  const exact = sql`(${sql.join(exactArms, sql` or `)})`;
  // A trigram index serves a substring of 3 characters or more: a 2-character term finds whole values only.
  // A long number asks the trigram indexes about its last digits only (containsText, decision 0121).
  const arms: SQL[] = term.length < 3 ? [exact] : [containsText(sql`lower(${t.fullName})`, lower)];
  // Account numbers and e-mail addresses hold no spaces: a "first last" term skips their indexes.
  if (term.length >= 3 && !/\s/.test(term)) {
    arms.push(
      containsText(sql`lower(${t.accountNumber})`, lower),
      containsText(sql`lower(${t.emailAddress})`, lower),
    );
  }
  // Phones are stored as digits (the import and the edit form normalise them).
  if (digits) arms.push(containsText(sql`${t.primaryPhone}`, digits));
  const columns = {
    accountId: t.id,
    accountNumber: t.accountNumber,
    fullName: t.fullName,
    emailAddress: t.emailAddress,
    primaryPhone: t.primaryPhone,
  };
  const byName = [sql`lower(${t.fullName}) asc nulls last`, asc(t.id)];
  // Exact matches first, then the rest by name: two statements rather than one ordered by "exact
  // first", which sorts every match of a common name ("garcia", tens of thousands) before its LIMIT.
  // The second one follows debt_accounts_name_order_idx and stops at its last row (decision 0077).
  // Each exact arm on its own index, then the union by name (idsOfFirstMatchesByArm): a full name
  // thousands of accounts share is a walk of its own range of the name-ordered index.
  const exactRows = await db
    .select(columns)
    .from(t)
    .where(
      inArray(
        t.id,
        idsOfFirstMatchesByArm(
          t,
          t.id,
          sql`lower(${t.fullName})`,
          exactArms,
          scoped(scope),
          GLOBAL_SEARCH_LIMIT,
        ),
      ),
    )
    .orderBy(...byName)
    .limit(GLOBAL_SEARCH_LIMIT);
  const rest = GLOBAL_SEARCH_LIMIT - exactRows.length;
  const others = and(
    sql`(${sql.join(arms, sql` or `)})`,
    exactRows.length > 0
      ? notInArray(
          t.id,
          exactRows.map((row) => row.accountId),
        )
      : undefined,
    scoped(scope),
  ) as SQL;
  // A term of two words or more ("maria garcia") finds its matches first (idsOfFirstMatches).
  const otherRows =
    rest === 0 || term.length < 3
      ? []
      : await db
          .select(columns)
          .from(t)
          .where(
            /\s/.test(term)
              ? inArray(t.id, idsOfFirstMatches(t, t.id, sql`lower(${t.fullName})`, others, rest))
              : others,
          )
          .orderBy(...byName)
          .limit(rest);
  const rows = [...exactRows, ...otherRows];
  return rows.map((row) => ({ ...accountFields(row), ...whatMatched(row, lower, digits) }));
}

/** Which field found the account, the exact ones first, and the value to show. */
function whatMatched(
  row: {
    accountNumber: string;
    fullName: string | null;
    emailAddress: string | null;
    primaryPhone: string | null;
  },
  lower: string,
  digits: string | null,
): { matchedOn: GlobalSearchMatch; detail: string; exact: boolean } {
  const number = row.accountNumber.toLowerCase();
  const name = (row.fullName ?? '').toLowerCase();
  const email = (row.emailAddress ?? '').toLowerCase();
  const phone = row.primaryPhone ?? '';
  const candidates: [GlobalSearchMatch, boolean, boolean, string][] = [
    ['account_number', number === lower, number.includes(lower), `Account number ${row.accountNumber}`],
    ['email', email === lower, email.includes(lower), `E-mail ${row.emailAddress}`],
    [
      'phone',
      !!digits && phone === digits,
      !!digits && phone.includes(digits),
      `Phone ${formatPhone(phone)}`,
    ],
    ['name', name === lower, name.includes(lower), `Name ${row.fullName}`],
  ];
  const found = candidates.find(([, isExact]) => isExact) ?? candidates.find(([, , contains]) => contains);
  const [matchedOn, isExact, , detail] = found ?? candidates[3];
  return { matchedOn, detail, exact: isExact };
}

/**
 * GET /api/admin/search: at most 10 accounts, exact matches (a PAY- code, a processor reference, the
 * whole account number, name, e-mail or phone) first, one line per account. The term is trimmed and
 * 2 to 100 characters (globalSearchQuerySchema). Never selects the SSN or the birth date.
 */
export async function searchAccounts(
  db: Database,
  term: string,
  scope: GlobalSearchScope = {},
): Promise<GlobalSearchResult[]> {
  const [byPayment, byAccount] = await Promise.all([
    paymentHits(db, term, scope),
    accountHits(db, term, scope),
  ]);
  const seen = new Set<number>();
  const hits = [...byPayment, ...byAccount]
    .filter((hit) => !seen.has(hit.accountId) && seen.add(hit.accountId))
    .sort((a, b) => Number(b.exact) - Number(a.exact));
  return hits.slice(0, GLOBAL_SEARCH_LIMIT).map(({ exact: _exact, ...result }) => result);
}
