import {
  formatDisplayDate,
  formatMoney,
  LEDGER_KIND_LABELS,
  type LedgerEntry,
  REVERSAL_REASON_LABELS,
  type ReversalReason,
} from '@arrears/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { QueryState } from '@/ui/query-state';
import { StatusBadge } from '@/ui/status-badge';
import { useLedgerQuery } from '../api/ledger';
import { LedgerEntryForm } from './ledger-entry-form';
import { ReversePaymentDialog } from './reverse-payment-dialog';

const REVERSIBLE = new Set(['payment', 'direct_payment']);

/** What a line says besides its kind: why, the note, how it was paid, what it reverses. */
export function entryDetails(entry: LedgerEntry): string {
  const why =
    entry.kind === 'reversal' && entry.reason && entry.reason in REVERSAL_REASON_LABELS
      ? REVERSAL_REASON_LABELS[entry.reason as ReversalReason]
      : entry.reason;
  // The label already says "Placed balance"; "other" says nothing about how it was paid.
  const note = entry.description === LEDGER_KIND_LABELS[entry.kind] ? null : entry.description;
  const how = entry.method && entry.method !== 'other' && `by ${entry.method.replace('_', ' ')}`;
  return [why, note, how].filter(Boolean).join(' · ');
}

function Amount({ value }: { value: string }) {
  const lowers = value.startsWith('-');
  return (
    <span className={cn('font-medium tabular-nums', lowers ? 'text-success-700' : 'text-gray-900')}>
      {lowers ? `−${formatMoney(value.slice(1))}` : `+${formatMoney(value)}`}
    </span>
  );
}

function EntryAction({ entry, onReverse }: { entry: LedgerEntry; onReverse: (e: LedgerEntry) => void }) {
  if (entry.reversedByEntryId !== null) return <StatusBadge label="Reversed" tone="grey" />;
  if (!REVERSIBLE.has(entry.kind)) return null;
  return (
    <Button size="sm" variant="outline" onClick={() => onReverse(entry)}>
      Reverse
    </Button>
  );
}

/**
 * The account's ledger (decision 0051): every entry from the placed balance on, the running balance,
 * who posted it; Reverse on a payment, and "Post an entry" for an adjustment, interest, a fee or a
 * write-off. A table from md, a list of lines on a phone.
 */
export function LedgerSection({ accountId }: { accountId: string }) {
  const query = useLedgerQuery(accountId);
  const [posting, setPosting] = useState(false);
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-lg">Ledger</CardTitle>
        {!posting && (
          <Button size="sm" onClick={() => setPosting(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Post an entry
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {posting && <LedgerEntryForm accountId={accountId} onDone={() => setPosting(false)} />}
        <QueryState
          query={query}
          what="ledger"
          empty={<p className="text-gray-600 text-sm">No entries yet.</p>}
        >
          {(entries) => (
            <>
              <table className="hidden w-full text-left text-sm md:table">
                <caption className="sr-only">Ledger entries, oldest first</caption>
                <thead className="border-gray-200 border-b text-gray-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Date
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Entry
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Amount
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Balance
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Posted by
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      <span className="sr-only">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {entries.map((entry) => (
                    <tr key={entry.id} className="align-top">
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {formatDisplayDate(entry.effectiveDate)}
                      </td>
                      <td className="py-2 pr-3">
                        <div className="font-medium text-gray-900">{LEDGER_KIND_LABELS[entry.kind]}</div>
                        <div className="break-words text-gray-600">{entryDetails(entry)}</div>
                      </td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap">
                        <Amount value={entry.amount} />
                      </td>
                      <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                        {formatMoney(entry.balanceAfter)}
                      </td>
                      <td className="py-2 pr-3 text-gray-700">{entry.postedBy ?? 'System'}</td>
                      <td className="py-2 text-right">
                        <EntryAction entry={entry} onReverse={setReversing} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ol className="divide-y divide-gray-100 md:hidden" aria-label="Ledger entries, oldest first">
                {entries.map((entry) => (
                  <li key={entry.id} className="space-y-1 py-3">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <div className="font-medium text-gray-900">{LEDGER_KIND_LABELS[entry.kind]}</div>
                        <div className="text-gray-600 text-sm">
                          {`${formatDisplayDate(entry.effectiveDate)} · ${entry.postedBy ?? 'System'}`}
                        </div>
                      </div>
                      <div className="text-right">
                        <Amount value={entry.amount} />
                        <div className="whitespace-nowrap text-gray-600 text-sm tabular-nums">{`Balance ${formatMoney(entry.balanceAfter)}`}</div>
                      </div>
                    </div>
                    {entryDetails(entry) && (
                      <p className="break-words text-gray-600 text-sm">{entryDetails(entry)}</p>
                    )}
                    <EntryAction entry={entry} onReverse={setReversing} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </QueryState>
      </CardContent>
      <ReversePaymentDialog entry={reversing} onClose={() => setReversing(null)} />
    </Card>
  );
}
