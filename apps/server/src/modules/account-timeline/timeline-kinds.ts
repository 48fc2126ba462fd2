/** The channels of the contact timeline, as the debtor workspace lists and filters them. */
export type TimelineChannel = 'Call' | 'SMS' | 'Email' | 'Payment' | 'Note' | 'Update';

/** What a line is about when its channel does not say it (its details' `kind`). */
export type TimelineDetailKind =
  | 'contact_change_request'
  | 'contact_preference'
  | 'dispute'
  | 'e_delivery'
  | 'letter'
  | 'returned_mail'
  | 'scrub'
  | 'statement'
  | 'validation_notice';

export type TimelineDetails = { kind?: TimelineDetailKind } & Record<string, unknown>;

/** One line of an account's contact timeline (contact_events). */
export interface TimelineEntry {
  debtAccountId: number;
  channel: TimelineChannel;
  /** Who did it; null for the debtor, a provider's callback or the system. */
  userId?: number | null;
  message: string | null;
  dispositionCode?: string | null;
  details?: TimelineDetails | null;
  /** When it happened, if not now on the database clock (the app clock where a limit counts lines, the seed's history). */
  createdAt?: Date;
}

/** Who or what changed an account field (account_audit.source). */
export type AuditSource =
  | 'compliance'
  | 'contact_change_request'
  | 'contact_update'
  | 'dispute'
  | 'e_delivery'
  | 'letter'
  | 'document'
  | 'edit'
  | 'import'
  | 'identity_review'
  | 'ledger'
  | 'payment'
  | 'portal_link'
  | 'assignment'
  | 'recall'
  | 'returned_mail'
  | 'scrub'
  | 'call_recording';

/** One audited change of an account: which field, before and after, and why when there is a why. */
export interface AuditEntry {
  debtAccountId: number;
  userId: number | null;
  source: AuditSource;
  field: string;
  oldValue: string | null;
  newValue: string | null;
  reason?: string | null;
}
