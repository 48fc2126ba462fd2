import { formatDisplayDate, formatMoney } from '@arrears/domain';
import { Link } from 'react-router';
import { Alert } from '@/ui/alert';
import { Card, CardContent } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { StatusBadge } from '@/ui/status-badge';
import { useNeedsReviewQuery } from '../api/scrubs';
import { SCRUB_FLAG_LABELS, SCRUB_FLAG_TONES } from '../scrub-labels';

/**
 * Accounts a scrub flag holds back (decision 0101): out of My queue, for staff to decide on (refer
 * a bankruptcy, find the estate, write to the attorney, confirm the end of duty). Longest flagged first.
 */
export function NeedsReviewList() {
  const review = useNeedsReviewQuery();
  return (
    <QueryState
      query={review}
      what="the accounts to review"
      isEmpty={(data) => data.accounts.length === 0}
      empty={<Alert tone="success">No flagged account waits for review.</Alert>}
    >
      {(data) => (
        <ul className="space-y-3">
          {data.accounts.map((a) => (
            <li key={a.accountId}>
              <Card>
                <CardContent className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <Link
                      to={`/admin/debtor/${a.accountId}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {a.fullName ?? a.accountNumber}
                    </Link>
                    <p className="text-gray-600 text-sm">{`${a.accountNumber} · flagged since ${formatDisplayDate(a.since.slice(0, 10))}`}</p>
                    <div className="flex flex-wrap gap-1">
                      {a.flags.map((f) => (
                        <StatusBadge key={f} label={SCRUB_FLAG_LABELS[f]} tone={SCRUB_FLAG_TONES[f]} />
                      ))}
                    </div>
                    <p className="text-gray-800 text-sm">{a.message}</p>
                  </div>
                  <span className="font-semibold text-gray-900 tabular-nums">
                    {formatMoney(a.unpaidBalance)}
                  </span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
