import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '@/features/auth';
import { AccessDeniedPage } from '@/features/errors';
import { ApiError } from '@/lib/api-client';
import { buttonClasses } from '@/ui/button';
import { PageSpinner } from '@/ui/spinner';
import { useAccountQuery } from '../api/account';
import type { AccountRecord } from '../api/account-types';
import { AccountLayout } from './account-layout';

/** Texts of the account screens (docs/product/accounts-import.md). */
export const ACCOUNT_SCREEN_TEXT = {
  denied: "You don't have permission to access this page.",
  fetchFailed: 'Failed to fetch account details',
  idMissing: 'Account ID not provided',
  notFoundTitle: 'Account Not Found',
  notFound: 'The requested account could not be found.',
} as const;

function Problem({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col items-center px-4 py-16 text-center">
      {icon}
      <h1 className="mt-4 font-bold text-2xl text-gray-900">{title}</h1>
      {children && <p className="mt-2 text-gray-700">{children}</p>}
      <Link to="/admin/accounts" className={buttonClasses({ className: 'mt-6' })}>
        Back to Accounts
      </Link>
    </section>
  );
}

export function AccountErrorScreen({ message }: { message: string }) {
  return (
    <Problem icon={<AlertTriangle className="size-12 text-danger-700" aria-hidden="true" />} title="Error">
      {message}
    </Problem>
  );
}

export function AccountNotFoundScreen() {
  return (
    <Problem
      icon={<SearchX className="size-12 text-gray-500" aria-hidden="true" />}
      title={ACCOUNT_SCREEN_TEXT.notFoundTitle}
    >
      {ACCOUNT_SCREEN_TEXT.notFound}
    </Problem>
  );
}

/**
 * The shared frame of the detail and edit screens: Access Denied for anyone but admin and staff
 * (docs/product/accounts-import.md), then the account's loading, error and not-found screens, then the page itself.
 */
export function AccountScreen({ children }: { children: (account: AccountRecord, id: string) => ReactNode }) {
  const { user } = useAuth();
  const { id } = useParams();
  const allowed = user?.role === 'admin' || user?.role === 'staff';
  const query = useAccountQuery(allowed ? id : undefined);
  if (!allowed) return <AccessDeniedPage message={ACCOUNT_SCREEN_TEXT.denied} linkLabel="Return to Home" />;

  let content: ReactNode;
  if (!id) content = <AccountErrorScreen message={ACCOUNT_SCREEN_TEXT.idMissing} />;
  else if (query.isPending) content = <PageSpinner label="Loading account" />;
  else if (query.error instanceof ApiError && query.error.status === 404) content = <AccountNotFoundScreen />;
  else if (query.isError) content = <AccountErrorScreen message={ACCOUNT_SCREEN_TEXT.fetchFailed} />;
  else content = children(query.data, id);
  return <AccountLayout>{content}</AccountLayout>;
}
