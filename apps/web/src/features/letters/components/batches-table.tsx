import { type BatchMailed, formatDisplayDate, type LetterBatch } from '@arrears/domain';
import { useState } from 'react';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { StatusBadge } from '@/ui/status-badge';
import { batchManifestHref, batchPdfHref, useBatchesQuery } from '../api/admin-letters';
import { MarkMailedDialog } from './mark-mailed-dialog';

const PAGE_SIZE = 10;
const link = 'font-medium text-brand-700 hover:underline';

/** What marking a batch mailed did: how many went, and each letter refused with why. */
function MailedOutcome({ result }: { result: BatchMailed }) {
  const n = result.mailed.length;
  return (
    <Alert tone={result.refused.length ? 'warning' : 'success'}>
      <p>
        Batch #{result.id}: {n} {n === 1 ? 'letter' : 'letters'} marked mailed on{' '}
        {formatDisplayDate(result.mailedOn)}.
      </p>
      {result.refused.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {result.refused.map((r) => (
            <li key={r.id}>
              Letter #{r.id} not mailed: {r.message}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** The print batches, newest first: the PDF and the manifest for the mail vendor, and "Mark mailed". */
export function BatchesTable() {
  const [page, setPage] = useState(1);
  const list = useBatchesQuery({ page, pageSize: PAGE_SIZE });
  const [mailing, setMailing] = useState<LetterBatch | null>(null);
  const [outcome, setOutcome] = useState<BatchMailed | null>(null);
  const columns: DataTableColumn<LetterBatch>[] = [
    { id: 'batch', header: 'Batch', cell: (b) => <span className="font-medium">#{b.id}</span> },
    { id: 'letters', header: 'Letters', align: 'right', cell: (b) => b.letterCount },
    { id: 'made', header: 'Made', cell: (b) => formatDisplayDate(b.createdAt.slice(0, 10)) },
    { id: 'by', header: 'By', cell: (b) => b.createdBy ?? '—' },
    {
      id: 'mailed',
      header: 'Mailed',
      cell: (b) =>
        b.mailedOn ? (
          <StatusBadge label={`Mailed ${formatDisplayDate(b.mailedOn)}`} tone="green" />
        ) : (
          <StatusBadge label="Not mailed" tone="yellow" />
        ),
    },
    {
      id: 'files',
      header: 'Files',
      cell: (b) => (
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          <a href={batchPdfHref(b.id)} download className={link} aria-label={`PDF of batch ${b.id}`}>
            PDF
          </a>
          <a
            href={batchManifestHref(b.id)}
            download
            className={link}
            aria-label={`Manifest of batch ${b.id}`}
          >
            Manifest
          </a>
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      pinned: 'end',
      cell: (b) =>
        b.mailedOn ? null : (
          <Button size="sm" onClick={() => setMailing(b)} aria-label={`Mark batch ${b.id} mailed`}>
            Mark mailed
          </Button>
        ),
    },
  ];
  return (
    <div className="space-y-3">
      {outcome && <MailedOutcome result={outcome} />}
      <DataTable
        caption="Print batches"
        what="batches"
        columns={columns}
        rows={list.data?.batches}
        rowKey={(b) => b.id}
        rowTestId="batch-row"
        total={list.data?.total ?? list.data?.batches.length ?? 0}
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        empty={{ message: 'No batches yet', hint: 'Make a batch of the letters waiting to print.' }}
      />
      {mailing && (
        <MarkMailedDialog
          batch={mailing}
          onClose={() => setMailing(null)}
          onDone={(result) => {
            setOutcome(result);
            setMailing(null);
          }}
        />
      )}
    </div>
  );
}
