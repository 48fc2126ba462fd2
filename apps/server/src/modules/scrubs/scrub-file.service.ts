import {
  checkScrubFields,
  easternDateOf,
  hasRefusedCharacter,
  INPUT_MESSAGES,
  parseFlexibleDate,
  SCRUB_MESSAGES,
  type ScrubFileResult,
  type ScrubInput,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { scrubRuns } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recordScrub } from './scrub-commands';
import { readScrubCsv, type ScrubFileRow } from './scrub-csv';
import { accountIdsByIdentity, accountIdsByNumber, type ScrubKey } from './scrub-match';

type Problem = { line: number; reason: string };
type Checked = { line: number; key: ScrubKey; input: ScrubInput };

/** Whose row it is: the account number when given, else the full SSN and the birth date. */
function keyOf(row: ScrubFileRow): { key: ScrubKey } | { error: string } {
  const accountNumber = row.values.account_number?.trim();
  if (accountNumber) return { key: { accountNumber } };
  const ssnText = row.values.ssn?.trim() ?? '';
  const birthText = row.values.birth_date?.trim() ?? '';
  if (!ssnText && !birthText) return { error: SCRUB_MESSAGES.matchColumns };
  const ssn = ssnText.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(ssn)) return { error: SCRUB_MESSAGES.ssn };
  const birthDate = parseFlexibleDate(birthText);
  if (!birthDate) return { error: SCRUB_MESSAGES.birthDate };
  return { key: { ssn, birthDate } };
}

/** Each row checked: its key and its flag's fields, or why it cannot be used. */
function checkRows(rows: readonly ScrubFileRow[], today: string) {
  const good: Checked[] = [];
  const invalid: Problem[] = [];
  for (const row of rows) {
    if (Object.values(row.values).some((v) => v !== undefined && hasRefusedCharacter(v))) {
      invalid.push({ line: row.line, reason: INPUT_MESSAGES.controlCharacters });
      continue;
    }
    const key = keyOf(row);
    if ('error' in key) {
      invalid.push({ line: row.line, reason: key.error });
      continue;
    }
    const v = row.values;
    const fields = checkScrubFields(
      {
        flag: v.flag ?? '',
        date: v.date,
        endDate: v.end_date,
        chapter: v.chapter,
        caseNumber: v.case_number,
        attorneyName: v.attorney_name,
        attorneyPhone: v.attorney_phone,
        attorneyAddress: v.attorney_address,
        note: v.note,
      },
      today,
    );
    if ('error' in fields) invalid.push({ line: row.line, reason: fields.error });
    else good.push({ line: row.line, key: key.key, input: fields.value });
  }
  return { good, invalid };
}

/**
 * POST /api/admin/scrubs (decision 0100): a vendor's scrub file. Every row is checked first; the
 * rows that find their account record their flag (all in one transaction with the run's record),
 * and the answer lists each unmatched and invalid row with its line and reason. Those change nothing.
 */
export async function runScrubFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'encryption'>,
  input: { fileName: string; text: string; userId: number },
): Promise<ScrubFileResult> {
  const rows = readScrubCsv(input.text);
  const now = deps.clock();
  const today = easternDateOf(now);
  const { good, invalid } = checkRows(rows, today);

  const [byNumber, byIdentity] = await Promise.all([
    accountIdsByNumber(
      deps.db,
      good.flatMap((g) => ('accountNumber' in g.key ? [g.key.accountNumber] : [])),
    ),
    accountIdsByIdentity(
      deps.db,
      deps.encryption,
      good.flatMap((g) => ('ssn' in g.key ? [g.key] : [])),
    ),
  ]);
  const unmatched: Problem[] = [];
  const matched: { line: number; accountIds: number[]; input: ScrubInput }[] = [];
  for (const g of good) {
    const ids =
      'accountNumber' in g.key
        ? [byNumber.get(g.key.accountNumber)].filter((id): id is number => id !== undefined)
        : (byIdentity.get(`${g.key.ssn}|${g.key.birthDate}`) ?? []);
    if (ids.length === 0)
      unmatched.push({
        line: g.line,
        reason: 'accountNumber' in g.key ? SCRUB_MESSAGES.noAccountNumber : SCRUB_MESSAGES.noIdentity,
      });
    else matched.push({ line: g.line, accountIds: ids, input: g.input });
  }

  const at = new Date(now);
  const result = await deps.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(scrubRuns)
      .values({
        fileName: input.fileName,
        userId: input.userId,
        rows: rows.length,
        matched: matched.length,
        recorded: 0,
        unmatched: unmatched.length,
        invalid: invalid.length,
        createdAt: at,
      })
      .returning();
    let recorded = 0;
    for (const m of matched) {
      let changed = false;
      for (const accountId of m.accountIds) {
        const { outcome } = await recordScrub(tx, accountId, m.input, {
          source: 'scrub_file',
          userId: input.userId,
          scrubRunId: run.id,
          today,
          at,
        });
        if (outcome !== 'unchanged') changed = true;
      }
      if (changed) recorded += 1;
    }
    await tx.update(scrubRuns).set({ recorded }).where(eq(scrubRuns.id, run.id));
    return { id: run.id, recorded };
  });
  const byLine = (a: Problem, b: Problem) => a.line - b.line;
  return {
    id: result.id,
    fileName: input.fileName,
    rows: rows.length,
    matched: matched.length,
    recorded: result.recorded,
    unmatched: unmatched.length,
    invalid: invalid.length,
    unmatchedRows: unmatched.sort(byLine),
    invalidRows: invalid.sort(byLine),
  };
}
