import { languageBodySchema, languageResponseSchema } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { setLanguageCookie } from '../../i18n/language-cookie';
import { sessionOf } from '../../plugins/access.plugin';

/** A signed-in debtor's choice of language: kept on their user (restored at sign-in) and in the cookie. */
export const languageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.put(
    '/api/customer/language',
    { schema: { body: languageBodySchema, response: { 200: languageResponseSchema } } },
    async (request, reply) => {
      const { language } = request.body;
      await deps.db
        .update(users)
        .set({ preferredLanguage: language, updatedAt: new Date(deps.clock()) })
        .where(eq(users.id, sessionOf(request).user.id));
      setLanguageCookie(reply, deps.config, language);
      return { language };
    },
  );
};
