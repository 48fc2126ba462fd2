import {
  adminLettersPageSchema,
  adminLettersQuerySchema,
  batchMailedSchema,
  LETTER_BATCH_MESSAGES,
  LETTER_MESSAGES,
  letterBatchesPageSchema,
  letterBatchesQuerySchema,
  letterBatchSchema,
  letterReturnedSchema,
  markLetterMailedBodySchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { listLetters } from './admin-letters.repository';
import { batchManifestCsv, layOutBatch } from './letter-batch-print';
import {
  lettersOfBatch,
  listBatches,
  makeBatch,
  markBatchMailed,
  requireBatch,
} from './letter-batches.service';
import { markLetterReturned } from './returned-mail.service';

const batchParams = rowIdParamsSchema(LETTER_BATCH_MESSAGES.batchNotFound);
const letterParams = rowIdParamsSchema(LETTER_MESSAGES.notFound);

/** The back office's letters (decision 0068): the list, print batches for the mail vendor, returned mail. */
export const letterBatchRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const printContext = () => ({ brand: deps.config.brand, publicUrl: deps.config.publicUrl });

  app.get(
    '/api/admin/letters',
    { schema: { querystring: adminLettersQuerySchema, response: { 200: adminLettersPageSchema } } },
    (request) => listLetters(db, request.query, deps.clock()),
  );

  app.get(
    '/api/admin/letters/batches',
    { schema: { querystring: letterBatchesQuerySchema, response: { 200: letterBatchesPageSchema } } },
    (request) => listBatches(db, request.query),
  );

  app.post(
    '/api/admin/letters/batches',
    { schema: { response: { 201: letterBatchSchema } } },
    async (request, reply) =>
      reply.code(201).send(await makeBatch(db, { userId: sessionOf(request).user.id, now: deps.clock() })),
  );

  app.get(
    '/api/admin/letters/batches/:id/pdf',
    { schema: { params: batchParams } },
    async (request, reply) => {
      const batch = await requireBatch(db, request.params.id);
      const { pdf } = await layOutBatch(batch.id, await lettersOfBatch(db, batch.id), printContext());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="letter-batch-${batch.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/letters/batches/:id/manifest.csv',
    { schema: { params: batchParams } },
    async (request, reply) => {
      const batch = await requireBatch(db, request.params.id);
      const rows = await lettersOfBatch(db, batch.id);
      // The page counts come from laying the batch out, so the manifest always matches its PDF.
      const { pages } = await layOutBatch(batch.id, rows, printContext());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="letter-batch-${batch.id}-manifest.csv"`)
        .header('cache-control', 'private, no-store')
        .send(batchManifestCsv(rows, pages));
    },
  );

  app.post(
    '/api/admin/letters/batches/:id/mailed',
    {
      schema: { params: batchParams, body: markLetterMailedBodySchema, response: { 200: batchMailedSchema } },
    },
    (request) =>
      markBatchMailed(db, {
        id: request.params.id,
        mailedOn: request.body.mailedOn,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      }),
  );

  app.post(
    '/api/admin/letters/:id/returned',
    { schema: { params: letterParams, response: { 200: letterReturnedSchema } } },
    async (request) => {
      const row = await markLetterReturned(db, {
        id: request.params.id,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      });
      return { id: row.id, status: row.status, returnedAt: row.returnedAt?.toISOString() ?? '' };
    },
  );
};
