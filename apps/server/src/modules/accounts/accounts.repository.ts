import { normalizePhone } from '@arrears/domain';
import { asc, count, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DebtAccountRow, debtAccounts } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { AccountColumn } from './account-presenter';
import { ACCOUNT_MESSAGES, type AccountSort, type AccountsQuery, parseAccountId } from './account-schemas';
import type { AccountsStamp } from './accounts-change-stamp';

const t = debtAccounts;

export async function findAccount(db: Database, id: number): Promise<DebtAccountRow | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return row ?? null;
}

/** The account, or a 404. A route's :id text may be passed as it comes: a malformed one is no account. */
export async function requireAccount(db: Database, id: number | string): Promise<DebtAccountRow> {
  const known = typeof id === 'number' ? id : parseAccountId(id);
  const row = known === null ? null : await findAccount(db, known);
  if (!row) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
  return row;
}

/** `%term%` for LIKE, with LIKE's own wildcards in the term taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search of the accounts table: a case-insensitive substring of the full name (served by
 * the trigram index on lower(full_name)), or exactly an account number, or exactly a 10-digit
 * phone number however it is typed. Each arm has its own index, so PostgreSQL combines them
 * (BitmapOr) instead of reading the whole table.
 */
export function searchCondition(term: string): SQL | undefined {
  if (!term) return undefined;
  const arms: SQL[] = [sql`lower(${t.fullName}) like ${containsPattern(term)}`, eq(t.accountNumber, term)];
  if (term.toUpperCase() !== term) arms.push(eq(t.accountNumber, term.toUpperCase()));
  const digits = /^[\d\s().+-]+$/.test(term) ? normalizePhone(term) : null;
  if (digits?.length === 10) arms.push(eq(t.primaryPhone, digits));
  return or(...arms);
}

/** Every order ends on the id, so pages never overlap or skip rows. */
function orderOf(sort: AccountSort): SQL[] {
  const descending = sort.startsWith('-');
  const dir = descending ? desc : asc;
  const key = descending ? sort.slice(1) : sort;
  switch (key) {
    case 'name': // by last name (indexed), then first name
      return [dir(sql`lower(${t.lastName})`), dir(sql`lower(${t.firstName})`), dir(t.id)];
    case 'status':
      return [dir(t.accountStatus), dir(t.id)];
    case 'last_activity_date':
      return [dir(t.lastActivityDate), dir(t.id)];
    case 'last_activity_amount':
      return [dir(t.lastActivityAmount), dir(t.id)];
    default:
      return [dir(t.id)];
  }
}

/** The Drizzle selection of some catalogue columns (the compact table reads only its own). */
function selectionOf(columns: readonly AccountColumn[]) {
  return Object.fromEntries(columns.map((c) => [c.property, t[c.property as keyof typeof t.$inferSelect]]));
}

export interface AccountsPage {
  rows: DebtAccountRow[];
  total: number;
}

/**
 * One page of the accounts table. The page's ids are chosen on narrow rows first (sorting whole
 * 120-column rows costs ~10× more), then only those rows are read.
 */
export async function listAccountsPage(
  db: Database,
  query: AccountsQuery,
  stamp: AccountsStamp,
  columns: readonly AccountColumn[],
): Promise<AccountsPage> {
  const where = searchCondition(query.search);
  const order = orderOf(query.sort);
  const pageIds = db
    .select({ id: t.id })
    .from(t)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = (await db
    .select(selectionOf(columns))
    .from(t)
    .where(inArray(t.id, pageIds))
    .orderBy(...order)) as unknown as DebtAccountRow[];
  // Without a search the total is the stamp's exact count (read at most a second ago).
  const total = where ? await searchTotal(db, query.search, where, stamp) : stamp.count;
  return { rows, total };
}

/**
 * The number of accounts a search matches, remembered while the data's stamp is the same: a
 * count of thousands of matches reads every matching row (~20 ms for 6,700 of 100,000).
 */
const searchTotalsByDb = new WeakMap<Database, Map<string, number>>();
const SEARCH_TOTALS_KEPT = 200;

async function searchTotal(db: Database, search: string, where: SQL, stamp: AccountsStamp): Promise<number> {
  let searchTotals = searchTotalsByDb.get(db);
  if (!searchTotals) {
    searchTotals = new Map();
    searchTotalsByDb.set(db, searchTotals);
  }
  const key = `${stamp.version}|${search}`;
  const known = searchTotals.get(key);
  if (known !== undefined) return known;
  const total = Number((await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0);
  if (searchTotals.size >= SEARCH_TOTALS_KEPT)
    searchTotals.delete(searchTotals.keys().next().value as string);
  searchTotals.set(key, total);
  return total;
}

/**
 * Every account in keyset-paged batches (never the whole table in memory): ascending ids for the
 * export, descending (newest first) for the spec's list call.
 */
export async function* accountBatches(
  db: Database,
  options: { batchSize: number; columns?: readonly AccountColumn[]; newestFirst?: boolean },
): AsyncGenerator<DebtAccountRow[]> {
  const { batchSize, columns, newestFirst = false } = options;
  let after: number | null = null;
  for (;;) {
    const selection = columns ? { ...selectionOf(columns), id: t.id } : undefined;
    const base = selection ? db.select(selection).from(t) : db.select().from(t);
    const cursor: SQL | undefined =
      after === null ? undefined : newestFirst ? lt(t.id, after) : gt(t.id, after);
    const batch = (await base
      .where(cursor)
      .orderBy(newestFirst ? desc(t.id) : asc(t.id))
      .limit(batchSize)) as unknown as DebtAccountRow[];
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1].id;
  }
}
