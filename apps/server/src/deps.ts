import type { Config } from './config';
import type { Database } from './db/client';
import type { CardGateway } from './providers/card-gateway/card-gateway';
import type { SavedMethodGateway } from './providers/card-gateway/saved-method-gateway';
import type { MailOutbox } from './providers/mail/mail-outbox';
import type { TelephonyProvider } from './providers/telephony/telephony-provider';
import type { RequestActivity } from './request-activity';
import type { FieldEncryption } from './security/field-encryption';
import type { SessionStore } from './sessions/session.service';

/** What every module may use; built once in server.ts (or per test) and handed to buildApp. */
/** The background job queue as the app's routes use it: an admin's Run now (decision 0118). */
export interface JobRunner {
  /** Enqueues one run of the job now; null when one was just asked for. */
  runNow(name: string): Promise<string | null>;
}

export interface AppDeps {
  config: Config;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  sessions: SessionStore;
  encryption: FieldEncryption;
  /** Outgoing e-mail: written to the outbox table, delivered by the OutboxSender. */
  mail: MailOutbox;
  /** The card processor PAYMENT_GATEWAY names (sandbox or USAePay). */
  cardGateway: CardGateway;
  /** Saved cards and bank accounts for plan installments, at the same processor. */
  savedMethods: SavedMethodGateway;
  /** Calls and text messages: the simulator or Twilio, as TELEPHONY names. */
  telephony: TelephonyProvider;
  /** Milliseconds since the epoch; tests move it to check expiry and throttling windows. */
  clock: () => number;
  /** How busy the server is with people's requests (background work gives way). */
  activity: RequestActivity;
  /** The job queue, once the server has made it (none in most tests). */
  jobs?: JobRunner;
}
