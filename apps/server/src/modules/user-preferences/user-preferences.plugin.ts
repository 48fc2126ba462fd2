import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { savedViewsRoutes } from './saved-views.routes';
import { userPreferencesRoutes } from './user-preferences.routes';

/** Per-user settings of the back office, e.g. the columns chosen for a table, and saved views of the lists. */
export const userPreferencesPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(userPreferencesRoutes, { deps });
  await app.register(savedViewsRoutes, { deps });
};
