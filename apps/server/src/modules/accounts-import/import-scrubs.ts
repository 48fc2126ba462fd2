import { checkScrubFields, type ImportRowError, type ScrubFields, type ScrubInput } from '@arrears/domain';
import type { ParsedRow } from './row-parser';

/**
 * A row's scrub columns (scrub-columns.ts) read together per flag with checkScrubFields, as a scrub
 * file's rows are (decision 0100): a flag with a bad field rejects its row with the reason.
 */

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
