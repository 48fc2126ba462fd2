import {
  BarChart3,
  CreditCard,
  FileUp,
  Headphones,
  KeyRound,
  ListChecks,
  type LucideIcon,
  Scale,
  ShieldCheck,
  Timer,
  Upload,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { usePasswordStatusQuery } from '@/features/admin-auth';
import { useAuth } from '@/features/auth';
import { Alert } from '@/ui/alert';

interface PortalCard {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Shown to admins only (staff are refused there). */
  adminOnly?: boolean;
}

/** The cards of the admin portal home (docs/product/back-office.md), in the spec's order. */
const CARDS: readonly PortalCard[] = [
  {
    to: '/admin/dashboard',
    title: 'Dashboard',
    description: 'Totals, collections and hot leads.',
    icon: BarChart3,
  },
  {
    to: '/admin/contact-center',
    title: 'Contact Center',
    description: 'Find a debtor and call, text or e-mail.',
    icon: Headphones,
  },
  {
    to: '/admin/record-payment',
    title: 'Record Payment',
    description: 'Record a payment made outside the portal.',
    icon: CreditCard,
  },
  {
    to: '/admin/documents',
    title: 'Upload Documents',
    description: 'Attach documents to accounts.',
    icon: Upload,
  },
  {
    to: '/admin/disputes',
    title: 'Disputes',
    description: 'Review and resolve consumer disputes.',
    icon: Scale,
  },
  {
    to: '/admin/security',
    title: 'Security Dashboard',
    description: 'Sign-in activity and security events.',
    icon: ShieldCheck,
  },
  {
    to: '/admin/mfa-setup',
    title: 'Two-Factor Authentication',
    description: 'Set up or turn off 2FA.',
    icon: KeyRound,
  },
  {
    to: '/admin/import',
    title: 'Import Accounts',
    description: 'Import accounts, payments and transactions.',
    icon: FileUp,
  },
  {
    to: '/admin/compliance',
    title: 'Compliance Report',
    description: 'Blocked contact attempts and weekly contacts per debt.',
    icon: ListChecks,
  },
  {
    to: '/admin/users',
    title: 'Agency Users',
    description: 'Add staff, deactivate accounts, reset 2FA.',
    icon: Users,
    adminOnly: true,
  },
  {
    to: '/admin/jobs',
    title: 'Background Jobs',
    description: 'Scheduled work, last runs and failures.',
    icon: Timer,
    adminOnly: true,
  },
];

/**
 * /admin: the back-office home (route guarded by AdminRoute). The user's name, e-mail and role, Change Password and
 * Log Out are in the back office's frame around it.
 */
export function AdminHomePage() {
  const { user } = useAuth();
  const passwordStatus = usePasswordStatusQuery();
  if (!user) return null;
  return (
    <div className="flex-1 bg-gray-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">Admin Portal</h1>
        <p className="mt-1 text-gray-700">Welcome back, {user.firstName || user.username}.</p>
        {passwordStatus.data?.needsUpdate && (
          <Alert tone="warning" className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <span>Your password must be changed.</span>
            <Link
              to="/admin/change-password"
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
            >
              Change it now
            </Link>
          </Alert>
        )}
        <ul aria-label="Admin areas" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.filter((card) => !card.adminOnly || user.role === 'admin').map(
            ({ to, title, description, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50"
                >
                  <Icon className="size-6 text-brand-600" aria-hidden="true" />
                  <span className="font-semibold text-gray-900">{title}</span>
                  <span className="text-gray-600 text-sm">{description}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
