/**
 * The parts of the accounts upsert (account-upsert-sql.ts) that place each row with a client
 * (docs/product/clients.md). They read the CTE `given` (the batch) and make `input` (its rows
 * that are not refused), `placed` (this import's placements) and the refused rows' answer.
 */

/**
 * Why a row is refused: the reasons account-batch-writer.ts turns into row errors. The last two
 * are a client's own placement file's (%CLIENT%, the client portal, decision 0055): every row goes
 * to that client, so a row naming another code, or an account number the agency already holds (for
 * any client, theirs included: a placement file adds accounts, it never rewrites one), is refused.
 * Their own account is `held_by_scope`; one another client (or the default one) holds is
 * `held_elsewhere`, whose reason only the agency sees (decision 0091).
 * The last is any file's (decision 0059): once money has moved on an account, a balance that is not
 * the one on file is refused, since the file would undo those postings.
 */
const REFUSALS = [
  'unknown_client',
  'inactive_client',
  'unknown_placement',
  'other_client',
  'not_scope_code',
  'held_elsewhere',
  'balance_differs',
  'held_by_scope',
] as const;
export type PlacementRefusal = (typeof REFUSALS)[number];

export interface RefusedRow {
  row: number;
  refusal: PlacementRefusal;
  code: string | null;
  placement: number | null;
  /** The code of the client that holds the account already (other_client). */
  heldBy: string | null;
  /** The balance on file (balance_differs). */
  onFile: string | null;
}

/** `withBalance`: the file has a balance column (current_amount), checked against the one on file. */
export function placementCtes(withBalance: boolean): string[] {
  // The balance on file of an account money has moved on (a payment, a reversal, a write-off): its
  // balance is the ledger's, and a file's other figure would undo those postings.
  const heldBalance = withBalance
    ? `(SELECT e.unpaid_balance FROM debt_accounts e WHERE e.account_number = g.account_number
         AND EXISTS (SELECT 1 FROM ledger_entries m WHERE m.debt_account_id = e.id
           AND m.kind IN ('payment', 'direct_payment', 'reversal', 'settlement_writeoff')))`
    : 'NULL::numeric';
  const balanceDiffers = withBalance
    ? `WHEN l.held_balance IS NOT NULL AND l."unpaid_balance" IS NOT NULL AND l."unpaid_balance" <> l.held_balance
              THEN 'balance_differs'`
    : '';
  return [
    'dflt AS (SELECT id FROM clients WHERE is_default)',
    // The account's current client is looked up only for rows that name one, by the unique index
    // (a join here would hash the whole table for every batch).
    `looked AS (SELECT g.*, c.id AS code_client_id, c.active AS code_active,
       COALESCE(%CLIENT%::integer, c.id, (SELECT id FROM dflt)) AS placed_client_id, pl.id AS placed_placement_id,
       CASE WHEN g.client_code IS NOT NULL OR %CLIENT%::integer IS NOT NULL
         THEN (SELECT e.client_id FROM debt_accounts e WHERE e.account_number = g.account_number) END AS held_client_id,
       ${heldBalance} AS held_balance
     FROM given g
     LEFT JOIN clients c ON c.code = g.client_code
     LEFT JOIN placements pl ON pl.id = g.placement_id
       AND pl.client_id = COALESCE(%CLIENT%::integer, c.id, (SELECT id FROM dflt)))`,
    `judged AS (SELECT l.*,
       CASE WHEN %CLIENT%::integer IS NOT NULL AND l.client_code IS NOT NULL
              AND l.code_client_id IS DISTINCT FROM %CLIENT%::integer THEN 'not_scope_code'
            WHEN %CLIENT%::integer IS NOT NULL AND l.held_client_id = %CLIENT%::integer THEN 'held_by_scope'
            WHEN %CLIENT%::integer IS NOT NULL AND l.held_client_id IS NOT NULL THEN 'held_elsewhere'
            WHEN l.client_code IS NOT NULL AND l.code_client_id IS NULL THEN 'unknown_client'
            WHEN l.client_code IS NOT NULL AND NOT l.code_active THEN 'inactive_client'
            WHEN l.placement_id IS NOT NULL AND l.placed_placement_id IS NULL THEN 'unknown_placement'
            WHEN l.held_client_id <> (SELECT id FROM dflt) AND l.held_client_id <> l.code_client_id THEN 'other_client'
            ${balanceDiffers}
       END AS refusal
     FROM looked l)`,
    // NOT IN, not IS NULL: the planner then expects most rows to pass (they do) and keeps hash joins
    // downstream; with IS NULL it expects one row and loops over the whole batch per row.
    `input AS (SELECT * FROM judged WHERE COALESCE(refusal, '') NOT IN (${REFUSALS.map((r) => `'${r}'`).join(', ')}))`,
  ];
}

/** An account of the default client that a row names another client for moves to it (in `upd`, d is the account). */
export const MOVES = '(d.client_id = (SELECT id FROM dflt) AND i.placed_client_id <> d.client_id)';

/**
 * One placement per client this batch places new accounts with (or moves accounts to) without a
 * placement_id; the next batches of the same import find it again by (source_import_id, client_id).
 * It needs `old` (the batch's existing accounts, with their client) and `actor`.
 */
export const PLACED_CTE = `placed AS (INSERT INTO placements (client_id, placed_on, label, source_import_id, created_by_user_id)
     SELECT DISTINCT i.placed_client_id, (now() AT TIME ZONE 'America/New_York')::date,
       COALESCE((SELECT r.file_name FROM import_runs r WHERE r.id = %RUN%::integer), 'Import'),
       %RUN%::integer, (SELECT user_id FROM actor)
     FROM input i LEFT JOIN old o ON o.account_number = i.account_number
     WHERE i.placed_placement_id IS NULL
       AND (o.id IS NULL OR (o.client_id = (SELECT id FROM dflt) AND i.placed_client_id <> o.client_id))
     ON CONFLICT (source_import_id, client_id) DO UPDATE SET label = EXCLUDED.label
     RETURNING id, client_id)`;

/** The refused rows as a JSON array of RefusedRow, in row order. */
export const REFUSED_SELECT = `(SELECT COALESCE(json_agg(json_build_object('row', j.row_no, 'refusal', j.refusal,
       'code', j.client_code, 'placement', j.placement_id,
       'heldBy', (SELECT h.code FROM clients h WHERE h.id = j.held_client_id),
       'onFile', j.held_balance::text) ORDER BY j.row_no), '[]'::json)
     FROM judged j WHERE j.refusal IS NOT NULL)`;
