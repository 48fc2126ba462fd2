import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureFirstAdmin, seedDemoData } from './db/seed';
import { SessionStore } from './modules/auth/session.service';
import { deleteExpiredRows } from './modules/housekeeping/expired-rows';
import { MailOutbox } from './modules/mail/mail-outbox';
import { OutboxSender } from './modules/mail/outbox-sender';
import { createCardGateway } from './modules/payments/gateway/create-card-gateway';
import { sweepStaleCharges } from './modules/payments/stale-charges';
import { createTelephony } from './modules/telephony/create-telephony';
import { RequestActivity } from './request-activity';
import { FieldEncryption } from './security/field-encryption';

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
  const mail = new MailOutbox(database.db, clock, encryption);
  const app = await buildApp({
    config,
    db: database.db,
    databaseKind: database.kind,
    sessions: new SessionStore(database.db, config.sessionSecret, clock),
    encryption,
    mail,
    cardGateway: createCardGateway(config),
    telephony: createTelephony(config, clock),
    clock,
    activity: new RequestActivity(),
  });
  const mailSender = new OutboxSender({ db: database.db, config, clock, log: app.log, sealer: encryption });
  mail.onEnqueued(() => mailSender.wake());
  app.addHook('onClose', () => mailSender.stop());
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
  // Card charges a stopped server left unanswered: at start, then every minute (any instance may).
  const sweep = () =>
    sweepStaleCharges(database)
      .then((n) => n && app.log.warn(`${n} card payment(s) marked for reconciliation`))
      .catch((error: unknown) => app.log.error({ err: error }, 'stale card payment sweep failed'));
  void sweep();
  setInterval(sweep, 60_000).unref();
  // Expired sessions, tokens and challenges: at start, then every hour (any instance may).
  const tidy = () =>
    deleteExpiredRows(database.db)
      .then((deleted) => {
        if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'expired rows deleted');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'deleting expired rows failed'));
  void tidy();
  setInterval(tidy, 60 * 60_000).unref();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
