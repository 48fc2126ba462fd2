import { IMPORT_TYPES, type ImportHistoryItem } from '@arrears/domain';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { DataTable, type DataTableColumn, type TableSort, useTableControls } from '@/ui/data-table';
import { SelectField } from '@/ui/select-field';
import { useImportHistoryQuery } from '../api/import-history';
import { importErrorsCsvUrl } from '../api/import-links';

const NEWEST_FIRST: TableSort = { column: 'startedAt', direction: 'desc' };
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const TYPE_LABELS: Record<ImportHistoryItem['importType'], string> = {
  accounts: 'Accounts',
  payments: 'Payments',
  transactions: 'Transactions',
};
const STATUS_LABELS: Record<ImportHistoryItem['status'], string> = {
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  interrupted: 'Stopped',
};
const number = (n: number | null) => (n === null ? '—' : n.toLocaleString('en-US'));

const COLUMNS: DataTableColumn<ImportHistoryItem>[] = [
  {
    id: 'fileName',
    header: 'File',
    sortable: true,
    cell: (run) => <span className="break-all font-medium text-gray-900">{run.fileName}</span>,
  },
  { id: 'importType', header: 'Type', sortable: true, cell: (run) => TYPE_LABELS[run.importType] },
  {
    id: 'status',
    header: 'Outcome',
    sortable: true,
    cell: (run) => (
      <>
        <span className="block">{STATUS_LABELS[run.status]}</span>
        {run.message && <span className="block text-gray-600 text-xs">{run.message}</span>}
      </>
    ),
  },
  { id: 'totalRows', header: 'Rows', sortable: true, align: 'right', cell: (run) => number(run.totalRows) },
  {
    id: 'changes',
    header: 'Created / updated / unchanged',
    hideable: true,
    align: 'right',
    cell: (run) => `${number(run.created)} / ${number(run.updated)} / ${number(run.unchanged)}`,
  },
  {
    id: 'errors',
    header: 'Bad rows',
    sortable: true,
    align: 'right',
    cell: (run) =>
      run.errors > 0 && run.uploadId ? (
        <a
          className="font-medium text-brand-700 underline"
          href={importErrorsCsvUrl(run.uploadId)}
          aria-label={`${number(run.errors)} bad rows of ${run.fileName}: download the CSV`}
        >
          {number(run.errors)}
        </a>
      ) : (
        number(run.errors)
      ),
  },
  { id: 'uploadedBy', header: 'Uploaded by', hideable: true, cell: (run) => run.uploadedBy ?? '—' },
  {
    id: 'startedAt',
    header: 'Started',
    sortable: true,
    firstDirection: 'desc',
    cell: (run) => WHEN.format(new Date(run.startedAt)),
  },
];

/**
 * Recent imports under the upload form: every file ever imported, its outcome, its counts and a link
 * to its bad rows, so staff can see what came in yesterday without the result panel of that upload.
 */
export function ImportHistory() {
  const table = useTableControls('table:imports', NEWEST_FIRST, 25);
  const [importType, setImportType] = useState('all');
  const [status, setStatus] = useState('all');
  const history = useImportHistoryQuery({
    sort: table.sort.column,
    direction: table.sort.direction,
    page: table.page,
    pageSize: table.pageSize,
    importType,
    status,
  });
  const filtered = importType !== 'all' || status !== 'all';
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Recent Imports</CardTitle>
      </CardHeader>
      <CardContent>
        <DataTable
          caption="Recent imports"
          what="imports"
          columns={COLUMNS}
          rows={history.data?.imports}
          rowKey={(run) => `${run.uploadId}-${run.startedAt}`}
          total={history.data?.total ?? 0}
          query={history}
          {...table.tableProps}
          filters={
            <>
              <SelectField
                className="w-full sm:w-40"
                label="Import type"
                value={importType}
                onChange={(e) => {
                  setImportType(e.target.value);
                  table.firstPage();
                }}
                options={[
                  { value: 'all', label: 'All types' },
                  ...IMPORT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
                ]}
              />
              <SelectField
                className="w-full sm:w-40"
                label="Outcome"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value);
                  table.firstPage();
                }}
                options={[
                  { value: 'all', label: 'Any outcome' },
                  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
                ]}
              />
            </>
          }
          empty={
            filtered
              ? {
                  message: 'No imports match these filters.',
                  action: {
                    label: 'Clear filters',
                    onClick: () => {
                      setImportType('all');
                      setStatus('all');
                      table.firstPage();
                    },
                  },
                }
              : {
                  message: 'Nothing imported yet. Choose a file above and press Import to add the first one.',
                }
          }
        />
      </CardContent>
    </Card>
  );
}
