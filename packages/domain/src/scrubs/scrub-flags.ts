import { normalizePhone, parseFlexibleDate } from '../format/account-display';
import { hasRefusedCharacter, INPUT_MESSAGES } from '../input/text-input';

/**
 * Scrub flags (decision 0100): what a vendor's scrub file, an accounts import or staff say about the
 * consumer that stops or reroutes collection. Each is a contact rule of its own (decision 0101).
 */
export const SCRUB_FLAGS = [
  'bankruptcy',
  'deceased',
  'military_active_duty',
  'attorney_represented',
  'litigious',
] as const;
export type ScrubFlag = (typeof SCRUB_FLAGS)[number];

/** Who recorded it: a person on the account page, the accounts import, or a scrub file. */
export const SCRUB_SOURCES = ['staff', 'import', 'scrub_file'] as const;
export type ScrubSource = (typeof SCRUB_SOURCES)[number];

/** The chapters a person files under (7 liquidation, 11 reorganisation, 12 family farmer, 13 wage earner). */
export const BANKRUPTCY_CHAPTERS = ['7', '11', '12', '13'] as const;
export type BankruptcyChapter = (typeof BANKRUPTCY_CHAPTERS)[number];

export const SCRUB_FLAG_LABELS: Record<ScrubFlag, string> = {
  bankruptcy: 'Bankruptcy',
  deceased: 'Deceased',
  military_active_duty: 'Active military duty (SCRA)',
  attorney_represented: 'Represented by an attorney',
  litigious: 'Litigious consumer',
};

export const SCRUB_SOURCE_LABELS: Record<ScrubSource, string> = {
  staff: 'Staff',
  import: 'Accounts import',
  scrub_file: 'Scrub file',
};

/** What the one date of a flag means (the file's `date` column, the form's date field). */
export const SCRUB_DATE_LABELS: Record<ScrubFlag, string> = {
  bankruptcy: 'Filing date',
  deceased: 'Date of death',
  military_active_duty: 'Active duty start',
  attorney_represented: 'Represented since',
  litigious: 'Noted on',
};

export const SCRUB_LIMITS = {
  caseNumber: 40,
  attorneyName: 200,
  attorneyAddress: 500,
  note: 1000,
  reason: 1000,
} as const;

export const SCRUB_MESSAGES = {
  flag: `Choose the flag: ${SCRUB_FLAGS.join(', ')}`,
  date: 'The date is not a date (use MM/DD/YYYY or yyyy-mm-dd)',
  dateFuture: 'The date cannot be in the future',
  endDate: 'The end date is not a date (use MM/DD/YYYY or yyyy-mm-dd)',
  endBeforeStart: 'Active duty cannot end before it starts',
  militaryStart: 'Active military duty needs its start date',
  endDateOnlyMilitary: 'Only active military duty has an end date',
  chapter: `The bankruptcy chapter must be ${BANKRUPTCY_CHAPTERS.slice(0, -1).join(', ')} or ${BANKRUPTCY_CHAPTERS.at(-1)}`,
  attorneyName: 'A represented consumer needs the attorney’s name',
  attorneyPhone: 'The attorney’s phone must have 10 digits',
  attorneyContactByStaff:
    'Record the attorney’s name; staff record the attorney’s phone and address, where letters and calls then go',
  caseNumber: `The case number is longer than ${SCRUB_LIMITS.caseNumber} characters`,
  attorneyNameLong: `The attorney’s name is longer than ${SCRUB_LIMITS.attorneyName} characters`,
  attorneyAddress: `The attorney’s address is longer than ${SCRUB_LIMITS.attorneyAddress} characters`,
  note: `The note is longer than ${SCRUB_LIMITS.note} characters`,
  reasonRequired: 'Please give the reason for lifting this flag',
  reasonLong: `The reason is longer than ${SCRUB_LIMITS.reason} characters`,
  notFound: 'Scrub flag not found',
  alreadyCleared: 'This flag was already lifted',
  fileMissing: 'Please choose a CSV file to upload',
  fileTooLarge: 'The scrub file is larger than 20 MB: split it into smaller files',
  fileUnreadable: 'The file could not be read as CSV',
  fileHeader: 'The first row must name the columns: flag, and account_number or ssn with birth_date',
  fileEmpty: 'The file has no rows under its header',
  matchColumns: 'Give the account_number, or the ssn and the birth_date',
  ssn: 'The ssn is not a 9-digit SSN',
  birthDate: 'The birth_date is not a date (use MM/DD/YYYY or yyyy-mm-dd)',
  noAccountNumber: 'No account has this account number',
  noIdentity: 'No account has this SSN and birth date',
} as const;

/** What is recorded for one flag: the date, and the fields that apply to it. */
export interface ScrubInput {
  flag: ScrubFlag;
  /** yyyy-mm-dd: the filing date, the date of death, the start of active duty, or since when. */
  date: string | null;
  /** Active military duty only: its end, when known. */
  endDate: string | null;
  chapter: BankruptcyChapter | null;
  caseNumber: string | null;
  attorneyName: string | null;
  /** 10 digits. */
  attorneyPhone: string | null;
  attorneyAddress: string | null;
  note: string | null;
}

