/**
 * The contact guard (Regulation F, consent, opt-outs, cease, dispute hold), the debt-collector
 * disclosure, the compliance records and report, the e-mail unsubscribe.
 */
export {
  accountsWithPhone,
  recordChatCease,
  recordWrongParty,
  recordWrongPartyForReview,
  wrongPartyToReview,
} from './chat-requests.service';
export { compliancePlugin } from './compliance.plugin';
export { smsOptedOut, tenDigitsOf } from './compliance-facts.repository';
export {
  auditComplianceChange,
  COMPLIANCE_RECORD_MESSAGES,
  placedOnOf,
  validationState,
} from './compliance-records.service';
export { REPORT_ROW_LIMIT, reportRange } from './compliance-report.repository';
export { licensedStatesOf } from './compliance-settings.service';
export { complianceSnapshotOf } from './compliance-snapshot';
export { ComplianceBlockError, evaluateContactFor, guardContact } from './contact-guard';
export { discloseMail, discloseSms, disclosureFor, disclosureFormFor } from './disclosure';
export { unlicensedCollection } from './licensed-collection';
export { listUnsubscribeHeaders, withEmailOptOut, withSmsOptOut } from './opt-out';
export { maskAddress } from './unsubscribe';
