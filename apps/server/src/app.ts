import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { users } from './db/schema';
import type { AppDeps } from './deps';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { accountsImportRoutes } from './modules/accounts-import/accounts-import.routes';
import { agencyUserRoutes } from './modules/agency-users/agency-users.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { chatSessionsOf } from './modules/chat/chat-session.store';
import { complianceRoutes } from './modules/compliance/compliance.routes';
import { unsubscribeRoutes } from './modules/compliance/unsubscribe.routes';
import { contactCenterRoutes } from './modules/contact-center/contact-center.routes';
import { contactChangeRequestRoutes } from './modules/contact-center/contact-change-requests.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { adminDisputeRoutes } from './modules/disputes/admin-disputes.routes';
import { chatDisputeRoutes } from './modules/disputes/chat-disputes.routes';
import { customerDisputeRoutes } from './modules/disputes/customer-disputes.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { mfaRoutes } from './modules/mfa/mfa.routes';
import { pageViewRoutes } from './modules/page-views/page-views.routes';
import { passwordRoutes } from './modules/passwords/passwords.routes';
import { cardPaymentRoutes } from './modules/payments/card-payments.routes';
import { customerPaymentRoutes } from './modules/payments/customer-payments.routes';
import { externalPaymentsRoutes } from './modules/payments/external-payments.routes';
import { paymentDetailsRoutes } from './modules/payments/payment-details.routes';
import { receiptRoutes } from './modules/payments/receipts/receipts.routes';
import { securityDashboardRoutes } from './modules/security-dashboard/security-dashboard.routes';
import { smsOptInRoutes } from './modules/sms-opt-in/sms-opt-in.routes';
import { spaRoutes } from './modules/spa/spa.routes';
import { statementRoutes } from './modules/statements/statements.routes';
import { callRoutes } from './modules/telephony/calls.routes';
import { smsRoutes } from './modules/telephony/sms.routes';
import { twilioWebhookRoutes } from './modules/telephony/twilio-webhooks.routes';
import { accessPlugin } from './plugins/access.plugin';
import { registerErrorHandling } from './plugins/errors.plugin';
import { registerSameOriginCheck } from './plugins/same-origin.plugin';
import { isInteractiveRequest } from './request-activity';
import { recordMisplacedValuesOnError } from './security/misplaced-values';

/** Fields that never reach a log line, wherever they appear in a logged object. */
const REDACTED = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'cardNumber',
  'cvv',
  'ssn',
  'ssnLast4',
  'ssn_last4',
  'dateOfBirth',
  'dob',
  'verificationToken',
  'selectedAddress',
  'selected_address',
  'debtor_id',
];
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...REDACTED.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

/**
 * The request as a log line shows it: the path without its query string, where reset and
 * unsubscribe links carry their tokens.
 */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface BuildOptions {
  /** Where log lines go (tests read them to check redaction); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = {
    level: deps.config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { req: requestForLog },
  };
  const app = Fastify({
    logger: options.logStream
      ? { ...logger, stream: options.logStream }
      : deps.config.logLevel === 'silent'
        ? false
        : logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Radix positions popovers with inline styles
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: deps.config.isProduction ? [] : null,
      },
    },
    hsts: deps.config.isProduction,
  });

  // Uploads (imports, documents, attachments): 10 MB per file; routes stream the parts themselves.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });

  // Our plugins
  registerErrorHandling(app);
  recordMisplacedValuesOnError(app, deps.db);
  registerSameOriginCheck(app, { config: deps.config, db: deps.db });
  app.addHook('onRequest', (request, _reply, done) => {
    if (isInteractiveRequest(request.url)) deps.activity.seen();
    done();
  });
  await app.register(accessPlugin, {
    sessions: deps.sessions,
    db: deps.db,
    chatSessions: chatSessionsOf(deps),
    config: deps.config,
    clock: deps.clock,
  });

  // Modules
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(authRoutes, { deps });
  await app.register(mfaRoutes, { deps });
  await app.register(pageViewRoutes, { deps });
  await app.register(securityDashboardRoutes, { deps });
  await app.register(jobsRoutes, { deps });
  await app.register(dashboardRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(agencyUserRoutes, { deps });
  await app.register(accountsRoutes, { deps });
  await app.register(accountsImportRoutes, { deps });
  await app.register(externalPaymentsRoutes, { deps });
  await app.register(paymentDetailsRoutes, { deps });
  await app.register(cardPaymentRoutes, { deps });
  await app.register(customerPaymentRoutes, { deps });
  await app.register(receiptRoutes, { deps });
  await app.register(identityRoutes, { deps });
  await app.register(customerDisputeRoutes, { deps });
  await app.register(adminDisputeRoutes, { deps });
  await app.register(smsOptInRoutes, { deps });
  await app.register(documentRoutes, { deps });
  await app.register(contactCenterRoutes, { deps });
  await app.register(contactChangeRequestRoutes, { deps });
  await app.register(chatDisputeRoutes, { deps });
  await app.register(statementRoutes, { deps });
  await app.register(callRoutes, { deps });
  await app.register(smsRoutes, { deps });
  await app.register(twilioWebhookRoutes, { deps });
  await app.register(chatRoutes, { deps });
  await app.register(complianceRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps });
  if (deps.config.benchRoutes) {
    // The comparison route for bench/: one primary-key SELECT (prepared, like the session look-up), no session.
    const oneQuery = deps.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('bench_one_query');
    app.get('/api/bench/one-query', async () => {
      const [row] = await oneQuery.execute({ id: 1 });
      return { user: row ?? null };
    });
  }
  await app.register(spaRoutes, { deps });
  return app;
}
