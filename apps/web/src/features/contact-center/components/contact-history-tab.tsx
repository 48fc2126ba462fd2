import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useContactsQuery } from '../api/contacts';
import { dispositionLabel, formatTimestamp, userOf } from './contact-display';

const th = 'px-3 py-2 text-left font-semibold text-gray-700 text-xs uppercase tracking-wide';
const td = 'px-3 py-2.5 align-top';

/**
 * Contact History (docs/product/contact-center.md): the Interaction Timeline table. The filter box has no effect and
 * Download PDF is disabled (coming soon), as the spec has it.
 */
export function ContactHistoryTab({ debtorId }: { debtorId: number }) {
  const contacts = useContactsQuery(debtorId);
  const [filter, setFilter] = useState('');
  const filterId = useId();
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
          <Button variant="outline" disabled title="Coming soon">
            <Download className="size-4" aria-hidden="true" />
            Download PDF
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <QueryState
          query={contacts}
          loading={<Spinner label="Loading contact history" />}
          error={<p className="text-danger-700">Could not load the contact history.</p>}
          empty={<p className="text-gray-600">No interactions recorded yet.</p>}
        >
          {(entries) => (
            <div className="overflow-x-auto">
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
                      <td className={`${td} whitespace-pre-line break-words`}>{entry.message ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
