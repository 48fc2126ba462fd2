import { open } from 'node:fs/promises';

/**
 * What an uploaded file really is, from its bytes rather than its name: a renamed .txt that holds
 * CSV is accepted, a PNG renamed .csv is not.
 *   xlsx  zip (PK\x03\x04) whose central directory lists xl/workbook.xml
 *   xls   OLE2 compound document (D0 CF 11 E0 A1 B1 1A E1)
 *   csv   text: no NUL or other control bytes besides tab, CR, LF, FF in the first 64 KB
 */
export type FileKind = 'csv' | 'xlsx' | 'xls';

export type FileKindVerdict =
  | { kind: FileKind }
  | { kind: null; reason: 'empty' | 'not-spreadsheet' | 'broken-workbook' };

const SAMPLE_BYTES = 64 * 1024;
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF_MAGIC = Buffer.from('%PDF-');
/** End of central directory record: signature, then 18 fixed bytes and up to 64 KB of comment. */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;

export async function detectFileKind(path: string): Promise<FileKindVerdict> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return { kind: null, reason: 'empty' };
    const head = Buffer.alloc(Math.min(size, SAMPLE_BYTES));
    await file.read(head, 0, head.length, 0);
    if (head.subarray(0, 8).equals(OLE2_MAGIC)) return { kind: 'xls' };
    if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
      const names = await zipEntryNames(file, size);
      if (names === null) return { kind: null, reason: 'broken-workbook' };
      return names.includes('xl/workbook.xml') ? { kind: 'xlsx' } : { kind: null, reason: 'not-spreadsheet' };
    }
    if (head.subarray(0, 5).equals(PDF_MAGIC)) return { kind: null, reason: 'not-spreadsheet' };
    return looksLikeText(head) ? { kind: 'csv' } : { kind: null, reason: 'not-spreadsheet' };
  } finally {
    await file.close();
  }
}

function looksLikeText(sample: Buffer): boolean {
  for (const byte of sample) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/**
 * The names in a zip's central directory (at the end of the file), or null when there is none:
 * a truncated or damaged workbook is refused before anything is imported from it.
 */
async function zipEntryNames(file: Awaited<ReturnType<typeof open>>, size: number): Promise<string[] | null> {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let i = tailLength - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > size) return null;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);
  const names: string[] = [];
  let at = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
