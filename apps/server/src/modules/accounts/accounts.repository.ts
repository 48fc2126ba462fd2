import { ACCOUNT_FIELDS, normalizePhone } from '@arrears/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  lte,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type CappedCount, COUNT_CAP, cappedCount } from '../../db/capped-count';
import type { Database } from '../../db/client';
import { containsText } from '../../db/contains';
import { decodeCursor, encodeCursor, type KeysetPosition, keysetAfter } from '../../db/keyset';
import { contactEvents, type DebtAccountRow, debtAccounts } from '../../db/schema';
import { HttpError } from '../../http-error';
import { type AccountColumn, propertyOfField } from './account-presenter';
import { ACCOUNT_MESSAGES, type AccountsQuery, parseAccountId, resolveSort } from './account-schemas';
import type { AccountsStamp } from './accounts-change-stamp';

const t = debtAccounts;

/** The code of the account's client, for the field client_code (a primary-key look-up per row). */
const clientCodeSql = sql<string>`(select c.code from clients c where c.id = ${t.clientId})`;

const prepareAccountById = (db: Database) =>
  db
    .select({ ...getTableColumns(t), clientCode: clientCodeSql })
    .from(t)
    .where(eq(t.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id');

/**
 * Every screen of one account reads it first: built once per database (building a select of the
 * table's 120 columns was a tenth of the debtor workspace's server time) and prepared on each
 * connection, so PostgreSQL plans it once too.
 */
const accountById = new WeakMap<Database, ReturnType<typeof prepareAccountById>>();

export async function findAccount(db: Database, id: number): Promise<DebtAccountRow | null> {
  let query = accountById.get(db);
  if (!query) {
    query = prepareAccountById(db);
    accountById.set(db, query);
  }
  const [row] = await query.execute({ id });
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
 * The search of the accounts table: a case-insensitive substring of the full name or of the
 * account number (the trigram indexes on lower(full_name) and lower(account_number) serve them,
 * as in the record-payment search), or exactly a 10-digit phone number however it is typed. Each
 * arm has its own index, so PostgreSQL combines them (BitmapOr) instead of reading the whole table.
 */
export function searchCondition(term: string): SQL | undefined {
  if (!term) return undefined;
  // A long number asks the trigram indexes about its last digits only (containsText, decision 0121).
  const lower = term.toLowerCase();
  const arms: SQL[] = [
    containsText(sql`lower(${t.fullName})`, lower),
    containsText(sql`lower(${t.accountNumber})`, lower),
  ];
  const digits = /^[\d\s().+-]+$/.test(term) ? normalizePhone(term) : null;
  if (digits?.length === 10) arms.push(eq(t.primaryPhone, digits));
  return or(...arms);
}

const FIELD_TYPES = new Map(ACCOUNT_FIELDS.map((f) => [f.key, f.type]));

/** What a sort key orders by: text case-insensitively (an empty text counts as missing), the rest as stored. */
function sortExpressions(key: string): SQL[] {
  if (key === 'name') return [sql`lower(${t.lastName})`, sql`lower(${t.firstName})`];
  if (key === 'status') return sortExpressions('account_status');
  if (key === 'id') return [];
  if (key === 'client_code') return [clientCodeSql];
  const property = propertyOfField(key);
  if (!property) throw new HttpError(400, `Cannot sort by ${key}`);
  const column = t[property as keyof typeof t.$inferSelect];
  return FIELD_TYPES.get(key) === 'text' ? [sql`nullif(lower(${column}), '')`] : [sql`${column}`];
}

/**
 * Every order ends on the id, so pages never overlap or skip rows. Missing values come last in
 * both directions: a sort by balance or date shows the accounts that have one first.
 */
function orderOf(query: Pick<AccountsQuery, 'sort' | 'direction'>): SQL[] {
  const { key, descending } = resolveSort(query);
  const dir = descending ? sql.raw('desc') : sql.raw('asc');
  return [
    ...sortExpressions(key).map((expression) => sql`${expression} ${dir} nulls last`),
    descending ? desc(t.id) : asc(t.id),
  ];
}

/** The table's filters (status, creditor, client, state, balance range, no recent contact), all of them together. */
export function filterConditions(query: AccountsQuery, nowMs: number): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`lower(${t.accountStatus}) = ${query.status.toLowerCase()}`);
  if (query.creditor) conditions.push(sql`lower(${t.schoolName}) like ${containsPattern(query.creditor)}`);
  if (query.state) conditions.push(sql`upper(${t.state}) = ${query.state}`);
  if (query.clientId) conditions.push(eq(t.clientId, query.clientId));
  if (query.minBalance) conditions.push(gte(t.unpaidBalance, query.minBalance));
  if (query.maxBalance) conditions.push(lte(t.unpaidBalance, query.maxBalance));
  if (query.noContactDays) {
    const since = new Date(nowMs - query.noContactDays * 86_400_000);
    conditions.push(
      sql`not exists (select 1 from ${contactEvents} where ${contactEvents.debtAccountId} = ${t.id} and ${contactEvents.createdAt} >= ${since})`,
    );
  }
  return conditions;
}

/**
 * The newest timeline entry of each of these accounts (the page's rows only): one index range
 * read per account on (debt_account_id, created_at), never the whole timeline.
 */
export async function lastContacts(
  db: Database,
  accountIds: number[],
): Promise<Record<string, string | null>> {
  const answer: Record<string, string | null> = Object.fromEntries(
    accountIds.map((id) => [String(id), null]),
  );
  if (accountIds.length === 0) return answer;
  const rows = await db
    .select({ id: contactEvents.debtAccountId, at: max(contactEvents.createdAt) })
    .from(contactEvents)
    .where(inArray(contactEvents.debtAccountId, accountIds))
    .groupBy(contactEvents.debtAccountId);
  for (const row of rows) answer[String(row.id)] = row.at ? new Date(row.at).toISOString() : null;
  return answer;
}

/** Who works each listed account (its assigned agency user's id), by account id; null for the pool. */
export async function assigneesOf(
  db: Database,
  accountIds: number[],
): Promise<Record<string, number | null>> {
  if (accountIds.length === 0) return {};
  const rows = await db
    .select({ id: debtAccounts.id, to: debtAccounts.assignedUserId })
    .from(debtAccounts)
    .where(inArray(debtAccounts.id, accountIds));
  return Object.fromEntries(rows.map((row) => [String(row.id), row.to]));
}

/** Highest timeline entry id: a new contact changes the lists' ETag (an index-only read). */
export async function lastContactVersion(db: Database): Promise<number> {
  const [row] = await db.select({ id: max(contactEvents.id) }).from(contactEvents);
  return row?.id ?? 0;
}

/** The Drizzle selection of some catalogue columns (the compact table reads only its own). */
export function selectionOf(columns: readonly AccountColumn[]) {
  return Object.fromEntries(
    columns.map((c) => [
      c.property,
      c.key === 'client_code' ? clientCodeSql : t[c.property as keyof typeof t.$inferSelect],
    ]),
  );
}

export interface AccountsPage {
  rows: DebtAccountRow[];
  total: number;
  /** True when the search matched more than COUNT_CAP accounts: `total` is then COUNT_CAP. */
  totalIsLowerBound: boolean;
  /** Where the next page starts (the `after` of the next call), when there is a next page and the sort allows it. */
  nextCursor: string | null;
}

/** The cursor's name of an order: the sort key and its direction. */
function cursorSortOf(query: Pick<AccountsQuery, 'sort' | 'direction'>): string {
  const { key, descending } = resolveSort(query);
  return `${key}:${descending ? 'desc' : 'asc'}`;
}

/**
 * The one expression an order sorts by before the id (null for the id itself), or undefined when
 * it sorts by two (the name: last then first) and so pages by OFFSET only.
 */
function keysetExpressionOf(query: Pick<AccountsQuery, 'sort' | 'direction'>): SQL | null | undefined {
  const expressions = sortExpressions(resolveSort(query).key);
  if (expressions.length === 0) return null;
  return expressions.length === 1 ? expressions[0] : undefined;
}

/**
 * One page of the accounts table. The page's ids are chosen on narrow rows first (sorting whole
 * 120-column rows costs ~10× more), then only those rows are read. With `after` (a nextCursor)
 * the page starts after that row (keyset, decision 0077) instead of skipping `page - 1` pages.
 */
export async function listAccountsPage(
  db: Database,
  query: AccountsQuery,
  stamp: AccountsStamp,
  columns: readonly AccountColumn[],
  /** The clock, for "no contact in N days", and the timeline's version, which that filter's count depends on. */
  context: { nowMs: number; contactVersion: number },
): Promise<AccountsPage> {
  const { nowMs } = context;
  const filters = filterConditions(query, nowMs);
  const where = and(searchCondition(query.search), ...filters);
  const order = orderOf(query);
  const expression = keysetExpressionOf(query);
  const cursorSort = cursorSortOf(query);
  const { descending } = resolveSort(query);
  let after: SQL | undefined;
  if (query.after) {
    const at = expression === undefined ? null : decodeCursor(query.after, cursorSort);
    if (!at || expression === undefined) throw new HttpError(400, ACCOUNT_MESSAGES.badCursor);
    after = keysetAfter(expression, t.id, descending, at);
  }
  // A deep page asked by number starts where it started last time while nothing has changed.
  const startKey =
    !query.after && query.page > 1 && expression !== undefined
      ? `${stamp.version}|${cursorSort}|${query.pageSize}|${query.page}|${totalKey(query, context)}`
      : null;
  const start = startKey ? rememberedOf(pageStartsByDb, db).get(startKey) : undefined;
  if (start && expression !== undefined)
    after = keysetAfter(expression, t.id, descending, justBefore(start, descending));
  // One row more than the page says whether there is a next page.
  const pageIds = db
    .select({ id: t.id })
    .from(t)
    .where(and(where, after))
    .orderBy(...order)
    .limit(query.pageSize + 1)
    .offset(after ? 0 : (query.page - 1) * query.pageSize);
  const sortValue = sql<string | null>`${expression ? sql`(${expression})::text` : sql`null`}`;
  const found = (await db
    .select({ ...selectionOf(columns), id: t.id, keysetValue: sortValue })
    .from(t)
    .where(inArray(t.id, pageIds))
    .orderBy(...order)) as unknown as Array<DebtAccountRow & { keysetValue?: string | null }>;
  const rows = found.slice(0, query.pageSize);
  if (startKey && !start && rows[0])
    remember(pageStartsByDb, db, startKey, { value: rows[0].keysetValue ?? null, id: rows[0].id });
  const last = rows.at(-1);
  const nextCursor =
    found.length > query.pageSize && last && expression !== undefined
      ? encodeCursor(cursorSort, { value: last.keysetValue ?? null, id: last.id })
      : null;
  // Without a search the total is the stamp's count (read at most a second ago).
  const counted = where
    ? await searchTotal(db, totalKey(query, context), where, stamp, nowMs)
    : { total: stamp.count, more: false };
  return { rows, total: counted.total, totalIsLowerBound: counted.more, nextCursor };
}

/**
 * What the accounts lists remember while the accounts' stamp is the same (the stamp is part of each
 * key): the number of accounts a search matches (a count of thousands of matches reads every
 * matching row), and where a page asked by number starts (OFFSET reads every row before it: page
 * 5,000 of the whole table is 250,000 index entries, ~10 ms of the database's time per request).
 */
const searchTotalsByDb = new WeakMap<Database, Map<string, CappedCount>>();
const pageStartsByDb = new WeakMap<Database, Map<string, KeysetPosition>>();
const REMEMBERED_PER_DB = 200;

function rememberedOf<T>(byDb: WeakMap<Database, Map<string, T>>, db: Database): Map<string, T> {
  let remembered = byDb.get(db);
  if (!remembered) {
    remembered = new Map();
    byDb.set(db, remembered);
  }
  return remembered;
}

function remember<T>(byDb: WeakMap<Database, Map<string, T>>, db: Database, key: string, value: T): void {
  const remembered = rememberedOf(byDb, db);
  if (remembered.size >= REMEMBERED_PER_DB) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, value);
}

