import { formatMoney, type TrustFigures } from '@arrears/domain';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { TextField } from '@/ui/field';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { useTrustReconciliationQuery } from './api/trust-reconciliation';

const COLUMNS: [keyof TrustFigures, string][] = [
  ['received', 'Received in trust'],
  ['remitted', 'Remitted'],
  ['commissionEarned', 'Commission earned'],
  ['heldUnclaimed', 'Held: not drafted'],
  ['heldInDrafts', 'Held: in drafts'],
  ['heldApproved', 'Held: approved, not paid'],
  ['held', 'Held in all'],
];

/** /admin/trust-reconciliation: received = remitted + commission earned + held, per client and in total. */
export function TrustReconciliationPage() {
  const [range, setRange] = useState({ from: '', to: '' });
  const valid = !range.from || !range.to || range.from <= range.to;
  const report = useTrustReconciliationQuery(valid ? range : { from: '', to: '' });
  return (
    <AdminSubPage
      title="Trust reconciliation"
      description="Money received in trust for clients equals what was remitted, the commission earned from it, and what is still held."
      width="wide"
    >
      <div className="space-y-6">
        <div className="flex flex-wrap gap-4">
          <TextField
            label="From"
            type="date"
            value={range.from}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            className="w-40"
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            error={valid ? undefined : 'To must be on or after From'}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            className="w-40"
          />
        </div>
        <QueryState query={report} what="the reconciliation">
          {(data) => (
            <Card>
              <CardHeader>
                <CardTitle>
                  {data.from || data.to ? `${data.from ?? 'Start'} to ${data.to ?? 'today'}` : 'All dates'}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <section
                  aria-label="Trust by client, scrollable"
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled area must be reachable by keyboard (WCAG 2.1.1)
                  tabIndex={0}
                  className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <table className="w-full min-w-[48rem] text-left text-sm" aria-label="Trust by client">
                    <thead>
                      <tr className="border-gray-200 border-b">
                        <th scope="col" className="py-2 pr-3 font-medium text-gray-700">
                          Client
                        </th>
                        {COLUMNS.map(([key, label]) => (
                          <th
                            key={key}
                            scope="col"
                            className="py-2 pr-3 text-right font-medium text-gray-700"
                          >
                            {label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-gray-100">
                      {data.clients.map((c) => (
                        <tr key={c.clientId}>
                          <th
                            scope="row"
                            className="py-2 pr-3 font-normal"
                          >{`${c.clientName} (${c.clientCode})`}</th>
                          {COLUMNS.map(([key]) => (
                            <td key={key} className="py-2 pr-3 text-right tabular-nums">
                              {formatMoney(c[key])}
                            </td>
                          ))}
                        </tr>
                      ))}
                      <tr className="border-gray-300 border-t-2 font-semibold">
                        <th scope="row" className="py-2 pr-3">
                          Total
                        </th>
                        {COLUMNS.map(([key]) => (
                          <td key={key} className="py-2 pr-3 text-right tabular-nums">
                            {formatMoney(data.total[key])}
                          </td>
                        ))}
                      </tr>
                    </tbody>
                  </table>
                </section>
              </CardContent>
            </Card>
          )}
        </QueryState>
      </div>
    </AdminSubPage>
  );
}
