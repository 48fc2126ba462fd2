import { isUtf8 } from 'node:buffer';
import { SCRUB_MESSAGES } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import { displayFilename } from '../../display-filename';
import { HttpError } from '../../http-error';

/** A scrub file is read whole: a month's vendor return for a large book fits well under this. */
export const SCRUB_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The `file` part of POST /api/admin/scrubs as text: UTF-8, or Latin-1 when the bytes are not
 * UTF-8 (older Excel saves CSV so). No file, or an empty one, is a 400; past the limit a 413.
 */
export async function receiveScrubFile(request: FastifyRequest): Promise<{ fileName: string; text: string }> {
  if (!request.isMultipart()) throw new HttpError(400, SCRUB_MESSAGES.fileMissing);
  let received: { fileName: string; bytes: Buffer } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: SCRUB_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw new HttpError(413, SCRUB_MESSAGES.fileTooLarge);
      received = {
        fileName: displayFilename(part.filename ?? '', 'scrub.csv'),
        bytes: Buffer.concat(chunks),
      };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, SCRUB_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(400, SCRUB_MESSAGES.fileMissing);
    throw error;
  }
  if (!received || received.bytes.length === 0) throw new HttpError(400, SCRUB_MESSAGES.fileMissing);
  const { bytes } = received;
  return { fileName: received.fileName, text: bytes.toString(isUtf8(bytes) ? 'utf8' : 'latin1') };
}
