import type { CellValue } from './sheets/sheet-rows';
import { type Parsed, parseText, parseYesNo } from './value-parsers';

/** A column's reading, as column-mapping.ts's FieldSpec (which imports these, so not from there). */
interface ScrubColumnSpec {
  key: string;
  sqlType: 'text' | 'boolean';
  parse(cell: CellValue): Parsed<string>;
}

/**
 * The optional scrub columns of an accounts file (decision 0100): a placement or a re-placement may
 * say the consumer is in bankruptcy, deceased, on active duty, represented or litigious. Cells are
 * read as text here and checked together per flag (checkScrubFields, as a scrub file's rows are),
 * so a flag with a bad field rejects its row with the reason. An empty cell, or litigious "no",
 * records nothing: an import never lifts a flag (only staff do, with a reason).
 */
const text = (key: string): ScrubColumnSpec => ({ key, sqlType: 'text', parse: (cell) => parseText(cell) });

export const SCRUB_IMPORT_FIELDS: readonly ScrubColumnSpec[] = [
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
