import {
  quickAccessBodySchema,
  quickAccessResponseSchema,
  quickAccessVerifyBodySchema,
  quickAccessVerifyResponseSchema,
  registerBodySchema,
  registerDebtorBodySchema,
  registerDebtorResponseSchema,
  registerResponseSchema,
} from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { startSession } from '../auth';
import { presentUser } from '../users';
import {
  completeIdentityCheck,
  IDENTITY_FAILURE_THROTTLES,
  IDENTITY_START_THROTTLES,
  startIdentityCheck,
} from './identity-check.service';
import type { IdentityPurpose } from './identity-purpose';
import { signInByIdentity } from './identity-sign-in';
import { registerCustomer, registerDebtor } from './register-debtor.service';

/** Quick access ends at /debtor, dispute quick access at /dispute-portal (docs/product/identity.md); the calls match. */
const QUICK_ACCESS_ENTRIES: ReadonlyArray<{ prefix: string; purpose: IdentityPurpose; label: string }> = [
  { prefix: '/api/quick-access', purpose: 'quick_access', label: 'quick access' },
  { prefix: '/api/dispute-quick-access', purpose: 'dispute_quick_access', label: 'dispute quick access' },
];

/** Identity checks that replace a password (docs/product/identity.md) and debtor registration, all public. */
export const identityRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const { prefix, purpose, label } of QUICK_ACCESS_ENTRIES) {
    app.post(
      `${prefix}-verify`,
      {
        config: { throttle: IDENTITY_START_THROTTLES },
        schema: { body: quickAccessVerifyBodySchema, response: { 200: quickAccessVerifyResponseSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return startIdentityCheck(deps, { purpose, ...request.body, origin: request.origin });
      },
    );

    app.post(
      prefix,
      {
        config: { throttle: IDENTITY_FAILURE_THROTTLES },
        schema: { body: quickAccessBodySchema, response: { 200: quickAccessResponseSchema } },
      },
      async (request, reply) => {
        const proof = await completeIdentityCheck(deps, {
          purpose,
          ...request.body,
          origin: request.origin,
        });
        const user = await signInByIdentity(deps, request, reply, proof, { purpose, label });
        return presentUser(user);
      },
    );
  }

  app.post(
    '/api/register-debtor',
    {
      config: { throttle: IDENTITY_START_THROTTLES },
      schema: { body: registerDebtorBodySchema, response: { 201: registerDebtorResponseSchema } },
    },
    async (request, reply) => {
      const user = await registerDebtor(deps, request.body, request.origin);
      await startSession(deps, request, reply, user);
      return reply.code(201).send({ user: presentUser(user) });
    },
  );

  app.post(
    '/api/register',
    {
      // Only a registration with the proof (SSN last 4, birth date, account number) is counted.
      config: { throttle: IDENTITY_START_THROTTLES },
      schema: { body: registerBodySchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const user = await registerCustomer(deps, request.body, request.origin);
      await startSession(deps, request, reply, user);
      return reply.code(201).send({ user: presentUser(user) });
    },
  );
};
