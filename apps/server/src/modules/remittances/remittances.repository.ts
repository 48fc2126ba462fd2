import {
  LIST_DEFAULT_PAGE_SIZE,
  type Remittance,
  type RemittanceDetail,
  type RemittanceLine,
  type RemittanceStatus,
  type RemittancesPage,
} from '@arrears/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';

type RemittanceSqlRow = {
  id: number;
  client_id: number;
  client_code: string;
  client_name: string;
  period_start: string;
  period_end: string;
  status: Remittance['status'];
  method: Remittance['method'];
  source: Remittance['source'];
  gross_collected: string;
  reversals: string;
  commission: string;
  net_due: string;
  direct_payments: string;
  commission_invoiced: string;
  line_count: number;
  created_by: string | null;
  approved_by: string | null;
  approved_at: string | null;
  paid_at: string | null;
  paid_reference: string | null;
  created_at: string;
  updated_at: string;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

const SELECT_REMITTANCE = sql`
  SELECT r.id, r.client_id, c.code AS client_code, c.name AS client_name,
    r.period_start::text AS period_start, r.period_end::text AS period_end, r.status, r.method, r.source,
    r.gross_collected::text AS gross_collected, r.reversals::text AS reversals, r.commission::text AS commission,
    r.net_due::text AS net_due, r.direct_payments::text AS direct_payments,
    r.commission_invoiced::text AS commission_invoiced, r.line_count,
    cu.username AS created_by, au.username AS approved_by,
    r.approved_at, r.paid_at, r.paid_reference, r.created_at, r.updated_at
  FROM remittances r
  JOIN clients c ON c.id = r.client_id
  LEFT JOIN users cu ON cu.id = r.created_by_user_id
  LEFT JOIN users au ON au.id = r.approved_by_user_id`;

function toRemittance(r: RemittanceSqlRow): Remittance {
  return {
    id: Number(r.id),
    clientId: Number(r.client_id),
    clientCode: r.client_code,
    clientName: r.client_name,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    status: r.status,
    method: r.method,
    source: r.source,
    grossCollected: r.gross_collected,
    reversals: r.reversals,
    commission: r.commission,
    netDue: r.net_due,
    directPayments: r.direct_payments,
    commissionInvoiced: r.commission_invoiced,
    lineCount: Number(r.line_count),
    createdBy: r.created_by,
    approvedBy: r.approved_by,
    approvedAt: iso(r.approved_at),
    paidAt: iso(r.paid_at),
    paidReference: r.paid_reference,
    createdAt: iso(r.created_at) ?? '',
    updatedAt: iso(r.updated_at) ?? '',
  };
}

export async function findRemittance(db: Database | Transaction, id: number): Promise<Remittance | null> {
  const result = await db.execute<RemittanceSqlRow>(sql`${SELECT_REMITTANCE} WHERE r.id = ${id}`);
  const row = result.rows[0];
  return row ? toRemittance(row) : null;
}

export interface RemittanceListQuery {
  clientId?: number;
  status?: RemittanceStatus;
  /** Only these statuses (the client portal shows approved and paid ones). */
  statuses?: readonly RemittanceStatus[];
  sort?: 'createdAt' | 'periodEnd';
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** Remittances newest first (or as sorted), one page, with the total; a client portal passes its clientId. */
export async function listRemittances(db: Database, q: RemittanceListQuery = {}): Promise<RemittancesPage> {
  const where: SQL[] = [sql`true`];
  if (q.clientId !== undefined) where.push(sql`r.client_id = ${q.clientId}`);
  if (q.status !== undefined) where.push(sql`r.status = ${q.status}`);
  if (q.statuses !== undefined)
    where.push(
      sql`r.status IN (${sql.join(
        q.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  const filter = sql.join(where, sql` AND `);
  const column = q.sort === 'periodEnd' ? sql`r.period_end` : sql`r.created_at`;
  const direction = q.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    db.execute<RemittanceSqlRow>(sql`${SELECT_REMITTANCE} WHERE ${filter}
      ORDER BY ${column} ${direction}, r.id ${direction} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM remittances r WHERE ${filter}`),
  ]);
  return {
    remittances: rows.rows.map(toRemittance),
    total: Number(count.rows[0]?.total ?? 0),
    page,
    pageSize,
  };
}

type LineSqlRow = {
  ledger_entry_id: number;
  kind: RemittanceLine['kind'];
  date: string;
  debt_account_id: number;
  account_number: string;
  debtor_name: string;
  amount: string;
  commission: string;
  net: string;
};

/** A remittance's lines by date, as its statement lists them. */
export async function remittanceLines(db: Database | Transaction, id: number): Promise<RemittanceLine[]> {
  const result = await db.execute<LineSqlRow>(sql`
    SELECT l.ledger_entry_id, l.kind, e.effective_date::text AS date, d.id AS debt_account_id,
      d.account_number,
      coalesce(nullif(trim(d.full_name), ''), nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''), d.account_number) AS debtor_name,
      l.amount::text AS amount, l.commission::text AS commission, l.net::text AS net
    FROM remittance_lines l
    JOIN ledger_entries e ON e.id = l.ledger_entry_id
    JOIN debt_accounts d ON d.id = e.debt_account_id
    WHERE l.remittance_id = ${id}
    ORDER BY e.effective_date, l.ledger_entry_id`);
  return result.rows.map((r) => ({
    ledgerEntryId: Number(r.ledger_entry_id),
    kind: r.kind,
    date: r.date,
    debtAccountId: Number(r.debt_account_id),
    accountNumber: r.account_number,
    debtorName: r.debtor_name,
    amount: r.amount,
    commission: r.commission,
    net: r.net,
  }));
}

/** One remittance with its lines, or null. */
export async function remittanceDetail(db: Database, id: number): Promise<RemittanceDetail | null> {
  const remittance = await findRemittance(db, id);
  if (!remittance) return null;
  return { ...remittance, lines: await remittanceLines(db, id) };
}

/** Drafts with at least one transaction: what waits for an admin's approval (the back office's home). */
export async function remittancesToApprove(db: Database): Promise<number> {
  const row = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM remittances r
    WHERE r.status = 'draft' AND EXISTS (SELECT 1 FROM remittance_lines l WHERE l.remittance_id = r.id)`);
  return Number(row.rows[0]?.n ?? 0);
}