/** A position just before `at` in its order, so "the rows after it" begin with `at` itself (ids are integers). */
function justBefore(at: KeysetPosition, descending: boolean): KeysetPosition {
  return { value: at.value, id: descending ? at.id + 1 : at.id - 1 };
}

/** What a remembered total depends on besides the accounts: the search and filters (and the minute, for recent contact). */
function totalKey(query: AccountsQuery, context: { nowMs: number; contactVersion: number }): string {
  const { search, status, creditor, state, clientId, minBalance, maxBalance, noContactDays } = query;
  const contact = noContactDays ? [Math.floor(context.nowMs / 60_000), context.contactVersion] : null;
  return JSON.stringify([
    search,
    status,
    creditor,
    state,
    clientId,
    minBalance,
    maxBalance,
    noContactDays,
    contact,
  ]);
}

/**
 * A search past the cap ("10,000+") keeps that total this long across changes of the stamp. An
 * import changes the stamp with every batch, about twice a second, and each of the agents' common
 * searches would read its 10,001 matches again each time. A change can bring a search below the
 * cap; its pager then says "10,000+" for at most this long, like a list whose stamp is a second old.
 */
export const CAPPED_TOTAL_KEPT_MS = 5_000;
/** When each search shape last counted past the cap (the clock's ms). */
const cappedSinceByDb = new WeakMap<Database, Map<string, number>>();

async function searchTotal(
  db: Database,
  shape: string,
  where: SQL,
  stamp: AccountsStamp,
  nowMs: number,
): Promise<CappedCount> {
  const key = `${stamp.version}|${shape}`;
  const known = rememberedOf(searchTotalsByDb, db).get(key);
  if (known !== undefined) return known;
  const cappedAt = rememberedOf(cappedSinceByDb, db).get(shape);
  if (cappedAt !== undefined && nowMs - cappedAt >= 0 && nowMs - cappedAt < CAPPED_TOTAL_KEPT_MS)
    return { total: COUNT_CAP, more: true };
  const total = await cappedCount(db, t, where);
  remember(searchTotalsByDb, db, key, total);
  if (total.more) remember(cappedSinceByDb, db, shape, nowMs);
  else rememberedOf(cappedSinceByDb, db).delete(shape);
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
    const base = db.select(selection ?? { ...getTableColumns(t), clientCode: clientCodeSql }).from(t);
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
