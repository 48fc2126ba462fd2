import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { downloadFile } from '@/lib/download-file';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useContactsQuery } from '../api/contacts';
import { debtorPath } from '../api/debtor-keys';
import { CallRecording } from './call-recording';
import { dispositionLabel, formatTimestamp, userOf } from './contact-display';
import { channelsOf, filterTimeline } from './timeline-filter';

const th = 'px-3 py-2 text-left font-semibold text-gray-700 text-xs uppercase tracking-wide';
const td = 'px-3 py-2.5 align-top';

/**
 * Contact History (docs/product/contact-center.md): the Interaction Timeline table, narrowed in the browser by the
 * filter box and channel chips; Download PDF fetches the whole history as a PDF from the server.
 */
export function ContactHistoryTab({ debtorId }: { debtorId: number }) {
  const contacts = useContactsQuery(debtorId);
  const [filter, setFilter] = useState('');
  const [channel, setChannel] = useState<string | null>(null);
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const filterId = useId();
  const downloadPdf = async () => {
    setPdfState('busy');
    try {
      await downloadFile(debtorPath(debtorId, 'contacts/pdf'), `contact-history-${debtorId}.pdf`);
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-end justify-between gap-3">
        <CardTitle className="text-lg">Interaction Timeline</CardTitle>
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={filterId} className="sr-only">
              Filter interactions
            </label>
            <Input
              id={filterId}
              type="search"
              placeholder="Filter interactions..."
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          <Button variant="outline" disabled={pdfState === 'busy'} onClick={downloadPdf}>
            <Download className="size-4" aria-hidden="true" />
            Download PDF
          </Button>
        </div>
        {pdfState === 'failed' && (
          <p role="alert" className="w-full text-danger-700 text-sm">
            Could not download the contact history PDF.
          </p>
        )}
      </CardHeader>
      <CardContent>
        <QueryState
          query={contacts}
          loading={<Spinner label="Loading contact history" />}
          error={<p className="text-danger-700">Could not load the contact history.</p>}
          empty={<p className="text-gray-600">No interactions recorded yet.</p>}
        >
          {(all) => {
            const channels = channelsOf(all);
            const entries = filterTimeline(all, filter, channel);
            return (
              <>
                <div className="mb-3 flex flex-wrap items-center gap-2">
                  {channels.length > 1 && (
                    <fieldset className="flex flex-wrap gap-1.5">
                      <legend className="sr-only">Channel</legend>
                      {[null, ...channels].map((c) => (
                        <Button
                          key={c ?? 'all'}
                          size="sm"
                          variant={channel === c ? 'primary' : 'outline'}
                          aria-pressed={channel === c}
                          onClick={() => setChannel(c)}
                        >
                          {c ?? 'All channels'}
                        </Button>
                      ))}
                    </fieldset>
                  )}
                  <p className="ml-auto text-gray-600 text-sm" aria-live="polite">
                    {entries.length} of {all.length} entries
                  </p>
                </div>
                {entries.length === 0 ? (
                  <p className="text-gray-600">
                    No entries match {filter.trim() ? `"${filter.trim()}"` : 'this filter'}
                    {channel ? ` in ${channel}` : ''}.
                  </p>
                ) : (
                  <section
                    aria-label="Interaction Timeline, scrollable"
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
                    tabIndex={0}
                    className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <table
                      className="w-full min-w-[40rem] border-collapse text-sm"
                      aria-label="Interaction Timeline"
                    >
                      <thead className="border-gray-200 border-b bg-gray-50">
                        <tr>
                          <th scope="col" className={th}>
                            Timestamp
                          </th>
                          <th scope="col" className={th}>
                            Channel
                          </th>
                          <th scope="col" className={th}>
                            User
                          </th>
                          <th scope="col" className={th}>
                            Disposition
                          </th>
                          <th scope="col" className={th}>
                            Message
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-gray-100">
                        {entries.map((entry) => (
                          <tr key={entry.id}>
                            <td className={`${td} whitespace-nowrap`}>{formatTimestamp(entry.timestamp)}</td>
                            <td className={td}>{entry.channel}</td>
                            <td className={td}>{userOf(entry.userName)}</td>
                            <td className={td}>{dispositionLabel(entry.dispositionCode)}</td>
                            <td className={`${td} space-y-1`}>
                              <p className="whitespace-pre-line break-words">{entry.message ?? ''}</p>
                              {entry.recording && (
                                <CallRecording url={entry.recording.url} timestamp={entry.timestamp} />
                              )}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </section>
                )}
              </>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
