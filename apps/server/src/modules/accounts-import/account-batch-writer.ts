import {
  ACCOUNT_IMPORT_MESSAGES,
  CLIENT_MESSAGES,
  CLIENT_PORTAL_MESSAGES,
  easternDateOf,
  type ImportRowError,
} from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { FieldEncryption } from '../../security/field-encryption';
import { flagPastLimitation } from '../accounts';
import type { ImportedScrub, recordImportedScrubs } from '../scrubs';
import { buildAccountUpsert, type UpsertColumn } from './account-upsert-sql';
import type { BatchWriteResult, BatchWriter, JsonParam } from './batch-writer';
import { type ColumnMapping, PLACEMENT_KEYS } from './column-mapping';
import { importedScrubsOf } from './import-scrubs';
import { JsonRowsBuffer } from './json-rows-buffer';
import type { RefusedRow } from './placement-sql';
import type { ParsedRow } from './row-parser';
import { SCRUB_IMPORT_KEYS } from './scrub-columns';
import { SensitiveValues } from './sensitive-values';

/** The fields a limitation period depends on (decision 0107). */
const LIMITATION_KEYS = ['debt_type', 'date_of_first_delinquency', 'state', 'last_activity_date'];

export interface AccountsBatch {
  rows: Buffer;
  /** With SSN or birth date columns: the encrypted values, and each row's key to compare them. */
  secrets: { values: Buffer; keys: Buffer } | null;
  /** The scrub flags the batch's rows give (decision 0100); few rows have any. */
  scrubs: ImportedScrub[];
}

interface Outcome {
  created: number;
  updated: number;
  unchanged: number;
  /** Row numbers (int[] arrives as numbers from node-postgres, as strings or numbers elsewhere). */
  lost: (number | string)[];
  /** Rows refused for their client or placement (json: parsed by both drivers, a string if not). */
  refused: RefusedRow[] | string;
}

/** The row error of a row refused for its client or placement (docs/product/clients.md). */
function refusalError(r: RefusedRow, headerOf: (key: string) => string): ImportRowError {
  switch (r.refusal) {
    case 'unknown_client':
      return {
        row: r.row,
        column: headerOf('client_code'),
        reason: CLIENT_MESSAGES.unknownClientCode(r.code ?? ''),
      };
    case 'inactive_client':
      return {
        row: r.row,
        column: headerOf('client_code'),
        reason: CLIENT_MESSAGES.inactiveClientCode(r.code ?? ''),
      };
    case 'unknown_placement':
      return {
        row: r.row,
        column: headerOf('placement_id'),
        reason: CLIENT_MESSAGES.unknownPlacement(String(r.placement)),
      };
    case 'other_client':
      return {
        row: r.row,
        column: headerOf('client_code'),
        reason: CLIENT_MESSAGES.placedByOther(r.heldBy ?? ''),
      };
    // A client's own file: the other client is never named to them.
    case 'not_scope_code':
      return {
        row: r.row,
        column: headerOf('client_code'),
        reason: CLIENT_PORTAL_MESSAGES.notYourCode(r.code ?? ''),
      };
    // A client's own file: their account, which they see in their portal anyway.
    case 'held_by_scope':
      return { row: r.row, column: headerOf('account_number'), reason: CLIENT_PORTAL_MESSAGES.alreadyYours };
    // A client's own file, an account another client (or the default one) holds: the agency's
    // record names the holder; the client's answer says only "rejected" (withheldFromClient).
    case 'held_elsewhere':
      return {
        row: r.row,
        column: headerOf('account_number'),
        reason: CLIENT_MESSAGES.placedByOther(r.heldBy ?? ''),
      };
    case 'balance_differs':
      return {
        row: r.row,
        column: headerOf('unpaid_balance'),
        reason: ACCOUNT_IMPORT_MESSAGES.balanceDiffers(r.onFile ?? ''),
      };
  }
}

/**
 * Refusals of a client's own file whose reason is the agency's to know (decision 0091): who else
 * holds an account number, which placements exist. The client's answer gives them one line,
 * the same for every such cause, so that it never tells whether a number is held by another client.
 */
const WITHHELD_FROM_CLIENT: ReadonlySet<RefusedRow['refusal']> = new Set([
  'held_elsewhere',
  'unknown_placement',
]);

