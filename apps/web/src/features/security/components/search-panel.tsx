import {
  RISK_LEVEL_VALUES,
  type RiskLevelValue,
  type SecurityEventSort,
  type SecuritySearchFilters,
  type SecuritySearchPayload,
  securitySearchSchema,
} from '@arrears/domain';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/ui/button';
import { DataTable, type TableSort, totalText, useTableControls } from '@/ui/data-table';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { useSecuritySearchQuery } from '../api/security-search';
import { SECURITY_EVENT_COLUMNS, SECURITY_EVENTS_TABLE } from './event-columns';

interface SearchForm {
  eventType: string;
  riskLevel: '' | RiskLevelValue;
  ipAddress: string;
  startDate: string;
  endDate: string;
  userId: string;
}

const EMPTY: SearchForm = {
  eventType: '',
  riskLevel: '',
  ipAddress: '',
  startDate: '',
  endDate: '',
  userId: '',
};

/** The filters as the API takes them: empty fields left out. */
export function toSearchPayload(values: SearchForm): SecuritySearchPayload {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = value.trim();
    if (text) payload[key] = text;
  }
  return payload as SecuritySearchPayload;
}

/** The server's own schema checks the form (a numeric user id, the end not before the start). */
const resolver: Resolver<SearchForm> = async (values) => {
  const parsed = securitySearchSchema.safeParse(toSearchPayload(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'eventType');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** Rows per page until the user picks another size (remembered with the table's columns). */
export const SEARCH_PAGE_SIZE = 50;
const NEWEST_FIRST: TableSort = { column: 'createdAt', direction: 'desc' };

/** The Search & Filter tab (docs/product/security-dashboard.md): the server filters, sorts and pages. */
export function SearchPanel({ knownTypes }: { knownTypes: string[] }) {
  const { sort, setSort, page, setPage, pageSize, tableProps } = useTableControls(
    SECURITY_EVENTS_TABLE,
    NEWEST_FIRST,
    SEARCH_PAGE_SIZE,
  );
  const [filters, setFilters] = useState<SecuritySearchFilters | null>(null);
  const { query, results } = useSecuritySearchQuery(filters, {
    sort: sort.column as SecurityEventSort,
    direction: sort.direction,
    page,
    pageSize,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SearchForm>({ resolver, defaultValues: EMPTY, mode: 'onSubmit', reValidateMode: 'onChange' });

  // The resolver has checked the values: send them as the schema reads them (a numeric user id).
  const onSubmit = handleSubmit((values) => {
    const next = securitySearchSchema.parse(toSearchPayload(values));
    // The same search again asks the server again (new events may have come).
    if (JSON.stringify(next) === JSON.stringify(filters) && page === 1) void query.refetch();
    setFilters(next);
    setPage(1);
  });
  const clear = () => {
    reset(EMPTY);
    setFilters(null);
    setSort(NEWEST_FIRST);
    setPage(1);
  };
  const total = results?.total ?? results?.events.length ?? 0;
  // The server stops counting at 10,000 (decision 0131): "10,000+ events found".
  const lowerBound = results?.totalIsLowerBound === true;
  const newestFirst = sort.column === NEWEST_FIRST.column && sort.direction === NEWEST_FIRST.direction;

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} noValidate aria-label="Search security events" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField
            label="Event type"
            list="security-event-types"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. login_failure"
            error={errors.eventType?.message}
            {...register('eventType')}
          />
          <datalist id="security-event-types">
            {knownTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <SelectField
            id="risk-level"
            label="Risk level"
            placeholder="Any"
            options={RISK_LEVEL_VALUES}
            error={errors.riskLevel?.message}
            {...register('riskLevel')}
          />
          <TextField
            label="IP address"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g. 203.0.113.7"
            error={errors.ipAddress?.message}
            {...register('ipAddress')}
          />
          <TextField
            label="Start (US Eastern)"
            type="datetime-local"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="End (US Eastern)"
            type="datetime-local"
            error={errors.endDate?.message}
            {...register('endDate')}
          />
          <TextField
            label="User id"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 12"
            error={errors.userId?.message}
            {...register('userId')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={query.isFetching}>
            {query.isFetching ? 'Searching...' : 'Search'}
          </Button>
          <Button type="button" variant="outline" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="text-gray-700 text-sm">
        {results === undefined
          ? query.isFetching
            ? 'Searching...'
            : 'Choose filters and select Search. Every filter is optional.'
          : `${totalText(total, lowerBound)} ${total === 1 && !lowerBound ? 'event' : 'events'} found${newestFirst ? ' (newest first)' : ''}.`}
      </div>
      {filters !== null && !(query.isError && results === undefined) && (
        <DataTable
          caption="Search results"
          what="security events"
          columns={SECURITY_EVENT_COLUMNS}
          rows={results?.events}
          rowKey={(e) => e.id}
          total={total}
          totalIsLowerBound={lowerBound}
          // A failed search is only logged (docs/product/security-dashboard.md): the last results stay.
          query={{ ...query, isError: false }}
          {...tableProps}
          empty={{
            message: 'No events match these filters.',
            hint: 'Widen the dates, or clear a filter and search again.',
            action: { label: 'Clear filters', onClick: clear },
          }}
        />
      )}
    </div>
  );
}
