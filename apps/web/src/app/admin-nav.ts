import { BACK_OFFICE_ROLES, ROLES, type Role } from '@arrears/domain';
import {
  BarChart3,
  BookOpen,
  Building2,
  CalendarClock,
  CreditCard,
  FileText,
  FileUp,
  Fingerprint,
  HandCoins,
  Headphones,
  Home,
  KeyRound,
  Landmark,
  ListChecks,
  LockKeyhole,
  Mail,
  Receipt,
  Scale,
  ShieldAlert,
  ShieldCheck,
  Timer,
  Users,
  UsersRound,
} from 'lucide-react';
import { matchPath } from 'react-router';
import {
  type Crumb,
  type FrameNavGroup,
  type FrameNavItem,
  isNavItemActive,
} from '@/ui/layouts/back-office-frame';
import { APP_ROUTES, type AppRoute, type RouteAccess } from './routes';

interface AdminNavEntry extends FrameNavItem {
  /**
   * Where the page lets every signed-in role in and the API decides (decision in routes.tsx), the
   * roles the API answers: a link is shown only to a role that would not be refused.
   */
  apiRoles?: readonly Role[];
}

const ADMIN_ONLY: readonly Role[] = ['admin'];

/** The back office's areas in the sidebar, grouped; each `to` is a route of APP_ROUTES. */
export const ADMIN_NAV: ReadonlyArray<{ label?: string; entries: readonly AdminNavEntry[] }> = [
  { entries: [{ to: '/admin', label: 'Admin Portal', icon: Home, end: true }] },
  {
    label: 'Work',
    entries: [
      {
        to: '/admin/contact-center',
        label: 'My queue',
        icon: Headphones,
        alsoActiveOn: ['/admin/debtor'],
      },
      { to: '/admin/accounts', label: 'Accounts', icon: UsersRound },
      { to: '/admin/payment-details', label: 'Payments', icon: Receipt, apiRoles: BACK_OFFICE_ROLES },
      { to: '/admin/record-payment', label: 'Record Payment', icon: CreditCard },
      { to: '/admin/arrangements', label: 'Arrangements', icon: CalendarClock },
      { to: '/admin/letters', label: 'Letters', icon: Mail },
      { to: '/admin/disputes', label: 'Disputes', icon: Scale },
      { to: '/admin/documents', label: 'Documents', icon: FileText },
      { to: '/admin/compliance', label: 'Compliance', icon: ListChecks },
      { to: '/admin/state-rules', label: 'State Rules', icon: BookOpen },
      {
        to: '/admin/identity-reviews',
        label: 'Identity Reviews',
        icon: Fingerprint,
        apiRoles: BACK_OFFICE_ROLES,
      },
    ],
  },
  {
    label: 'Data',
    entries: [
      { to: '/admin/import', label: 'Import', icon: FileUp },
      { to: '/admin/scrubs', label: 'Scrubs', icon: ShieldAlert, apiRoles: BACK_OFFICE_ROLES },
      { to: '/admin/clients', label: 'Clients', icon: Building2 },
      { to: '/admin/remittances', label: 'Remittances', icon: HandCoins },
      { to: '/admin/trust-reconciliation', label: 'Trust', icon: Landmark },
      { to: '/admin/dashboard', label: 'Dashboard', icon: BarChart3 },
    ],
  },
  {
    label: 'Admin',
    entries: [
      { to: '/admin/users', label: 'Users', icon: Users },
      { to: '/admin/jobs', label: 'Jobs', icon: Timer },
      { to: '/admin/security', label: 'Security', icon: ShieldCheck, apiRoles: ADMIN_ONLY },
    ],
  },
  {
    label: 'Account',
    entries: [
      { to: '/admin/change-password', label: 'Change Password', icon: LockKeyhole },
      { to: '/admin/mfa-setup', label: 'Two-Factor', icon: KeyRound },
    ],
  },
];

/** The roles a route lets in, as the guards read its access. */
export function rolesOfAccess(access: RouteAccess | undefined): readonly Role[] {
  if (access === 'back-office') return BACK_OFFICE_ROLES;
  if (access === undefined || access === 'public' || access === 'signed-in') return ROLES;
  return access;
}

/** The sidebar of a role: only the areas its routes (and, where the API decides, the API) let it open. */
export function adminNavFor(role: Role, routes: readonly AppRoute[] = APP_ROUTES): FrameNavGroup[] {
  const allowed = (entry: AdminNavEntry) => {
    const route = routes.find((r) => r.path === entry.to);
    if (!route || !rolesOfAccess(route.access).includes(role)) return false;
    return !entry.apiRoles || entry.apiRoles.includes(role);
  };
  return ADMIN_NAV.map(({ label, entries }) => ({
    label,
    items: entries.filter(allowed).map(({ apiRoles: _apiRoles, ...item }) => item),
  })).filter((group) => group.items.length > 0);
}

/** The back-office paths the frame goes around: every /admin* page but the sign-in. */
export function isFramedAdminPath(pathname: string): boolean {
  return pathname.startsWith('/admin') && pathname !== '/admin-login';
}

/** The home every breadcrumb starts from. */
const HOME_CRUMB: Crumb = { label: 'Admin Portal', to: '/admin' };

/**
 * The breadcrumb of a back-office page (decision 0118): Admin Portal › the sidebar's group › its area,
 * then the page's own title when it lies below the area (a remittance, a debtor's workspace). The home
 * has none. Only the links the role's sidebar has are links; the current page is last, unlinked.
 */
export function breadcrumbFor(
  pathname: string,
  role: Role,
  routes: readonly AppRoute[] = APP_ROUTES,
): Crumb[] {
  if (pathname === '/admin' || !isFramedAdminPath(pathname)) return [];
  const own = new Set(adminNavFor(role, routes).flatMap((group) => group.items.map((item) => item.to)));
  const route = routes.find((r) => matchPath(r.path, pathname));
  const crumbs: Crumb[] = [own.has('/admin') ? HOME_CRUMB : { label: HOME_CRUMB.label }];
  for (const group of ADMIN_NAV) {
    const entry = group.entries.find((e) => !e.end && isNavItemActive(e, pathname));
    if (!entry) continue;
    if (group.label) crumbs.push({ label: group.label });
    if (pathname === entry.to) return [...crumbs, { label: entry.label }];
    crumbs.push(own.has(entry.to) ? { label: entry.label, to: entry.to } : { label: entry.label });
    break;
  }
  return route ? [...crumbs, { label: route.title }] : crumbs;
}
