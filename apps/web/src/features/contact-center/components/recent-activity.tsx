import { CONTACT_HISTORY_HEIGHT_PX } from '@arrears/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useContactsQuery } from '../api/contacts';
import { CallRecording } from './call-recording';
import { dispositionLabel, formatTimestamp, userOf } from './contact-display';

/** The Recent Activity list beside Compose (docs/product/contact-center.md): the contact history, 340 px high. */
export function RecentActivity({ debtorId }: { debtorId: number }) {
  const contacts = useContactsQuery(debtorId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <section
          aria-label="Recent activity"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-y-auto rounded-md border border-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          style={{ height: CONTACT_HISTORY_HEIGHT_PX }}
        >
          <QueryState
            query={contacts}
            loading={<Spinner label="Loading activity" className="p-4" />}
            error={<p className="p-4 text-danger-700">Could not load the contact history.</p>}
            empty={<p className="p-4 text-gray-600">No contact history yet.</p>}
          >
            {(entries) => (
              <ul className="divide-y divide-gray-100">
                {entries.map((entry) => (
                  <li key={entry.id} className="space-y-1 p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold text-gray-900">
                        {entry.channel}
                        {entry.dispositionCode ? ` · ${dispositionLabel(entry.dispositionCode)}` : ''}
                      </span>
                      <span className="text-gray-600 text-xs">{formatTimestamp(entry.timestamp)}</span>
                    </div>
                    {entry.message && (
                      <p className="whitespace-pre-line break-words text-gray-800">{entry.message}</p>
                    )}
                    {entry.recording && (
                      <CallRecording url={entry.recording.url} timestamp={entry.timestamp} />
                    )}
                    <p className="text-gray-600 text-xs">{userOf(entry.userName)}</p>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      </CardContent>
    </Card>
  );
}
