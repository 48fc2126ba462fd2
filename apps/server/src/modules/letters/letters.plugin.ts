import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { bulkLetterRoutes } from './bulk-letters';
import { eDeliveryRoutes } from './e-delivery.routes';
import { letterBatchRoutes } from './letter-batches.routes';
import { letterRoutes } from './letters.routes';
import { noticeOverdueRoutes } from './notice-overdue.routes';
import { timeBarredRoutes } from './time-barred.routes';
import { validationNoticeRoutes } from './validation-notice.routes';
import { workspaceLetterRoutes } from './workspace-letters.routes';

/** Letters to consumers (decisions 0065 to 0071, docs/product/letters.md): the notice and the other letters, batches, e-delivery. */
export const lettersPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(letterRoutes, { deps });
  await app.register(timeBarredRoutes, { deps });
  await app.register(letterBatchRoutes, { deps });
  await app.register(eDeliveryRoutes, { deps });
  await app.register(noticeOverdueRoutes, { deps });
  await app.register(workspaceLetterRoutes, { deps });
  await app.register(validationNoticeRoutes, { deps });
  await app.register(bulkLetterRoutes, { deps });
};
