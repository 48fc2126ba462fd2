// The back-office reads the scale benchmark times (decisions 0075 to 0085), each with its target.
//   name:    what SCALE_ROUTES=a,b picks (a prefix ending in * picks a group: workspace*)
//   path:    the request, or a function of the context returning one (a new one per request)
//   targetMs: p99 target; maxBytes: the largest answer allowed (200 kB for every back-office read)
//   status:  the expected answer (200, or 304 for the ETag refresh); headers(ctx): extra headers
//   body:    a JSON body: the request is a POST (method: to say otherwise)
//   once:    measured by single requests (answers too large to load with autocannon)
//   optional: a call the scale work added; a build without it (404, or no cursor to follow) skips the route
// ctx = { maxAccountId, randomAccountId(), accountsEtag, deepCursor, today, yearAgo, monthAgo }: filled by scale-read.mjs.

export const TARGET_MS = 100;
export const WORKSPACE_TARGET_MS = 50;
export const MAX_BYTES = 200_000;

const FIRST_PAGE = '/api/admin/accounts?page=1&pageSize=50&view=summary';
const DEEP_PAGE = '/api/admin/accounts?page=5000&pageSize=50&view=summary';
/** The page before the deep one: its answer's nextCursor (keyset paging) leads to page 5,000. */
export const BEFORE_DEEP_PAGE = '/api/admin/accounts?page=4999&pageSize=50&view=summary';

const PAYMENT_DETAILS = '/api/admin/payment-details?page=1&pageSize=50';
/** The security search tab's request: its filters, then the table's sort and page. */
const SECURITY_SEARCH = { limit: 100, sort: 'createdAt', direction: 'desc', page: 1, pageSize: 50 };
/**
 * The searches staff type, as typed: a common first and last name (about 6,700 accounts at a
 * million), a whole account number and a whole phone number (bench/scale/seed.mjs's forms).
 */
const SEARCHES = [
  ['first-last', 'Maria Garcia'],
  ['account', 'BN-0123457'],
  ['phone-number', '(609) 012-3457'],
];

