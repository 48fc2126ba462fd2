import { UNSUBSCRIBE_MESSAGES, unsubscribeAnswerSchema, unsubscribeLinkSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { UNSUBSCRIBE_PAGE_PATH, UNSUBSCRIBE_PATH } from './opt-out';
import { unsubscribeByToken, unsubscribeLinkStatus } from './unsubscribe';

const tokenQuery = z.object({ token: z.string().max(2000).optional() });

/**
 * The e-mail unsubscribe link (decision 0032), public: the signed token names account and address.
 * Opening a link never changes anything (mail scanners open them); only a POST unsubscribes: the
 * page's button, or a mail provider's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`,
 * form-encoded or multipart, no cookie, no Origin of ours).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Providers post a form; this parser lives in this plugin only. The body says nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // Links in mail sent before the page existed, and scanners following the header's URL: on to the page.
  app.get(UNSUBSCRIBE_PATH, { schema: { querystring: tokenQuery } }, async (request, reply) => {
    const token = request.query.token;
    return reply.redirect(
      token ? `${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}` : UNSUBSCRIBE_PAGE_PATH,
      303,
    );
  });

  app.get(
    `${UNSUBSCRIBE_PATH}/link`,
    { schema: { querystring: tokenQuery, response: { 200: unsubscribeLinkSchema } } },
    async (request) => {
      const status = request.query.token ? await unsubscribeLinkStatus(deps, request.query.token) : null;
      if (!status) throw new HttpError(400, UNSUBSCRIBE_MESSAGES.invalid);
      return status;
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { schema: { querystring: tokenQuery, response: { 200: unsubscribeAnswerSchema } } },
    async (request) => {
      if (request.isMultipart())
        for await (const _part of request.parts()) {
        } // drained; nothing in it is used
      const recorded = request.query.token ? await unsubscribeByToken(deps, request.query.token) : null;
      if (recorded === null) throw new HttpError(400, UNSUBSCRIBE_MESSAGES.invalid);
      return { message: recorded ? UNSUBSCRIBE_MESSAGES.done : UNSUBSCRIBE_MESSAGES.already };
    },
  );
};
