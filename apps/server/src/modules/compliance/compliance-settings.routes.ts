import { complianceSettingsBodySchema, complianceSettingsSchema } from '@arrears/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { sessionOf } from '../../plugins/access.plugin';
import { complianceSettingsOf, saveComplianceSettings } from './compliance-settings.service';

/** The agency's compliance settings (decision 0106): where it holds a collection licence. Admin only. */
export const complianceSettingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/api/admin/compliance/settings', { schema: { response: { 200: complianceSettingsSchema } } }, () =>
    complianceSettingsOf(deps.db),
  );

  app.put(
    '/api/admin/compliance/settings',
    { schema: { body: complianceSettingsBodySchema, response: { 200: complianceSettingsSchema } } },
    (request) => {
      const { user } = sessionOf(request);
      return saveComplianceSettings(deps.db, request.body.licensedStates, {
        id: user.id,
        role: user.role,
        username: user.username,
        origin: request.origin,
      });
    },
  );
};
