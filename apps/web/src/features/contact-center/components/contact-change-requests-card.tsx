import { type ContactChangeRequest, formatPhone } from '@arrears/domain';
import { useId } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { useContactChangeRequestsQuery } from '../api/contact-change-requests';
import { type ContactChangeReviewStatus, useReviewContactChangeMutation } from '../api/review-contact-change';
import { notifyFailure, notifySuccess } from '../notify';
import { formatTimestamp } from './contact-display';

export const CONTACT_CHANGE_TEXTS = {
  title: 'Contact change requests',
  description:
    'Sent by the debtor from the chat assistant. Make the change with Update Phone, Update Email or ' +
    'Update Address, then mark the request applied.',
  loadError: 'Could not load the contact change requests.',
  apply: 'Mark applied',
  dismiss: 'Dismiss',
  applied: 'Contact Change Applied',
  dismissed: 'Contact Change Dismissed',
  failed: {
    title: 'Update Failed',
    description: 'Could not update the contact change request. Please try again.',
  },
} as const;

const SOURCE_LABELS: Record<string, string> = { chat: 'Chat assistant' };

/** The requested values worth showing, as label and text: only what the debtor filled in. */
function requestedValues(r: ContactChangeRequest): Array<[string, string]> {
  const place = [r.city, [r.state, r.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [r.address, place].filter(Boolean).join(', ');
  const values: Array<[string, string | null]> = [
    ['Phone', r.phone ? formatPhone(r.phone) : null],
    ['E-mail', r.email],
    ['Address', address || null],
  ];
  return values.filter((v): v is [string, string] => Boolean(v[1]));
}

function RequestItem({ request, debtorId }: { request: ContactChangeRequest; debtorId: number }) {
  const headingId = useId();
  const review = useReviewContactChangeMutation(debtorId);
  const decide = (status: ContactChangeReviewStatus) =>
    review.mutate(
      { requestId: request.id, status },
      {
        onSuccess: () =>
          notifySuccess(status === 'applied' ? CONTACT_CHANGE_TEXTS.applied : CONTACT_CHANGE_TEXTS.dismissed),
        onError: (error) => notifyFailure(CONTACT_CHANGE_TEXTS.failed, error),
      },
    );
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-lg border border-gray-200 p-4">
      <h3 id={headingId} className="font-medium text-gray-900 text-sm">
        Requested {formatTimestamp(request.createdAt)} · {SOURCE_LABELS[request.source] ?? request.source}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        {requestedValues(request).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-600">{label}</dt>
            <dd className="min-w-0 text-gray-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-gray-600">Reason</dt>
          <dd className="min-w-0 text-gray-900 wrap-anywhere">{request.reason}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={headingId}
          disabled={review.isPending}
          onClick={() => decide('applied')}
        >
          {CONTACT_CHANGE_TEXTS.apply}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-describedby={headingId}
          disabled={review.isPending}
          onClick={() => decide('dismissed')}
        >
          {CONTACT_CHANGE_TEXTS.dismiss}
        </Button>
      </div>
    </li>
  );
}

/** The debtor's pending contact change requests (from the chat); nothing at all when there are none. */
export function ContactChangeRequestsCard({ debtorId }: { debtorId: number }) {
  const requests = useContactChangeRequestsQuery(debtorId);
  if (requests.isError) return <Alert tone="warning">{CONTACT_CHANGE_TEXTS.loadError}</Alert>;
  const pending = (requests.data ?? []).filter((r) => r.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{CONTACT_CHANGE_TEXTS.title}</CardTitle>
        <CardDescription>{CONTACT_CHANGE_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {pending.map((request) => (
            <RequestItem key={request.id} request={request} debtorId={debtorId} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
