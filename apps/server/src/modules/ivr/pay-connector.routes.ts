import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { IVR_PATHS } from './ivr-voice';
import { chargeFromConnector, checkConnectorAuth, payConnectorBodySchema } from './pay-connector.service';

/**
 * Twilio's Generic Pay Connector posts the card of an IVR payment here (public route, HTTP Basic
 * with PAY_CONNECTOR_USERNAME/PASSWORD: wrong or missing → 401; no connector configured → 404).
 * The answer is the connector's JSON: { charge_id, error_code, error_message }.
 */
export const payConnectorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    IVR_PATHS.payConnector,
    {
      // Credentials first: an unauthenticated body is not even validated.
      preValidation: async (request) => checkConnectorAuth(deps, request.headers.authorization),
      schema: { body: payConnectorBodySchema },
    },
    async (request) => chargeFromConnector(deps, request.body),
  );
};
