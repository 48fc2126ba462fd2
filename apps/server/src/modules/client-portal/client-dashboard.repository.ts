import type { ClientDashboard } from '@arrears/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, debtAccounts as d, ledgerEntries, placements } from '../../db/schema';

/**
 * Per account of the client: the placed amount (its placement entries) and what was collected
 * (payments to the agency and to the client, less their reversals: with the ledger's signs, minus
 * the sum of those entries). One grouped read of the client's entries.
 */
function ledgerSums(clientId: number) {
  return sql`(SELECT e.debt_account_id AS account_id,
      COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'placement'), 0) AS placed,
      -COALESCE(SUM(e.amount) FILTER (WHERE e.kind IN ('payment', 'direct_payment', 'reversal')), 0) AS collected
    FROM ${ledgerEntries} e JOIN ${d} a ON a.id = e.debt_account_id
    WHERE a.client_id = ${clientId}
    GROUP BY e.debt_account_id) s`;
}

const money = (expr: string) => sql<string>`COALESCE(SUM(${sql.raw(expr)}), 0)::numeric(14,2)::text`;
/** collected ÷ placed in percent, 2 decimals; 0 when nothing was placed. */
const rate = sql<string>`(CASE WHEN COALESCE(SUM(s.placed), 0) > 0
  THEN round(COALESCE(SUM(s.collected), 0) * 100 / SUM(s.placed), 2) ELSE 0 END)::numeric(8,2)::text`;

/** The month an account was placed: its placement's date, else the day it was entered. */
const placementMonth = sql<string>`to_char(COALESCE(${placements.placedOn}, (${d.createdAt})::date), 'YYYY-MM')`;

/** The client portal's dashboard: placed, collected and the liquidation rate, overall and by placement month, and accounts by status. */
export async function clientDashboard(db: Database, clientId: number): Promise<ClientDashboard> {
  const totals = {
    accounts: count(d.id),
    placed: money('s.placed'),
    collected: money('s.collected'),
    liquidationRate: rate,
  };
  const [[client], [overall], months, statuses] = await Promise.all([
    db.select({ code: clients.code, name: clients.name }).from(clients).where(eq(clients.id, clientId)),
    db
      .select(totals)
      .from(d)
      .leftJoin(ledgerSums(clientId), sql`s.account_id = ${d.id}`)
      .where(eq(d.clientId, clientId)),
    db
      .select({ month: placementMonth, ...totals })
      .from(d)
      .leftJoin(placements, eq(placements.id, d.placementId))
      .leftJoin(ledgerSums(clientId), sql`s.account_id = ${d.id}`)
      .where(eq(d.clientId, clientId))
      .groupBy(placementMonth)
      .orderBy(asc(placementMonth))
      .limit(120),
    db
      .select({ status: sql<string>`COALESCE(${d.accountStatus}, 'No status')`, count: count() })
      .from(d)
      .where(eq(d.clientId, clientId))
      .groupBy(sql`1`)
      .orderBy(desc(count()), asc(sql`1`))
      .limit(50),
  ]);
  return {
    client: client ?? { code: '', name: '' },
    placed: { count: Number(overall?.accounts ?? 0), amount: overall?.placed ?? '0.00' },
    collected: overall?.collected ?? '0.00',
    liquidationRate: overall?.liquidationRate ?? '0.00',
    byMonth: months.map((m) => ({
      month: m.month,
      accounts: Number(m.accounts),
      placed: m.placed,
      collected: m.collected,
      liquidationRate: m.liquidationRate,
    })),
    byStatus: statuses.map((s) => ({ status: s.status, count: Number(s.count) })),
  };
}
