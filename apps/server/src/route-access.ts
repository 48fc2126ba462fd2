import { type Role, SECOND_FACTOR_ROLES } from '@arrears/domain';

/**
 * Every API route and who may call it, in one table. A route missing here stops the start
 * (see plugins/access.plugin.ts), and the security tests walk this table with every role.
 *   'public'    anyone, signed in or not
 *   'signed-in' any signed-in user but a client, who gets only GET /api/user and the session's extension (access.plugin.ts)
 *   Role[]      only these roles
 *   'chat'      a live chat session (modules/chat: the verified debtor of the chat widget)
 *   { roles, chat: true }  a signed-in user with one of these roles, or, without a sign-in, a chat session
 *   { roles, assignedAccount }  these roles, a collector only on an account assigned to them (decision 0040);
 *               assignedAccount says which path parameter leads to the account
 */
export type Access = 'public' | 'signed-in' | 'chat' | readonly Role[] | RolesOrChat | AssignedAccountAccess;
export interface RolesOrChat {
  roles: readonly Role[];
  chat: true;
}
/** How a workspace route names its account: the account id, a call's sid, a change request's id. */
export type AccountKey = 'id' | 'callSid' | 'changeRequestId';
export interface AssignedAccountAccess {
  roles: readonly Role[];
  assignedAccount: AccountKey;
}

const BACK_OFFICE: readonly Role[] = ['admin', 'staff'];
const ADMIN: readonly Role[] = ['admin'];
/** A client's user (decision 0055): the client portal only. */
const CLIENT: readonly Role[] = ['client'];
/**
 * Everyone who keeps a password and a second factor of their own (decision 0089): the back office,
 * collectors and the clients' users, each on their own user only (the calls take no id).
 */
const OWN_LOGIN: readonly Role[] = SECOND_FACTOR_ROLES;
/** Who works accounts: the back office, and collectors on their own accounts (my queue, replies). */
const AGENTS: readonly Role[] = ['admin', 'staff', 'collector'];
/** The debtor workspace: back office on any account, a collector on one assigned to them. */
const WORKSPACE = (assignedAccount: AccountKey = 'id'): AssignedAccountAccess => ({
  roles: AGENTS,
  assignedAccount,
});
/**
 * Who may take a card payment: a debtor on their own accounts, a collector on those assigned to them
 * (the payments service checks both), admin and staff on any.
 */
