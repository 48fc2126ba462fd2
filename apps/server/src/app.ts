import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { accountsPlugin } from './modules/accounts';
import { accountsImportPlugin } from './modules/accounts-import';
import { adminHomePlugin } from './modules/admin-home';
import { agencyUsersPlugin } from './modules/agency-users';
import { arrangementsPlugin } from './modules/arrangements';
import { authPlugin } from './modules/auth';
import { chatPlugin } from './modules/chat';
import { clientPortalPlugin } from './modules/client-portal';
import { clientsPlugin } from './modules/clients';
import { compliancePlugin } from './modules/compliance';
import { contactCenterPlugin } from './modules/contact-center';
import { dashboardPlugin } from './modules/dashboard';
import { debtorHomePlugin } from './modules/debtor-home';
import { dialerPlugin } from './modules/dialer';
import { disputesPlugin } from './modules/disputes';
import { documentsPlugin } from './modules/documents';
import { globalSearchPlugin } from './modules/global-search';
import { identityPlugin } from './modules/identity';
import { ivrPlugin } from './modules/ivr';
import { jobsPlugin } from './modules/jobs';
import { languagePlugin } from './modules/language';
import { ledgerPlugin, postBalanceCorrection } from './modules/ledger';
import { lettersPlugin } from './modules/letters';
import { mfaPlugin } from './modules/mfa';
import { pageViewsPlugin } from './modules/page-views';
import { passwordsPlugin } from './modules/passwords';
import { markPaymentReversed, paymentsPlugin } from './modules/payments';
import { promisesPlugin } from './modules/promises';
import { remittancesPlugin } from './modules/remittances';
import { scrubsPlugin } from './modules/scrubs';
import { securityDashboardPlugin } from './modules/security-dashboard';
import { smsOptInPlugin } from './modules/sms-opt-in';
import { spaPlugin } from './modules/spa';
import { statementsPlugin } from './modules/statements';
import { telephonyPlugin } from './modules/telephony';
import { userPreferencesPlugin } from './modules/user-preferences';
import { workQueuePlugin } from './modules/work-queue';
import { accessPlugin } from './plugins/access.plugin';
import { benchPlugin } from './plugins/bench.plugin';
import { errorForLog } from './plugins/error-log';
import { registerErrorHandling } from './plugins/errors.plugin';
import { registerInputTextCheck } from './plugins/input-text.plugin';
import { registerSameOriginCheck } from './plugins/same-origin.plugin';
import { throttlesPlugin } from './plugins/throttles.plugin';
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
  await app.register(throttlesPlugin);

  // Modules, layer by layer as docs/architecture.md's business areas list them; each registers its own routes.
  // Routes match by path whatever the order; the web app's catch-all goes last all the same.
  app.get('/api/health', async () => ({ status: 'ok' }));
  // An area's imports never point up, so a command it needs from an area above is handed in here:
  // the accounts post a corrected balance through the ledger, the ledger marks a reversed payment's
  // row through the payments. The other areas take only deps.
  const handedIn = { deps, postBalanceCorrection, markPaymentReversed };
  const modules = [
    accountsPlugin,
    languagePlugin,
    pageViewsPlugin,
    userPreferencesPlugin,
    clientsPlugin,
    ledgerPlugin,
    promisesPlugin,
    disputesPlugin,
    scrubsPlugin,
    compliancePlugin,
    remittancesPlugin,
    authPlugin,
    mfaPlugin,
    passwordsPlugin,
    identityPlugin,
    paymentsPlugin,
    arrangementsPlugin,
    smsOptInPlugin,
    telephonyPlugin,
    statementsPlugin,
    lettersPlugin,
    documentsPlugin,
    chatPlugin,
    accountsImportPlugin,
    contactCenterPlugin,
    workQueuePlugin,
    dialerPlugin,
    clientPortalPlugin,
    debtorHomePlugin,
    agencyUsersPlugin,
    dashboardPlugin,
    globalSearchPlugin,
    securityDashboardPlugin,
    jobsPlugin,
    adminHomePlugin,
    ivrPlugin,
  ];
  const register = (plugin: FastifyPluginAsyncZod<typeof handedIn>) => app.register(plugin, handedIn);
  for (const plugin of modules) await register(plugin);
  if (deps.config.benchRoutes) await app.register(benchPlugin, { deps });
  await app.register(spaPlugin, { deps });
  return app;
}
