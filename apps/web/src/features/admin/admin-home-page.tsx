import {
  BarChart3,
  CreditCard,
  FileUp,
  Headphones,
  KeyRound,
  type LucideIcon,
  Scale,
  ShieldCheck,
  Upload,
} from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/app/brand-logo';
import { useAuth } from '@/features/auth/auth-context';
import { LogoutButton } from '@/features/auth/logout-button';

interface PortalCard {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The cards of the admin portal home (spec 2 §2), in the spec's order. */
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
];

/** /admin: the back-office home (route guarded by AdminRoute). */
export function AdminHomePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="min-h-screen flex-1 bg-gray-50">
      <header className="border-gray-200 border-b bg-white" data-testid="admin-header">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <BrandLogo />
          <div className="flex items-center gap-4">
            <div className="text-right text-sm">
              <p className="font-semibold text-gray-900">{user.username}</p>
              <p className="text-gray-600">{user.email}</p>
              <p className="text-gray-600">{`Role: ${user.role}`}</p>
            </div>
            <LogoutButton label="Log Out" />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">Admin Portal</h1>
        <p className="mt-1 text-gray-700">Welcome back, {user.firstName || user.username}.</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map(({ to, title, description, icon: Icon }) => (
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
          ))}
        </ul>
      </div>
    </div>
  );
}
