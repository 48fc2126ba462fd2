import {
  IDENTITY_REVIEW_MESSAGES,
  type IdentityMatch,
  type IdentityReview,
  identityReviewDecisionSchema,
} from '@arrears/domain';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { inputClasses } from '@/ui/field';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { toast } from '@/ui/use-toast';
import { useDecideIdentityReview, useIdentityReviewsQuery } from './api/identity-reviews';

const MATCH: Record<IdentityMatch, { label: string; tone: StatusTone }> = {
  same_full_ssn: { label: 'Same full SSN', tone: 'green' },
  different_full_ssn: { label: 'Different full SSN', tone: 'red' },
  no_full_ssn: { label: 'No full SSN to compare', tone: 'yellow' },
};

/**
 * /admin/identity-reviews (admin, staff): accounts a file joined to someone's SSN last 4 + birth
 * date with another address, or a login's account whose address changed. Until staff decide, no
 * identity check proves them (decision 0086).
 */
export function IdentityReviewsPage() {
  const reviews = useIdentityReviewsQuery();
  return (
    <AdminSubPage
      title="Identity Reviews"
      description="Accounts that share an SSN last 4 and birth date with someone else's but hold another address. Quick access and the chat do not reach them until you decide."
      width="wide"
    >
      <QueryState
        query={reviews}
        what="identity reviews"
        isEmpty={(data) => data.reviews.length === 0}
        empty={<Alert tone="success">No account is waiting for an identity review.</Alert>}
      >
        {(data) => (
          <div className="space-y-4">
            <p className="text-gray-700 text-sm">
              {data.total === 1 ? '1 account waits' : `${data.total.toLocaleString('en-US')} accounts wait`}
              {data.total > data.reviews.length ? `; the oldest ${data.reviews.length} are shown.` : '.'}
            </p>
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
        )}
      </QueryState>
    </AdminSubPage>
  );
}

function ReviewCard({ review }: { review: IdentityReview }) {
  const decide = useDecideIdentityReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const submit = (decision: 'approve' | 'reject') => {
    const parsed = identityReviewDecisionSchema.safeParse({ decision, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? IDENTITY_REVIEW_MESSAGES.reasonRequired);
      return;
    }
    setError(null);
    decide.mutate(
      { id: review.id, ...parsed.data },
      {
        onSuccess: (answer) => toast({ title: answer.message, variant: 'success' }),
        onError: (e) => setError(errorMessage(e, 'The decision could not be saved. Please try again.')),
      },
    );
  };
  return (
    <Card>
      <CardContent className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold text-gray-900 text-lg">
            <a className="text-primary-700 underline" href={`/admin/debtor/${review.id}`}>
              {review.accountNumber}
            </a>{' '}
            · {review.name || 'No name'}
          </h2>
          <span className="text-gray-600 text-sm">
            {review.clientName} · changed {new Date(review.updatedAt).toLocaleDateString('en-US')}
          </span>
        </div>
        <p className="text-gray-900">
          <span className="text-gray-600">Address on this account: </span>
          {review.address || 'No street address'}
          {review.hasLogin && <StatusBadge className="ml-2" label="Has a portal login" tone="blue" />}
        </p>
        <div>
          <h3 className="mb-2 font-medium text-gray-800 text-sm">
            Other accounts of the same SSN last 4 and birth date
          </h3>
          {review.others.length === 0 ? (
            <p className="text-gray-600 text-sm">None that an identity check may prove.</p>
          ) : (
            <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
              {review.others.map((other) => (
                <li key={other.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
                  <a className="font-medium text-primary-700 underline" href={`/admin/debtor/${other.id}`}>
                    {other.accountNumber}
                  </a>
                  <span>{other.name || 'No name'}</span>
                  <span className="text-gray-700">{other.address || 'No street address'}</span>
                  <span className="text-gray-600">{other.clientName}</span>
                  <StatusBadge label={MATCH[other.match].label} tone={MATCH[other.match].tone} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="space-y-2">
          <label htmlFor={reasonId} className="block font-medium text-gray-800 text-sm">
            Reason (kept on the account's history)
          </label>
          <textarea
            id={reasonId}
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClasses}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-error` : undefined}
          />
          {error && (
            <p id={`${reasonId}-error`} role="alert" className="text-danger-700 text-sm">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button disabled={decide.isPending} onClick={() => submit('approve')}>
              Same person: approve
            </Button>
            <Button variant="outline" disabled={decide.isPending} onClick={() => submit('reject')}>
              Keep apart
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
