import type { SmsHistoryItem } from '@arrears/domain';
import { CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { StatusBadge } from '@/ui/status-badge';
import { useMarkSmsReadMutation, useSmsQuery } from '../api/sms';
import { notifyFailure } from '../notify';
import { formatTimestamp } from './contact-display';
import { conversationOrder, isUnread, KEYWORD_NOTES, outboundStatus, timeOf } from './sms-display';

const MARK_READ_FAILED = {
  title: 'Mark as Read Failed',
  description: 'Could not mark the replies read. Please try again.',
};

function Bubble({ item }: { item: SmsHistoryItem }) {
  const outbound = item.direction === 'outbound';
  const unread = isUnread(item);
  const status = outbound ? outboundStatus(item) : null;
  return (
    <li
      data-testid="sms-message"
      data-direction={item.direction}
      className={cn('flex flex-col gap-1', outbound ? 'items-end' : 'items-start')}
    >
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-line rounded-2xl wrap-anywhere px-3 py-2 text-sm',
          outbound && 'rounded-br-sm bg-brand-700 text-white',
          !outbound && 'rounded-bl-sm border text-gray-900',
          !outbound && (unread ? 'border-warning-600 bg-warning-50' : 'border-gray-200 bg-white'),
        )}
      >
        <span className="sr-only">{outbound ? 'Sent: ' : 'Received: '}</span>
        {item.body}
      </div>
      <div
        className={cn(
          'flex max-w-full flex-wrap items-center gap-2 text-gray-600 text-xs',
          outbound && 'justify-end',
        )}
      >
        {unread && <StatusBadge label="New" tone="yellow" />}
        <time dateTime={timeOf(item)}>{formatTimestamp(timeOf(item))}</time>
        {status && <StatusBadge label={status.label} tone={status.tone} className="whitespace-normal" />}
      </div>
      {item.error && <p className="max-w-[85%] text-danger-700 wrap-anywhere text-xs">{item.error}</p>}
      {item.keyword && (
        <p className="max-w-[85%] rounded-md bg-gray-100 px-2 py-1 text-gray-700 text-xs">
          {KEYWORD_NOTES[item.keyword]}
        </p>
      )}
    </li>
  );
}

/**
 * The account's texts as a conversation (decision 0041): ours on the right with their delivery state,
 * the consumer's on the left, newest at the bottom; unread replies are marked new until the agent
 * marks them read. Read again after a send and every 15 s.
 */
export function SmsConversation({ debtorId }: { debtorId: number }) {
  const sms = useSmsQuery(debtorId);
  const markRead = useMarkSmsReadMutation(debtorId);
  const box = useRef<HTMLElement>(null);
  const items = sms.data ?? [];
  const unread = items.filter(isUnread).length;
  const newest = items[0]?.id;

  // A new text scrolls the conversation to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `newest` is the trigger, not read inside
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [newest]);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-lg">
          Text Messages
          {unread > 0 && <span className="ml-2 font-medium text-sm text-warning-700">{unread} new</span>}
        </CardTitle>
        {unread > 0 && (
          <Button
            size="sm"
            variant="outline"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(undefined, { onError: (e) => notifyFailure(MARK_READ_FAILED, e) })}
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            Mark as read
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <section
          ref={box}
          aria-label="Text conversation"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="max-h-96 min-h-24 overflow-y-auto rounded-md border border-gray-100 bg-gray-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <QueryState
            query={sms}
            keepDataOnError
            loading={<Spinner label="Loading texts" className="p-4" />}
            errorText="Could not load the text messages."
            empty={<p className="text-gray-600 text-sm">No text messages yet.</p>}
          >
            {(data) => (
              <ol className="space-y-3">
                {conversationOrder(data).map((item) => (
                  <Bubble key={item.id} item={item} />
                ))}
              </ol>
            )}
          </QueryState>
        </section>
      </CardContent>
    </Card>
  );
}
