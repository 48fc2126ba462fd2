import type { ScrubFileResult } from '@arrears/domain';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { useScrubSummaryQuery, useUploadScrubFile } from './api/scrubs';
import { ScrubProblemsTable } from './components/scrub-problems-table';
import { accountsWord, rowsWord, SCRUB_FLAG_LABELS } from './scrub-labels';

const FILE_PROBLEM = 'Please choose a CSV file to upload';

/**
 * /admin/scrubs (admin, staff; decision 0100): a vendor's scrub file (bankruptcy, deceased, active
 * duty, attorney, litigious), what it matched, every row it could not use with its line and reason,
 * and how many accounts hold each flag now. The server checks everything again.
 */
export function ScrubsPage() {
  const upload = useUploadScrubFile();
  const [result, setResult] = useState<ScrubFileResult | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fileId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || !/\.csv$/i.test(file.name)) {
      setProblem(FILE_PROBLEM);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (e) => setProblem(errorMessage(e, 'The scrub file could not be sent. Please try again.')),
    });
  }

  return (
    <AdminSubPage
      title="Scrubs"
      description="Send a vendor's scrub file to mark accounts in bankruptcy, deceased, on active military duty, represented by an attorney or litigious. A flagged account is not contacted, charged or written to (a represented consumer's letters go to the attorney) until staff lift the flag."
      width="wide"
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="min-w-0">
          <CardContent className="space-y-6">
            <form onSubmit={submit} noValidate className="space-y-4">
              <div className="space-y-1.5">
                <label htmlFor={fileId} className="block font-medium text-gray-800 text-sm">
                  Scrub file (CSV)
                </label>
                <input
                  ref={input}
                  id={fileId}
                  type="file"
                  accept=".csv,text/csv"
                  disabled={upload.isPending}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${fileId}-${problem ? 'error' : 'hint'}`}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                  className="block w-full rounded-lg border border-gray-300 bg-white text-gray-800 text-sm file:mr-3 file:min-h-11 file:border-0 file:bg-gray-100 file:px-4 file:font-medium file:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                />
                {problem ? (
                  <p id={`${fileId}-error`} role="alert" className="text-danger-700 text-sm">
                    {problem}
                  </p>
                ) : (
                  <p id={`${fileId}-hint`} className="text-gray-600 text-sm">
                    Columns: account_number, or ssn and birth_date; flag; date; and where they apply chapter,
                    case_number, end_date, attorney_name, attorney_phone, attorney_address.
                  </p>
                )}
              </div>
              <Button type="submit" disabled={upload.isPending}>
                <Upload className="size-4" aria-hidden="true" />
                {upload.isPending ? 'Scrubbing…' : 'Upload scrub file'}
              </Button>
            </form>
            {result && <ScrubResult result={result} />}
          </CardContent>
        </Card>
        <ScrubSummaryCard />
      </div>
    </AdminSubPage>
  );
}

function ScrubResult({ result }: { result: ScrubFileResult }) {
  const clean = result.unmatched === 0 && result.invalid === 0;
  return (
    <section aria-labelledby="scrub-result-title" className="space-y-4">
      <Alert tone={clean ? 'success' : 'warning'}>
        <h3 id="scrub-result-title" className="font-semibold">
          {clean ? 'Scrub complete' : 'Scrub finished with rows it could not use'}
        </h3>
        <p>{`${result.fileName}: ${rowsWord(result.rows)} read, ${rowsWord(result.recorded)} recorded a new or changed flag.`}</p>
      </Alert>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Matched', result.matched],
          ['New or changed', result.recorded],
          ['Unmatched', result.unmatched],
          ['Invalid', result.invalid],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-gray-600 text-sm">{label}</dt>
            <dd className="font-semibold text-gray-900 text-xl">{Number(value).toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {result.unmatchedRows.length > 0 && (
        <ScrubProblemsTable title="Unmatched rows" rows={result.unmatchedRows} />
      )}
      {result.invalidRows.length > 0 && <ScrubProblemsTable title="Invalid rows" rows={result.invalidRows} />}
    </section>
  );
}

function ScrubSummaryCard() {
  const summary = useScrubSummaryQuery();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          Flags on file
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState query={summary} what="the scrub summary">
          {(data) => (
            <div className="space-y-4">
              <dl className="space-y-2">
                {data.flags.map((f) => (
                  <div key={f.flag} className="flex items-baseline justify-between gap-3 text-sm">
                    <dt className="text-gray-700">{SCRUB_FLAG_LABELS[f.flag]}</dt>
                    <dd className="font-semibold text-gray-900">{accountsWord(f.accounts)}</dd>
                  </div>
                ))}
              </dl>
              <p className="text-gray-700 text-sm">
                {data.lastRun
                  ? `Last scrub file: ${data.lastRun.fileName}, ${new Date(data.lastRun.ranAt).toLocaleString('en-US')}${data.lastRun.ranBy ? ` by ${data.lastRun.ranBy}` : ''} (${rowsWord(data.lastRun.rows)}, ${data.lastRun.matched.toLocaleString('en-US')} matched).`
                  : 'No scrub file has run yet.'}
              </p>
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
