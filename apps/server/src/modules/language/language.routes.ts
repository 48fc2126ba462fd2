import { languageBodySchema, languageResponseSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { setLanguageCookie } from '../../i18n/language-cookie';
import { sessionOf } from '../../plugins/access.plugin';
import { setPreferredLanguage } from '../users';

/** A signed-in debtor's choice of language: kept on their user (restored at sign-in) and in the cookie. */
export const languageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/api/customer/language',
    { schema: { body: languageBodySchema, response: { 200: languageResponseSchema } } },
    async (request, reply) => {
      const { language } = request.body;
      await setPreferredLanguage(deps.db, sessionOf(request).user.id, language, new Date(deps.clock()));
      setLanguageCookie(reply, deps.config, language);
      return { language };
    },
  );
};
