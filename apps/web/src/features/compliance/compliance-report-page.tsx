import { COMPLIANCE_RULES, CONTACT_CHANNELS, type ComplianceRule } from '@arrears/domain';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { buttonClasses } from '@/ui/button';
import { DataTable, TablePager, type TableSort, useTableControls } from '@/ui/data-table';
import { TextField } from '@/ui/field';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { SelectField } from '@/ui/select-field';
import { complianceExportUrl, defaultRange, useComplianceReportQuery } from './api/compliance-report';
import { useNoticesOverdueQuery } from './api/notices-overdue';
import { CHANNEL_NAMES, RULE_LABELS } from './compliance-rule-labels';
import { BLOCKED_ATTEMPT_COLUMNS } from './components/blocked-attempts-table';
import { NoticesOverdueTable } from './components/notices-overdue-table';
import { WeeklyContactsTable } from './components/weekly-contacts-table';

const NEWEST_FIRST: TableSort = { column: 'createdAt', direction: 'desc' };
const DEFAULT_PAGE_SIZE = 50;
/** Rows of the weekly table per page (the server pages it, decision 0075). */
const WEEKLY_PAGE_SIZE = 50;

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

/** The range's blocked attempts per rule, whatever the table's filters (the state rules' too). */
function BlockedByRule({ counts }: { counts: { rule: ComplianceRule; count: number }[] | undefined }) {
  if (!counts || counts.length === 0) return null;
  return (
    <ul aria-label="Blocked attempts by rule" className="flex flex-wrap gap-2 text-sm">
      {counts.map(({ rule, count }) => (
        <li key={rule} className="rounded-full border border-gray-200 bg-white px-3 py-1 text-gray-700">
          {RULE_LABELS[rule]}:{' '}
          <span className="font-semibold text-gray-900">{count.toLocaleString('en-US')}</span>
        </li>
      ))}
    </ul>
  );
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * /admin/compliance (docs/product/compliance.md): blocked contact attempts and contacts per debt per week for a date
 * range (the last 30 days at first), with CSV and Excel exports of the same range. The server sorts,
 * filters and pages the blocked attempts, and pages the weekly table on its own (weeklyPage).
 */
export function ComplianceReportPage() {
  const { sort, page, setPage, pageSize, tableProps } = useTableControls(
    'table:compliance-blocked',
    NEWEST_FIRST,
    DEFAULT_PAGE_SIZE,
  );
  const [range, setRange] = useState(defaultRange);
  const [weeklyPage, setWeeklyPage] = useState(1);
  const [channel, setChannel] = useState('all');
  const [rule, setRule] = useState('all');
  const rangeError =
    range.from && range.to && range.from > range.to ? 'The start date is after the end date.' : '';
  const valid = Boolean(range.from && range.to) && !rangeError;
  const report = useComplianceReportQuery(
    range,
    {
      sort: sort.column,
      direction: sort.direction,
      page,
      pageSize,
      weeklyPage,
      weeklyPageSize: WEEKLY_PAGE_SIZE,
      channel,
      rule,
    },
    valid,
  );
  const overdue = useNoticesOverdueQuery(range, valid);
  const total = report.data?.total ?? report.data?.blocked.length ?? 0;
  const weeklyTotal = report.data?.weeklyTotal ?? report.data?.weekly.length ?? 0;
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

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
            onChange={(e) => {
              setRange((r) => ({ ...r, from: e.target.value }));
              setPage(1);
              setWeeklyPage(1);
            }}
            className="w-40"
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            min={range.from || undefined}
            error={rangeError || undefined}
            onChange={(e) => {
              setRange((r) => ({ ...r, to: e.target.value }));
              setPage(1);
              setWeeklyPage(1);
            }}
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
          <Section
            id="blocked-heading"
            title="Blocked Attempts"
            count={report.data ? plural(total, 'attempt', 'attempts') : ''}
          >
            <BlockedByRule counts={report.data?.blockedByRule} />
            <DataTable
              caption="Blocked attempts"
              what="compliance report"
              columns={BLOCKED_ATTEMPT_COLUMNS}
              rows={report.data?.blocked}
              rowKey={(a) => a.id}
              total={total}
              query={report}
              {...tableProps}
              filters={
                <>
                  <SelectField
                    className="w-full sm:w-40"
                    label="Channel"
                    value={channel}
                    onChange={(e) => firstPage(setChannel)(e.target.value)}
                    options={[
                      { value: 'all', label: 'All Channels' },
                      ...CONTACT_CHANNELS.map((c) => ({ value: c, label: CHANNEL_NAMES[c] })),
                    ]}
                  />
                  <SelectField
                    className="w-full sm:w-52"
                    label="Rule"
                    value={rule}
                    onChange={(e) => firstPage(setRule)(e.target.value)}
                    options={[
                      { value: 'all', label: 'All Rules' },
                      ...COMPLIANCE_RULES.map((r) => ({ value: r, label: RULE_LABELS[r] })),
                    ]}
                  />
                </>
              }
              empty={
                channel === 'all' && rule === 'all'
                  ? { message: 'No blocked attempts in this range.' }
                  : {
                      message: 'No blocked attempts match this channel and rule.',
                      action: {
                        label: 'Clear filters',
                        onClick: () => {
                          setChannel('all');
                          setRule('all');
                          setPage(1);
                        },
                      },
                    }
              }
            />
          </Section>
        )}
        {valid && overdue.data && (
          <Section
            id="notices-heading"
            title="Validation Notices Overdue"
            count={plural(overdue.data.length, 'account', 'accounts')}
          >
            {overdue.data.length === 0 ? (
              <p className="rounded-lg border border-gray-200 bg-white px-4 py-6 text-center text-gray-700">
                No account first contacted in this range is missing its validation notice.
              </p>
            ) : (
              <NoticesOverdueTable rows={overdue.data} />
            )}
          </Section>
        )}
        {valid && report.data && (
          <Section
            id="weekly-heading"
            title="Contacts per Debt per Week"
            count={plural(weeklyTotal, 'row', 'rows')}
          >
            {weeklyTotal === 0 ? (
              <p className="rounded-lg border border-gray-200 bg-white px-4 py-6 text-center text-gray-700">
                No contacts in this range.
              </p>
            ) : (
              <div className="space-y-3">
                <WeeklyContactsTable rows={report.data.weekly} />
                {weeklyTotal > WEEKLY_PAGE_SIZE && (
                  <TablePager
                    label="Contacts per debt per week"
                    page={weeklyPage}
                    pageSize={WEEKLY_PAGE_SIZE}
                    total={weeklyTotal}
                    onPageChange={setWeeklyPage}
                  />
                )}
              </div>
            )}
          </Section>
        )}
      </div>
    </AdminSubPage>
  );
}
