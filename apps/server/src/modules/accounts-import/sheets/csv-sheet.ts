import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { type SheetRow, type SheetSource, UnreadableFileError } from './sheet-rows';

const QUOTE = 0x22;
const LF = 0x0a;
const DELIMITERS = [0x2c, 0x3b, 0x09] as const; // , ; tab

interface CsvShape {
  records: number;
  encoding: 'utf8' | 'latin1';
  delimiter: string;
}

/**
 * One quick pass over the stored upload before anything is imported: counts the records (line
 * breaks outside quotes, for the progress bar), refuses a file whose last quote never closes, picks
 * the delimiter from the header line (comma, semicolon or tab, as spreadsheets export them) and the
 * encoding (UTF-8, or Latin-1 when the bytes are not UTF-8, as older Excel versions save CSV).
 */
async function measureCsv(path: string): Promise<CsvShape> {
  let inQuotes = false;
  let breaks = 0;
  let lastByte = -1;
  let line = 1;
  let quoteOpenedOnLine = 0;
  const headerCounts = [0, 0, 0];
  let utf8 = true;
  let carry: Buffer | null = null; // a character cut in two by the chunk boundary
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>) {
    if (utf8) {
      const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
      const complete = completeUtf8Length(data);
      utf8 = isUtf8(data.subarray(0, complete)); // checks without decoding into a string
      carry = complete < data.length ? Buffer.from(data.subarray(complete)) : null;
    }
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (byte === QUOTE) {
        inQuotes = !inQuotes;
        if (inQuotes) quoteOpenedOnLine = line;
      } else if (byte === LF) {
        line += 1;
        if (!inQuotes) breaks += 1;
      } else if (breaks === 0 && !inQuotes) {
        const d = DELIMITERS.indexOf(byte as (typeof DELIMITERS)[number]);
        if (d >= 0) headerCounts[d] += 1;
      }
    }
    if (chunk.length) lastByte = chunk[chunk.length - 1];
  }
  if (carry) utf8 = false;
  if (inQuotes) {
    throw new UnreadableFileError(
      `The file could not be read: a quoted value that starts on line ${quoteOpenedOnLine} is never closed.`,
    );
  }
  const records = breaks + (lastByte !== -1 && lastByte !== LF ? 1 : 0);
  const best = headerCounts.indexOf(Math.max(...headerCounts));
  const delimiter = headerCounts[best] > 0 ? String.fromCharCode(DELIMITERS[best]) : ',';
  return { records, encoding: utf8 ? 'utf8' : 'latin1', delimiter };
}

/** The length of `data` without a last character whose bytes continue in the next chunk. */
function completeUtf8Length(data: Buffer): number {
  for (let i = data.length - 1; i >= Math.max(0, data.length - 4); i -= 1) {
    const byte = data[i];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    if (byte < 0xc0) return data.length; // ASCII
    const width = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return data.length - i < width ? i : data.length;
  }
  return data.length;
}

/** A CSV upload stored on disk, parsed as a stream: only the current rows are in memory. */
export async function openCsvSheet(path: string): Promise<SheetSource> {
  const shape = await measureCsv(path);
  return {
    totalRows: Math.max(0, shape.records - 1),
    async *rows(): AsyncIterable<SheetRow> {
      // Small reads: csv-parse turns a whole chunk into records at once, and records that wait in
      // the stream's buffer while batches are written live long enough to reach V8's old space.
      const parser = createReadStream(path, { highWaterMark: 16 * 1024 }).pipe(
        parse({
          bom: true,
          delimiter: shape.delimiter,
          encoding: shape.encoding,
          relax_column_count: true,
          relax_quotes: true,
        }),
      );
      let number = 0;
      try {
        for await (const record of parser as AsyncIterable<string[]>) {
          number += 1;
          yield { number, cells: record };
        }
      } catch (error) {
        throw new UnreadableFileError(
          `The file could not be read after row ${number}: ${(error as Error).message}`,
        );
      } finally {
        parser.destroy();
      }
    },
  };
}
