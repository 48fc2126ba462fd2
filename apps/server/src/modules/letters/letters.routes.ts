import {
  createLetterBodySchema,
  LETTER_MESSAGES,
  letterCreatedSchema,
  letterMailedSchema,
  markLetterMailedBodySchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { sessionOf } from '../../plugins/access.plugin';
import { rowIdParamsSchema } from '../../route-params';
import { recordSecurityEvent } from '../../security/security-events';
import { accountIdParamsSchema, findAccount } from '../accounts';
import { bounceLetter, emailLetter } from './letter-email';
import { createLetter, findLetter, markLetterMailed } from './letters.service';
import { renderStoredLetter } from './render-letter';

const letterParams = rowIdParamsSchema(LETTER_MESSAGES.notFound);

/** Letters (decision 0065): the validation notice drafted for print, its PDF, and its mailing. */
export const letterRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    '/api/debtors/:id/letters',
    {
      schema: {
        params: accountIdParamsSchema,
        body: createLetterBodySchema,
        response: { 201: letterCreatedSchema },
      },
    },
    async (request, reply) => {
      const input = {
        accountId: request.params.id,
        body: request.body,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      };
      const row =
        request.body.delivery === 'email' ? await emailLetter(deps, input) : await createLetter(db, input);
      return reply.code(201).send({
        id: row.id,
        status: row.status,
        validationEndDate: row.validationEndDate,
        ...(row.companionLetterId === null ? {} : { companionLetterId: row.companionLetterId }),
      });
    },
  );

  // Staff read any letter, a collector those of accounts assigned to them, a debtor those of their own
  // accounts; anyone else's letter reads as missing, so ids cannot be probed.
  app.get('/api/letters/:id/pdf', { schema: { params: letterParams } }, async (request, reply) => {
    const caller = sessionOf(request).user;
    const letter = await findLetter(db, request.params.id);
    const account = letter && (await findAccount(db, letter.debtAccountId));
    const allowed =
      account !== null &&
      (caller.role === 'debtor'
        ? account.userId === caller.id
        : caller.role === 'collector'
          ? account.assignedUserId === caller.id
          : true);
    if (letter && account && !allowed) {
      await recordSecurityEvent(db, {
        type: 'letter_denied',
        success: false,
        description: `${caller.role === 'debtor' ? 'Debtor' : 'Collector'} asked for letter ${letter.id}, which is not theirs`,
        origin: request.origin,
        user: caller,
        details: { letterId: letter.id },
      });
    }
    if (!letter || !account || !allowed) throw new HttpError(404, LETTER_MESSAGES.notFound);
    const pdf = await renderStoredLetter(letter.figures, letter.language, deps.config);
    const fileName = letter.template.replace(/_/g, '-');
    // ?inline=1 opens it in the browser (the debtor's View in Documents); else it is a download.
    const disposition = (request.query as { inline?: string }).inline ? 'inline' : 'attachment';
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `${disposition}; filename="${fileName}-${letter.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post(
    '/api/admin/letters/:id/mailed',
    {
      schema: {
        params: letterParams,
        body: markLetterMailedBodySchema,
        response: { 200: letterMailedSchema },
      },
    },
    async (request) => {
      const row = await markLetterMailed(db, {
        id: request.params.id,
        mailedOn: request.body.mailedOn,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      });
      return {
        id: row.id,
        status: row.status,
        mailedOn: row.mailedOn ?? '',
        validationEndDate: row.validationEndDate ?? '',
      };
    },
  );

  app.post(
    '/api/admin/letters/:id/bounced',
    { schema: { params: letterParams, response: { 200: letterCreatedSchema } } },
    async (request) => {
      const row = await bounceLetter(deps, {
        id: request.params.id,
        userId: sessionOf(request).user.id,
        now: deps.clock(),
      });
      return { id: row.id, status: row.status, validationEndDate: row.validationEndDate };
    },
  );
};
