import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { accountsPlugin } from './modules/accounts/accounts.plugin';
import { accountsImportPlugin } from './modules/accounts-import/accounts-import.plugin';
import { agencyUsersPlugin } from './modules/agency-users/agency-users.plugin';
import { arrangementsPlugin } from './modules/arrangements/arrangements.plugin';
import { authPlugin } from './modules/auth/auth.plugin';
import { chatPlugin } from './modules/chat/chat.plugin';
import { clientPortalPlugin } from './modules/client-portal/client-portal.plugin';
import { clientsPlugin } from './modules/clients/clients.plugin';
import { compliancePlugin } from './modules/compliance/compliance.plugin';
import { contactCenterPlugin } from './modules/contact-center/contact-center.plugin';
import { dashboardPlugin } from './modules/dashboard/dashboard.plugin';
import { disputesPlugin } from './modules/disputes/disputes.plugin';
import { documentsPlugin } from './modules/documents/documents.plugin';
import { globalSearchPlugin } from './modules/global-search/global-search.plugin';
import { identityPlugin } from './modules/identity/identity.plugin';
import { jobsPlugin } from './modules/jobs/jobs.plugin';
import { languagePlugin } from './modules/language/language.plugin';
import { ledgerPlugin } from './modules/ledger/ledger.plugin';
import { postBalanceCorrection } from './modules/ledger/ledger-posting';
import { lettersPlugin } from './modules/letters/letters.plugin';
import { mfaPlugin } from './modules/mfa/mfa.plugin';
import { pageViewsPlugin } from './modules/page-views/page-views.plugin';
import { passwordsPlugin } from './modules/passwords/passwords.plugin';
import { markPaymentReversed } from './modules/payments/payment-commands';
import { paymentsPlugin } from './modules/payments/payments.plugin';
import { promisesPlugin } from './modules/promises/promises.plugin';
import { remittancesPlugin } from './modules/remittances/remittances.plugin';
import { securityDashboardPlugin } from './modules/security-dashboard/security-dashboard.plugin';
import { smsOptInPlugin } from './modules/sms-opt-in/sms-opt-in.plugin';
import { spaPlugin } from './modules/spa/spa.plugin';
import { statementsPlugin } from './modules/statements/statements.plugin';
import { telephonyPlugin } from './modules/telephony/telephony.plugin';
import { userPreferencesPlugin } from './modules/user-preferences/user-preferences.plugin';
import { workQueuePlugin } from './modules/work-queue/work-queue.plugin';
import { accessPlugin } from './plugins/access.plugin';
import { benchPlugin } from './plugins/bench.plugin';
import { errorForLog } from './plugins/error-log';
import { registerErrorHandling } from './plugins/errors.plugin';
import { registerInputTextCheck } from './plugins/input-text.plugin';
import { registerSameOriginCheck } from './plugins/same-origin.plugin';
import { isInteractiveRequest } from './request-activity';
import { recordMisplacedValuesOnError } from './security/misplaced-values';
import { chatSessionsOf } from './sessions/chat-session.store';

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
  /** Called with every route as it is added, its schema included (tests walk the routes' fields). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = {
    level: deps.config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    // Errors never write a query's values (decision 0090), in every environment.
    serializers: {
      req: requestForLog,
      err: errorForLog,
      error: (value: unknown) => (typeof value === 'object' && value !== null ? errorForLog(value) : value),
    },
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
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
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
  registerInputTextCheck(app);
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

  // Modules, in the order of docs/architecture.md's business areas; each registers its own routes.
  // Routes match by path whatever the order; the web app's catch-all goes last all the same.
  app.get('/api/health', async () => ({ status: 'ok' }));
  // An area's imports never point up, so a command it needs from an area above is handed in here:
  // the accounts post a corrected balance through the ledger, the ledger marks a reversed payment's
  // row through the payments. The other areas take only deps.
  const handedIn = { deps, postBalanceCorrection, markPaymentReversed };
  const modules = [
    authPlugin,
    mfaPlugin,
    passwordsPlugin,
    agencyUsersPlugin,
    securityDashboardPlugin,
    accountsPlugin,
    accountsImportPlugin,
    dashboardPlugin,
    clientsPlugin,
    paymentsPlugin,
    ledgerPlugin,
    remittancesPlugin,
    identityPlugin,
    disputesPlugin,
    documentsPlugin,
    smsOptInPlugin,
    compliancePlugin,
    chatPlugin,
    statementsPlugin,
    telephonyPlugin,
    contactCenterPlugin,
    workQueuePlugin,
    promisesPlugin,
    arrangementsPlugin,
    lettersPlugin,
    globalSearchPlugin,
    clientPortalPlugin,
    jobsPlugin,
    pageViewsPlugin,
    userPreferencesPlugin,
    languagePlugin,
  ];
  const register = (plugin: FastifyPluginAsyncZod<typeof handedIn>) => app.register(plugin, handedIn);
  for (const plugin of modules) await register(plugin);
  if (deps.config.benchRoutes) await app.register(benchPlugin, { deps });
  await app.register(spaPlugin, { deps });
  return app;
}
