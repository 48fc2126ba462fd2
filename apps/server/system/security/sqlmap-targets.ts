/**
 * Every text filter of the API that reaches a SQL query, with the parameters sqlmap attacks.
 * Derived from route-access.ts and the routes' zod query/body schemas: the GET routes with a
 * `querystring` schema, the one POST search (security events), and the id paths as a control.
 * Filters that do not reach SQL on the server (the payment-details and admin-disputes pages
 * filter in the browser: their routes take no query) are listed in NOT_SERVER_FILTERS instead.
 */
export interface SqlmapTarget {
  /** The route-access.ts key of the route. */
  route: string;
  /** The URL path with a harmless sample query (or `*` marking a path injection point). */
  url: string;
  /** Parameters sqlmap tests (-p). Empty for a path marked with `*`. */
  params: string[];
  /** A JSON body (POST): sqlmap tests its fields. */
  data?: string;
  /** Who may call it: admin's cookie is sent unless public. */
  auth: 'admin' | 'public';
}

export const SQLMAP_TARGETS: SqlmapTarget[] = [
  {
    route: 'GET /api/admin/accounts',
    url: '/api/admin/accounts?search=Maria&sort=id&view=compact&page=1&pageSize=50',
    params: ['search', 'sort', 'view', 'page', 'pageSize'],
    auth: 'admin',
  },
  {
    route: 'GET /api/admin/debt-accounts/search',
    url: '/api/admin/debt-accounts/search?searchTerm=Garcia',
    params: ['searchTerm'],
    auth: 'admin',
  },
  {
    route: 'GET /api/admin/contact-center/queue',
    url: '/api/admin/contact-center/queue?account=ACC-100003',
    params: ['account'],
    auth: 'admin',
  },
  {
    route: 'GET /api/admin/hot-leads',
    url: '/api/admin/hot-leads?days=30&sort=balance',
    params: ['days', 'sort'],
    auth: 'admin',
  },
  {
    route: 'GET /api/admin/compliance',
    url: '/api/admin/compliance?from=2026-01-01&to=2026-12-31',
    params: ['from', 'to'],
    auth: 'admin',
  },
  {
    route: 'GET /api/admin/compliance/export',
    url: '/api/admin/compliance/export?from=2026-01-01&to=2026-12-31&format=csv',
    params: ['from', 'to', 'format'],
    auth: 'admin',
  },
  {
    route: 'POST /api/security/search',
    url: '/api/security/search',
    data: '{"eventType":"login_success","ipAddress":"127.0.0.1","startDate":"2026-01-01T00:00","endDate":"2030-01-01T00:00","userId":"1"}',
    params: ['eventType', 'ipAddress', 'startDate', 'endDate', 'userId'],
    auth: 'admin',
  },
  {
    route: 'GET /api/admin/import-templates/:importType',
    url: '/api/admin/import-templates/accounts?format=csv',
    params: ['format'],
    auth: 'admin',
  },
  {
    route: 'GET /api/unsubscribe/link',
    url: '/api/unsubscribe/link?token=abc.def',
    params: ['token'],
    auth: 'public',
  },
  // Id paths (not text filters, but the same question): sqlmap's `*` marks the injection point.
  { route: 'GET /api/admin/accounts/:id', url: '/api/admin/accounts/3*', params: [], auth: 'admin' },
  { route: 'GET /api/debtors/:id', url: '/api/debtors/3*', params: [], auth: 'admin' },
];

/** Filters of the web pages that never reach the server as text (so sqlmap has nothing to attack). */
export const NOT_SERVER_FILTERS = [
  'GET /api/admin/payment-details (payment details filters run in the browser on the loaded list)',
  'GET /api/admin/disputes (dispute filters run in the browser on the loaded list)',
];