/** Every route of the benchmark, in the order they run. */
export const SCALE_ROUTES = [
  { name: 'dashboard-summary', path: '/api/admin/dashboard-summary' },
  { name: 'total-collected', path: '/api/admin/total-collected' },
  { name: 'hot-leads-7', path: '/api/admin/hot-leads?days=7' },
  { name: 'hot-leads-30', path: '/api/admin/hot-leads?days=30' },
  { name: 'hot-leads-30-page', path: '/api/admin/hot-leads?days=30&page=1&pageSize=50' },
  { name: 'hot-leads-7-visits', path: '/api/admin/hot-leads?days=7&sort=visits&page=1&pageSize=50' },
  // The debtor workspace over random accounts: the page's first call and the panels it opens.
  {
    name: 'workspace',
    path: (ctx) => `/api/debtors/${ctx.randomAccountId()}`,
    targetMs: WORKSPACE_TARGET_MS,
  },
  {
    name: 'workspace-contacts',
    path: (ctx) => `/api/debtors/${ctx.randomAccountId()}/contacts`,
    targetMs: WORKSPACE_TARGET_MS,
  },
  {
    name: 'workspace-payments',
    path: (ctx) => `/api/debtors/${ctx.randomAccountId()}/payments`,
    targetMs: WORKSPACE_TARGET_MS,
  },
  {
    name: 'workspace-visits',
    path: (ctx) => `/api/debtors/${ctx.randomAccountId()}/visits`,
    targetMs: WORKSPACE_TARGET_MS,
  },
  {
    name: 'workspace-preferences',
    path: (ctx) => `/api/debtors/${ctx.randomAccountId()}/compliance/preferences`,
    targetMs: WORKSPACE_TARGET_MS,
  },
  // The rest of what the workspace asks for as it opens (its cards and tabs), and the plan dialog's options.
  ...[
    'compliance/wrong-party-reports',
    'sms',
    'letters',
    'scrubs',
    'contact-change-requests',
    'plans',
    'promises',
    'plan-options',
  ].map((part) => ({
    name: `workspace-${part.replace('compliance/', '')}`,
    path: (ctx) => `/api/debtors/${ctx.randomAccountId()}/${part}`,
    targetMs: WORKSPACE_TARGET_MS,
  })),
  // The assignment control's list of collectors.
  { name: 'workspace-assignees', path: '/api/admin/assignees', targetMs: WORKSPACE_TARGET_MS },
  { name: 'payment-details', path: '/api/admin/payment-details' },
  { name: 'payment-details-page', path: '/api/admin/payment-details?page=1&pageSize=50' },
  // The page's own call as it opens (newest first), and its other two sort presets.
  { name: 'payment-details-screen', path: `${PAYMENT_DETAILS}&sort=date&direction=desc` },
  { name: 'payment-details-amount', path: `${PAYMENT_DETAILS}&sort=amount&direction=desc` },
  { name: 'payment-details-name', path: `${PAYMENT_DETAILS}&sort=name&direction=asc` },
  // The security dashboard's two calls as it opens, and its search tab (all events, then failed sign-ins).
  { name: 'security-dashboard', path: '/api/security/dashboard' },
  { name: 'security-stats', path: '/api/security/stats' },
  { name: 'security-search', path: '/api/security/search', body: SECURITY_SEARCH },
  {
    name: 'security-search-failed',
    path: '/api/security/search',
    body: { ...SECURITY_SEARCH, eventType: 'login_failure' },
  },
  { name: 'compliance', path: '/api/admin/compliance' },
  { name: 'compliance-year', path: (ctx) => `/api/admin/compliance?from=${ctx.yearAgo}&to=${ctx.today}` },
  {
    name: 'compliance-year-page',
    path: (ctx) => `/api/admin/compliance?from=${ctx.yearAgo}&to=${ctx.today}&page=1&pageSize=50`,
  },
  // The report page's own call: the last 30 days, both tables paged (blocked attempts and weekly rows).
  {
    name: 'compliance-screen',
    path: (ctx) =>
      `/api/admin/compliance?from=${ctx.monthAgo}&to=${ctx.today}&page=1&pageSize=50&weeklyPage=1&weeklyPageSize=50`,
  },
  { name: 'disputes', path: '/api/admin/disputes' },
  { name: 'disputes-page', path: '/api/admin/disputes?page=1&pageSize=50' },
  { name: 'disputes-counts', path: '/api/admin/disputes/counts', optional: true },
  // Record payment's account search: a common name, a rare one, a number fragment, a phone fragment.
  { name: 'record-search-garcia', path: '/api/admin/debt-accounts/search?searchTerm=garcia' },
  { name: 'record-search-rare', path: '/api/admin/debt-accounts/search?searchTerm=tanaka-123' },
  { name: 'record-search-number', path: '/api/admin/debt-accounts/search?searchTerm=1000' },
  { name: 'record-search-phone', path: '/api/admin/debt-accounts/search?searchTerm=555-01' },
  // What staff type most: a first and last name, a whole account number, a whole phone number.
  ...SEARCHES.map(([what, term]) => ({
    name: `record-search-${what}`,
    path: `/api/admin/debt-accounts/search?searchTerm=${encodeURIComponent(term)}`,
  })),
  // The header's search box with a common surname, and the same terms.
  { name: 'global-search-garcia', path: '/api/admin/search?q=garcia' },
  ...SEARCHES.map(([what, term]) => ({
    name: `global-search-${what}`,
    path: `/api/admin/search?q=${encodeURIComponent(term)}`,
  })),
  // The accounts table: first page, a name search, the 5-second refresh (304) and a deep page.
  { name: 'accounts-first', path: FIRST_PAGE },
  { name: 'accounts-search', path: `${FIRST_PAGE}&search=garcia` },
  ...SEARCHES.map(([what, term]) => ({
    name: `accounts-search-${what}`,
    path: `${FIRST_PAGE}&search=${encodeURIComponent(term)}`,
  })),
  {
    name: 'accounts-304',
    path: FIRST_PAGE,
    status: 304,
    headers: (ctx) => ({ 'if-none-match': ctx.accountsEtag }),
  },
  { name: 'accounts-deep', path: DEEP_PAGE },
  // The same page reached by keyset: the cursor page 4,999 answered with (nextCursor).
  {
    name: 'accounts-deep-cursor',
    path: (ctx) =>
      ctx.deepCursor
        ? `/api/admin/accounts?pageSize=50&view=summary&after=${encodeURIComponent(ctx.deepCursor)}`
        : null,
    optional: true,
  },
  { name: 'accounts-overview', path: '/api/admin/accounts-overview', optional: true },
  // The viewer's "list of all" (235 MB at a million accounts before decision 0077): timed one request at a time.
  { name: 'test-accounts', path: '/api/test/accounts', once: true },
];

/** The accounts first page sampled while the export runs (the same request as accounts-read.mjs). */
export const EXPORT_PAGE = '/api/admin/accounts?page=1&pageSize=100&view=compact';

/** The routes SCALE_ROUTES names (comma-separated names; `group*` picks every name starting so). */
export function pickRoutes(filter) {
  if (!filter) return SCALE_ROUTES;
  const wanted = filter
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  const picked = SCALE_ROUTES.filter((r) =>
    wanted.some((w) => (w.endsWith('*') ? r.name.startsWith(w.slice(0, -1)) : r.name === w)),
  );
  const known = new Set(SCALE_ROUTES.map((r) => r.name));
  const unknown = wanted.filter((w) => !w.endsWith('*') && !known.has(w) && w !== 'export');
  if (unknown.length)
    throw new Error(
      `unknown route(s) in SCALE_ROUTES: ${unknown.join(', ')} (known: ${[...known].join(', ')}, export)`,
    );
  return picked;
}
