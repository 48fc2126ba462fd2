import { UNSUBSCRIBE_MESSAGES as M } from '@arrears/domain';
import { MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBrand } from '@/lib/public-config';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader } from '@/ui/card';
import { AuthPageShell, BackToHomeLink } from '@/ui/layouts/auth-page-shell';
import { Spinner } from '@/ui/spinner';
import { useUnsubscribeLinkQuery, useUnsubscribeMutation } from './api/unsubscribe';

/**
 * /unsubscribe?token=… (decision 0032), public: the link at the end of every e-mail to a debtor.
 * Opening it changes nothing (mail scanners open links); the button posts the opt-out.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const brand = useBrand();
  const link = useUnsubscribeLinkQuery(token);
  const mutation = useUnsubscribeMutation(token);
  const invalid = !token || (link.error instanceof ApiError && link.error.status === 400);

  let body: ReactNode;
  if (invalid) body = <Alert tone="danger">{M.invalid}</Alert>;
  else if (link.isError) body = <Alert tone="danger">{errorMessage(link.error, M.failed)}</Alert>;
  else if (!link.data) body = <Spinner label="Checking your link" className="mx-auto flex justify-center" />;
  else if (mutation.isSuccess) body = <Alert tone="success">{mutation.data.message}</Alert>;
  else if (link.data.unsubscribed) body = <Alert tone="info">{M.already}</Alert>;
  else
    body = (
      <div className="space-y-5">
        <p className="text-gray-800">{M.question}</p>
        <p className="rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-gray-700 text-sm">
          E-mail address: <span className="font-medium text-gray-900">{link.data.address}</span>
        </p>
        {mutation.isError && <Alert tone="danger">{errorMessage(mutation.error, M.failed)}</Alert>}
        <Button fullWidth size="lg" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
          {mutation.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
      </div>
    );

  return (
    <AuthPageShell>
      <Card>
        <CardHeader>
          <div className="flex items-center gap-3">
            <MailX className="size-7 shrink-0 text-brand-600" aria-hidden="true" />
            <h1 className="font-bold text-2xl text-gray-900">Unsubscribe</h1>
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          {body}
          <p className="text-gray-600 text-sm">
            Questions, or you would rather tell us by phone? Call {brand.companyName} at {brand.phone}.
          </p>
        </CardContent>
      </Card>
      <BackToHomeLink className="mt-4" />
    </AuthPageShell>
  );
}
