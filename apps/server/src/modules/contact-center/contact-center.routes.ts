import {
  addNoteBodySchema,
  agentPaymentRecordSchema,
  contactHistoryEntrySchema,
  debtorAccountSchema,
  sendPaymentReceiptBodySchema,
  successErrorSchema,
  updateAddressBodySchema,
  updateEmailBodySchema,
  updatePhoneBodySchema,
  visitInfoSchema,
  workQueueQuerySchema,
  workQueueSchema,
} from '@arrears/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { mayPlayRecordings } from '../telephony';
import { receiveContactForm } from './contact-form';
import { renderContactHistoryPdf } from './contact-history-pdf';
import { addAgentNote, applyContactUpdate, phoneUpdate } from './contact-updates.service';
import {
  agentPaymentsOf,
  contactHistoryOf,
  loadDebtorAccount,
  visitCountOf,
} from './debtor-workspace.repository';
import { sendPaymentReceipt } from './payment-receipt-mail';
import { sendContact } from './send-contact.service';
import { accountIdByNumber, recentlyWorkedAccounts } from './work-queue.repository';

const params = rowIdParamsSchema('Account not found');
const ok = z.object({ success: z.literal(true) });
const updated = z.object({ success: z.literal(true), changed: z.number() });

/**
 * The workspace's failure answers carry `error` too: the page shows it (docs/product/contact-center.md). A compliance
 * block keeps its rule and opening time (complianceBlockSchema).
 */
function failWithError(reply: FastifyReply, error: unknown, success?: false) {
  if (!(error instanceof HttpError)) throw error;
  const body = { ...error.body, message: error.message, error: error.message };
  return reply.code(error.statusCode).send(success === false ? { success, ...body } : body);
}

/** The agent contact center (docs/product/contact-center.md): admin and staff, as route-access.ts says. */
export const contactCenterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/api/admin/contact-center/queue',
    { schema: { querystring: workQueueQuerySchema, response: { 200: workQueueSchema } } },
    async (request) => {
      const number = request.query.account;
      const [recent, accountId] = await Promise.all([
        recentlyWorkedAccounts(db),
        number ? accountIdByNumber(db, number) : Promise.resolve(null),
      ]);
      return { recent, accountId };
    },
  );

  app.get('/api/debtors/:id', { schema: { params, response: { 200: debtorAccountSchema } } }, (request) =>
    loadDebtorAccount(deps, request.params.id),
  );

  app.get(
    '/api/debtors/:id/contacts',
    { schema: { params, response: { 200: z.array(contactHistoryEntrySchema) } } },
    (request) =>
      contactHistoryOf(db, request.params.id, {
        recordings: mayPlayRecordings(sessionOf(request).user.role),
      }),
  );

  app.get('/api/debtors/:id/contacts/pdf', { schema: { params } }, async (request, reply) => {
    const id = request.params.id;
    const account = await loadDebtorAccount(deps, id);
    const pdf = await renderContactHistoryPdf({
      accountNumber: account.accountNumber,
      name: account.fullName?.trim() || [account.firstName, account.lastName].filter(Boolean).join(' '),
      generatedAt: new Date(deps.clock()),
      entries: await contactHistoryOf(db, id),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="contact-history-${account.accountNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get(
    '/api/debtors/:id/payments',
    { schema: { params, response: { 200: z.array(agentPaymentRecordSchema) } } },
    (request) => agentPaymentsOf(db, request.params.id),
  );

  app.get(
    '/api/debtors/:id/visits',
    { schema: { params, response: { 200: visitInfoSchema } } },
    async (request) => ({ visitCount: await visitCountOf(db, request.params.id) }),
  );

  app.post('/api/debtors/:id/contact', { schema: { params } }, async (request, reply) => {
    try {
      const form = await receiveContactForm(request);
      await sendContact(deps, request.params.id, sessionOf(request).user, form, request.log);
      return { success: true };
    } catch (error) {
      return failWithError(reply, error);
    }
  });

  app.post(
    '/api/debtors/:id/notes',
    { schema: { params, body: addNoteBodySchema, response: { 200: ok } } },
    async (request) => {
      const { user } = sessionOf(request);
      await addAgentNote(db, { debtAccountId: request.params.id, userId: user.id, body: request.body.body });
      return { success: true as const };
    },
  );

  app.put(
    '/api/debtors/:id/update-phone',
    { schema: { params, body: updatePhoneBodySchema, response: { 200: updated } } },
    async (request) => {
      const update = phoneUpdate(request.params.id, sessionOf(request).user.id, request.body);
      return { success: true as const, changed: await applyContactUpdate(db, update) };
    },
  );

  app.put(
    '/api/debtors/:id/update-email',
    { schema: { params, body: updateEmailBodySchema, response: { 200: updated } } },
    async (request) => {
      const email = request.body.email.trim();
      const changed = await applyContactUpdate(db, {
        debtAccountId: request.params.id,
        userId: sessionOf(request).user.id,
        reason: request.body.reason,
        changes: { emailAddress: email },
        summary: `Email address updated to ${email}`,
      });
      return { success: true as const, changed };
    },
  );

  app.put(
    '/api/debtors/:id/update-address',
    { schema: { params, body: updateAddressBodySchema, response: { 200: updated } } },
    async (request) => {
      const b = request.body;
      const state = b.state.toUpperCase();
      const changed = await applyContactUpdate(db, {
        debtAccountId: request.params.id,
        userId: sessionOf(request).user.id,
        reason: b.reason,
        changes: {
          address1: b.address1,
          address2: b.address2 || null,
          city: b.city,
          state,
          zipCode: b.zipCode,
        },
        summary: `Address updated to ${[b.address1, b.address2, b.city].filter(Boolean).join(', ')}, ${state} ${b.zipCode}`,
      });
      return { success: true as const, changed };
    },
  );

  app.post(
    '/api/debtors/:id/send-payment-receipt',
    { schema: { params, body: sendPaymentReceiptBodySchema, response: { 200: successErrorSchema } } },
    async (request, reply) => {
      try {
        const { user } = sessionOf(request);
        await sendPaymentReceipt(deps, request.params.id, user.id, request.body.transactionId.trim());
        return { success: true };
      } catch (error) {
        return failWithError(reply, error, false);
      }
    },
  );
};
