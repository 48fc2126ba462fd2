// Test helper: a small .xlsx whose worksheet inflates to hundreds of MB (a zip bomb), written with
// streaming deflate so the test process never holds the expanded sheet either.
import { constants, crc32, createDeflateRaw } from 'node:zlib';

interface Entry {
  name: string;
  crc: number;
  size: number;
  data: Buffer;
}

async function deflateChunks(chunks: Iterable<Buffer>): Promise<Entry & { name: '' }> {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return { name: '', crc, size, data: Buffer.concat(out) };
}

function* repeated(head: string, unit: string, bytes: number, tail: string): Generator<Buffer> {
  yield Buffer.from(head);
  const chunk = Buffer.from(unit.repeat(Math.ceil((1024 * 1024) / unit.length)));
  for (let written = 0; written < bytes; written += chunk.length) yield chunk;
  yield Buffer.from(tail);
}

/** A zip file of the entries (deflated), with a plain central directory (no zip64). */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/**
 * An .xlsx whose sheet1.xml is a header row then one cell holding `expandedBytes` of text: a few
 * hundred KB on disk. `header`: the header row's cells (the import's template names).
 */
export async function xlsxBomb(expandedBytes: number, header: string[]): Promise<Buffer> {
  const cells = header.map(
    (h, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`,
  );
  const head = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${cells.join('')}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
  const sheet = await deflateChunks(
    repeated(head, 'A', expandedBytes, '</t></is></c></row></sheetData></worksheet>'),
  );
  const small = async (name: string, text: string) => ({
    ...(await deflateChunks([Buffer.from(text)])),
    name,
  });
  return zipOf([
    await small('[Content_Types].xml', CONTENT_TYPES),
    await small('_rels/.rels', RELS),
    await small('xl/workbook.xml', WORKBOOK),
    await small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
  ]);
}
