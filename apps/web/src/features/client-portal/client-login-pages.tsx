import { ChangePasswordPage, MfaSetupPage } from '@/features/admin-auth';
import { ClientPortalFrame } from './components/client-portal-frame';

/** /client/change-password (decision 0089): the back office's page, in the client portal's frame. */
export function ClientChangePasswordPage() {
  return <ChangePasswordPage frame={ClientPortalFrame} />;
}

/** /client/mfa-setup (decision 0089): the back office's two-factor page, in the client portal's frame. */
export function ClientMfaSetupPage() {
  return <MfaSetupPage frame={ClientPortalFrame} />;
}
