/**
 * An account's contact timeline and audit: the one writer of contact_events and account_audit.
 */
export {
  addTimelineEntry,
  recordAudit,
  removeTimelineEntry,
  reviseTimelineEntry,
} from './account-timeline.service';
export { importAuditCte, recordImportAudit } from './import-audit-sql';
export type { TimelineDetails, TimelineEntry } from './timeline-kinds';
