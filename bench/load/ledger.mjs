// The money check, read from the database in integer cents (numeric × 100 cast to bigint: exact):
// the balances of the accounts that existed before the load, at the end, must equal their
// starting balances minus the approved payments made during it, to the cent.
import { ROOT } from '@arrears/harness/server';

async function connect(url) {
  const { createRequire } = await import('node:module');
  const pg = createRequire(`${ROOT}/package.json`)('pg');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return db;
}

const one = async (db, sql, params) => (await db.query(sql, params)).rows[0];

/** Before the load: the accounts that exist (by id), their balance, and the last payment id. */
export async function snapshotBefore(url) {
  const db = await connect(url);
  try {
    const accounts = await one(
      db,
      `SELECT count(*)::int AS n, coalesce(max(id), 0)::int AS max_id,
              coalesce(sum(unpaid_balance * 100), 0)::bigint AS cents FROM debt_accounts`,
    );
    const payments = await one(db, 'SELECT coalesce(max(id), 0)::int AS max_id FROM payments');
    return {
      accounts: accounts.n,
      maxAccountId: accounts.max_id,
      balanceCents: BigInt(accounts.cents),
      maxPaymentId: payments.max_id,
    };
  } finally {
    await db.end();
  }
}

/**
 * PostgreSQL's write-ahead log position; given an earlier position, the bytes written since (as a
 * number: a run writes far less than 2^53 bytes).
 */
export async function walPosition(url, since) {
  const db = await connect(url);
  try {
    if (since === undefined) return (await one(db, 'SELECT pg_current_wal_lsn()::text AS lsn')).lsn;
    const row = await one(db, 'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::bigint AS bytes', [
      since,
    ]);
    return Number(row.bytes);
  } finally {
    await db.end();
  }
}

/**
 * After the load the server may still be working through requests whose clients have gone (in
 * flight when autocannon stopped, or timed out): waits (bounded) until no payment of the run is
 * still `processing`, so the check sees the end state. Answers how long it waited and what is left.
 */
export async function waitForPayments(url, before, timeoutMs = 120_000) {
  const db = await connect(url);
  const started = performance.now();
  try {
    for (;;) {
      const { n } = await one(
        db,
        `SELECT count(*)::int AS n FROM payments WHERE id > $1 AND status = 'processing'`,
        [before.maxPaymentId],
      );
      const waitedS = (performance.now() - started) / 1000;
      if (n === 0 || waitedS * 1000 > timeoutMs) return { waitedS, stillProcessing: n };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await db.end();
  }
}

/** After the load: the identity, the payments by status, and the imported accounts' totals. */
export async function checkAfter(url, before, importPrefix, invoicePrefix) {
  const db = await connect(url);
  try {
    const now = await one(
      db,
      `SELECT coalesce(sum(unpaid_balance * 100), 0)::bigint AS cents FROM debt_accounts WHERE id <= $1`,
      [before.maxAccountId],
    );
    const approved = await one(
      db,
      `SELECT count(*)::int AS n, coalesce(sum(amount * 100), 0)::bigint AS cents,
              count(*) FILTER (WHERE debt_account_id > $2)::int AS elsewhere
         FROM payments WHERE id > $1 AND status = 'approved'`,
      [before.maxPaymentId, before.maxAccountId],
    );
    const byStatus = (
      await db.query(
        'SELECT status, count(*)::int AS n FROM payments WHERE id > $1 GROUP BY status ORDER BY status',
        [before.maxPaymentId],
      )
    ).rows;
    const imported = await one(
      db,
      `SELECT count(*)::int AS n, coalesce(sum(unpaid_balance * 100), 0)::bigint AS cents
         FROM debt_accounts WHERE account_number LIKE $1`,
      [`${importPrefix}%`],
    );
    const invoices = (
      await db.query(
        `SELECT invoice, status, (amount * 100)::bigint AS cents FROM payments
          WHERE id > $1 AND invoice LIKE $2`,
        [before.maxPaymentId, `${invoicePrefix}%`],
      )
    ).rows;
    const endCents = BigInt(now.cents);
    const approvedCents = BigInt(approved.cents);
    return {
      startCents: before.balanceCents,
      endCents,
      approvedCount: approved.n,
      approvedCents,
      approvedOnOtherAccounts: approved.elsewhere,
      holds: endCents === before.balanceCents - approvedCents && approved.elsewhere === 0,
      paymentsByStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
      imported: { accounts: imported.n, balanceCents: BigInt(imported.cents) },
      byInvoice: new Map(invoices.map((r) => [r.invoice, { status: r.status, cents: BigInt(r.cents) }])),
    };
  } finally {
    await db.end();
  }
}

/** "$1,234,567.89" from integer cents (a BigInt), for the printout. */
export function dollars(cents) {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toLocaleString('en-US');
  return `${negative ? '-' : ''}$${whole}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Each answer the users received against its payment row (same status, same amount), and the
 * payments sent whose answers never arrived: in flight when the load stopped (the server finishes
 * them after autocannon has closed the connection) or timed out.
 */
export function matchAnswers(sent, answers, byInvoice) {
  const wrong = [];
  for (const [invoice, a] of answers) {
    const row = byInvoice.get(invoice);
    if (!row || row.status !== a.status || (a.status === 'approved' && row.cents !== BigInt(a.cents)))
      wrong.push(
        `${invoice}: answered ${a.status} ${a.cents}, stored ${row ? `${row.status} ${row.cents}` : 'nothing'}`,
      );
  }
  const unanswered = [...sent].filter((invoice) => !answers.has(invoice));
  const strangers = [...byInvoice.keys()].filter((invoice) => !sent.has(invoice));
  const unansweredApproved = unanswered.filter((i) => byInvoice.get(i)?.status === 'approved').length;
  return { wrong, unanswered: unanswered.length, unansweredApproved, strangers: strangers.length };
}
