import {
  type Client,
  type ClientSort,
  type ClientsQuery,
  type Placement,
  trimDecimal,
} from '@arrears/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { type ClientRow, clients, debtAccounts, placements } from '../../db/schema';

type Reader = Database | Transaction;

/** The clients a plain GET answers (an agency has tens, not thousands; the table asks for pages). */
export const CLIENTS_LIMIT = 1000;

const accountCount = sql<number>`(select count(*)::int from ${debtAccounts} d where d.client_id = "clients"."id")`;
const openAccountCount = sql<number>`(select count(*)::int from ${debtAccounts} d where d.client_id = "clients"."id" and d.recalled_at is null)`;

function clientQuery(db: Reader) {
  return db
    .select({
      row: clients,
      accountCount: accountCount.mapWith(Number),
      openAccountCount: openAccountCount.mapWith(Number),
    })
    .from(clients)
    .$dynamic();
}

const decimal = (v: string | null) => (v === null ? null : trimDecimal(v));

export function presentClient(r: { row: ClientRow; accountCount: number; openAccountCount: number }): Client {
  const c = r.row;
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    isDefault: c.isDefault,
    commissionRate: trimDecimal(c.commissionRate),
    commissionTiers: c.commissionTiers,
    remitMethod: c.remitMethod as Client['remitMethod'],
    remitFrequency: c.remitFrequency as Client['remitFrequency'],
    settlementAuthorityPercent: decimal(c.settlementAuthorityPercent),
    planAuthorityMonths: c.planAuthorityMonths,
    itemizationDateBasis: c.itemizationDateBasis as Client['itemizationDateBasis'],
    contacts: c.contacts,
    active: c.active,
    accountCount: r.accountCount,
    openAccountCount: r.openAccountCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS: Record<ClientSort, SortColumn> = {
  code: clients.code,
  name: sql`lower(${clients.name})`,
  accounts: accountCount,
  createdAt: clients.createdAt,
};

function clientsWhere(query: ClientsQuery): SQL | undefined {
  return and(
    query.active ? eq(clients.active, query.active === 'true') : undefined,
    // strpos, not LIKE: what is typed is matched as it is.
    query.q
      ? sql`(strpos(lower(${clients.name}), lower(${query.q})) > 0 or strpos(${clients.code}, upper(${query.q})) > 0)`
      : undefined,
  );
}

/** GET /api/admin/clients without paging: every client by code. */
export async function listClients(db: Reader): Promise<Client[]> {
  const rows = await clientQuery(db).orderBy(asc(clients.code)).limit(CLIENTS_LIMIT);
  return rows.map(presentClient);
}

export async function clientsPage(
  db: Reader,
  query: ClientsQuery,
): Promise<{ rows: Client[]; total: number }> {
  const where = clientsWhere(query);
  const page = listPage(query, SORT_COLUMNS, { sort: 'code', direction: 'asc' }, clients.id);
  const [rows, [counted]] = await Promise.all([
    clientQuery(db)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(clients)
      .where(where),
  ]);
  return { rows: rows.map(presentClient), total: counted?.total ?? 0 };
}

export async function findClient(db: Reader, id: number): Promise<Client | null> {
  const [row] = await clientQuery(db).where(eq(clients.id, id));
  return row ? presentClient(row) : null;
}

export async function clientExists(db: Reader, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return Boolean(row);
}

export async function clientRowByCode(db: Reader, code: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.code, code));
  return row ?? null;
}

/** The placements of a client, newest first, with their accounts counted. */
export async function clientPlacements(db: Reader, clientId: number): Promise<Placement[]> {
  const rows = await db
    .select({
      p: placements,
      accountCount: sql<number>`count(${debtAccounts.id})::int`.mapWith(Number),
      recalledCount: sql<number>`count(${debtAccounts.recalledAt})::int`.mapWith(Number),
      openBalance: sql<string>`coalesce(sum(${debtAccounts.unpaidBalance}) filter (where ${debtAccounts.recalledAt} is null), 0)::numeric(14,2)::text`,
    })
    .from(placements)
    .leftJoin(debtAccounts, eq(debtAccounts.placementId, placements.id))
    .where(eq(placements.clientId, clientId))
    .groupBy(placements.id)
    .orderBy(desc(placements.placedOn), desc(placements.id))
    .limit(CLIENTS_LIMIT);
  return rows.map(({ p, ...counts }) => ({
    id: p.id,
    clientId: p.clientId,
    placedOn: p.placedOn,
    label: p.label,
    sourceImportId: p.sourceImportId,
    ...counts,
    createdAt: p.createdAt.toISOString(),
  }));
}
