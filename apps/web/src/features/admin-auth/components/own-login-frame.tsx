import { isBackOffice, type Role } from '@arrears/domain';
import type { ComponentType, ReactNode } from 'react';
import { useAuth } from '@/features/auth';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';

/** What the change-password and two-factor pages need of the frame they sit in. */
export interface OwnLoginFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}
export type OwnLoginFrame = ComponentType<OwnLoginFrameProps>;

/**
 * The back office's head of the pages: 'Back to Admin Portal' only for a role the Admin Portal lets
 * in (a collector's would lead to Access Denied).
 */
export function BackOfficeLoginFrame(props: OwnLoginFrameProps) {
  const { user } = useAuth();
  return <AdminSubPage {...props} backToPortal={!user || isBackOffice(user.role)} />;
}

export interface OwnLoginPlace {
  /** Where the held user goes on once the step is done, as the pages' notes name it. */
  portal: string;
  /** The success screen's way back. */
  home: { to: string; label: string };
}

/** Where each role works (decision 0089): the admin portal, a collector's queue, the client portal. */
export function ownLoginPlace(role: Role | undefined): OwnLoginPlace {
  if (role === 'client')
    return { portal: 'the client portal', home: { to: '/client', label: 'Return to Dashboard' } };
  if (role === 'collector')
    return { portal: 'your queue', home: { to: '/admin/contact-center', label: 'Return to My Queue' } };
  return { portal: 'the admin portal', home: { to: '/admin/dashboard', label: 'Return to Dashboard' } };
}
