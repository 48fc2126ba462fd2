import { emailReceiptBodySchema, emailReceiptResultSchema, PAYMENT_MESSAGES } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { HttpError } from '../../../http-error';
import { accountLanguage, debtorActionLanguage } from '../../../i18n/language';
import { sessionOf } from '../../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../../route-params';
import { recordSecurityEvent } from '../../../security/security-events';
import { guardContact, withEmailOptOut } from '../../compliance';
import { findPayment } from '../card-payments.repository';
import { loadPayingAccount, mayActOnAccount } from '../paying-account';
import { receiptOf, receiptText } from './receipt';
import { renderReceiptPdf } from './receipt-pdf';

const params = rowIdParamsSchema(PAYMENT_MESSAGES.receiptNotAvailable);

/**
 * Receipts of approved payments: a PDF to download and an e-mail through the mail outbox. A debtor
 * gets receipts of their own accounts only, and only at their own address; staff at any address.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  async function receiptFor(request: FastifyRequest, paymentId: number) {
    const caller = sessionOf(request).user;
    const payment = await findPayment(deps.db, paymentId);
    const account = payment && (await loadPayingAccount(deps.db, payment.debtAccountId));
    if (payment && account && !mayActOnAccount(caller, account)) {
      await recordSecurityEvent(deps.db, {
        type: 'receipt_denied',
        success: false,
        description: `${caller.role === 'debtor' ? 'Debtor' : 'Collector'} asked for the receipt of payment ${paymentId}, which is not theirs`,
        origin: request.origin,
        user: caller,
        details: { paymentId },
      });
    }
    // Someone else's payment reads as missing, so ids cannot be probed.
    if (!payment || !account || !mayActOnAccount(caller, account)) {
      throw new HttpError(404, 'Payment not found');
    }
    if (payment.status !== 'approved') throw new HttpError(409, PAYMENT_MESSAGES.receiptNotAvailable);
    // The debtor's own download or e-mail is in the language they use; staff's in the account's.
    const lang = caller.role === 'debtor' ? debtorActionLanguage(request) : accountLanguage(account);
    return { payment, account, receipt: receiptOf(deps.config.brand, payment, account, lang) };
  }

  app.get('/api/payments/:id/receipt', { schema: { params } }, async (request, reply) => {
    const { payment, receipt } = await receiptFor(request, request.params.id);
    const pdf = await renderReceiptPdf(receipt);
    const name = `receipt-${payment.confirmationCode ?? payment.id}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post(
    '/api/payments/:id/email-receipt',
    { schema: { params, body: emailReceiptBodySchema, response: { 200: emailReceiptResultSchema } } },
    async (request) => {
      const { user } = sessionOf(request);
      const { payment, account, receipt } = await receiptFor(request, request.params.id);
      const to =
        user.role === 'debtor' ? (account.email ?? user.email) : (request.body.email ?? account.email);
      if (!to) throw new HttpError(400, PAYMENT_MESSAGES.noReceiptEmail);
      // Decision 0024: the debtor's own request is never blocked; staff sending a receipt is a
      // transactional notice (cease and dispute hold aside, an e-mail opt-out stops it). Recorded either way.
      await guardContact(deps, {
        accountId: payment.debtAccountId,
        channel: 'email',
        target: to,
        user,
        purpose: user.role === 'debtor' ? 'consumer_requested' : 'transactional',
      });
      await deps.mail.send({
        to,
        subject: `${deps.config.brand.companyName}: ${receipt.title} ${receipt.lines[0]?.[1] ?? ''}`.trim(),
        text: withEmailOptOut(receiptText(receipt), deps.config, payment.debtAccountId, to, receipt.lang),
        audience: { consumer: { accountId: payment.debtAccountId, languages: [receipt.lang] } },
        unsubscribeAccountId: payment.debtAccountId,
      });
      return { success: true, sentTo: to };
    },
  );
};
