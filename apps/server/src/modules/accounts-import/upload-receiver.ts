import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_MESSAGES } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import { displayFilename } from '../../display-filename';
import { HttpError } from '../../http-error';

/**
 * The multipart upload of an import, stored in a temporary file as it arrives (hashed on the way),
 * so that the rows can then be streamed from disk whatever the format. The size limit is enforced
 * while streaming: the part stops at the limit and the request is answered 413.
 */
export interface StoredUpload {
  path: string | null;
  fileName: string;
  size: number;
  sha256: string;
  fields: Record<string, string>;
  discard(): Promise<void>;
}

const UPLOAD_DIR = join(tmpdir(), 'arrears-imports');

export async function receiveUpload(request: FastifyRequest, maxBytes: number): Promise<StoredUpload> {
  if (!request.isMultipart()) throw new HttpError(400, IMPORT_MESSAGES.missingFile);
  await mkdir(UPLOAD_DIR, { recursive: true });
  const upload: StoredUpload = {
    path: null,
    fileName: '',
    size: 0,
    sha256: '',
    fields: {},
    discard: async () => {
      if (upload.path) await rm(upload.path, { force: true });
    },
  };
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== 'file' || upload.path) {
        part.file.resume(); // an unexpected file part: read past it
        continue;
      }
      upload.path = join(UPLOAD_DIR, `${randomUUID()}.upload`);
      upload.fileName = displayFilename(part.filename ?? '', 'upload');
      const hash = createHash('sha256');
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          upload.size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(upload.path));
      if (part.file.truncated) throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
      upload.sha256 = hash.digest('hex');
    }
  } catch (error) {
    await upload.discard();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(400, 'Send one file with the fields importType and uploadId.');
    }
    throw error;
  }
  return upload;
}
