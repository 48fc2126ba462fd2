import { type AdminLetter, formatDisplayDate, LETTER_STATUSES, type LetterStatus } from '@arrears/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { SelectField } from '@/ui/select-field';
import { StatusBadge } from '@/ui/status-badge';
import { letterPdfHref, useLettersQuery, useMakeBatchMutation } from '../api/admin-letters';
import {
  LETTER_LANGUAGE_LABELS,
  LETTER_STATUS_LABELS,
  LETTER_STATUS_TONES,
  LETTER_TEMPLATE_LABELS,
} from '../letter-labels';
import { ReturnedDialog } from './returned-dialog';

const PAGE_SIZE = 25;
const date = (day: string | null) => (day ? formatDisplayDate(day) : '—');

/** The letters by status (waiting to print first), with "Make a batch" and a mailed letter's "Returned". */
export function LettersTable() {
  const [status, setStatus] = useState<LetterStatus | ''>('queued');
  const [page, setPage] = useState(1);
  const [returning, setReturning] = useState<AdminLetter | null>(null);
  const list = useLettersQuery({ status: status || undefined, page, pageSize: PAGE_SIZE });
  const makeBatch = useMakeBatchMutation();
  const columns: DataTableColumn<AdminLetter>[] = [
    {
      id: 'letter',
      header: 'Letter',
      cell: (l) => (
        <a href={letterPdfHref(l.id)} className="font-medium text-brand-700 hover:underline">
          #{l.id} {LETTER_TEMPLATE_LABELS[l.template]}
          <span className="sr-only"> (PDF)</span>
        </a>
      ),
    },
    {
      id: 'account',
      header: 'Account',
      cell: (l) => (
        <Link to={`/admin/debtor/${l.debtAccountId}`} className="text-brand-700 hover:underline">
          {l.reference}
        </Link>
      ),
    },
    { id: 'name', header: 'Name', cell: (l) => l.consumerName },
    { id: 'language', header: 'Language', cell: (l) => LETTER_LANGUAGE_LABELS[l.language] },
    { id: 'dated', header: 'Dated', cell: (l) => date(l.letterDate) },
    { id: 'ends', header: 'Validation ends', cell: (l) => date(l.validationEndDate) },
    {
      id: 'status',
      header: 'Status',
      cell: (l) => (
        <StatusBadge label={LETTER_STATUS_LABELS[l.status]} tone={LETTER_STATUS_TONES[l.status]} />
      ),
    },
    {
      id: 'batch',
      header: 'Batch',
      // A held letter (mail to the address came back) says why it is not going in the next batch.
      cell: (l) => (l.batchId ? `#${l.batchId}` : (l.held ?? 'Not yet')),
    },
    { id: 'mailed', header: 'Mailed', cell: (l) => date(l.mailedOn) },
    {
      id: 'actions',
      header: 'Actions',
      pinned: 'end',
      cell: (l) =>
        l.status === 'mailed' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setReturning(l)}
            aria-label={`Letter ${l.id} came back returned`}
          >
            Returned
          </Button>
        ) : null,
    },
  ];
  return (
    <div className="space-y-3">
      {makeBatch.isError && (
        <Alert tone="danger">{errorMessage(makeBatch.error, 'The batch could not be made.')}</Alert>
      )}
      {makeBatch.isSuccess && (
        <Alert tone="success">
          Batch #{makeBatch.data.id} made with {makeBatch.data.letterCount}{' '}
          {makeBatch.data.letterCount === 1 ? 'letter' : 'letters'}: download its PDF and manifest below.
        </Alert>
      )}
      <DataTable
        caption="Letters"
        what="letters"
        columns={columns}
        rows={list.data?.letters}
        rowKey={(l) => l.id}
        rowTestId="letter-row"
        total={list.data?.total ?? list.data?.letters.length ?? 0}
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        filters={
          <SelectField
            label="Status"
            placeholder="Any"
            value={status}
            options={LETTER_STATUSES.map((s) => ({ value: s, label: LETTER_STATUS_LABELS[s] }))}
            onChange={(e) => {
              setStatus(e.target.value as LetterStatus | '');
              setPage(1);
            }}
          />
        }
        actions={
          <Button disabled={makeBatch.isPending} onClick={() => makeBatch.mutate()}>
            Make a batch
          </Button>
        }
        empty={{
          message: 'No letters match this status',
          hint: 'Letters drafted for print wait here until a batch takes them.',
        }}
      />
      {returning && <ReturnedDialog letter={returning} onClose={() => setReturning(null)} />}
    </div>
  );
}