/**
 * Accounts are upserted by account_number, a batch per statement (see account-upsert-sql.ts).
 * Each row becomes its stored form as it is added: a JSON object in the batch buffer, its SSN
 * and birth dates encrypted with the look-up hashes. A second row for an account already in the
 * batch starts the next batch, so rows apply in file order (the last one wins).
 */
export function accountBatchWriter(
  mapping: ColumnMapping,
  /**
   * `today`: the agency's day (yyyy-mm-dd): a scrub flag's dates are checked against it, and
   * accounts written past their limitation period are flagged (decision 0107). `recordScrubs`:
   * the scrubs module's command, on the thread that writes (the worker thread only reads rows and
   * stays free of the modules' code).
   */
  deps: {
    encryption: FieldEncryption;
    jsonParam: JsonParam;
    today?: () => string;
    recordScrubs?: typeof recordImportedScrubs;
    /** The app's clock, for when the flags were recorded. */
    clock?: () => number;
  },
  userId: number,
  runId: number | null = null,
  /** A client's own placement file (the client portal): the client every row goes to. */
  scopeClientId: number | null = null,
): BatchWriter<AccountsBatch> {
  const keys = new Set(mapping.columns.map((c) => c.field.key));
  const today = deps.today?.() ?? easternDateOf(Date.now());
  const hasScrubColumns = [...keys].some((k) => SCRUB_IMPORT_KEYS.has(k));
  const sensitive = new SensitiveValues(deps.encryption, keys);
  const deriveFullName = !keys.has('full_name') && keys.has('first_name') && keys.has('last_name');
  // A file that changes none of what a limitation period is counted from leaves the check to the
  // daily job (decision 0107).
  const checksLimitation = LIMITATION_KEYS.some((key) => keys.has(key));

  const columns: UpsertColumn[] = [];
  for (const { field } of mapping.columns) {
    if (
      field.key === 'account_number' ||
      field.key === 'note' ||
      PLACEMENT_KEYS.has(field.key) ||
      SCRUB_IMPORT_KEYS.has(field.key) ||
      SensitiveValues.handles(field.key)
    )
      continue;
    columns.push({ name: field.key, sqlType: field.sqlType, audited: true });
  }
  if (deriveFullName) columns.push({ name: 'full_name', sqlType: 'text', audited: true });
  const plainKeys = [
    'account_number',
    ...columns.filter((c) => !(deriveFullName && c.name === 'full_name')).map((c) => c.name),
    ...(keys.has('note') ? ['note'] : []),
    ...[...PLACEMENT_KEYS].filter((k) => keys.has(k)),
  ];
  const headerOf = (key: string) => mapping.columns.find((c) => c.field.key === key)?.header ?? key;
  const statement = buildAccountUpsert(
    columns,
    sensitive.active
      ? {
          encrypted: sensitive.encryptedColumns(),
          identity: sensitive.writesIdentity,
          last4: sensitive.writesLast4,
        }
      : null,
    keys.has('note'),
  );

  // The row's JSON written by hand: keys are fixed per file, only the values need encoding.
  const keyPrefixes = plainKeys.map((key) => `,${JSON.stringify(key)}:`);
  const value = (v: string | number | null | undefined) =>
    v === null || v === undefined ? 'null' : typeof v === 'number' ? String(v) : JSON.stringify(v);
  function storedJson(r: ParsedRow): string {
    let json = `{"row_no":${r.number}`;
    for (let k = 0; k < plainKeys.length; k += 1) json += keyPrefixes[k] + value(r.values[plainKeys[k]]);
    if (deriveFullName) {
      const parts = [r.values.first_name, r.values.middle_initial, r.values.last_name].filter(
        (p) => p !== null && p !== undefined && p !== '',
      );
      json += `,"full_name":${value(parts.length ? parts.join(' ') : null)}`;
    }
    return `${json}}`;
  }

  const rowsBuffer = new JsonRowsBuffer();
  const secretsBuffer = sensitive.active ? new JsonRowsBuffer() : null;
  const keysBuffer = sensitive.active ? new JsonRowsBuffer(128 * 1024) : null;
  let batchKeys = new Set<string>();
  let scrubs: ImportedScrub[] = [];

  return {
    add(row) {
      const key = String(row.values.account_number);
      if (batchKeys.has(key)) return 'split';
      // A flag with a bad field rejects the row before anything of it is kept.
      const flags = hasScrubColumns ? importedScrubsOf(row, today, headerOf) : { inputs: [] };
      if ('error' in flags) return flags.error;
      for (const input of flags.inputs) scrubs.push({ row: row.number, accountNumber: key, input });
      batchKeys.add(key);
      rowsBuffer.push(storedJson(row));
      if (secretsBuffer && keysBuffer) {
        const encrypted = sensitive.encryptRow(row);
        secretsBuffer.push(encrypted.json);
        keysBuffer.push(encrypted.key);
      }
      return 'ok';
    },
    get size() {
      return rowsBuffer.size;
    },
    take() {
      batchKeys = new Set();
      const taken = scrubs;
      scrubs = [];
      return {
        scrubs: taken,
        rows: rowsBuffer.take(),
        secrets:
          secretsBuffer && keysBuffer ? { values: secretsBuffer.take(), keys: keysBuffer.take() } : null,
      };
    },
    async write(tx: Transaction, batch): Promise<BatchWriteResult> {
      let keep = '[]';
      let audit: Parameters<SensitiveValues['writeAudit']>[2] = [];
      if (batch.secrets) {
        // Encryption is randomised: compare with the stored values, decrypted, to keep the unchanged.
        const stored = await sensitive.readStored(tx, deps.jsonParam(batch.secrets.keys));
        if (stored.size > 0) {
          const compared = sensitive.compare(JSON.parse(batch.secrets.keys.toString('utf8')), stored);
          keep = JSON.stringify(compared.keep);
          audit = compared.audit;
        }
      }
      const result = await tx.execute(
        statement({
          rows: deps.jsonParam(batch.rows),
          secrets: batch.secrets ? deps.jsonParam(batch.secrets.values) : '[]',
          keep,
          userId,
          runId,
          clientId: scopeClientId,
        }),
      );
      const [outcome] = result.rows as unknown as Outcome[];
      if (deps.today && checksLimitation) {
        // The accounts this statement wrote (created or changed: stamped with the transaction's
        // now()) and past their state's period are flagged time-barred (decision 0107).
        await flagPastLimitation(tx, {
          today: deps.today(),
          scope: sql`(d.created_at = now() OR d.updated_at = now())
            AND d.account_number IN (SELECT x.account_number FROM json_to_recordset(${deps.jsonParam(batch.rows)}::json) AS x(account_number text))`,
          userId,
          source: 'import',
        });
      }
      const lost = outcome.lost.map(Number);
      const refused: RefusedRow[] =
        typeof outcome.refused === 'string' ? JSON.parse(outcome.refused) : outcome.refused;
      const counts = {
        created: outcome.created,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        errors: lost.length + refused.length,
      };
      // Another import created these account numbers between our read and our insert.
      const errors: ImportRowError[] = lost.map((row) => ({
        row,
        column: null,
        reason: 'The account was created by another import at the same time; import this row again',
      }));
      for (const r of refused) errors.push(refusalError(r, headerOf));
      const withheldRows =
        scopeClientId === null
          ? []
          : refused.filter((r) => WITHHELD_FROM_CLIENT.has(r.refusal)).map((r) => r.row);
      // A refused row changed nothing: no audit of a secret on an account it did not write.
      const refusedRows = new Set(refused.map((r) => r.row));
      // Nor a scrub flag: only rows whose account was written record theirs, in this transaction.
      const skipped = new Set([...refusedRows, ...lost]);
      const written = batch.scrubs.filter((s) => !skipped.has(s.row));
      if (written.length > 0) {
        if (!deps.recordScrubs) throw new Error('accountBatchWriter.write needs deps.recordScrubs');
        await deps.recordScrubs(tx, written, {
          userId: userId || null,
          today,
          at: new Date(deps.clock?.() ?? Date.now()),
        });
      }
      await sensitive.writeAudit(
        tx,
        userId,
        audit.filter((a) => !refusedRows.has(a.row)),
      );
      return { counts, errors, withheldRows };
    },
  };
}
