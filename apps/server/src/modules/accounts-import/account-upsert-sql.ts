import { type SQL, sql } from 'drizzle-orm';
import { importAuditCte } from '../account-timeline';
import { importChangedAccountsCte, importNewAccountsCte } from '../accounts';
import { importBalanceAdjustmentCte } from '../ledger';
import { MOVES, PLACED_CTE, placementCtes, REFUSED_SELECT } from './placement-sql';

/**
 * The one statement that writes a batch of account rows (about 1,000), built once per import for
 * the columns the file has. The batch travels as a single JSON parameter (json_to_recordset), so
 * the statement text stays the same size whatever the batch and the database parses the rows.
 *
 *   given  the batch, typed; the encrypted values come as a second JSON joined by row_no, less
 *          those a third ("keep", decided once the stored values are known) says are unchanged
 *   judged each row's client (client_code, else the default client) and placement (placement_id),
 *          or why it is refused: an unknown or inactive client, a placement not of that client, an
 *          account another client placed (placement.ts names the reasons)
 *   input  the rows not refused
 *   old    the existing accounts of the batch, as they were before the statement
 *   placed one placement per client for this import's new accounts (and those it moves from the
 *          default client), found again by the next batches through (source_import_id, client_id)
 *   ins    new account numbers → INSERT, with their client and placement
 *   upd    existing ones → UPDATE, only where a value really differs; an empty cell keeps the
 *          stored value. Unchanged rows are not touched (updated_at stays, no audit row). An
 *          account of the default client named with another client's code moves to that client.
 *   audit  one account_audit row per changed field (source 'import', the importing user)
 *   noted  the notes column as an internal note, unless the account already has that same note
 *
 * Answers the counts of created, updated (a field or a new note) and unchanged rows, and the rows
 * lost to another import that created the same account number at the same moment.
 */
export interface UpsertColumn {
  /** Column of debt_accounts, also the key in the JSON rows. */
  name: string;
  sqlType: 'text' | 'numeric' | 'date' | 'integer' | 'boolean';
  /** Written to account_audit by this statement (encrypted values and their hashes are not). */
  audited: boolean;
}

