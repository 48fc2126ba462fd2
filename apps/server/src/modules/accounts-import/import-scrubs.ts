import { checkScrubFields, type ImportRowError, type ScrubFields, type ScrubInput } from '@arrears/domain';
import type { FieldSpec } from './column-mapping';
import type { ParsedRow } from './row-parser';
import { parseText, parseYesNo } from './value-parsers';

/**
 * The optional scrub columns of an accounts file (decision 0100): a placement or a re-placement may
 * say the consumer is in bankruptcy, deceased, on active duty, represented or litigious. Cells are
 * read as text here and checked together per flag (checkScrubFields, as a scrub file's rows are),
 * so a flag with a bad field rejects its row with the reason. An empty cell, or litigious "no",
 * records nothing: an import never lifts a flag (only staff do, with a reason).
 */
const text = (key: string): FieldSpec => ({ key, sqlType: 'text', parse: (cell) => parseText(cell) });

export const SCRUB_IMPORT_FIELDS: readonly FieldSpec[] = [
  text('bankruptcy_chapter'),
  text('bankruptcy_case_number'),
  text('bankruptcy_filed'),
  text('deceased_date'),
  text('military_active_duty_start'),
  text('military_active_duty_end'),
  text('attorney_name'),
  text('attorney_phone'),
  text('attorney_address'),
  { key: 'litigious', sqlType: 'boolean', parse: parseYesNo },
];

export const SCRUB_IMPORT_KEYS: ReadonlySet<string> = new Set(SCRUB_IMPORT_FIELDS.map((f) => f.key));

/** Each flag's columns, and how they fill the flag's fields. */
const FLAG_COLUMNS: { keys: string[]; fields: (v: ParsedRow['values']) => ScrubFields }[] = [
  {
    keys: ['bankruptcy_chapter', 'bankruptcy_case_number', 'bankruptcy_filed'],
    fields: (v) => ({
      flag: 'bankruptcy',
      chapter: str(v.bankruptcy_chapter),
      caseNumber: str(v.bankruptcy_case_number),
      date: str(v.bankruptcy_filed),
    }),
  },
  { keys: ['deceased_date'], fields: (v) => ({ flag: 'deceased', date: str(v.deceased_date) }) },
  {
    keys: ['military_active_duty_start', 'military_active_duty_end'],
    fields: (v) => ({
      flag: 'military_active_duty',
      date: str(v.military_active_duty_start),
      endDate: str(v.military_active_duty_end),
    }),
  },
  {
    keys: ['attorney_name', 'attorney_phone', 'attorney_address'],
    fields: (v) => ({
      flag: 'attorney_represented',
      attorneyName: str(v.attorney_name),
      attorneyPhone: str(v.attorney_phone),
      attorneyAddress: str(v.attorney_address),
    }),
  },
  { keys: ['litigious'], fields: () => ({ flag: 'litigious' }) },
];

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
const present = (v: string | number | null | undefined) =>
  v !== null && v !== undefined && v !== '' && v !== 'false';

/** A row's flags to record, or the first reason one of them cannot be (the row is then rejected). */
export function importedScrubsOf(
  row: ParsedRow,
  today: string,
  headerOf: (key: string) => string,
): { inputs: ScrubInput[] } | { error: ImportRowError } {
  const inputs: ScrubInput[] = [];
  for (const { keys, fields } of FLAG_COLUMNS) {
    const given = keys.filter((k) => present(row.values[k]));
    if (given.length === 0) continue;
    const checked = checkScrubFields(fields(row.values), today);
    if ('error' in checked)
      return { error: { row: row.number, column: headerOf(given[0]), reason: checked.error } };
    inputs.push(checked.value);
  }
  return { inputs };
}
