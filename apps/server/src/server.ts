import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureFirstAdmin, seedDemoData } from './db/seed';
import type { AppDeps } from './deps';
import { discloseMail } from './modules/compliance';
import { JobQueue, serverJobs } from './modules/jobs';
import { OutboxSender } from './modules/mail';
import { createCardGateway } from './providers/card-gateway/create-card-gateway';
import { createSavedMethodGateway } from './providers/card-gateway/create-saved-method-gateway';
import { MailOutbox } from './providers/mail/mail-outbox';
import { createTelephony } from './providers/telephony/create-telephony';
import { RequestActivity } from './request-activity';
import { FieldEncryption } from './security/field-encryption';
import { SessionStore } from './sessions/session.service';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dataDir: config.database.dataDir },
  );
  await database.migrate();
  const encryption = new FieldEncryption(config.encryptionKey, config.previousEncryptionKeys);
  const clock = Date.now;
  const mail = new MailOutbox(database.db, clock, encryption, discloseMail);
  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    sessions: new SessionStore(database.db, config.sessionSecret, clock),
    encryption,
    mail,
    cardGateway: createCardGateway(config),
    savedMethods: createSavedMethodGateway(config),
    telephony: createTelephony(config, clock),
    clock,
    activity: new RequestActivity(),
  };
  const app = await buildApp(deps);
  const mailSender = new OutboxSender({ db: database.db, config, clock, log: app.log, sealer: encryption });
  mail.onEnqueued(() => mailSender.wake());
  app.addHook('onClose', () => mailSender.stop());
  // The stale-charge sweep, housekeeping and the arrangement scheduler run as jobs on the database's
  // queue (decision 0036); the scheduler needs the processor and the mail, so the jobs get the deps.
  const jobs = new JobQueue({ database, jobs: serverJobs(deps), log: app.log });
  deps.jobs = jobs; // an admin's Run now (decision 0118)
  app.addHook('onClose', () => jobs.stop());
  if (await ensureFirstAdmin(database.db, config))
    app.log.info(`Created the first admin "${config.firstAdmin?.username}"`);
  if (config.demo && (await seedDemoData(database.db, encryption))) app.log.info('Seeded demo data');

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  mailSender.start();
  await jobs.start();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
