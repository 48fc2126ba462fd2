import {
  formatMoney,
  type MyQueueItem,
  NOT_AVAILABLE,
  type QueueReason,
  type WaitingQueueItem,
} from '@arrears/domain';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { useMyQueueQuery } from '../api/my-queue';
import { EASTERN, formatInZone } from '../compliance/compliance-format';
import { debtorPagePath } from './queue-lists';

/** Reason badges: the callers that need an answer stand out. */
const TONES: Record<string, StatusTone> = {
  wrong_party: 'red',
  callback_requested: 'red',
  hot_lead: 'yellow',
  reply_to_read: 'blue',
};

function Reasons({ reasons }: { reasons: QueueReason[] }) {
  return (
    <span className="mt-1 flex flex-wrap gap-1.5">
      {reasons.map((r) => (
        <StatusBadge key={r.code} label={r.label} tone={TONES[r.code] ?? 'grey'} />
      ))}
    </span>
  );
}

function QueueItem({ item, position, extra }: { item: MyQueueItem; position?: number; extra?: ReactNode }) {
  const details = item.reasons.map((r) => r.detail).filter(Boolean);
  return (
    <li>
      <Link
        to={debtorPagePath(item.accountId)}
        className="block min-h-11 rounded-lg border border-gray-200 bg-white px-4 py-3 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* Name and balance share the first line; the reasons get the full width below, even at 390 px. */}
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-semibold text-gray-900">
            {position !== undefined && <span className="mr-2 text-gray-600 tabular-nums">{position}.</span>}
            {item.fullName ?? NOT_AVAILABLE}
          </span>
          <span className="flex shrink-0 items-center gap-2 font-semibold text-gray-900 tabular-nums">
            {formatMoney(item.unpaidBalance)}
            <ChevronRight className="size-5 text-gray-400" aria-hidden="true" />
          </span>
        </span>
        <span className="block text-gray-600 text-sm">{item.accountNumber}</span>
        <Reasons reasons={item.reasons} />
        {details.length > 0 && (
          <span className="mt-1 block break-words text-gray-700 text-sm">{details.join(' · ')}</span>
        )}
        {extra}
      </Link>
    </li>
  );
}

/** When a waiting account opens, in Eastern time; some rules never lift by themselves. */
export function opensLabel(item: WaitingQueueItem): string {
  return item.opensAt ? `Opens ${formatInZone(item.opensAt, EASTERN)}` : 'Does not open by itself';
}

function WaitingItem({ item }: { item: WaitingQueueItem }) {
  return (
    <QueueItem
      item={item}
      extra={
        <span className="mt-1 block text-sm">
          <span className="font-medium text-warning-700">{opensLabel(item)}</span>
          {item.message && <span className="block text-gray-600">{item.message}</span>}
        </span>
      }
    />
  );
}

/**
 * "My queue": the accounts to work next, best reason first, then the longest placed (decision 0040),
 * and those a compliance rule holds back right now, with when they open.
 */
export function MyQueueTab() {
  const query = useMyQueueQuery();
  const queue = query.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Ready to work</CardTitle>
          <p className="text-gray-600 text-sm">
            In order: callbacks requested, hot leads, replies to read, new accounts in their validation
            period, never contacted.
          </p>
        </CardHeader>
        <CardContent>
          <QueryState
            query={query}
            what="your queue"
            loading={<Spinner label="Loading your queue" />}
            isEmpty={(q) => !q || q.ready.length === 0}
            empty={
              <p className="text-gray-600">
                Nothing to work right now. Accounts assigned to you appear here.
              </p>
            }
          >
            {() => (
              <ol aria-label="Ready to work" className="space-y-2">
                {queue?.ready.map((item, i) => (
                  <QueueItem key={item.accountId} item={item} position={i + 1} />
                ))}
              </ol>
            )}
          </QueryState>
        </CardContent>
      </Card>
      {queue && queue.waiting.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Waiting</CardTitle>
            <p className="text-gray-600 text-sm">
              A compliance rule blocks a call to these accounts right now.
            </p>
          </CardHeader>
          <CardContent>
            <ul aria-label="Waiting" className="space-y-2">
              {queue.waiting.map((item) => (
                <WaitingItem key={item.accountId} item={item} />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
