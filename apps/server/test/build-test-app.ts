import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import type { AppDeps } from '../src/deps';
import { discloseMail } from '../src/modules/compliance';
import { OutboxSender } from '../src/modules/mail/outbox-sender';
import type { CardGateway } from '../src/providers/card-gateway/card-gateway';
import { createCardGateway } from '../src/providers/card-gateway/create-card-gateway';
import { createSavedMethodGateway } from '../src/providers/card-gateway/create-saved-method-gateway';
import type { SavedMethodGateway } from '../src/providers/card-gateway/saved-method-gateway';
import { MailOutbox } from '../src/providers/mail/mail-outbox';
import { createTelephony } from '../src/providers/telephony/create-telephony';
import type { TelephonyProvider } from '../src/providers/telephony/telephony-provider';
import { RequestActivity } from '../src/request-activity';
import { FieldEncryption } from '../src/security/field-encryption';
import { SessionStore } from '../src/sessions/session.service';
import { leasePglite } from './pglite-pool';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public nowMs = Date.parse('2026-03-02T15:00:00Z')) {}
  now = (): number => this.nowMs;
  advance(ms: number): void {
    this.nowMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  /** Delivers deps.mail's outbox (SMTP when env.SMTP_URL is set); `flush()` runs a pass now. */
  mailSender: OutboxSender;
  close(): Promise<void>;
}

/** A database in the migrated template's state: a reset pooled one on PGlite, a fresh copy on PostgreSQL. */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') return leasePglite(template.file);
  const name = `arrears_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: template.url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO: 'false',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  logStream?: NodeJS.WritableStream;
  /** Called with every route as it is added (see BuildOptions.onRoute). */
  onRoute?: BuildOptions['onRoute'];
  /** false: the mail sender neither polls nor wakes on enqueue; the test calls mailSender.flush(). */
  startMailSender?: boolean;
  /** Another card gateway than the one the env names (e.g. one that counts or delays charges). */
  cardGateway?: CardGateway;
  savedMethods?: SavedMethodGateway;
  /** Another telephony provider than the one the env names (e.g. Twilio pointed at a local server). */
  telephony?: TelephonyProvider;
  /** Another request meter (e.g. one that always reports the server busy). */
  activity?: RequestActivity;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  const config = testConfig(options.env);
  const clock = new TestClock();
  const encryption = new FieldEncryption(config.encryptionKey, config.previousEncryptionKeys);
  const deps: AppDeps = {
    config,
    db: handle.db,
    databaseKind: handle.kind,
    sessions: new SessionStore(handle.db, config.sessionSecret, clock.now),
    encryption,
    mail: new MailOutbox(handle.db, clock.now, encryption, discloseMail),
    cardGateway: options.cardGateway ?? createCardGateway(config),
    savedMethods: options.savedMethods ?? createSavedMethodGateway(config),
    telephony: options.telephony ?? createTelephony(config, clock.now),
    clock: clock.now,
    activity: options.activity ?? new RequestActivity(),
  };
  const app = await buildApp(deps, { logStream: options.logStream, onRoute: options.onRoute });
  const mailSender = new OutboxSender({
    db: handle.db,
    config,
    clock: clock.now,
    log: app.log,
    sealer: encryption,
  });
  deps.mail.onEnqueued(() => mailSender.wake());
  app.addHook('onClose', () => mailSender.stop());
  await app.ready();
  if (options.startMailSender ?? true) mailSender.start();
  return {
    app,
    deps,
    clock,
    mailSender,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
