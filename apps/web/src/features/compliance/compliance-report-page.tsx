import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { buttonClasses } from '@/ui/button';
import { TextField } from '@/ui/field';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { PageSpinner } from '@/ui/spinner';
import { complianceExportUrl, defaultRange, useComplianceReportQuery } from './api/compliance-report';
import { BlockedAttemptsTable } from './components/blocked-attempts-table';
import { WeeklyContactsTable } from './components/weekly-contacts-table';

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="font-semibold text-gray-900 text-lg">
          {title}
        </h2>
        <p className="text-gray-600 text-sm">{count}</p>
      </div>
      {children}
    </section>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * /admin/compliance (issue 9): blocked contact attempts and contacts per debt per week for a date
 * range (the last 30 days at first), with CSV and Excel exports of the same range.
 */
export function ComplianceReportPage() {
  const [range, setRange] = useState(defaultRange);
  const rangeError =
    range.from && range.to && range.from > range.to ? 'The start date is after the end date.' : '';
  const valid = Boolean(range.from && range.to) && !rangeError;
  const report = useComplianceReportQuery(range, valid);

  return (
    <AdminSubPage
      title="Compliance Report"
      width="wide"
      description="Contact attempts the rules blocked, and contacts per debt per week."
    >
      <div className="space-y-6">
        <form
          aria-label="Report range"
          onSubmit={(e) => e.preventDefault()}
          className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
        >
          <TextField
            label="From"
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            className="w-40"
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            min={range.from || undefined}
            error={rangeError || undefined}
            onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            className="w-40"
          />
          <div className="flex flex-wrap gap-2">
            {(['csv', 'xlsx'] as const).map((format) => (
              <a
                key={format}
                href={valid ? complianceExportUrl(format, range) : undefined}
                aria-disabled={!valid || undefined}
                download
                className={buttonClasses({ variant: 'outline', size: 'md' })}
              >
                <Download className="size-4" aria-hidden="true" />
                {format === 'csv' ? 'Export CSV' : 'Export Excel'}
              </a>
            ))}
          </div>
        </form>
        {valid && (
          <QueryState
            query={report}
            loading={<PageSpinner label="Loading the compliance report" />}
            errorText="Could not load the compliance report."
          >
            {(data) => (
              <>
                <Section
                  id="blocked-heading"
                  title="Blocked Attempts"
                  count={plural(data.blocked.length, 'attempt', 'attempts')}
                >
                  {data.blocked.length === 0 ? (
                    <p className="rounded-lg border border-gray-200 bg-white px-4 py-6 text-center text-gray-700">
                      No blocked attempts in this range.
                    </p>
                  ) : (
                    <BlockedAttemptsTable rows={data.blocked} />
                  )}
                </Section>
                <Section
                  id="weekly-heading"
                  title="Contacts per Debt per Week"
                  count={plural(data.weekly.length, 'row', 'rows')}
                >
                  {data.weekly.length === 0 ? (
                    <p className="rounded-lg border border-gray-200 bg-white px-4 py-6 text-center text-gray-700">
                      No contacts in this range.
                    </p>
                  ) : (
                    <WeeklyContactsTable rows={data.weekly} />
                  )}
                </Section>
              </>
            )}
          </QueryState>
        )}
      </div>
    </AdminSubPage>
  );
}
