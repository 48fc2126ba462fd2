/**
 * Which parts of the site frame a path shows (docs/product/public-site.md): the header and footer are hidden on
 * /account*, /register, /auth, every /admin* path and the client portal (/client*); the chat launcher is
 * hidden on /admin* and /client*.
 */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** /admin, /admin/..., and the back-office pages named admin-* (/admin-login, /admin-viewer). */
export function isAdminPath(pathname: string): boolean {
  return pathname.startsWith('/admin');
}

/** The client portal (decision 0055): its own frame, no chat (the chat is the debtors'). */
export function isClientPortalPath(pathname: string): boolean {
  return isUnder(pathname, '/client');
}

export function showsSiteChrome(pathname: string): boolean {
  if (isAdminPath(pathname) || isClientPortalPath(pathname)) return false;
  if (pathname.startsWith('/account')) return false;
  return !isUnder(pathname, '/register') && !isUnder(pathname, '/auth');
}

export function showsChatLauncher(pathname: string): boolean {
  return !isAdminPath(pathname) && !isClientPortalPath(pathname);
}

/** The agency's own pages, for businesses and first-time visitors: the marketing footer. */
const MARKETING_PATHS = new Set(['/', '/about']);

/**
 * Which footer a page shows (docs/decisions/0046): the marketing footer (services, quick links) on the
 * marketing pages; everywhere else, and on every page for a signed-in debtor, the debtor's footer.
 */
export function footerFor(pathname: string, signedInDebtor: boolean): 'marketing' | 'debtor' {
  if (signedInDebtor) return 'debtor';
  return MARKETING_PATHS.has(pathname) ? 'marketing' : 'debtor';
}
