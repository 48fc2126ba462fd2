import { join, resolve } from 'node:path';
import { type Brand, DEMO_BRAND } from '@arrears/domain';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from './paths';
import { isCommonPassword } from './security/password-policy';

/**
 * Every environment variable the server reads, parsed in one place. A bad value stops the start
 * with a message naming the variable. Documented in README.md and .env.example.
 */
const DEV_SESSION_SECRET = 'development-only-session-secret-not-for-production';
const DEV_ENCRYPTION_KEY = 'ZGV2ZWxvcG1lbnQtb25seS1lbmNyeXB0aW9uLWtleSE='; // 32 bytes, base64

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  DOCUMENTS_DIR: optionalText,
  DOCUMENT_STORAGE: optionalText.pipe(z.enum(['disk', 's3'], 'must be disk or s3').optional()),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.us-east-1.amazonaws.com' })
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3-63 lower-case letters, digits, dots, hyphens',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(flag.optional()),
  S3_SERVER_SIDE_ENCRYPTION: optionalText.pipe(
    z.enum(['AES256', 'aws:kms'], 'must be AES256 or aws:kms (or empty: the bucket default)').optional(),
  ),
  WEB_DIST_DIR: optionalText,
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DATA_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
  ),
  DATA_ENCRYPTION_KEY_PREVIOUS: optionalText.pipe(
    z
      .string()
      .refine(
        (v) => v.split(',').every((key) => Buffer.from(key.trim(), 'base64').length === 32),
        'must be keys of 32 bytes, base64-encoded, separated by commas',
      )
      .optional(),
  ),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .min(8, 'must be at least 8 characters')
      .refine((p) => !isCommonPassword(p), 'is one of the 10,000 most common passwords: choose a harder one')
      .optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  DEMO: optionalText.pipe(flag.optional()),
  BACK_OFFICE_MFA_REQUIRED: optionalText.pipe(flag.optional()),
  BRAND_COMPANY_NAME: optionalText,
  BRAND_ASSISTANT_NAME: optionalText,
  BRAND_PHONE: optionalText,
  BRAND_EMAIL: optionalText,
  BRAND_ADDRESS_LINE1: optionalText,
  BRAND_ADDRESS_LINE2: z.string().optional(),
  BRAND_CITY: optionalText,
  BRAND_STATE: optionalText,
  BRAND_ZIP: optionalText,
  BRAND_GOVERNING_LAW_STATE: optionalText,
  BRAND_COURT_COUNTY: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  MAIL_UNSUBSCRIBE_MAILTO: optionalText.pipe(z.email().optional()),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'usaepay']).optional(),
  USAEPAY_BASE_URL: optionalText,
  USAEPAY_API_KEY: optionalText,
  USAEPAY_API_PIN: optionalText,
  USAEPAY_TIMEOUT_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1000).max(120000).optional(),
  ),
  TELEPHONY: z.enum(['simulator', 'twilio']).optional(),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM_NUMBER: optionalText,
  TWILIO_API_BASE_URL: optionalText.pipe(z.url().optional()),
  TWILIO_API_KEY_SID: optionalText,
  TWILIO_API_KEY_SECRET: optionalText,
  TWILIO_TWIML_APP_SID: optionalText,
  TWILIO_PAY_CONNECTOR: optionalText,
  PAY_CONNECTOR_USERNAME: optionalText,
  PAY_CONNECTOR_PASSWORD: optionalText,
  CALL_RECORDING: z.enum(['off', 'on']).optional(),
  CALL_RECORDING_ANNOUNCE: z.enum(['consent-states', 'always']).optional(),
  VOICEMAIL_CONTACT_NAME: optionalText,
  CALL_RECORDING_RETENTION_DAYS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(3650).optional(),
  ),
  TRUST_PROXY: optionalText.pipe(
    z
      .union([
        flag,
        z
          .string()
          .regex(/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/)
          .transform((v) => v.split(',').map((a) => a.trim())),
      ])
      .optional(),
  ),
  BENCH_ROUTES: optionalText.pipe(flag.optional()),
  IDENTITY_CHECKS_ALERT_PER_MINUTE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  TEST_ACCOUNT_NUMBER: optionalText,
});

export type Env = z.input<typeof envSchema>;

