import type { Role } from '@arrears/domain';
import type { ComponentType, ReactNode } from 'react';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';

/** What the change-password and two-factor pages need of the frame they sit in. */
export interface OwnLoginFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}
export type OwnLoginFrame = ComponentType<OwnLoginFrameProps>;

/** The back office's head of the pages; the frame's breadcrumb leads home (decision 0118). */
export function BackOfficeLoginFrame(props: OwnLoginFrameProps) {
  return <AdminSubPage {...props} />;
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
