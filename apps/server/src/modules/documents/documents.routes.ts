import {
  adminDocumentSchema,
  adminDocumentsSchema,
  customerDocumentsSchema,
  DOCUMENT_MESSAGES,
  deleteDocumentResultSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { recordSecurityEvent } from '../../security/security-events';
import { debtorLetterDocuments } from '../letters';
import { createDocumentStore } from './create-document-store';
import { sendDocumentFile, wantsDownload } from './document-file-reply';
import type { DocumentStore } from './document-store';
import { receiveDocumentUpload } from './document-upload';
import {
  accountDocuments,
  customerDocuments,
  debtAccountExists,
  findLiveDocument,
} from './documents.repository';
import { deleteDocument, recordUploadedDocument } from './documents.service';

/** An id in a path; anything else reads as a missing document, so nothing about ids is revealed. */
const idParam = z.string().transform((v) => (/^\d{1,9}$/.test(v) ? Number(v) : 0));
const fileQuery = z.object({ download: z.string().optional() });

function notFound(): never {
  throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
}

/**
 * Documents (docs/product/documents.md). Staff upload, list, open and delete any account's documents;
 * a customer lists and opens only the documents of accounts linked to their own user (from the
 * session, never from the request): another's document id answers 404 like a missing one.
 */
export const documentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; store?: DocumentStore }> = async (
  app,
  { deps, store: givenStore },
) => {
  const store = givenStore ?? createDocumentStore(deps.config);

  app.get(
    '/api/customer/documents',
    { schema: { response: { 200: customerDocumentsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = sessionOf(request).user.id;
      // Uploaded files and the letters we sent (decision 0069), newest first.
      const rows = [
        ...(await customerDocuments(deps.db, userId)),
        ...(await debtorLetterDocuments(deps, userId)),
      ];
      return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  );

  app.get(
    '/api/customer/documents/:id',
    { schema: { params: z.object({ id: idParam }), querystring: fileQuery } },
    async (request, reply) => {
      const doc = request.params.id ? await findLiveDocument(deps.db, request.params.id) : null;
      const user = sessionOf(request).user;
      if (doc && doc.ownerUserId !== user.id) {
        await recordSecurityEvent(deps.db, {
          type: 'document_denied',
          success: false,
          description: `Debtor asked for document ${doc.id}, which is not theirs`,
          origin: request.origin,
          user,
          details: { documentId: doc.id },
        });
      }
      if (!doc || doc.ownerUserId !== user.id) notFound();
      return sendDocumentFile(request, reply, store, doc, wantsDownload(request.query.download));
    },
  );

  app.get(
    '/api/admin/documents/:accountId',
    { schema: { params: z.object({ accountId: idParam }), response: { 200: adminDocumentsSchema } } },
    async (request, reply) => {
      const { accountId } = request.params;
      if (!accountId || !(await debtAccountExists(deps.db, accountId))) {
        throw new HttpError(404, DOCUMENT_MESSAGES.accountNotFound);
      }
      reply.header('cache-control', 'no-store');
      return accountDocuments(deps.db, accountId);
    },
  );

  app.get(
    '/api/admin/documents/:id/file',
    { schema: { params: z.object({ id: idParam }), querystring: fileQuery } },
    async (request, reply) => {
      const doc = request.params.id ? await findLiveDocument(deps.db, request.params.id) : null;
      if (!doc) notFound();
      return sendDocumentFile(request, reply, store, doc, wantsDownload(request.query.download));
    },
  );

  app.post(
    '/api/admin/upload-document',
    { schema: { response: { 201: adminDocumentSchema } } },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const upload = await receiveDocumentUpload(request, store);
      try {
        const created = await recordUploadedDocument(deps.db, upload, user);
        request.log.info({ documentId: created.id, bytes: created.size }, 'document uploaded');
        return reply.code(201).send(created);
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },
  );

  app.delete(
    '/api/admin/documents/:id',
    { schema: { params: z.object({ id: idParam }), response: { 200: deleteDocumentResultSchema } } },
    async (request) => {
      const { id } = request.params;
      if (!id) notFound();
      await deleteDocument(deps.db, store, id, sessionOf(request).user);
      return { success: true as const, id };
    },
  );
};
