import {
  formatMoney,
  MY_QUEUE_PAGE_SIZE,
  type MyQueueItem,
  type MyQueueQuery,
  NOT_AVAILABLE,
  QUEUE_REASON_CODES,
  QUEUE_REASON_LABELS,
  type QueueReason,
  type QueueReasonCode,
  type QueueState,
  type WaitingQueueItem,
} from '@arrears/domain';
import { ChevronLeft, ChevronRight, PhoneCall, Play } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input, inputClasses } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { StatusBadge, type StatusTone } from '@/ui/status-badge';
import { useMyQueueQuery } from '../api/my-queue';
import { EASTERN, formatUsDateTime, zoneLabel } from '../compliance/compliance-format';
import { type QueueWalk, workspacePathFromQueue } from '../queue-next';
import { CallbackRequests } from './callback-requests';
import { moveToNextTurn } from './dialer-bar';
import { DialerSettingsForm } from './dialer-settings-form';

/** Reason badges: the callers that need an answer stand out. */
const TONES: Record<string, StatusTone> = {
  wrong_party: 'red',
  callback_requested: 'red',
  hot_lead: 'yellow',
  reply_to_read: 'blue',
};

const selectClasses = `${inputClasses} border-gray-300`;

function Reasons({ reasons }: { reasons: QueueReason[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {reasons.map((r) => (
        <StatusBadge key={r.code} label={r.label} tone={TONES[r.code] ?? 'grey'} />
      ))}
    </span>
  );
}

/** "2:05 PM Chicago · calls 8:00 AM - 9:00 PM": the consumer's clock and the window the guard applies. */
function LocalTime({ item }: { item: MyQueueItem }) {
  const times = item.localTimes.map((t) => `${t.localTime} ${zoneLabel(t.timeZone)}`).join(' / ');
  return (
    <span className="text-gray-700 text-xs tabular-nums" data-testid="queue-local-time">
      <span className="font-medium text-gray-900">{times || NOT_AVAILABLE}</span>
      <span className="block">{`calls ${item.callWindow.hours}${item.callWindow.state ? ` (${item.callWindow.state})` : ''}`}</span>
    </span>
  );
}

/** One dense row (about 56 px): position, name and account, reasons, local time and window, balance. */
function QueueRow({
  item,
  walk,
  position,
  extra,
}: {
  item: MyQueueItem;
  /** The queue's filters, carried to the workspace for Save & next. */
  walk: QueueWalk;
  position?: number;
  extra?: React.ReactNode;
}) {
  const details = item.reasons.map((r) => r.detail).filter(Boolean);
  return (
    <li>
      <Link
        to={workspacePathFromQueue(item.accountId, walk)}
        className="grid min-h-11 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-3 py-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:grid-cols-[2.5rem_minmax(0,1.3fr)_minmax(0,2fr)_minmax(0,1.1fr)_7rem]"
      >
        <span className="hidden text-gray-600 text-sm tabular-nums md:block">
          {position ? `${position}.` : ''}
        </span>
        <span className="col-start-1 row-start-1 min-w-0 md:col-start-auto md:row-start-auto">
          <span className="block truncate font-semibold text-gray-900">{item.fullName ?? NOT_AVAILABLE}</span>
          <span className="block text-gray-600 text-xs">{item.accountNumber}</span>
        </span>
        <span className="order-last col-span-2 min-w-0 space-y-0.5 md:order-none md:col-span-1">
          <Reasons reasons={item.reasons} />
          {details.length > 0 && (
            <span className="block truncate text-gray-700 text-xs" title={details.join(' · ')}>
              {details.join(' · ')}
            </span>
          )}
          {extra}
        </span>
        <span className="order-last col-span-2 md:order-none md:col-span-1">
          <LocalTime item={item} />
        </span>
        <span className="col-start-2 row-start-1 text-right font-semibold text-gray-900 tabular-nums md:col-start-auto md:row-start-auto">
          {formatMoney(item.unpaidBalance)}
        </span>
      </Link>
    </li>
  );
}

/** When a waiting account opens, in Eastern time; some rules never lift by themselves. */
export function opensLabel(item: WaitingQueueItem): string {
  return item.opensAt ? `Opens ${formatUsDateTime(item.opensAt, EASTERN)}` : 'Does not open by itself';
}

interface Filters {
  reason: QueueReasonCode | '';
  state: QueueState | '';
  minBalance: string;
  maxBalance: string;
}
const NO_FILTERS: Filters = { reason: '', state: '', minBalance: '', maxBalance: '' };

function FilterBar({ value, onApply }: { value: Filters; onApply: (next: Filters) => void }) {
  const [draft, setDraft] = useState(value);
  const ids = { reason: useId(), state: useId(), min: useId(), max: useId() };
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={apply}
      aria-label="Filter the queue"
      className="grid grid-cols-2 gap-2 lg:grid-cols-[1.4fr_1fr_0.8fr_0.8fr_auto]"
    >
      <div className="space-y-1">
        <label htmlFor={ids.reason} className="block font-medium text-gray-800 text-xs">
          Reason
        </label>
        <select
          id={ids.reason}
          value={draft.reason}
          onChange={(e) => {
            const next = { ...draft, reason: e.target.value as Filters['reason'] };
            setDraft(next);
            onApply(next);
          }}
          className={selectClasses}
        >
          <option value="">All reasons</option>
          {QUEUE_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {QUEUE_REASON_LABELS[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.state} className="block font-medium text-gray-800 text-xs">
          State
        </label>
        <select
          id={ids.state}
          value={draft.state}
          onChange={(e) => {
            const next = { ...draft, state: e.target.value as Filters['state'] };
            setDraft(next);
            onApply(next);
          }}
          className={selectClasses}
        >
          <option value="">All</option>
          <option value="ready">Ready to work</option>
          <option value="waiting">Waiting</option>
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.min} className="block font-medium text-gray-800 text-xs">
          Balance from ($)
        </label>
        <Input
          id={ids.min}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={draft.minBalance}
          onChange={(e) => set({ minBalance: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={ids.max} className="block font-medium text-gray-800 text-xs">
          Balance to ($)
        </label>
        <Input
          id={ids.max}
          inputMode="decimal"
          autoComplete="off"
          placeholder="Any"
          value={draft.maxBalance}
          onChange={(e) => set({ maxBalance: e.target.value })}
        />
      </div>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" variant="outline">
          Apply
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

/** The filters as Save & next walks them: the empty ones left out. */
const walkOf = (f: Filters): QueueWalk => ({
  reason: f.reason || undefined,
  state: f.state || undefined,
  minBalance: f.minBalance.trim() || undefined,
  maxBalance: f.maxBalance.trim() || undefined,
});

const toQuery = (f: Filters, page: number): MyQueueQuery => ({
  reason: f.reason || undefined,
  state: f.state || undefined,
  minBalance: f.minBalance.trim() || undefined,
  maxBalance: f.maxBalance.trim() || undefined,
  page,
  pageSize: MY_QUEUE_PAGE_SIZE,
});

/**
 * "My queue" (decisions 0040 and 0110): a dense list of the accounts to work next, best reason first,
 * then those a compliance rule holds back right now with when they open; the count, filters by reason,
 * state and balance, pages from the server, and Start next, which opens the first ready account. The
 * filters travel with every link to the workspace, so Save & next walks the queue as filtered.
 */
export function MyQueueTab() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState(false);
  const admin = useAuth().user?.role === 'admin';
  const query = useMyQueueQuery(toQuery(filters, page));
  const navigate = useNavigate();
  const queue = query.data;
  const first = queue?.ready[0];
  const offset = queue ? (queue.page - 1) * queue.pageSize : 0;
  const counts = queue?.counts;
  // The filters the list shows are those the server answered for (a bad one answers 400).
  const walk = walkOf(filters);
  return (
    <Card>
      <CardHeader className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle className="text-lg">Ready to work</CardTitle>
            <p className="text-gray-600 text-sm" role="status" data-testid="queue-count">
              {counts
                ? `${counts.ready}${queue.truncated ? '+' : ''} ready · ${counts.waiting} waiting`
                : 'Counting…'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={!first}
              onClick={() => first && navigate(workspacePathFromQueue(first.accountId, walk))}
            >
              <Play className="size-4" aria-hidden="true" />
              Start next
            </Button>
            {/* The dialer (decision 0129) calls ready accounts only: not from the Waiting list. */}
            <Button
              disabled={!counts?.ready || filters.state === 'waiting' || starting}
              onClick={() => {
                setStarting(true);
                void moveToNextTurn(navigate, walk).finally(() => setStarting(false));
              }}
            >
              <PhoneCall className="size-4" aria-hidden="true" />
              {starting ? 'Starting…' : 'Start dialing'}
            </Button>
          </div>
        </div>
        <FilterBar
          value={filters}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <p className="hidden text-gray-600 text-xs sm:block">
          In order: notices overdue, wrong person reported, callbacks requested, broken promises, returned
          mail, hot leads, replies to read, new accounts in their validation period, never contacted. Local
          time is the consumer&apos;s; calls are allowed in the window shown.
        </p>
        {admin && (
          <details className="rounded-md border border-gray-200 px-3 py-2">
            <summary className="cursor-pointer font-medium text-gray-800 text-sm">Dialer setting</summary>
            <div className="pt-2">
              <DialerSettingsForm />
            </div>
          </details>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {/* Admin and staff only: the server sends no `callbacks` to a collector. */}
        <CallbackRequests items={queue?.callbacks} />
        <QueryState
          query={query}
          what="your queue"
          loading={<Spinner label="Loading your queue" />}
          isEmpty={(q) => !q || q.ready.length + q.waiting.length === 0}
          empty={
            <p className="text-gray-600">
              {filters === NO_FILTERS
                ? 'Nothing to work right now. Accounts assigned to you appear here.'
                : 'No account in your queue matches these filters.'}
            </p>
          }
        >
          {(q) => (
            <div className="space-y-4">
              {q.ready.length > 0 && (
                <ol
                  aria-label="Ready to work"
                  className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
                >
                  {q.ready.map((item, i) => (
                    <QueueRow key={item.accountId} item={item} walk={walk} position={offset + i + 1} />
                  ))}
                </ol>
              )}
              {q.waiting.length > 0 && (
                <section className="space-y-2">
                  <h3 className="font-semibold text-gray-900">Waiting</h3>
                  <p className="text-gray-600 text-sm">
                    A compliance rule blocks a call to these accounts right now.
                  </p>
                  <ul
                    aria-label="Waiting"
                    className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
                  >
                    {q.waiting.map((item) => (
                      <QueueRow
                        key={item.accountId}
                        item={item}
                        walk={walk}
                        extra={
                          <span className="block text-xs">
                            <span className="font-medium text-warning-700">{opensLabel(item)}</span>
                            {item.message && <span className="block text-gray-600">{item.message}</span>}
                          </span>
                        }
                      />
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
        </QueryState>
        {queue && queue.pages > 1 && (
          <nav aria-label="Queue pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Button>
            <span className="text-gray-700 text-sm">{`Page ${queue.page} of ${queue.pages}`}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= queue.pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
