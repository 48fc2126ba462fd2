import {
  agencyUserSchema,
  agencyUsersQuerySchema,
  agencyUsersResponseSchema,
  createAgencyUserSchema,
  updateAgencyUserSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { updateAgencyUser } from './agency-user-update.service';
import {
  createAgencyUser,
  listAgencyUsers,
  listAgencyUsersPage,
  presentAgencyUser,
} from './agency-users.service';

const userResponseSchema = z.object({ user: agencyUserSchema });
const INVALID_ID = 'Invalid user id';
const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: INVALID_ID })
    .int(INVALID_ID)
    .positive(INVALID_ID)
    .max(2_147_483_647, INVALID_ID),
});

/** The agency's people, admin only (route-access.ts). */
export const agencyUserRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const present = (user: UserRow) => presentAgencyUser(user, deps.config.backOfficeMfaRequired);

  app.get(
    '/api/admin/users',
    { schema: { querystring: agencyUsersQuerySchema, response: { 200: agencyUsersResponseSchema } } },
    async (request) => {
      if (!Object.values(request.query).some((v) => v !== undefined)) {
        return { users: (await listAgencyUsers(db)).map(present) };
      }
      const { rows, ...page } = await listAgencyUsersPage(db, request.query);
      return { users: rows.map(present), ...page };
    },
  );

  app.post(
    '/api/admin/users',
    { schema: { body: createAgencyUserSchema, response: { 201: userResponseSchema } } },
    async (request, reply) => {
      const user = await createAgencyUser(db, request.body, {
        actor: sessionOf(request).user,
        origin: request.origin,
        via: 'admin',
        // The admin chose this password: its owner replaces it at first sign-in, on the back office's
        // change-password page or the client portal's (every role made here has one, decision 0089).
        mustChangePassword: true,
      });
      return reply.code(201).send({ user: present(user) });
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: { params: idParamsSchema, body: updateAgencyUserSchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const user = await updateAgencyUser(
        db,
        sessionOf(request).user,
        request.params.id,
        request.body,
        request.origin,
        deps.clock(),
      );
      return { user: present(user) };
    },
  );
};
