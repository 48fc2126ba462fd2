import { DOCUMENT_MESSAGES } from '@arrears/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import type { DocumentStore } from './document-store';
import type { StoredDocumentRef } from './documents.repository';

/** `?download=1` (or true): save as a file; anything else opens in the browser's PDF viewer. */
export function wantsDownload(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}

/**
 * Content-Disposition with the original name: a plain ASCII fallback for old clients and the
 * exact UTF-8 name (RFC 6266 / RFC 5987), so no quote or header break can come from a file name.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a stored PDF; a row whose file is missing answers 404 like any missing document. */
export async function sendDocumentFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: DocumentStore,
  doc: StoredDocumentRef,
  download: boolean,
): Promise<FastifyReply> {
  const file = await store.get(doc.storedName);
  if (!file) {
    request.log.error({ documentId: doc.id }, 'document file missing from the store');
    throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', file.size)
    .header(
      'content-disposition',
      contentDisposition(download ? 'attachment' : 'inline', doc.originalFilename),
    )
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
