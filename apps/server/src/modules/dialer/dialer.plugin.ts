import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { dialerRoutes } from './dialer.routes';

/** The power dialer: a session that walks the agent's own queue, one held account at a time. */
export const dialerPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(dialerRoutes, { deps });
};