const PAYERS: readonly Role[] = ['admin', 'staff', 'collector', 'debtor'];
/** The signed-in debtor's own arrangements (the portal). */
const DEBTOR: readonly Role[] = ['debtor'];

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/user': 'signed-in',
  'POST /api/login': 'public',
  'POST /api/register': 'public',
  'POST /api/logout': 'public',
  'POST /api/session/extend': 'signed-in',
  'POST /api/page-view': 'public',

  // Admin sign-in, two-factor, passwords (docs/product/back-office.md, decisions 0010 and 0011)
  'POST /api/admin/login': 'public',
  'POST /api/mfa/verify-login': 'public', // needs the pending sign-in cookie of the password step
  // Decision 0089: collectors and client users enrol and change their password with the same calls.
  'GET /api/mfa/status': OWN_LOGIN,
  'POST /api/mfa/setup': OWN_LOGIN,
  'POST /api/mfa/verify': OWN_LOGIN,
  'POST /api/mfa/disable': OWN_LOGIN,
  'POST /api/forgot-password': 'public',
  'POST /api/reset-password': 'public',
  'POST /api/admin/change-password': OWN_LOGIN, // "admin" in the path is historical
  'GET /api/admin/password-status': OWN_LOGIN,
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/users': ADMIN,
  'PATCH /api/admin/users/:id': ADMIN,
  'GET /api/admin/jobs': ADMIN, // background jobs: schedules, last runs, failures
  'POST /api/admin/jobs/:name/run': ADMIN, // decision 0118: Run now, audited; never twice at once
  'POST /api/admin/jobs/run-due': ADMIN, // decision 0062: the arrangement scheduler as of a day; 404 in production
  'GET /api/security/dashboard': ADMIN,
  'GET /api/security/stats': ADMIN,
  'POST /api/security/search': ADMIN,

  // Accounts: import, export, table, detail, edit, dashboard (docs/product/accounts-import.md)
  'POST /api/admin/import': BACK_OFFICE,
  'GET /api/admin/imports': BACK_OFFICE, // the history of imports, paged and sorted (decision 0043)
  'GET /api/admin/import/:uploadId': BACK_OFFICE, // progress and result of one import
  'GET /api/admin/import/:uploadId/errors.csv': BACK_OFFICE,
  'GET /api/admin/import-templates/:importType': BACK_OFFICE, // ?format=csv|xlsx
  'GET /api/admin/export-excel': BACK_OFFICE,
  'GET /api/test/accounts': BACK_OFFICE,
  'GET /api/admin/accounts-overview': BACK_OFFICE, // the viewer's counts and newest accounts
  'GET /api/admin/accounts': BACK_OFFICE, // paged, searchable
  'GET /api/admin/accounts/:id': BACK_OFFICE,
  'PUT /api/admin/accounts/:id': BACK_OFFICE,
  // Each user's own settings of the back office, e.g. a table's columns
  'GET /api/admin/preferences/:key': ['admin', 'staff', 'collector'],
  'PUT /api/admin/preferences/:key': ['admin', 'staff', 'collector'],
  // Saved views of the lists: each user's own (decision 0112)
  'GET /api/admin/saved-views': ['admin', 'staff', 'collector'],
  'GET /api/admin/saved-views/:id': ['admin', 'staff', 'collector'],
  'POST /api/admin/saved-views': ['admin', 'staff', 'collector'],
  'PUT /api/admin/saved-views/:id': ['admin', 'staff', 'collector'],
  'DELETE /api/admin/saved-views/:id': ['admin', 'staff', 'collector'],
  'GET /api/admin/home': AGENTS, // decision 0117: the home's numbers of the day, each for the roles that work it
  // The power dialer (decision 0129): each agent their own queue; the preview length is the admin's.
  'POST /api/dialer/next': AGENTS,
  'POST /api/dialer/dial': AGENTS,
  'POST /api/dialer/stop': AGENTS,
  'GET /api/admin/dialer/settings': ADMIN,
  'PUT /api/admin/dialer/settings': ADMIN,
  'GET /api/admin/dashboard-summary': BACK_OFFICE,
  'GET /api/admin/total-collected': BACK_OFFICE,
  'GET /api/admin/hot-leads': BACK_OFFICE,

  // Card payments, receipts, portal payments, external payments, payment details (decisions 0017 and 0018).
  // Ownership (a debtor pays and sees only their own accounts) is checked by the services.
  'POST /api/usaepay/process-payment': { roles: PAYERS, chat: true }, // chat: the verified debtor's accounts (decision 0023)
  'POST /api/payments/test-charge': BACK_OFFICE,
  'GET /api/payments/:id/receipt': PAYERS, // the PDF receipt of an approved payment
  'POST /api/payments/:id/email-receipt': PAYERS,
  'GET /api/customer/accounts': 'signed-in',
  'GET /api/customer/payment-totals': 'signed-in',
  'GET /api/customer/payments': 'signed-in',
  'GET /api/customer/account-summary': 'signed-in',
  'GET /api/admin/debt-accounts/search': BACK_OFFICE,
  'POST /api/payments/record-external': BACK_OFFICE,
  'GET /api/admin/payment-details': BACK_OFFICE,
  // The money ledger (decision 0051): an account's entries, postings by hand, reversals.
  'GET /api/admin/accounts/:id/ledger': BACK_OFFICE,
  'POST /api/admin/accounts/:id/ledger': BACK_OFFICE,
  'POST /api/admin/ledger/entries/:id/reverse': BACK_OFFICE,

  // Dispute portal, admin disputes, text-message opt-in (decision 0019). Ownership
  // (a customer lists and files disputes only on their own accounts) is checked by the service.
  'GET /api/customer/disputes': 'signed-in',
  'POST /api/customer/disputes': 'signed-in',
  'GET /api/admin/identity-reviews': BACK_OFFICE,
  'POST /api/admin/identity-reviews/:id': BACK_OFFICE,
  'GET /api/admin/disputes': BACK_OFFICE,
  'GET /api/admin/disputes/counts': BACK_OFFICE,
  'PATCH /api/admin/disputes/:id': BACK_OFFICE,
  'POST /api/sms-opt-in/submit': 'public', // throttled per IP
  'POST /api/sms-opt-in/confirm': 'public', // 5 tries per code, then the code is dead

  // Documents (decision 0020). A customer lists and opens only the documents of their own
  // accounts (the routes check ownership; another's id answers 404); staff handle any account's.
  'GET /api/customer/documents': 'signed-in',
  'GET /api/customer/documents/:id': 'signed-in', // the PDF: inline, or ?download=1 as attachment
  'GET /api/admin/documents/:accountId': BACK_OFFICE,
  'GET /api/admin/documents/:id/file': BACK_OFFICE, // the PDF for staff's View and Download
  'POST /api/admin/upload-document': BACK_OFFICE,
  'DELETE /api/admin/documents/:id': BACK_OFFICE,

  // Quick access, dispute quick access, debtor registration (decision 0021). Public: the identity
  // check replaces a password; throttled per IP and per identity (modules/identity).
  'POST /api/quick-access-verify': 'public',
  'POST /api/quick-access': 'public',
  'POST /api/dispute-quick-access-verify': 'public',
  'POST /api/dispute-quick-access': 'public',
  'POST /api/register-debtor': 'public',

  // The back office's global search (decision 0042); a collector's answer covers their assigned accounts only.
  'GET /api/admin/search': AGENTS,

  // Agent contact center (decision 0022): admin and staff; a collector only on the accounts assigned to them (decision 0040).
  'GET /api/admin/contact-center/queue': BACK_OFFICE, // recently worked accounts; ?account= finds one by number
  'GET /api/admin/contact-center/my-queue': AGENTS, // decision 0040: the accounts to work next, scoped per user
  'GET /api/admin/contact-center/replies': AGENTS, // unread inbound texts, scoped like my queue
  'POST /api/admin/contact-center/callback-requests/:id/done': BACK_OFFICE, // decision 0127: a caller no account matched was called back
  'GET /api/admin/contact-center/callback-requests/:id/message': BACK_OFFICE, // the caller's recorded message
  'GET /api/admin/assignees': BACK_OFFICE, // the agency users an account may be assigned to
  'PUT /api/admin/accounts/:id/assignment': BACK_OFFICE,
  'POST /api/admin/accounts/assignment': BACK_OFFICE, // up to 500 accounts at once
  'GET /api/debtors/:id': WORKSPACE(),
  'GET /api/debtors/:id/contacts': WORKSPACE(),
  'GET /api/debtors/:id/contacts/pdf': WORKSPACE(), // the timeline as a PDF
  'GET /api/debtors/:id/sms': WORKSPACE(),
  'POST /api/debtors/:id/sms/read': WORKSPACE(), // the agent read the account's replies (decision 0040)
  'GET /api/debtors/:id/payments': WORKSPACE(),
  'GET /api/debtors/:id/visits': WORKSPACE(),
  'POST /api/debtors/:id/contact': WORKSPACE(),
  'POST /api/debtors/:id/send-sms': WORKSPACE(),
  'POST /api/debtors/:id/initiate-call': WORKSPACE(),
  'GET /api/call-status/:callSid': WORKSPACE('callSid'),
  'POST /api/debtors/:id/send-dtmf': WORKSPACE(),
  'POST /api/debtors/:id/hang-up': WORKSPACE(),
  'POST /api/debtors/:id/save-disposition': WORKSPACE(),
  // Voice (decisions 0123 to 0125): the limited-content voicemail and hold; the agent's own line and browser-phone token.
  'POST /api/debtors/:id/voicemail-drop': WORKSPACE(),
  'POST /api/debtors/:id/hold': WORKSPACE(),
  'GET /api/calls/:callSid/recording': BACK_OFFICE, // audited on the account (decision 0124)
  'GET /api/telephony/agent': AGENTS,
  'GET /api/telephony/token': AGENTS,
  'POST /api/debtors/:id/notes': WORKSPACE(),
  'PUT /api/debtors/:id/update-phone': WORKSPACE(),
  'PUT /api/debtors/:id/update-email': WORKSPACE(),
  'PUT /api/debtors/:id/update-address': WORKSPACE(),
  'POST /api/debtors/:id/send-payment-receipt': WORKSPACE(),
  'POST /api/debtors/:id/promises': WORKSPACE(), // a promise to pay (decision 0058)
  'GET /api/debtors/:id/promises': WORKSPACE(),
  'GET /api/admin/promises': BACK_OFFICE, // ?status=open|kept|broken, paged
  // Letters (decisions 0065 to 0071): the validation notice drafted for print, its PDF (the services check a
  // collector's and a debtor's own accounts; another's letter reads as missing), its mailing.
  'POST /api/debtors/:id/letters': WORKSPACE(),
  'GET /api/letters/:id/pdf': PAYERS,
  'POST /api/admin/letters/:id/mailed': BACK_OFFICE,
  'POST /api/admin/letters/bulk': BACK_OFFICE, // one letter type for up to 500 accounts, each checked (decision 0113)
  'PUT /api/admin/accounts/:id/time-barred': BACK_OFFICE, // decision 0067
  // Print batches for the mail vendor and returned mail (decision 0068).
  'GET /api/admin/letters': BACK_OFFICE, // ?status=&page=&pageSize=
  'GET /api/admin/letters/batches': BACK_OFFICE,
  'POST /api/admin/letters/batches': BACK_OFFICE,
  'GET /api/admin/letters/batches/:id/pdf': BACK_OFFICE,
  'GET /api/admin/letters/batches/:id/manifest.csv': BACK_OFFICE,
  'POST /api/admin/letters/batches/:id/mailed': BACK_OFFICE,
  'POST /api/admin/letters/:id/returned': BACK_OFFICE,
  'POST /api/admin/letters/:id/bounced': BACK_OFFICE, // an e-mailed letter bounced: back to print (decision 0069)
  'GET /api/customer/e-delivery': DEBTOR, // consent to letters by e-mail (E-SIGN)
  'POST /api/customer/e-delivery': DEBTOR,
  'DELETE /api/customer/e-delivery': DEBTOR,
  'POST /api/debtors/:id/e-delivery': WORKSPACE(), // an agent records the consumer's consent
  'DELETE /api/debtors/:id/e-delivery': WORKSPACE(), // ... or withdraws it, as the consumer asks
  'GET /api/debtors/:id/letters': WORKSPACE(), // the workspace's letters panel (decision 0071)
  // The language a debtor reads the site in (decision 0072): kept on their user.
  'PUT /api/customer/language': DEBTOR,
  // Payment plans and settlements (decision 0061). The debtor's calls check the account
  // or plan is theirs (modules/arrangements/plan-access.ts); the agent's are workspace routes.
  'GET /api/customer/plan-options': DEBTOR, // ?debtAccountId=
  'GET /api/customer/plans': DEBTOR,
  'GET /api/customer/account-status': DEBTOR, // the debtor home's cards (decision 0120)
  'POST /api/customer/plans': DEBTOR,
  'DELETE /api/customer/plans/:id': DEBTOR,
  'PUT /api/customer/plans/:id/method': DEBTOR,
  'GET /api/debtors/:id/plan-options': WORKSPACE(),
  'GET /api/debtors/:id/plans': WORKSPACE(),
  'POST /api/debtors/:id/plans': WORKSPACE(),
  'POST /api/debtors/:id/plans/:planId/cancel': WORKSPACE(),
  'GET /api/admin/arrangements': BACK_OFFICE, // ?kind=&status=, paged
  'GET /api/admin/arrangements/installments': BACK_OFFICE, // ?status=due|failed
  'POST /api/admin/plans/:id/approve': BACK_OFFICE,
  'POST /api/admin/plans/:id/decline': BACK_OFFICE,
  // Provider webhooks: public, each request checked by its X-Twilio-Signature.
  'POST /api/webhooks/twilio/call-status': 'public',
  'POST /api/webhooks/twilio/sms': 'public',
  'POST /api/webhooks/twilio/bridge': 'public', // the agent answered: whisper, guard, Dial (decision 0123)
  'POST /api/webhooks/twilio/bridge/dial-end': 'public',
  'POST /api/webhooks/twilio/bridge/announce': 'public', // "This call may be recorded." (decision 0124)
  'POST /api/webhooks/twilio/amd': 'public',
  'POST /api/webhooks/twilio/recording': 'public',
  // The IVR (docs/product/ivr.md): signed like the others; the pay connector by HTTP Basic.
  'POST /api/webhooks/twilio/voice': 'public',
  'POST /api/webhooks/twilio/voice/gather': 'public',
  'POST /api/webhooks/twilio/voice/pay-result': 'public',
  'POST /api/webhooks/twilio/voice/dial-result': 'public',
  'POST /api/webhooks/twilio/voice/recording': 'public',
  'POST /api/webhooks/twilio/pay-connector': 'public',
  // Calls the IVR transfers to agents (the workspace's screen pop): offered to the account's
  // collector, or to admin and staff when it has none; the service filters who sees which.
  'GET /api/telephony/offers': AGENTS,
  'POST /api/telephony/offers/:callSid/accept': AGENTS,

  // Chat assistant (decision 0023). Verification is public (the identity check replaces a password,
  // throttled per IP and per identity); the rest needs a live chat session, scoped to its accounts.
  'GET /api/chat/popular-intents': 'public',
  'POST /api/chat/track-intent': 'public', // throttled per IP
  'POST /api/chat/verify': 'public',
  'POST /api/chat/verify-address': 'public',
  'POST /api/chat/logout': 'public',
  'POST /api/chat/session/extend': 'chat', // 'Stay Connected' and widget activity keep the server session alive
  'GET /api/chat/payments/:debtorId': 'chat',
  'GET /api/chat/account-summary': 'chat',
  'POST /api/chat/contact-update': 'chat',
  'GET /api/chat/plan-offer/:accountId': 'chat', // what the Payment plan page offers this account (decision 0063)
  // Decision 0048: "Stop contacting me" records a cease on the session's accounts;
  // "wrong person" is public (that person cannot verify), throttled per IP, same answer for any number.
  'POST /api/chat/stop-contact': 'chat',
  'POST /api/chat/wrong-party': 'public',

  // Statements, chat disputes, contact change requests (decision 0023). The chat calls take a live
  // chat session scoped to its accounts (the routes check the account: another one is 403); the
  // change requests are reviewed by the back office.
  'POST /api/statements/request-statement': 'chat', // throttled per chat session
  'POST /api/disputes/submit': 'chat',
  'GET /api/debtors/:id/contact-change-requests': WORKSPACE(),
  'PATCH /api/contact-change-requests/:id': WORKSPACE('changeRequestId'),
  'GET /api/bench/one-query': 'public',

  // Compliance guardrails (decision 0024). Agents record opt-outs, consent, cease and the
  // validation notice; the report is the back office's. The unsubscribe link of every e-mail to a
  // debtor is public (its signed token names the account and address).
  'GET /api/debtors/:id/compliance/preferences': WORKSPACE(),
  'POST /api/debtors/:id/compliance/preferences': WORKSPACE(),
  'DELETE /api/debtors/:id/compliance/preferences/:prefId': WORKSPACE(),
  'POST /api/debtors/:id/compliance/validation-notice': WORKSPACE(),
  // Wrong-person reports of an unverified chat, to review (decision 0088): the back office decides.
  'GET /api/debtors/:id/compliance/wrong-party-reports': BACK_OFFICE,
  'POST /api/debtors/:id/compliance/wrong-party-reports/:reportId': BACK_OFFICE,
  'GET /api/admin/compliance': BACK_OFFICE,
  'GET /api/admin/compliance/export': BACK_OFFICE,
  'GET /api/admin/compliance/notices-overdue': BACK_OFFICE, // validation notices not sent in time (decision 0069)
  // Where the agency holds a collection licence (decision 0106): an account in a state that needs one
  // and is not listed is not contacted. Changing it is a security event.
  'GET /api/admin/compliance/settings': ADMIN,
  'PUT /api/admin/compliance/settings': ADMIN,
  // Scrub flags (decisions 0100-0103): anyone working the account reads and records one (a
  // collector told "I have a lawyer" stops contact at once); only the back office lifts one, and
  // only the back office sends a scrub file and reads its summary and the accounts held for review.
  'GET /api/debtors/:id/scrubs': WORKSPACE(),
  'POST /api/debtors/:id/scrubs': WORKSPACE(),
  'DELETE /api/debtors/:id/scrubs/:scrubId': BACK_OFFICE,
  'POST /api/admin/scrubs': BACK_OFFICE,
  'GET /api/admin/scrubs/summary': BACK_OFFICE,
  'GET /api/admin/contact-center/needs-review': BACK_OFFICE,
  'GET /api/unsubscribe': 'public', // sends the browser on to the page; changes nothing
  'GET /api/unsubscribe/link': 'public',
  'POST /api/unsubscribe': 'public', // RFC 8058 one-click: mail providers post with no cookie and no Origin

  // Clients and placements (decision 0049). Staff read them (they work the clients'
  // accounts and answer their questions); only an admin changes a client's terms or recalls accounts.
  'GET /api/admin/clients': BACK_OFFICE,
  'POST /api/admin/clients': ADMIN,
  'GET /api/admin/clients/:id': BACK_OFFICE,
  'PUT /api/admin/clients/:id': ADMIN,
  'GET /api/admin/clients/:id/placements': BACK_OFFICE,
  'GET /api/admin/clients/:id/recalls': BACK_OFFICE,
  'POST /api/admin/clients/:id/recalls': ADMIN,
  // Remittances and trust (decisions 0053 and 0054): the back office drafts and reads; only an
  // admin approves a remittance and records the transfer that paid it.
  'POST /api/admin/remittances': BACK_OFFICE,
  'GET /api/admin/remittances': BACK_OFFICE,
  'GET /api/admin/remittances/:id': BACK_OFFICE,
  'POST /api/admin/remittances/:id/regenerate': BACK_OFFICE,
  'POST /api/admin/remittances/:id/approve': ADMIN,
  'POST /api/admin/remittances/:id/paid': ADMIN,
  'GET /api/admin/remittances/:id/statement': BACK_OFFICE,
  'GET /api/admin/trust-reconciliation': BACK_OFFICE,

  // The client portal (decisions 0055 and 0056): only a client user, every query scoped
  // by the server to the caller's own client (modules/client-portal); test/security/client-sweep.
  'GET /api/client/dashboard': CLIENT,
  'GET /api/client/accounts': CLIENT,
  'GET /api/client/accounts/:id': CLIENT,
  'GET /api/client/placements': CLIENT,
  'POST /api/client/placements': CLIENT, // a placement file: the accounts import, every row to their client
  'GET /api/client/transactions': CLIENT,
  'POST /api/client/recalls': CLIENT, // takes effect at once (decision 0056)
  // Approved and paid remittances only (decision 0057); another client's is a 404.
  'GET /api/client/remittances': CLIENT,
  'GET /api/client/remittances/:id': CLIENT,
  'GET /api/client/remittances/:id/statement': CLIENT,
};

export { BACK_OFFICE, OWN_LOGIN };
