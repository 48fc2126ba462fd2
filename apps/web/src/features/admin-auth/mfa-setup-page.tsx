import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useMfaStatusQuery } from './api/mfa-status';
import { MfaDisableForm } from './components/mfa-disable-form';
import { MfaEnrolment } from './components/mfa-enrolment';
import { BackOfficeLoginFrame, type OwnLoginFrame, ownLoginPlace } from './components/own-login-frame';

/**
 * /admin/mfa-setup (docs/product/back-office.md): the status, then setting two-factor up or turning it off.
 * The client portal shows the same page in its own frame at /client/mfa-setup (decision 0089).
 */
export function MfaSetupPage({ frame: Frame = BackOfficeLoginFrame }: { frame?: OwnLoginFrame } = {}) {
  const status = useMfaStatusQuery();
  const { user } = useAuth();
  return (
    <Frame
      title="Two-Factor Authentication"
      description="A code from your phone in addition to your password."
    >
      {status.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading two-factor status" />
        </div>
      ) : status.isError ? (
        <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
          <span>Could not load the two-factor status.</span>
          <Button size="sm" variant="outline" onClick={() => status.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : (
        <div className="space-y-6">
          {user?.requiredStep === 'mfa-setup' && (
            <Alert tone="warning" data-testid="mfa-setup-required">
              {`Two-factor authentication is required for your account. Set it up below to continue to ${ownLoginPlace(user.role).portal}.`}
            </Alert>
          )}
          <StatusCard enabled={status.data.mfaEnabled} />
          <Card>
            <CardHeader>
              <CardTitle>
                {status.data.mfaEnabled
                  ? 'Disable Two-Factor Authentication'
                  : 'Set Up Two-Factor Authentication'}
              </CardTitle>
            </CardHeader>
            <CardContent>{status.data.mfaEnabled ? <MfaDisableForm /> : <MfaEnrolment />}</CardContent>
          </Card>
        </div>
      )}
    </Frame>
  );
}

function StatusCard({ enabled }: { enabled: boolean }) {
  const Icon = enabled ? ShieldCheck : ShieldOff;
  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <Icon
          className={`size-10 shrink-0 ${enabled ? 'text-success-700' : 'text-gray-500'}`}
          aria-hidden="true"
        />
        <div>
          <p className="text-gray-700 text-sm">Status</p>
          <p
            data-testid="mfa-status"
            className={`mt-0.5 inline-flex rounded-full px-3 py-0.5 font-semibold text-sm ${
              enabled ? 'bg-success-50 text-success-700' : 'bg-gray-100 text-gray-800'
            }`}
          >
            {enabled ? 'Active' : 'Not Enabled'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
