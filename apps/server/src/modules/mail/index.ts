/**
 * Delivering the mail outbox over SMTP, once per mail across instances.
 */
export { OutboxSender } from './outbox-sender';
