import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { UnreadableFileError } from './sheet-rows';

/**
 * Zip-bomb guard for .xlsx uploads. A workbook is a zip: a few hundred KB can inflate to gigabytes,
 * and the sheet reader holds a cell's whole text in memory (a 300 KB file with one 300 MB cell grew
 * the server by 700 MB before this check). Every part is inflated here first, counting the bytes
 * actually produced (the sizes a zip declares can lie), and the file is refused once the parts pass
 * XLSX_LIMITS.maxUnzippedBytes in total or one part inflates more than maxRatio times its compressed
 * size (past a small allowance; real sheets compress 5-20 times). Streaming: memory stays flat.
 */
export const XLSX_LIMITS = {
  maxUnzippedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ratioAllowanceBytes: 1024 * 1024,
} as const;

export const XLSX_TOO_LARGE_UNZIPPED =
  'The workbook is too large once unzipped (over 100 MB, or compressed suspiciously well), so nothing was imported. Please split it into smaller files or save it as CSV.';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;

export interface ZipPart {
  /** The part's name in the zip, e.g. xl/workbook.xml. */
  name: string;
  method: number;
  compressedSize: number;
  /** Where the part's data begins, after its local header. */
  dataStart: number;
}

export const damagedWorkbook = () =>
  new UnreadableFileError('The workbook could not be read: it is damaged or incomplete.');

/** The parts listed in the zip's central directory, with where each one's data starts. */
async function partsOf(path: string): Promise<{ parts: ZipPart[]; size: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0 && eocd < 0; i -= 1) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) eocd = i;
    }
    if (eocd < 0) throw damagedWorkbook();
    const count = tail.readUInt16LE(eocd + 10);
    const directory = Buffer.alloc(Math.min(tail.readUInt32LE(eocd + 12), size));
    await file.read(directory, 0, directory.length, tail.readUInt32LE(eocd + 16));
    const parts: ZipPart[] = [];
    const header = Buffer.alloc(30);
    let at = 0;
    for (let i = 0; i < count; i += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE)
        throw damagedWorkbook();
      const localHeaderOffset = directory.readUInt32LE(at + 42);
      await file.read(header, 0, 30, localHeaderOffset);
      if (header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) throw damagedWorkbook();
      const nameLength = directory.readUInt16LE(at + 28);
      parts.push({
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        dataStart: localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28),
      });
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return { parts, size };
  } finally {
    await file.close();
  }
}

/** One part's inflated bytes, read from where the central directory says it starts. */
export function partStream(path: string, part: ZipPart, size: number): Readable {
  const end = Math.min(size, part.dataStart + part.compressedSize) - 1;
  if (end < part.dataStart) return Readable.from([]);
  const input = createReadStream(path, { start: part.dataStart, end });
  if (part.method === 0) return input;
  if (part.method !== 8) throw damagedWorkbook();
  const inflate = createInflateRaw();
  input.on('error', (error) => inflate.destroy(error));
  return input.pipe(inflate);
}

/**
 * Inflates every part of the workbook at `path`, counting; throws UnreadableFileError past the limits.
 * Answers the parts, so the reader opens each by name without a second look at the directory.
 */
export async function assertBoundedExpansion(path: string): Promise<{ parts: ZipPart[]; size: number }> {
  const { parts, size } = await partsOf(path);
  let total = 0;
  for (const part of parts) {
    const start = part.dataStart;
    // A declared size past the end of the file is read to the end only.
    const end = Math.min(size, start + part.compressedSize) - 1;
    if (part.method === 0) {
      total += Math.max(0, end - start + 1);
      if (total > XLSX_LIMITS.maxUnzippedBytes) throw new UnreadableFileError(XLSX_TOO_LARGE_UNZIPPED);
      continue;
    }
    if (part.method !== 8 || end < start) throw damagedWorkbook();
    await new Promise<void>((resolve, reject) => {
      const input = createReadStream(path, { start, end });
      const inflate = createInflateRaw();
      let read = 0;
      let produced = 0;
      const stop = (error: Error) => {
        input.destroy();
        inflate.destroy();
        reject(error);
      };
      input.on('data', (chunk) => {
        read += chunk.length;
      });
      inflate.on('data', (chunk: Buffer) => {
        produced += chunk.length;
        total += chunk.length;
        const ratioExceeded =
          produced > XLSX_LIMITS.ratioAllowanceBytes && produced > read * XLSX_LIMITS.maxRatio;
        if (total > XLSX_LIMITS.maxUnzippedBytes || ratioExceeded) {
          stop(new UnreadableFileError(XLSX_TOO_LARGE_UNZIPPED));
        }
      });
      inflate.on('end', resolve);
      inflate.on('error', () => stop(damagedWorkbook()));
      input.on('error', () => stop(damagedWorkbook()));
      input.pipe(inflate);
    });
  }
  return { parts, size };
}
