// The server's module order, bottom to top. A module may import a module of its own layer or a
// lower one (never in a circle); an arrow that runs back up is refused by `npm run check:structure`.
// Where a lower module needs a higher one, the app hands it a callback at boot (app.ts).
export const SERVER_LAYERS = [
  {
    name: 'foundations',
    about: 'the account record, its timeline, the users and the cached totals everything else builds on',
    modules: [
      'account-timeline',
      'rollups',
      'users',
      'accounts',
      'language',
      'page-views',
      'user-preferences',
      'housekeeping',
    ],
  },
  {
    name: 'records',
    about:
      "the agency's books: clients, the ledger, promises, disputes, scrub flags, compliance records, remittances",
    modules: ['clients', 'ledger', 'promises', 'disputes', 'scrubs', 'compliance', 'remittances'],
  },
  {
    name: 'identity',
    about: 'who is asking: sign-in, second factor, passwords, the identity check',
    modules: ['auth', 'mfa', 'passwords', 'identity'],
  },
  {
    name: 'money',
    about: 'taking payments and keeping plans',
    modules: ['payments', 'arrangements'],
  },
  {
    name: 'channels',
    about: 'how the agency reaches a consumer and is reached: mail, texts, calls, letters, the chat',
    modules: ['mail', 'sms-opt-in', 'telephony', 'statements', 'letters', 'documents', 'chat'],
  },
  {
    name: 'workflows',
    about: 'the desks people work at and the jobs that run on their own',
    modules: [
      'accounts-import',
      'contact-center',
      'work-queue',
      'dialer',
      'client-portal',
      'debtor-home',
      'agency-users',
      'dashboard',
      'global-search',
      'security-dashboard',
      'jobs',
      'admin-home',
      'ivr',
      'spa',
    ],
  },
];

/**
 * Files outside modules/ that put the app together: they may use any module's door. Every other
 * file outside modules/ is the platform (config, database, sessions, security, providers, i18n,
 * plugins) and imports no module.
 */
export const SERVER_COMPOSITION = [/^app\.ts$/, /^server\.ts$/, /^cli\//, /^db\/seed[\w-]*\.ts$/];
