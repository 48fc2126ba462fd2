import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import { displayFilename } from '../../display-filename';
import { HttpError } from '../../http-error';
import type { DocumentStore } from './document-store';
import { PdfContentMeter } from './pdf-content';

/** The multipart upload of POST /api/admin/upload-document, its file already in the store. */
export interface ReceivedDocument {
  /** Null when no file (or an empty one) came. */
  storedName: string | null;
  originalFilename: string;
  size: number;
  sha256: string;
  isPdf: boolean;
  fields: Record<string, string>;
  /** Removes the stored file: the upload was refused after it arrived. */
  discard(): Promise<void>;
}

const FILE_FIELD = 'document';

async function* metered(file: AsyncIterable<Buffer>, meter: PdfContentMeter): AsyncGenerator<Buffer> {
  for await (const chunk of file) {
    meter.update(chunk);
    yield chunk;
  }
}

/**
 * Streams the parts: the fields are kept, the file goes straight to the store while its size, hash
 * and edges are measured. Over 10 MB the part stops at the limit, the partial file is removed and
 * the answer is 413: nothing of a refused upload stays on disk.
 */
export async function receiveDocumentUpload(
  request: FastifyRequest,
  store: DocumentStore,
): Promise<ReceivedDocument> {
  if (!request.isMultipart()) throw new HttpError(400, DOCUMENT_MESSAGES.missingInformation);
  const meter = new PdfContentMeter();
  const upload: ReceivedDocument = {
    storedName: null,
    originalFilename: '',
    size: 0,
    sha256: '',
    isPdf: false,
    fields: {},
    discard: async () => {
      if (upload.storedName) await store.delete(upload.storedName);
      upload.storedName = null;
    },
  };
  try {
    const parts = request.parts({
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value ?? '').trim();
        continue;
      }
      if (part.fieldname !== FILE_FIELD || upload.storedName) {
        part.file.resume(); // not ours: read past it
        continue;
      }
      upload.storedName = await store.put(metered(part.file, meter));
      if (part.file.truncated) throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
      upload.originalFilename = displayFilename(part.filename ?? '');
    }
  } catch (error) {
    await upload.discard();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, DOCUMENT_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError(400, DOCUMENT_MESSAGES.oneFileOnly);
    }
    throw error;
  }
  if (upload.storedName && meter.size === 0) await upload.discard(); // an empty file input
  upload.size = meter.size;
  upload.sha256 = upload.storedName ? meter.sha256() : '';
  upload.isPdf = meter.looksLikePdf();
  return upload;
}
