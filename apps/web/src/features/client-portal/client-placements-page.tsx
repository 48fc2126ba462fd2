import { formatMoney, IMPORT_MAX_BYTES } from '@arrears/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { inputClasses } from '@/ui/field';
import { QueryState } from '@/ui/query-state';
import { useClientPlacementsQuery, usePlacementUploadMutation } from './api/client-portal';
import { dayLabel } from './client-format';
import { ClientPortalFrame } from './components/client-portal-frame';
import { RecallRequestDialog, type RecallTarget } from './components/recall-request-dialog';

/** The upload of a placement file and what it did, row errors included. */
function PlacementUpload() {
  const upload = usePlacementUploadMutation();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const inputId = useId();
  const result = upload.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Place accounts</CardTitle>
        <CardDescription>
          A CSV or Excel file in the accounts import's columns. Every row is placed with you.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) upload.mutate(file);
          }}
        >
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={inputId} className="block font-medium text-gray-800 text-sm">
              Placement file
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,.xlsx,.xls,text/csv"
              className={`${inputClasses} border-gray-300`}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setTooBig(!!chosen && chosen.size > IMPORT_MAX_BYTES);
                setFile(chosen);
                upload.reset();
              }}
            />
          </div>
          <Button type="submit" disabled={!file || tooBig || upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </form>
        {tooBig && <Alert tone="danger">The file is larger than 10 MB.</Alert>}
        {upload.isError && <Alert tone="danger">{errorMessage(upload.error, 'The upload failed.')}</Alert>}
        {result && (
          <Alert tone={result.errors ? 'warning' : 'success'}>
            {`${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged, ${result.errors} with errors.`}
          </Alert>
        )}
        {result && result.rowErrors.length > 0 && (
          <ul className="space-y-1 text-gray-800 text-sm">
            {result.rowErrors.slice(0, 50).map((e) => (
              <li
                key={`${e.row}-${e.column}`}
              >{`Row ${e.row}${e.column ? ` (${e.column})` : ''}: ${e.reason}`}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /client/placements: the client's placements, a placement file, and a recall of a whole placement. */
export function ClientPlacementsPage() {
  const query = useClientPlacementsQuery();
  const [recall, setRecall] = useState<RecallTarget | null>(null);
  return (
    <ClientPortalFrame title="Placements" description="The batches of accounts you placed with the agency.">
      <PlacementUpload />
      <QueryState query={query} what="placements" empty={<p className="text-gray-700">No placements yet.</p>}>
        {(placements) => (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {placements.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/client/accounts?placement=${p.id}`}
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                  >
                    {p.label}
                  </Link>
                  <span className="block text-gray-700 text-sm">
                    {`Placed ${dayLabel(p.placedOn)} · ${p.accountCount} ${p.accountCount === 1 ? 'account' : 'accounts'}${p.recalledCount ? ` (${p.recalledCount} recalled)` : ''} · Open balance ${formatMoney(p.openBalance)}`}
                  </span>
                </div>
                {p.recalledCount < p.accountCount && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Recall placement ${p.label}`}
                    onClick={() => setRecall({ placementId: p.id, name: `placement ${p.label}` })}
                  >
                    Recall
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <RecallRequestDialog target={recall} onClose={() => setRecall(null)} />
    </ClientPortalFrame>
  );
}