/** An S3-compatible bucket for documents (DOCUMENT_STORAGE=s3). */
export interface S3Settings {
  /** Base URL of the service; default https://s3.<region>.amazonaws.com. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO and most self-hosted servers) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** Asks for this server-side encryption on every object; null: the bucket's default. */
  serverSideEncryption: 'AES256' | 'aws:kms' | null;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };
  webDistDir: string;
  /** Uploaded documents: never inside a served folder. */
  documentsDir: string;
  /** Where documents are kept: documentsDir, or the S3 bucket of `s3`. */
  documentStorage: 'disk' | 's3';
  /** Set when documentStorage is s3 (complete, checked above). */
  s3: S3Settings | null;
  sessionSecret: string;
  encryptionKey: Buffer;
  /** Keys that only decrypt, while `rotate-data-key` moves values to encryptionKey. */
  previousEncryptionKeys: Buffer[];
  firstAdmin: { username: string; password: string; email: string } | null;
  demo: boolean;
  /** Admin and staff may use nothing but the two-factor setup until enrolled (decision 0030). */
  backOfficeMfaRequired: boolean;
  brand: Brand;
  mail: {
    smtpUrl: string | null;
    from: string;
    /** An inbox staff read: offered in List-Unsubscribe beside the link, for clients that only mail. */
    unsubscribeMailto: string | null;
  };
  paymentGateway: 'sandbox' | 'usaepay';
  /** Set when paymentGateway is usaepay (checked above). */
  usaepay: { baseUrl: string; apiKey: string; pin: string; timeoutMs: number } | null;
  telephony: 'simulator' | 'twilio';
  /** Set when all three TWILIO_* values are given (required when telephony is twilio, checked above). */
  twilio: {
    accountSid: string;
    authToken: string;
    fromNumber: string;
    /** The REST API's origin; tests and staging point it at a Twilio-compatible server. */
    apiBaseUrl: string | null;
  } | null;
  /** The browser phone's access tokens: set when all three values are given. */
  twilioVoiceGrant: { apiKeySid: string; apiKeySecret: string; twimlAppSid: string } | null;
  /** The IVR's card payments through Twilio <Pay>: the connector's name and the Basic credentials Twilio sends us. */
  payConnector: { name: string; username: string; password: string } | null;
  /** Calls are recorded (both legs) unless off. */
  callRecording: boolean;
  /** Days a call recording is kept before it is deleted (2 years by default). */
  callRecordingRetentionDays: number;
  /**
   * Who hears "This call may be recorded." (decision 0124): debtors in all-party-consent states
   * ('consent-states', the default) or every debtor ('always').
   */
  callRecordingAnnounce: 'consent-states' | 'always';
  /** The individual a limited-content voicemail names when the agent has no name on file (decision 0125). */
  voicemailContactName: string | null;
  /**
   * Whose X-Forwarded-For to believe: false (none), true (any: the proxy must overwrite the header),
   * or the proxies' addresses/CIDRs (the client is the right-most address that is not one of them).
   */
  trustProxy: boolean | string[];
  /** Adds the benchmark-only comparison route (bench/ uses it); never on by default. */
  benchRoutes: boolean;
  /** Identity-check starts a minute, service-wide, above which a HIGH security event is raised. */
  identityChecksAlertPerMinute: number;
  /** The account left out of Total Collected (docs/product/dashboard.md); null: none. */
  testAccountNumber: string | null;
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Configuration problem:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];

  if (isProduction) {
    if (!e.SESSION_SECRET)
      problems.push('SESSION_SECRET is required in production (at least 32 random characters).');
    if (!e.DATA_ENCRYPTION_KEY)
      problems.push(
        'DATA_ENCRYPTION_KEY is required in production (32 random bytes, base64: `openssl rand -base64 32`).',
      );
    if (e.DEMO)
      problems.push('DEMO=true is not allowed in production: demo data never goes into a live database.');
    if ((e.PAYMENT_GATEWAY ?? 'sandbox') === 'sandbox')
      problems.push('PAYMENT_GATEWAY=sandbox is not allowed in production: set PAYMENT_GATEWAY=usaepay.');
    if ((e.TELEPHONY ?? 'simulator') === 'simulator')
      problems.push('TELEPHONY=simulator is not allowed in production: set TELEPHONY=twilio.');
  }
  if (e.PAYMENT_GATEWAY === 'usaepay') {
    for (const key of ['USAEPAY_BASE_URL', 'USAEPAY_API_KEY', 'USAEPAY_API_PIN'] as const)
      if (!e[key]) problems.push(`${key} is required when PAYMENT_GATEWAY=usaepay.`);
  }
  if (e.TELEPHONY === 'twilio') {
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const)
      if (!e[key]) problems.push(`${key} is required when TELEPHONY=twilio.`);
  }
  if (e.DOCUMENT_STORAGE === 's3') {
    for (const key of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!e[key]) problems.push(`${key} is required when DOCUMENT_STORAGE=s3.`);
    if (isProduction && e.S3_ENDPOINT?.startsWith('http:'))
      problems.push('S3_ENDPOINT must use https in production: documents carry personal data.');
  }
  const adminParts = [e.ADMIN_USERNAME, e.ADMIN_PASSWORD].filter(Boolean).length;
  if (adminParts === 1) problems.push('ADMIN_USERNAME and ADMIN_PASSWORD must be set together.');
  if (problems.length) throw new ConfigError(problems);

  const embedded = !e.DATABASE_URL;
  const demo = e.DEMO ?? (embedded && !isProduction && e.NODE_ENV !== 'test');
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    isProduction,
    port,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) },
    webDistDir: resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    documentsDir: resolve(e.DOCUMENTS_DIR ?? join(e.DATA_DIR, 'documents')),
    documentStorage: e.DOCUMENT_STORAGE ?? 'disk',
    s3: s3SettingsOf(e),
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    encryptionKey: Buffer.from(e.DATA_ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY, 'base64'),
    previousEncryptionKeys: (e.DATA_ENCRYPTION_KEY_PREVIOUS?.split(',') ?? []).map((key) =>
      Buffer.from(key.trim(), 'base64'),
    ),
    firstAdmin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? {
            username: e.ADMIN_USERNAME,
            password: e.ADMIN_PASSWORD,
            email: e.ADMIN_EMAIL ?? `${e.ADMIN_USERNAME}@localhost.invalid`,
          }
        : null,
    demo,
    // On by default in production (PCI DSS 8.4.2); off elsewhere, so the demo signs in with a password.
    backOfficeMfaRequired: e.BACK_OFFICE_MFA_REQUIRED ?? isProduction,
    brand: {
      companyName: e.BRAND_COMPANY_NAME ?? DEMO_BRAND.companyName,
      assistantName: e.BRAND_ASSISTANT_NAME ?? DEMO_BRAND.assistantName,
      phone: e.BRAND_PHONE ?? DEMO_BRAND.phone,
      email: e.BRAND_EMAIL ?? DEMO_BRAND.email,
      addressLine1: e.BRAND_ADDRESS_LINE1 ?? DEMO_BRAND.addressLine1,
      addressLine2: e.BRAND_ADDRESS_LINE2 ?? DEMO_BRAND.addressLine2,
      city: e.BRAND_CITY ?? DEMO_BRAND.city,
      state: e.BRAND_STATE ?? DEMO_BRAND.state,
      zip: e.BRAND_ZIP ?? DEMO_BRAND.zip,
      governingLawState: e.BRAND_GOVERNING_LAW_STATE ?? DEMO_BRAND.governingLawState,
      courtCounty: e.BRAND_COURT_COUNTY ?? DEMO_BRAND.courtCounty,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}`,
      unsubscribeMailto: e.MAIL_UNSUBSCRIBE_MAILTO ?? null,
    },
    paymentGateway: e.PAYMENT_GATEWAY ?? 'sandbox',
    usaepay:
      e.USAEPAY_BASE_URL && e.USAEPAY_API_KEY && e.USAEPAY_API_PIN
        ? {
            baseUrl: e.USAEPAY_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.USAEPAY_API_KEY,
            pin: e.USAEPAY_API_PIN,
            timeoutMs: e.USAEPAY_TIMEOUT_MS ?? 30000,
          }
        : null,
    telephony: e.TELEPHONY ?? 'simulator',
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM_NUMBER
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            fromNumber: e.TWILIO_FROM_NUMBER,
            apiBaseUrl: e.TWILIO_API_BASE_URL?.replace(/\/+$/, '') ?? null,
          }
        : null,
    twilioVoiceGrant:
      e.TWILIO_API_KEY_SID && e.TWILIO_API_KEY_SECRET && e.TWILIO_TWIML_APP_SID
        ? {
            apiKeySid: e.TWILIO_API_KEY_SID,
            apiKeySecret: e.TWILIO_API_KEY_SECRET,
            twimlAppSid: e.TWILIO_TWIML_APP_SID,
          }
        : null,
    payConnector:
      e.TWILIO_PAY_CONNECTOR && e.PAY_CONNECTOR_USERNAME && e.PAY_CONNECTOR_PASSWORD
        ? {
            name: e.TWILIO_PAY_CONNECTOR,
            username: e.PAY_CONNECTOR_USERNAME,
            password: e.PAY_CONNECTOR_PASSWORD,
          }
        : null,
    callRecording: (e.CALL_RECORDING ?? 'on') === 'on',
    callRecordingRetentionDays: e.CALL_RECORDING_RETENTION_DAYS ?? 730,
    callRecordingAnnounce: e.CALL_RECORDING_ANNOUNCE ?? 'consent-states',
    voicemailContactName: e.VOICEMAIL_CONTACT_NAME ?? null,
    trustProxy: e.TRUST_PROXY ?? false,
    benchRoutes: e.BENCH_ROUTES ?? false,
    identityChecksAlertPerMinute: e.IDENTITY_CHECKS_ALERT_PER_MINUTE ?? 60,
    testAccountNumber: e.TEST_ACCOUNT_NUMBER ?? null,
  };
}

function s3SettingsOf(e: z.output<typeof envSchema>): S3Settings | null {
  if (e.DOCUMENT_STORAGE !== 's3') return null;
  const { S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = e;
  if (!S3_REGION || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null; // refused above
  return {
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    region: S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    serverSideEncryption: e.S3_SERVER_SIDE_ENCRYPTION ?? null,
  };
}
