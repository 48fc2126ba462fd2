import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';

/**
 * The comparison route for bench/ (registered only with BENCH_ROUTES): one primary-key SELECT,
 * prepared like the session look-up, and no session, so the figures show what a request costs
 * beside its one query.
 */
export const benchPlugin: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const oneQuery = deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('bench_one_query');
  app.get('/api/bench/one-query', async () => {
    const [row] = await oneQuery.execute({ id: 1 });
    return { user: row ?? null };
  });
};
