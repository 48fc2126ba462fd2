import { NOT_AVAILABLE } from '@arrears/domain';
import { Link } from 'react-router';
import { Card, CardContent } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useRepliesQuery } from '../api/my-queue';
import { formatTimestamp } from './contact-display';
import { debtorPagePath } from './queue-lists';

/** "Replies to read": inbound texts no agent has marked read, oldest first; each opens its account. */
export function RepliesTab() {
  const query = useRepliesQuery();
  return (
    <Card>
      <CardContent>
        <QueryState
          query={query}
          what="the replies"
          loading={<Spinner label="Loading replies" />}
          isEmpty={(d) => !d || d.replies.length === 0}
          empty={
            <p className="text-gray-600">
              No replies waiting. Texts from debtors appear here until someone reads them.
            </p>
          }
        >
          {(data) => (
            <ul aria-label="Replies to read" className="divide-y divide-gray-200">
              {data.replies.map((r) => (
                <li key={r.id} className="py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <Link
                      to={debtorPagePath(r.accountId)}
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {r.fullName ?? NOT_AVAILABLE}
                    </Link>
                    <time dateTime={r.receivedAt} className="text-gray-600 text-sm">
                      {formatTimestamp(r.receivedAt)}
                    </time>
                  </div>
                  <p className="text-gray-600 text-sm">
                    {r.accountNumber}
                    {r.fromNumber ? ` · from ${r.fromNumber}` : ''}
                  </p>
                  <p className="mt-1 break-words text-gray-900">{r.body}</p>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
