import { type AdminDocument, DOCUMENT_MESSAGES, documentTypeSchema, formatFileSize } from '@arrears/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../account-timeline';
import type { DocumentStore } from './document-store';
import type { ReceivedDocument } from './document-upload';
import { accountDocuments, debtAccountExists } from './documents.repository';

interface Actor {
  id: number;
  username: string;
}

/**
 * Records an upload that has arrived in the store: the checks of docs/product/documents.md (a file and an account,
 * a real PDF), then the row and its audit line in one transaction. Whatever is refused, the caller
 * discards the stored file.
 */
export async function recordUploadedDocument(
  db: Database,
  upload: ReceivedDocument,
  actor: Actor,
): Promise<AdminDocument> {
  const accountField = upload.fields.debtAccountId ?? '';
  if (!upload.storedName || !accountField) throw new HttpError(400, DOCUMENT_MESSAGES.missingInformation);
  if (!upload.isPdf) throw new HttpError(400, DOCUMENT_MESSAGES.invalidType);
  const type = documentTypeSchema.safeParse(upload.fields.documentType || 'other');
  if (!type.success) throw new HttpError(400, DOCUMENT_MESSAGES.invalidDocumentType);
  const debtAccountId = /^\d{1,9}$/.test(accountField) ? Number(accountField) : 0;
  if (!debtAccountId || !(await debtAccountExists(db, debtAccountId))) {
    throw new HttpError(404, DOCUMENT_MESSAGES.accountNotFound);
  }

  const storedName = upload.storedName;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documents)
      .values({
        debtAccountId,
        originalFilename: upload.originalFilename,
        storedName,
        documentType: type.data,
        size: upload.size,
        contentType: 'application/pdf',
        sha256: upload.sha256,
        uploadedByUserId: actor.id,
      })
      .returning({ id: documents.id });
    await recordAudit(tx, {
      debtAccountId,
      userId: actor.id,
      source: 'document',
      field: 'document',
      oldValue: null,
      newValue: `#${row.id} ${upload.originalFilename}`,
      reason: `Uploaded ${type.data} (${formatFileSize(upload.size)}, sha256 ${upload.sha256})`,
    });
    return row.id;
  });
  const listed = await accountDocuments(db, debtAccountId);
  const created = listed.find((doc) => doc.id === id);
  if (!created) throw new Error(`Document ${id} vanished right after it was recorded`);
  return created;
}

/**
 * Marks a document deleted (who and when) with its audit line, then removes its file. The row
 * stays, so the account's history still says what was there and who removed it.
 */
export async function deleteDocument(
  db: Database,
  store: DocumentStore,
  id: number,
  actor: Actor,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({ deletedAt: sql`now()`, deletedByUserId: actor.id })
      .where(and(eq(documents.id, id), isNull(documents.deletedAt)))
      .returning({
        storedName: documents.storedName,
        debtAccountId: documents.debtAccountId,
        originalFilename: documents.originalFilename,
      });
    if (!row) return null;
    await recordAudit(tx, {
      debtAccountId: row.debtAccountId,
      userId: actor.id,
      source: 'document',
      field: 'document',
      oldValue: `#${id} ${row.originalFilename}`,
      newValue: null,
      reason: 'Deleted',
    });
    return row;
  });
  if (!removed) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
  await store.delete(removed.storedName);
}