/** NOT NULL columns with a default: a new account without a value gets the default. */
const INSERT_DEFAULTS: Record<string, string> = {
  unpaid_balance: '0',
  preferred_language: "'en'",
  time_barred: 'false',
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The statement text with each %NAME% replaced by a bound parameter. */
export function withParams(text: string, params: Record<string, unknown>): SQL {
  const parts = text.split(/%([A-Z]+)%/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[part]}`);
  });
  return sql.join(chunks, sql.raw(''));
}

export interface UpsertSecrets {
  /** Encrypted columns, by the file's field (ssn → ssn_encrypted …). */
  encrypted: { field: string; column: string }[];
  identity: boolean;
  last4: boolean;
}

export interface UpsertParams {
  rows: string | Buffer;
  secrets: string | Buffer;
  keep: string;
  userId: number;
  /** The import run: the placements it makes name it. */
  runId: number | null;
  /** A client's own placement file (the client portal): every row goes to this client; else null. */
  clientId: number | null;
}

export function buildAccountUpsert(
  plainColumns: readonly UpsertColumn[],
  secrets: UpsertSecrets | null,
  withNotes: boolean,
): (params: UpsertParams) => SQL {
  const hashColumns = secrets
    ? [...(secrets.identity ? ['identity_hash'] : []), ...(secrets.last4 ? ['ssn_last4_hash'] : [])]
    : [];
  const secretColumns = secrets ? [...secrets.encrypted.map((e) => e.column), ...hashColumns] : [];
  const columns: UpsertColumn[] = [
    ...plainColumns,
    ...secretColumns.map((name) => ({ name, sqlType: 'text' as const, audited: false })),
  ];
  const cols = columns.map((c) => ident(c.name));
  const recordDef = [
    'row_no integer',
    'account_number text',
    ...plainColumns.map((c) => `${ident(c.name)} ${c.sqlType}`),
    ...(withNotes ? ['note text'] : []),
    // Absent from the file, they read as null: the default client, a new placement.
    'client_code text',
    'placement_id integer',
  ].join(', ');
  let input = `given AS (SELECT * FROM json_to_recordset(%ROWS%::json) AS x(${recordDef}))`;
  if (secrets) {
    const secretsDef = ['row_no integer', ...secretColumns.map((c) => `${ident(c)} text`)].join(', ');
    const keepDef = [
      'row_no integer',
      ...secrets.encrypted.map((e) => `${ident(`keep_${e.field}`)} boolean`),
      ...hashColumns.map((c) => `${ident(c)} text`),
    ].join(', ');
    const picked = [
      ...secrets.encrypted.map(
        (e) =>
          `CASE WHEN k.${ident(`keep_${e.field}`)} THEN NULL ELSE s.${ident(e.column)} END AS ${ident(e.column)}`,
      ),
      ...hashColumns.map((c) => `COALESCE(k.${ident(c)}, s.${ident(c)}) AS ${ident(c)}`),
    ];
    input = `given AS (SELECT x.*, ${picked.join(', ')}
       FROM json_to_recordset(%ROWS%::json) AS x(${recordDef})
       LEFT JOIN json_to_recordset(%SECRETS%::json) AS s(${secretsDef}) ON s.row_no = x.row_no
       LEFT JOIN json_to_recordset(%KEEP%::json) AS k(${keepDef}) ON k.row_no = x.row_no)`;
  }

  const insertValues = columns.map((c) =>
    INSERT_DEFAULTS[c.name]
      ? `COALESCE(i.${ident(c.name)}, ${INSERT_DEFAULTS[c.name]})`
      : `i.${ident(c.name)}`,
  );
  const merged = (alias: string) => cols.map((c) => `COALESCE(i.${c}, ${alias}.${c})`);
  const audited = columns.filter((c) => c.audited).map((c) => ident(c.name));

  const ctes: string[] = [
    input,
    ...placementCtes(cols.includes(ident('unpaid_balance'))),
    'actor AS (SELECT %USER%::integer AS user_id)',
    `old AS (SELECT d.id, d.account_number, d.client_id${cols.map((c) => `, d.${c}`).join('')}
       FROM debt_accounts d JOIN input i ON i.account_number = d.account_number)`,
    PLACED_CTE,
    importNewAccountsCte(
      ['account_number', 'client_id', 'placement_id', ...cols],
      `SELECT i.account_number, i.placed_client_id, COALESCE(i.placed_placement_id, p.id)${insertValues.map((v) => `, ${v}`).join('')}
       FROM input i LEFT JOIN placed p ON p.client_id = i.placed_client_id
       WHERE NOT EXISTS (SELECT 1 FROM old o WHERE o.account_number = i.account_number)
       ORDER BY i.row_no`,
    ),
  ];
  const changed = cols.length
    ? `ROW(${cols.map((c) => `d.${c}`).join(', ')}) IS DISTINCT FROM ROW(${merged('d').join(', ')})`
    : 'false';
  // The balance is never set by an update (migration 0020 refuses it): a new amount in the file is
  // posted below as an adjustment of the difference, unless money has moved on the account (then the
  // row is refused: placement-sql.ts, decision 0059); a new account's is its placement (a trigger).
  const BALANCE = ident('unpaid_balance');
  const set = cols.flatMap((c, n) => (c === BALANCE ? [] : [`${c} = ${merged('d')[n]}`]));
  ctes.push(
    importChangedAccountsCte(
      [
        ...set,
        `client_id = CASE WHEN ${MOVES} THEN i.placed_client_id ELSE d.client_id END`,
        `placement_id = CASE WHEN ${MOVES} THEN COALESCE(i.placed_placement_id, p.id) ELSE d.placement_id END`,
      ],
      `FROM input i LEFT JOIN placed p ON p.client_id = i.placed_client_id
       WHERE d.account_number = i.account_number AND (${changed} OR ${MOVES})`,
    ),
  );
  {
    const fields = [
      `('client_id', o.client_id::text, upd.client_id::text)`,
      ...audited.map((c) => `('${c.slice(1, -1)}', o.${c}::text, COALESCE(i.${c}, o.${c})::text)`),
    ];
    ctes.push(
      importAuditCte(`SELECT o.id AS account_id, f.field, f.old_value, f.new_value
       FROM upd JOIN old o ON o.id = upd.id JOIN input i ON i.account_number = o.account_number
       CROSS JOIN LATERAL (VALUES ${fields.join(', ')}) AS f(field, old_value, new_value)
       WHERE f.old_value IS DISTINCT FROM f.new_value`),
    );
  }
  if (cols.includes(BALANCE)) {
    // The difference from the balance as locked by this update (not the statement's snapshot), so two
    // imports of the same row at once post it once.
    ctes.push(
      importBalanceAdjustmentCte(
        'upd.id',
        `i.${BALANCE} - upd.unpaid_balance`,
        `FROM upd JOIN input i ON i.account_number = upd.account_number
       WHERE i.${BALANCE} IS NOT NULL AND i.${BALANCE} <> upd.unpaid_balance`,
      ),
    );
  }
  if (withNotes) {
    ctes.push(`noted AS (INSERT INTO account_notes (debt_account_id, body, source, created_by_user_id)
       SELECT COALESCE(ins.id, o.id), i.note, 'import', (SELECT user_id FROM actor)
       FROM input i
       LEFT JOIN ins ON ins.account_number = i.account_number
       LEFT JOIN old o ON o.account_number = i.account_number
       WHERE i.note IS NOT NULL AND COALESCE(ins.id, o.id) IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM account_notes n WHERE n.debt_account_id = o.id AND n.body = i.note)
       RETURNING debt_account_id)`);
  }
  const noted = withNotes ? 'EXISTS (SELECT 1 FROM noted WHERE noted.debt_account_id = o.id)' : 'false';
  // One row of counts (not one per input row): rows neither created nor found are listed.
  const text = `WITH ${ctes.join(',\n')},
    outcome AS (SELECT i.row_no, ins.id IS NOT NULL AS created, upd.id IS NOT NULL AS updated,
        o.id IS NOT NULL AS existed, ${noted} AS noted
      FROM input i
      LEFT JOIN old o ON o.account_number = i.account_number
      LEFT JOIN ins ON ins.account_number = i.account_number
      LEFT JOIN upd ON upd.account_number = i.account_number)
    SELECT count(*) FILTER (WHERE created)::integer AS created,
      count(*) FILTER (WHERE NOT created AND (updated OR noted))::integer AS updated,
      count(*) FILTER (WHERE existed AND NOT updated AND NOT noted)::integer AS unchanged,
      coalesce(array_agg(row_no ORDER BY row_no) FILTER (WHERE NOT created AND NOT existed), '{}') AS lost,
      ${REFUSED_SELECT} AS refused
    FROM outcome`;

  return (p) =>
    withParams(text, {
      ROWS: p.rows,
      SECRETS: p.secrets,
      KEEP: p.keep,
      USER: p.userId,
      RUN: p.runId,
      CLIENT: p.clientId,
    });
}
