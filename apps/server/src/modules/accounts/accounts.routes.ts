import { PassThrough } from 'node:stream';
import { accountEditSchema, LIST_CURSOR_HEADER, LIST_TOTAL_HEADER } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { MisplacedValues } from '../../security/misplaced-values';
import { type PostBalanceCorrection, updateAccount } from './account-edit.service';
import { ACCOUNT_COLUMNS, COMPACT_COLUMNS, presentAccount, SUMMARY_COLUMNS } from './account-presenter';
import {
  ACCOUNT_MESSAGES,
  accountIdParamsSchema,
  accountSchema,
  accountsQuerySchema,
  parseAccountId,
  testAccountsQuerySchema,
} from './account-schemas';
import {
  assigneesOf,
  findAccount,
  lastContacts,
  lastContactVersion,
  listAccountsPage,
} from './accounts.repository';
import { accountsStamp, answerNotModified, etagOf } from './accounts-change-stamp';
import { exportFileName, takeExportSlot, writeAccountsWorkbook } from './accounts-export';
import { accountsOverview } from './accounts-overview';
import { testAccountsPage } from './test-accounts-list';

const COLUMNS_OF_VIEW = {
  full: ACCOUNT_COLUMNS,
  compact: COMPACT_COLUMNS,
  summary: SUMMARY_COLUMNS,
} as const;

/**
 * The accounts table, detail, edit and export (docs/product/accounts-import.md). Admin and staff only
 * (route-access.ts). Both lists carry an ETag and answer 304 when nothing changed, so the
 * pages' 5-second refresh costs one cached stamp look-up.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{
  deps: AppDeps;
  postBalanceCorrection: PostBalanceCorrection;
}> = async (app, { deps, postBalanceCorrection }) => {
  const { db, encryption } = deps;
  // No automatic HEAD twins: the access plugin does not check HEAD routes (it skips them in
  // onRoute), so a HEAD would run these handlers without a session.
  const noHead = { exposeHeadRoute: false } as const;

  app.get(
    '/api/admin/accounts',
    // No response schema: the presenter builds exactly the catalogue's keys, and validating
    // 100 rows × 122 fields on every answer was the largest CPU cost of this route.
    { ...noHead, schema: { querystring: accountsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const nowMs = deps.clock();
      const [stamp, contactVersion] = await Promise.all([accountsStamp(db), lastContactVersion(db)]);
      // Every parameter shapes the answer; a new timeline entry changes the last contacts, and
      // "no contact in N days" moves with the clock.
      const shape = ['page', query, contactVersion, query.noContactDays ? Math.floor(nowMs / 60_000) : null];
      if (answerNotModified(request, reply, etagOf(stamp, shape))) return reply;
      const columns = COLUMNS_OF_VIEW[query.view];
      const { rows, total, totalIsLowerBound, nextCursor } = await listAccountsPage(
        db,
        query,
        stamp,
        columns,
        {
          nowMs,
          contactVersion,
        },
      );
      const misplaced = new MisplacedValues();
      const accounts = rows.map((row) => presentAccount(row, encryption, columns, misplaced.note));
      await misplaced.record(db, request);
      return {
        accounts,
        total,
        ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
        page: query.page,
        pageSize: query.pageSize,
        nextCursor,
        lastContact: await lastContacts(
          db,
          rows.map((row) => row.id),
        ),
        // The list's Assignee column (decision 0114).
        assignedTo: await assigneesOf(
          db,
          rows.map((row) => row.id),
        ),
      };
    },
  );

  app.get(
    '/api/test/accounts',
    { ...noHead, schema: { querystring: testAccountsQuerySchema } },
    async (request, reply) => {
      const { before } = request.query;
      const stamp = await accountsStamp(db);
      if (answerNotModified(request, reply, etagOf(stamp, ['test-accounts', before ?? null]))) return reply;
      const { items, nextBefore } = await testAccountsPage(db, { before });
      // Headers only on a part of the list: a small agency's answer is exactly the spec's array.
      if (before !== undefined || nextBefore !== null) reply.header(LIST_TOTAL_HEADER, String(stamp.count));
      if (nextBefore !== null) reply.header(LIST_CURSOR_HEADER, String(nextBefore));
      return items;
    },
  );

  app.get('/api/admin/accounts-overview', noHead, async (request, reply) => {
    const stamp = await accountsStamp(db);
    if (answerNotModified(request, reply, etagOf(stamp, 'overview'))) return reply;
    return accountsOverview(db);
  });

  app.get(
    '/api/admin/accounts/:id',
    { ...noHead, schema: { params: accountIdParamsSchema, response: { 200: accountSchema } } },
    async (request, reply) => {
      const id = parseAccountId(request.params.id);
      const row = id === null ? null : await findAccount(db, id);
      if (!row) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
      reply.header('Cache-Control', 'no-store');
      const misplaced = new MisplacedValues();
      const account = presentAccount(row, encryption, ACCOUNT_COLUMNS, misplaced.note);
      await misplaced.record(db, request);
      return account;
    },
  );

  app.put(
    '/api/admin/accounts/:id',
    { schema: { params: accountIdParamsSchema, body: accountEditSchema, response: { 200: accountSchema } } },
    async (request, reply) => {
      const id = parseAccountId(request.params.id);
      if (id === null) throw new HttpError(404, ACCOUNT_MESSAGES.notFound);
      const { account } = await updateAccount(
        db,
        id,
        request.body,
        sessionOf(request).user.id,
        postBalanceCorrection,
      );
      reply.header('Cache-Control', 'no-store');
      const misplaced = new MisplacedValues();
      // Read again for the fields of other tables (the client's code).
      const stored = (await findAccount(db, account.id)) ?? account;
      const presented = presentAccount(stored, encryption, ACCOUNT_COLUMNS, misplaced.note);
      await misplaced.record(db, request);
      return presented;
    },
  );

  app.get('/api/admin/export-excel', noHead, async (request, reply) => {
    // One at a time per process (429 otherwise): the workbook is made on a worker thread.
    const release = takeExportSlot();
    const out = new PassThrough();
    const misplaced = new MisplacedValues();
    const keys = {
      masterKey: new Uint8Array(deps.config.encryptionKey),
      previousKeys: deps.config.previousEncryptionKeys.map((key) => new Uint8Array(key)),
    };
    writeAccountsWorkbook(db, keys, out, deps.activity, misplaced.note)
      .finally(release)
      .then((outcome) => {
        if (!outcome.complete) request.log.info('accounts export stopped: the client went away');
        return misplaced.record(db, request);
      })
      .catch((error: unknown) => {
        // The headers are gone by now: the client sees a broken download, the log says why.
        request.log.error({ err: error }, 'accounts export failed');
        out.destroy(error as Error);
      });
    reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${exportFileName(deps.clock())}"`)
      .header('Cache-Control', 'no-store');
    return reply.send(out);
  });
};