/** The ways files spell the flags ("BK", "death", "SCRA"), after lower-casing and underscores. */
const FLAG_ALIASES: Record<string, ScrubFlag> = {
  bk: 'bankruptcy',
  bankrupt: 'bankruptcy',
  death: 'deceased',
  dead: 'deceased',
  military: 'military_active_duty',
  active_duty: 'military_active_duty',
  scra: 'military_active_duty',
  attorney: 'attorney_represented',
  represented: 'attorney_represented',
  litigation: 'litigious',
};

/** A flag as a file or a form writes it, or null when it names none. */
export function parseScrubFlag(value: unknown): ScrubFlag | null {
  if (typeof value !== 'string') return null;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((SCRUB_FLAGS as readonly string[]).includes(key)) return key as ScrubFlag;
  return FLAG_ALIASES[key] ?? null;
}

/** A bankruptcy chapter as written: "7", "Ch. 13", "chapter 11". */
export function parseBankruptcyChapter(value: string): BankruptcyChapter | null {
  const match = /^(?:ch(?:apter|\.)?\s*)?(\d{1,2})$/i.exec(value.trim());
  const chapter = match ? String(Number(match[1])) : '';
  return (BANKRUPTCY_CHAPTERS as readonly string[]).includes(chapter) ? (chapter as BankruptcyChapter) : null;
}

/** The raw fields of one flag, as text (a form's body, a file's row, an import's cells). */
export type ScrubFields = Partial<Record<Exclude<keyof ScrubInput, 'flag'>, string | null | undefined>> & {
  flag: unknown;
};

const blankToNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * One flag's fields checked and put in their stored form, or the first reason they cannot be
 * (the server's answer, a file row's reason). `today` (yyyy-mm-dd, the agency's calendar) bounds
 * the dates that have happened: a filing, a death, a representation. Active duty may start or end
 * later (orders received, a known end of service).
 */
export function checkScrubFields(raw: ScrubFields, today: string): { value: ScrubInput } | { error: string } {
  const flag = parseScrubFlag(raw.flag);
  if (!flag) return { error: SCRUB_MESSAGES.flag };
  const text: Record<string, string | null> = {};
  for (const key of [
    'date',
    'endDate',
    'chapter',
    'caseNumber',
    'attorneyName',
    'attorneyPhone',
    'attorneyAddress',
    'note',
  ] as const) {
    const value = blankToNull(raw[key]);
    if (value !== null && hasRefusedCharacter(value)) return { error: INPUT_MESSAGES.controlCharacters };
    text[key] = value;
  }
  const date = text.date === null ? null : parseFlexibleDate(text.date);
  if (text.date !== null && !date) return { error: SCRUB_MESSAGES.date };
  const endDate = text.endDate === null ? null : parseFlexibleDate(text.endDate);
  if (text.endDate !== null && !endDate) return { error: SCRUB_MESSAGES.endDate };
  const military = flag === 'military_active_duty';
  if (date && date > today && !military) return { error: SCRUB_MESSAGES.dateFuture };
  if (military && !date) return { error: SCRUB_MESSAGES.militaryStart };
  if (endDate && !military) return { error: SCRUB_MESSAGES.endDateOnlyMilitary };
  if (date && endDate && endDate < date) return { error: SCRUB_MESSAGES.endBeforeStart };

  const bankruptcy = flag === 'bankruptcy';
  const chapter = bankruptcy && text.chapter !== null ? parseBankruptcyChapter(text.chapter) : null;
  if (bankruptcy && text.chapter !== null && !chapter) return { error: SCRUB_MESSAGES.chapter };
  const caseNumber = bankruptcy ? text.caseNumber : null;
  if (caseNumber && caseNumber.length > SCRUB_LIMITS.caseNumber) return { error: SCRUB_MESSAGES.caseNumber };

  const attorney = flag === 'attorney_represented';
  const attorneyName = attorney ? text.attorneyName : null;
  if (attorney && !attorneyName) return { error: SCRUB_MESSAGES.attorneyName };
  if (attorneyName && attorneyName.length > SCRUB_LIMITS.attorneyName)
    return { error: SCRUB_MESSAGES.attorneyNameLong };
  const phoneDigits = attorney && text.attorneyPhone !== null ? normalizePhone(text.attorneyPhone) : null;
  if (attorney && text.attorneyPhone !== null && phoneDigits?.length !== 10)
    return { error: SCRUB_MESSAGES.attorneyPhone };
  const attorneyAddress = attorney ? text.attorneyAddress : null;
  if (attorneyAddress && attorneyAddress.length > SCRUB_LIMITS.attorneyAddress)
    return { error: SCRUB_MESSAGES.attorneyAddress };
  if (text.note && text.note.length > SCRUB_LIMITS.note) return { error: SCRUB_MESSAGES.note };

  return {
    value: {
      flag,
      date,
      endDate: military ? endDate : null,
      chapter,
      caseNumber,
      attorneyName,
      attorneyPhone: phoneDigits,
      attorneyAddress,
      note: text.note,
    },
  };
}

/**
 * The attorney's address as printed lines: its own line breaks, or "street, City, ST 12345" split
 * before the city so the last line is the city line a mail vendor reads (letter-batch-print.ts).
 */
export function attorneyAddressLines(address: string | null): string[] {
  if (!address) return [];
  const lines = address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 1) return lines;
  const one = lines[0] ?? '';
  const split = /^(.*?),\s*([^,]+,\s*[A-Za-z]{2}\s+\d{5}(?:-\d{4})?)$/.exec(one);
  return split ? [split[1].trim(), split[2].trim()] : [one];
}
