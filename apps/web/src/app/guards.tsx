import { BACK_OFFICE_ROLES, DEFAULT_ALLOWED_ROLES, type Role, requiredStepPath } from '@arrears/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';
import {
  ACCESS_DENIED_VARIANTS,
  AccessDeniedPage,
  type AccessDeniedVariant,
} from '@/features/errors/access-denied-page';
import { PageSpinner } from '@/ui/spinner';

export interface ProtectedRouteProps {
  children: ReactNode;
  /** Roles allowed in (default: admin, staff, collector, debtor). */
  roles?: readonly Role[];
  /** Where a signed-out visitor is sent (default /login). */
  signInPath?: string;
  /** Which Access Denied text a refused role sees (default: the portal text, docs/product/public-site.md). */
  denied?: AccessDeniedVariant;
}

/**
 * Route protection (docs/product/public-site.md): a spinner while the session loads, the sign-in page for a signed-out
 * visitor, the page of a step the user must complete first (decision 0030: a new password, then
 * two-factor; the server refuses everything else meanwhile; a client's user does it in the client
 * portal, decision 0089), Access Denied for a role that is not allowed.
 */
export function ProtectedRoute({
  children,
  roles = DEFAULT_ALLOWED_ROLES,
  signInPath = '/login',
  denied = 'restricted',
}: ProtectedRouteProps) {
  const { user, isLoading, endingSession } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user && endingSession) return null; // logging out: on the way to /, not to the sign-in page
  if (!user) return <Navigate to={signInPath} replace state={{ from: location }} />;
  const stepPath = user.requiredStep ? requiredStepPath(user.requiredStep, user.role) : null;
  if (stepPath && location.pathname !== stepPath) return <Navigate to={stepPath} replace />;
  if (!roles.includes(user.role)) return <AccessDeniedPage {...ACCESS_DENIED_VARIANTS[denied]} />;
  return <>{children}</>;
}

/**
 * The back-office wrapper: admin and staff by default (or fewer roles, e.g. admin only);
 * signed-out visitors go to /admin-login.
 */
export function AdminRoute({
  children,
  roles = BACK_OFFICE_ROLES,
  denied,
}: {
  children: ReactNode;
  roles?: readonly Role[];
  denied?: AccessDeniedVariant;
}) {
  return (
    <ProtectedRoute roles={roles} signInPath="/admin-login" denied={denied}>
      {children}
    </ProtectedRoute>
  );
}
